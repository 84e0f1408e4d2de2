// What each kind of question asks for and what an answer must show to carry it, in both languages (data for the verifier).
import type { Language } from '../../../../shared/constants'

/**
 * One kind of question: `asks` reads it in the question, `shows` is what an answer must contain to carry it.
 * Both are tested on folded words with a space on each side (" how often do i water basil "), so patterns match
 * whole words with a leading and trailing space. `unless` marks questions that look like the kind but are not.
 */
export interface AnswerSlot {
  kind: string
  asks: Record<Language, RegExp>
  shows: Record<Language, RegExp>
  unless?: Record<Language, RegExp>
  /** The titles of the answer's sources may carry it too (a subject such as bees, not a figure such as a distance). */
  titles?: true
}

// A measure in the answer: "15 cm", "6 inches", "1/4 inch", "30cm", "medio metro".
const MEASURE_EN =
  /(?: \d+(?:cm|mm|m|in|ft)| (?:cm|mm|inch\w*|ft|feet|foot|metres?|meters?|yards?|centimet\w*|millimet\w*|knuckle\w*))(?= )/
const MEASURE_ES =
  /(?: \d+(?:cm|mm|m)| (?:cm|mm|centimetr\w*|milimetr\w*|metros?|pulgadas?|palmos?|dedos?|pasos?))(?= )/

/**
 * "Which plants for a shady corner", "¿qué flores aguantan la sequía?": a question asking for plants that suit a
 * condition; the answer (or a source's title) must speak of that condition, not list plants for anywhere.
 */
function condition(name: string, en: RegExp, es: RegExp, shows: Record<Language, RegExp>): AnswerSlot[] {
  const which = {
    en: / (?:what|which)(?: \w+){0,2} (?:flowers?|plants?|vegetables?|veg|veggies|herbs?|shrubs?|bushes|trees?|crops?|fruits?|grows?|can i grow|can we grow|should i plant|should we plant|can i plant|can we plant|will grow)(?: \w+){0,8}/,
    es: / (?:que|cuales)(?: \w+){0,2} (?:flores|plantas|hortalizas|verduras|aromaticas|hierbas|arbustos|arboles|cultivos|frutales|planto|siembro|pongo|crecen|aguantan|toleran)(?: \w+){0,8}/,
  }
  return [
    {
      kind: `plants-for-${name}`,
      asks: {
        en: new RegExp(`${which.en.source}${en.source}`),
        es: new RegExp(`${which.es.source}${es.source}`),
      },
      shows,
      titles: true,
    },
  ]
}

// Creatures by name: what a "which bugs" answer names, and in a question the subject a plant named is context to.
export const CREATURES: Record<Language, RegExp> = {
  en: / (?:ladybugs?|ladybirds?|lacewings?|hoverfl\w*|beetles?|spiders?|wasps?|bees?|bumblebees?|worms?|earthworms?|birds?|frogs?|toads?|hedgehogs?|mantis\w*|butterfl\w*|moths?|centipedes?|ants?|dragonfl\w*|aphids?|slugs?|snails?|caterpillars?|bats?|lizards?|hummingbirds?|mites?|nematodes?|flies|squirrels?|chipmunks?|rabbits?|bunnies|hares?|deer|raccoons?|moles?|voles?|gophers?|mice|rats?|possums?|opossums?|groundhogs?) /,
  es: / (?:mariquitas?|catarinas?|crisopas?|sirfidos?|escarabajos?|aranas?|avispas?|abejas?|abejorros?|lombrices|lombriz|gusanos?|pajaros?|aves|ranas?|sapos?|erizos?|mantis|mamboretas?|mariposas?|polillas?|ciempies|hormigas?|libelulas?|pulgones?|babosas?|caracoles?|orugas?|murcielagos?|lagartijas?|colibries?|acaros?|nematodos?|moscas?|ardillas?|conejos?|liebres?|ciervos?|venados?|mapaches?|topos?|raton|ratones|ratas?|tuzas?|zarigueyas?) /,
}

// "Can you overwater strawberries", "¿se pueden regar de más?": asking what too much water does.
export const ASKS_OVERWATER: Record<Language, RegExp> = {
  en: / (?:overwater\w*|over water\w*|water\w* (?:\w+ ){0,2}too much|too much water|drown\w*) /,
  es: / (?:regar\w* de mas|rieg\w* de mas|regad[oa]s? de mas|regar\w* demasiado|rieg\w* demasiado|demasiada agua|demasiado riego|exceso de (?:agua|riego)|ahog\w*) /,
}

export const ANSWER_SLOTS: readonly AnswerSlot[] = [
  {
    // "How long does a bee live", "¿cuánto vive una abeja?": a life span, not another fact about the creature.
    kind: 'lifespan',
    asks: {
      en: / (?:how long (?:do|does|will|can|would) (?:\w+ ){1,3}(?:live|survive)|lifespans?|life ?spans?|life expectancy) /,
      es: / (?:cuant[oa] (?:tiempo )?(?:vive|viven|sobrevive|sobreviven)|esperanza de vida) /,
    },
    shows: {
      en: / (?:live\w*|lives|life\w*|surviv\w*|die\w*) /,
      es: / (?:vive\w*|viven|vida|sobreviv\w*|muere\w*|mueren) /,
    },
  },
  {
    // "Can you overwater…": what too much water does (rotting, drowned roots), not only the routine.
    kind: 'overwater',
    asks: ASKS_OVERWATER,
    shows: {
      en: / (?:rot\w*|soggy|waterlog\w*|drown\w*|overwater\w*|too much|too wet|drain\w*) /,
      es: / (?:pudr\w*|podr\w*|encharc\w*|ahog\w*|exceso|de mas|demasiad\w*|drenaj\w*|asfix\w*) /,
    },
  },
  {
    // "When do I plant…", "how long until…": a month, a season, a frost, a day count or a moment.
    kind: 'when',
    asks: {
      en: /^ (?:(?:hi|hey|so|ok|and|mochi) )*(?:when|whens|wen) (?:do|does|did|should|can|could|is|are|will|would|to|shall|must|s)\b| (?:(?:what|which) month|what time of (?:the )?(?:year|day)|what time (?:should|do|does|is best|is it best)|how soon|how long (?:until|till|before|does|do|will|is it)) /,
      es: /^ (?:(?:hola|oye|y|mochi) )*cuando (?:se |lo |la |los |las |le |les |me |te |nos )?(?:siembr|plant|pong|pon|cosech|pod|pued|deb|hay|es|son|sale|salen|florec|madur|tien|empiez|comienz|abon|trasplant|recog|arranc)\w*| (?:(?:en )?que (?:mes|epoca|temporada)|(?:a|en) que (?:hora|momento del dia)|cuanto (?:tiempo )?tarda\w*) /,
    },
    shows: {
      en: / (?:january|february|march|april|may|june|july|august|september|october|november|december|spring|summer|autumn|fall|winter|frost\w*|days?|weeks?|months?|years?|morning|evening|night|noon|dusk|dawn|after|before|when|until|once|early|late|daily|season\w*|rains?|year-round|now|minutes?|hours?|straight away|immediately|soon|ready) /,
      es: / (?:enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre|primavera|verano|otono|invierno|helada\w*|dias?|semanas?|mes|meses|anos?|manana|tarde|noche|mediodia|amanecer|atardecer|despues|antes|cuando|hasta|temprano|pronto|lluvias?|epoca|temporada|todo el ano|ahora|minutos?|horas?|enseguida|listo|lista|listos|listas) /,
    },
  },
  {
    // "How do I know when my plants need water": a sign or a test to tell by.
    kind: 'how-to-tell',
    asks: {
      en: / how (?:do|can|would|will) (?:i|we|you|u) (?:tell|know) | how to (?:tell|know) /,
      es: / como (?:se|sabe|saber|saberlo|puedo saber|podemos saber|sabemos|distingo|reconozco) (?:si|cuando|que) /,
    },
    shows: {
      en: / (?:check\w*|finger|touch\w*|feel\w*|look\w*|sign\w*|when|test\w*|if|until|lift\w*|weigh\w*|see|notice\w*|watch\w*|kit|meter) /,
      es: / (?:prueba\w*|kit|medidor\w*|revis\w*|compru\w*|comprob\w*|dedo|toca\w*|mira\w*|senal\w*|cuando|si|hasta|levant\w*|pes\w*|fijate|observa\w*|notar\w*|ves) /,
    },
  },
  {
    // A child eating something: what is safe or edible (in pest questions eating is the pest's, a generic word).
    kind: 'child-eats',
    asks: {
      en: / (?:kids?|child\w*|toddlers?|son|daughter|baby|babies|(?:\d+|two|three|four|five|six) (?:year|yr)s? old) (?:\w+ ){0,3}(?:eat\w*|ate|taste\w*|chew\w*|lick\w*|swallow\w*) /,
      es: / (?:ninos?|ninas?|hijos?|hijas?|bebes?|peques?|pequenos?|pequenas?|nenes?|nenas?) (?:\w+ ){0,3}(?:come\w*|comi\w*|comen\w*|prob\w*|chup\w*|mastic\w*|trag\w*) /,
    },
    shows: {
      en: / (?:edible|toxic\w*|poison\w*|safe\w*|harmless|(?:can|to) eat) /,
      es: / (?:comestibles?|toxic\w*|venen\w*|segur\w*|inofensiv\w*|(?:se puede|se pueden|puedes|pueden) comer\w*) /,
    },
  },
  {
    // "How often do I water basil", "¿cada cuánto riego?": a frequency or the moment to do it again.
    kind: 'how-often',
    asks: {
      en: / (?:how often|how frequently|how regularly|how many times|every how many) /,
      es: / (?:cada cuant\w*|cada cuando|cada que tanto|con que frecuencia|cuantas veces) /,
    },
    shows: {
      en: / (?:every|each|daily|weekly|monthly|once|twice|times|a (?:day|week|month|year)|per (?:day|week|month)|whenever|when (?:the (?:soil|top|surface|mix|compost|pot|ground)|it|its|they|the plant)|never|rarely|regularly|always|often) /,
      es: / (?:cada|diari\w*|semanal\w*|mensual\w*|una vez|veces|al dia|a la semana|por semana|al mes|al ano|cuando (?:la (?:tierra|superficie|maceta)|el (?:sustrato|suelo)|se seque\w*|este|esten|estan|empiece\w*)|nunca|rara vez|siempre|a menudo|seguido) /,
    },
  },
  {
    // "How far apart", "¿a qué distancia?": a distance.
    kind: 'how-far-apart',
    asks: {
      en: / (?:how far apart|how far from|how close|spacing|space between|how much (?:room|space)|what distance) /,
      es: / (?:a que distan\w*|que distan\w*|cuanta distancia|cuanto espacio|cuanta separacion|que separacion|que tan (?:cerca|separad\w*)|marco de plantacion) /,
    },
    shows: { en: MEASURE_EN, es: MEASURE_ES },
  },
  {
    // "How deep do I sow carrots", "¿a qué profundidad?": a depth or how to cover the seed (a width is no depth).
    kind: 'how-deep',
    asks: {
      en: / (?:how deep|what depth) /,
      es: / (?:que profundidad|que tan (?:hondo|honda|profundo|profunda)|cuan (?:hondo|profundo)|que hondura) /,
    },
    shows: {
      en: / (?:deep\w*|depth|cover\w*|surface|shallow\w*|press\w*|sprinkle\w*) /,
      es: / (?:profund\w*|hond\w*|cubr\w*|cubiert\w*|superficie|tapa\w*|apriet\w*|presion\w*|espolvore\w*) /,
    },
  },
  {
    // "How much sun does basil need", "¿cuántas horas de sol?": sun, shade or hours of light.
    kind: 'how-much-sun',
    asks: {
      en: / (?:how much (?:sun|sunlight|light)|how many hours of (?:sun|sunlight|light)|sun or shade|shade or sun) /,
      es: / (?:cuant[oa]s? (?:horas de )?(?:sol|luz)|sol o sombra|sombra o sol) /,
    },
    shows: {
      en: / (?:sun\w*|shade\w*|light|hours?) /,
      es: / (?:sol|soleado\w*|sombra\w*|semisombra|luz|horas?) /,
    },
  },
  {
    // "What soil pH…": a pH, acid or alkaline.
    kind: 'ph',
    asks: { en: / ph /, es: / ph / },
    shows: {
      en: / (?:ph|acid\w*|alkalin\w*|neutral|lime|sulfur|sulphur) /,
      es: / (?:ph|acid\w*|alcalin\w*|neutr\w*|cal|azufre) /,
    },
  },
  {
    // "What temperature", "how cold can…": degrees, frost or a season's cold or heat.
    kind: 'temperature',
    asks: {
      en: / (?:what temperature|how (?:cold|hot|warm) (?:can|does|do|is|should|must)|what temp) /,
      es: / (?:que temperatura|cuant[oa] (?:frio|calor)|a cuantos grados) /,
    },
    shows: {
      en: / (?:\d+ ?[cf]|degrees?|frost\w*|freez\w*|cold|warm\w*|heat|hot) /,
      es: / (?:\d+ ?c|grados?|helada\w*|hiel\w*|frio|calor|templad\w*|calid\w*) /,
    },
  },
  {
    // "At what age can kids…", "¿a qué edad?": an age or an age band ("young children", "adults only").
    kind: 'what-age',
    asks: {
      en: / (?:what age|which age|how old (?:do|does|should|must|is|are)) /,
      es: / (?:que edad|cuantos anos (?:debe|tiene|necesita)) /,
    },
    shows: {
      en: / (?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|toddlers?|preschool\w*|teen\w*|adults?|young children|little ones|older children) /,
      es: / (?:\d+|uno|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce|adolescent\w*|preescolar|adultos?|ninos pequenos|mas pequenos|mayorcitos|ninos mayores) /,
    },
  },
  {
    // "Why are my leaves yellow", "¿por qué no florece?": a cause, never a fact about something else.
    kind: 'why',
    asks: {
      en: /^ (?:(?:hi|hey|so|ok|and|mochi|but) )*(?:why|how come) /,
      es: /^ (?:(?:hola|oye|y|mochi|pero) )*(?:por que|porque|por que razon) /,
    },
    shows: {
      en: / (?:because|caus\w*|due|since|reasons?|likel\w*|probabl\w*|usually|often|may|might|could|too|lack\w*|not enough|means?|sign\w*|if|when|so|from|in order|help\w*|keeps?|stops?|makes?|lets?|to (?:keep|cool|warm|help|stop|make|protect|feed|save|store|attract|avoid)) /,
      es: / (?:porque|causa\w*|debido|se debe|razon\w*|suele\w*|probabl\w*|puede\w*|quiza\w*|tal vez|demasiad\w*|falta\w*|exceso|por|significa|senal\w*|cuando|si|para que|con|hasta|asi|gracias a|ayud\w*|mantien\w*|evita\w*|hace\w*|deja\w*) /,
    },
  },
  {
    // "Which flowers for bees", "¿qué planto para las abejas?": an answer that speaks of bees or pollinators.
    kind: 'for-bees',
    titles: true,
    asks: {
      en: / (?:what|which)(?: \w+){0,6} (?:for|attract\w*|feed\w*|help\w*|draw\w*|bring\w*) (?:the |more |our |wild |native )?(?:bees|bumblebees|bumble bees|pollinators) /,
      es: / (?:que|cuales)(?: \w+){0,6} (?:para|atraer|atraen|atrae|alimentar a|ayudar a|ayudan a) (?:las |los |mas |a las |a los )?(?:abejas|abejorros|polinizadores|avejas) /,
    },
    shows: {
      en: / (?:bees?|bumblebees?|pollinat\w*|nectar|pollen) /,
      es: / (?:abejas?|abejorros?|poliniz\w*|nectar|polen) /,
    },
  },
  {
    // "Which bugs are good", "¿qué insectos ayudan?": named creatures, not that bugs in general are fine.
    kind: 'which-creatures',
    asks: {
      // "What eats aphids", "¿quién se come a los pulgones?": a predator is a creature too.
      en: / (?:(?:what|which) (?:bugs|insects|critters|creatures|animals|beneficials|beneficial insects|good bugs)|(?:what|which|who) (?:\w+ )?(?:eats?|hunts?|preys? on|feeds? on|kills?) (?:the )?(?:aphids?|slugs?|snails?|caterpillars?|mites?|whitefl\w*|mosquito\w*|pests?)) /,
      es: / (?:(?:que|cuales) (?:bichos|bichitos|insectos|animales|animalitos)|(?:que|quien|quienes) (?:\w+ )?(?:se )?(?:come|comen|caza|cazan) (?:a )?(?:los |las )?(?:pulgones|babosas|caracoles|orugas|acaros|moscas blancas|mosquitos|plagas)) /,
    },
    shows: CREATURES,
  },
  {
    // "Is oleander poisonous", "¿es venenoso el floripondio?": safe, toxic or edible.
    kind: 'is-it-toxic',
    asks: {
      // appended: "is foxglove ok to grow with little kids around", "¿puedo tener adelfas con niños?"
      en: / (?:is|are|s) (?:\w+ ){0,4}(?:poisonous|toxic|edible|safe to (?:eat|touch)|safe (?:for|around|with) (?:my |our |the |young |little |small )?(?:kids?|children|child|toddlers?|babies|baby|dogs?|cats?|pets?))| (?:is|are|s) (?:\w+ ){0,4}(?:ok|okay|alright|fine|safe|a good idea) (?:to (?:grow|have|plant|keep) )?(?:\w+ ){0,2}(?:with|around|near|for) (?:my |our |the |young |little |small )?(?:kids?|children|child|toddlers?|babies|baby|dogs?|cats?|pets?) (?:around|near|nearby|about) /,
      es: / (?:es|son|sera|seran) (?:\w+ ){0,4}(?:venenos\w*|toxic\w*|comestibles?) | (?:(?:puedo|podemos|se puede|se pueden) (?:tener|dejar)|(?:es seguro|esta bien|es buena idea) (?:tener|plantar|sembrar|cultivar|poner)) (?:\w+ ){0,4}(?:con|cerca de) (?:mis |los |las |nuestros |unos )?(?:ninos|ninas|hijos|hijas|bebes?|peques|perros?|gatos?|mascotas?) /,
    },
    shows: {
      // How to keep it safe (supervision, sharp edges, gloves) carries a "safe for kids" question too.
      en: / (?:poison\w*|toxic\w*|safe\w*|edible|harmless|danger\w*|irritat\w*|harm\w*|sting\w*|eat\w*|supervis\w*|sharp\w*|rounded|careful\w*|gloves?) /,
      es: / (?:venen\w*|toxic\w*|segur\w*|comestibles?|inofensiv\w*|peligr\w*|irrit\w*|dan\w*|pica\w*|com\w*|supervis\w*|afilad\w*|redondead\w*|cuidado\w*|guantes?) /,
    },
  },
  {
    // "How often / how much / when do I water…": the action asked is the action answered (not a harvest time).
    kind: 'watering',
    asks: {
      en: / (?:how often|how much|how many times|when|how regularly) (?:\w+ ){0,5}(?:water|waters|watering|irrigate) /,
      es: / (?:cada cuant\w*|cada cuando|cuanta agua|cuantas veces|cuando|con que frecuencia) (?:\w+ ){0,5}(?:riego|riegas?|riegan?|regar\w*|riegue\w*|mojo|mojar) /,
    },
    shows: {
      en: / (?:water\w*|irrigat\w*|soak\w*|moist\w*|drink\w*|dry|rain\w*|hose\w*|drip\w*) /,
      es: / (?:agua|rieg\w*|rieg\w*|regar\w*|humed\w*|humedo|humeda|empap\w*|mojad\w*|sec[oa]s?|lluvia\w*|goteo) /,
    },
  },
  {
    // "When / how often do I prune…", "¿cuándo podo…?": a pruning answer.
    kind: 'pruning',
    asks: {
      en: / (?:how often|how much|when|how) (?:\w+ ){0,5}(?:prune|pruning|cut back|trim) /,
      es: / (?:cada cuant\w*|cuando|como|cuanto) (?:\w+ ){0,5}(?:podo|podar\w*|poda|recorto|recortar) /,
    },
    shows: {
      en: / (?:prun\w*|cut\w*|trim\w*|snip\w*|deadhead\w*|pinch\w*|shear\w*) /,
      es: / (?:pod\w*|cort\w*|recort\w*|despunt\w*|pinz\w*|tijera\w*) /,
    },
  },
  {
    // "How often do I feed…", "¿cada cuánto abono…?": a feeding answer.
    kind: 'feeding',
    asks: {
      en: / (?:how often|how much|when) (?:\w+ ){0,5}(?:feed|fertili[sz]e|fertili[sz]ing) /,
      es: / (?:cada cuant\w*|cuando|cuanto) (?:\w+ ){0,5}(?:abono|abonar\w*|abona|fertiliz\w*) /,
    },
    shows: {
      en: / (?:feed\w*|fertili[sz]\w*|compost\w*|manure|nitrogen|potassium|nutrient\w*|food) /,
      es: / (?:abon\w*|fertiliz\w*|compost\w*|estiercol|nitrogeno|potasio|nutrient\w*|humus) /,
    },
  },
  {
    // "How tall do sunflowers get", "¿cuánto mide?": a height or size in a measure.
    kind: 'how-tall',
    asks: {
      en: / how (?:tall|high|big|large|wide) (?:do|does|will|can|should|is|are) /,
      es: / (?:cuanto mide\w*|que altura|que tan (?:alt[oa]s?|grandes?)|cuanto crece\w*) /,
    },
    shows: { en: MEASURE_EN, es: MEASURE_ES },
  },
  {
    // "Do ladybugs bite", "¿las avispas pican?": whether it bites or stings, or is harmless.
    kind: 'bite-or-sting',
    asks: {
      en: / (?:do|does|can|will|would) (?:\w+ ){1,3}(?:bite|bites|sting|stings|pinch) /,
      es: / (?:pican|muerden|pellizcan) /,
    },
    shows: {
      en: / (?:bit\w*|sting\w*|stung|harmless|safe\w*|hurt\w*|pinch\w*|gentle|calm|defen[cs]\w*) /,
      es: / (?:pic\w*|muerd\w*|mord\w*|inofensiv\w*|segur\w*|dan\w*|pellizc\w*|tranquil\w*|defiend\w*|defens\w*) /,
    },
  },
  {
    // "How many bees live in a hive", "¿cuántas semillas por hoyo?": a number or an amount.
    kind: 'how-many',
    asks: {
      en: / how many (?!times )/,
      es: / cuant[oa]s (?!veces )/,
    },
    shows: {
      en: / (?:\d+\w*|one|two|three|four|five|six|seven|eight|nine|ten|twelve|twenty|fifty|hundreds?|thousands?|millions?|dozens?|few|several|handful|couple|single|pairs?|none) /,
      es: / (?:\d+\w*|un|una|uno|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|doce|veinte|cincuenta|cien|cientos|miles?|millon\w*|docenas?|poc[oa]s|vari[oa]s|punado|par|ningun[oa]?) /,
    },
  },
  {
    // "Which vegetables can I plant in November", "¿qué siembro en noviembre?": that month or its season.
    kind: 'in-month',
    asks: {
      en: / (?:what|which)(?: \w+){0,4} (?:plant|sow|grow|start|put)\w*(?: \w+){0,3} (?:in|during|for) (?:january|february|march|april|may|june|july|august|september|october|november|december) /,
      es: / (?:que|cuales)(?: \w+){0,4} (?:plant|siembr|sembr|cultiv|pong|pon)\w*(?: \w+){0,3} (?:en|durante|para) (?:enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre) /,
    },
    shows: {
      en: / (?:january|february|march|april|may|june|july|august|september|october|november|december|spring|summer|autumn|fall|winter|frost\w*|cool|warm|cold|season\w*|month\w*) /,
      es: / (?:enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre|primavera|verano|otono|invierno|helada\w*|fresco|calido|frio|epoca|temporada|mes|meses) /,
    },
  },
  {
    // "What can we sow in autumn", "¿qué siembro en otoño?": that season or its months.
    kind: 'in-season',
    asks: {
      en: / (?:what|which)(?: \w+){0,5} (?:plant|sow|grow|start|put)\w*(?: \w+){0,4} (?:in|during|for|this) (?:the )?(?:spring|summer|autumn|fall|winter) /,
      es: / (?:que|cuales)(?: \w+){0,5} (?:plant|siembr|sembr|cultiv|pong|pon)\w*(?: \w+){0,4} (?:en|durante|para|este) (?:el )?(?:primavera|verano|otono|invierno) /,
    },
    shows: {
      en: / (?:january|february|march|april|may|june|july|august|september|october|november|december|spring|summer|autumn|fall|winter|frost\w*|cool|warm|cold|season\w*) /,
      es: / (?:enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre|primavera|verano|otono|invierno|helada\w*|fresco|calido|frio|epoca|temporada) /,
    },
  },
  {
    // "My seedlings are dying", "¿por qué se me mueren?": likely causes or what to check, not growing tips.
    kind: 'dying',
    // Bees and other creatures dying (after a sting, in winter) are not a plant to diagnose.
    unless: {
      en: / (?:bees?|bumblebees?|honeybees?|wasps?|butterfl\w*|worms?|earthworms?|ladybugs?|ladybirds?|birds?|fish) /,
      es: / (?:abejas?|abejorros?|avispas?|mariposas?|lombrices|lombriz|mariquitas?|catarinas?|pajaros?|peces) /,
    },
    asks: {
      en: / (?:dying|dies|died|keep dying|wilting|wilted|rotting) /,
      es: / (?:se (?:me |nos |le |les )?(?:mueren?|murio|murieron|estan muriendo|esta muriendo|marchit\w*|pudr\w*)|muriendo|marchit\w*) /,
    },
    shows: {
      en: / (?:caus\w*|because|likely|check\w*|overwater\w*|too (?:much|little|wet|dry|cold|hot)|not enough|rot\w*|diseas\w*|fung\w*|pests?|roots?|drain\w*|damping) /,
      es: / (?:causa\w*|porque|probabl\w*|comprueba|revisa|exceso|falta|demasiad\w*|hongos?|podr\w*|enfermedad\w*|plagas?|raices|raiz|drenaj\w*|encharc\w*) /,
    },
  },
  {
    // "When do strawberries flower", "¿cuándo florecen?": a flowering answer, not a planting date.
    kind: 'flowering',
    asks: {
      en: / (?:when|what month|how soon|how long) (?:do|does|will|until|till|before)(?: \w+){1,4} (?:flower|flowers|bloom|blooms|blossom|blossoms) /,
      es: / (?:cuando|en que mes|cuanto tarda\w*)(?: \w+){0,3} (?:florece\w*|florecen|da flor|dan flor|echa flor\w*|echan flor\w*)/,
    },
    shows: {
      en: / (?:flower\w*|bloom\w*|blossom\w*) /,
      es: / (?:flor|flores|florec\w*|floracion|florid\w*) /,
    },
  },
  {
    // "When do I pick…", "¿cuándo cosecho…?": a harvest answer, not a planting date.
    kind: 'harvest',
    asks: {
      en: / when (?:do|should|can|will) (?:i|we|you|u) (?:pick|harvest|dig up|lift|collect) /,
      es: / cuando (?:se )?(?:cosech\w*|recoj\w*|recog\w*|arranc\w*|saco|sacar) /,
    },
    shows: {
      en: / (?:pick\w*|harvest\w*|ready|ripe\w*|dig\w*|lift\w*|collect\w*) /,
      es: / (?:cosech\w*|recog\w*|recoj\w*|list[oa]s?|madur\w*|arranc\w*|saca\w*) /,
    },
  },
  ...condition('shade', / (?:shade|shady|shaded) /, / (?:sombra|sombreado\w*|semisombra|sombrio\w*) /, {
    en: / (?:shade\w*|shady|less sun|little sun|(?:2|3|4|two|three|four) (?:or \w+ )?hours?) /,
    es: / (?:sombra\w*|semisombra|poco sol|menos sol|(?:2|3|4|dos|tres|cuatro) (?:o \w+ )?horas?) /,
  }),
  {
    // appended: "how do I stop my pots getting so hot", "¿cómo evito que se calienten las macetas?": an answer about
    // heat, shade or cooling (a list of balcony crops does not carry it).
    kind: 'too-hot',
    asks: {
      en: / (?:overheat\w*|(?:get|gets|getting|got|too|so|very) (?:\w+ )?hot|heat\w* up|too much heat) /,
      es: / (?:se calient\w*|calentar\w*|recalient\w*|se cocinan|se cuecen|se achicharr\w*|demasiado calor|tanto calor) /,
    },
    shows: {
      en: / (?:hot\w*|heat\w*|shad\w*|sun\w*|cool\w*|temperat\w*|°c|mulch\w*|insulat\w*|afternoon) /,
      es: / (?:calor\w*|calient\w*|sombr\w*|sol|fresc\w*|temperatura\w*|°c|acolchad\w*|aisl\w*|tarde) /,
    },
  },
  ...condition('dry', / (?:dry|drought\w*|arid) /, / (?:sec[oa]s?|sequia\w*|arid[oa]s?) /, {
    en: / (?:dry\w*|drought\w*|arid|little water|less water) /,
    es: / (?:sec[oa]s?|sequia\w*|arid[oa]s?|poca agua|menos agua) /,
  }),
  ...condition('wet', / (?:wet|soggy|boggy|waterlogged|damp) /, / (?:encharcad\w*|humed\w*|pantanos\w*) /, {
    en: / (?:wet\w*|soggy|bog\w*|waterlog\w*|damp|moist\w*|drain\w*) /,
    es: / (?:encharc\w*|humed\w*|pantan\w*|dren\w*|agua) /,
  }),
  ...condition('windy', / (?:windy|wind|exposed) /, / (?:viento|ventos[oa]) /, {
    en: / (?:wind\w*|exposed|sturdy|low-growing|shelter\w*) /,
    es: / (?:viento\w*|ventos[oa]|resistent\w*|rastrer\w*|abrig\w*) /,
  }),
]

// Words for the leaves: a colour the family sees on them must be spoken to (fruit colours vary by ripeness and kind).
export const LEAF_WORDS = / (?:leaf|leaves|foliage|hojas?|hojitas?|follaje) /

// A colour the family sees on a plant and the words that carry it in an answer (a diagnosis of yellow leaves names
// yellow; one of curled leaves says nothing about red ones).
export const SYMPTOM_COLOURS: readonly { sees: RegExp; shows: RegExp }[] = [
  {
    sees: / (?:yellow\w*|amarill\w*) /,
    shows: / (?:yellow\w*|amarill\w*|pale\w*|palid\w*|chloro\w*|cloro\w*) /,
  },
  {
    sees: / (?:brown\w*|marron\w*|cafes?) /,
    shows:
      / (?:brown\w*|marron\w*|cafes?|scorch\w*|quemad\w*|dry\w*|sec[oa]s?|dead|muert\w*|rot\w*|podrid\w*) /,
  },
  {
    sees: / (?:black\w*|negr\w*) /,
    shows: / (?:black\w*|negr\w*|dark\w*|oscur\w*|rot\w*|podrid\w*|mould\w*|mold\w*|moho|fumagina|sooty) /,
  },
  {
    sees: / (?:white\w*|whitish|blanc\w*) /,
    shows: / (?:white\w*|blanc\w*|powder\w*|polvo|oidio|mildew\w*|mealy\w*|cochinilla\w*|whitefl\w*) /,
  },
  {
    sees: / (?:red|reddish|roj[oa]s?|rojiz[oa]s?) /,
    shows: / (?:red|reddish|roj[oa]s?|rojiz[oa]s?|purpl\w*|morad[oa]s?|phosph\w*|fosfor\w*) /,
  },
  {
    sees: / (?:purple\w*|morad[oa]s?|purpur\w*) /,
    shows: / (?:purpl\w*|morad[oa]s?|purpur\w*|red|roj[oa]s?|phosph\w*|fosfor\w*) /,
  },
  {
    sees: / (?:gr[ae]y\w*|gris\w*|silver\w*|platead\w*) /,
    shows:
      / (?:gr[ae]y\w*|gris\w*|silver\w*|platead\w*|mould\w*|mold\w*|moho|botrytis|powder\w*|polvo|mildew\w*|mites?|acaros?|thrips?|trips) /,
  },
]

// Parts of a plant a family describes a problem on, and the words that name each in a diagnosis headline: a headline
// about another part answers another problem ("my lemon tree is dropping leaves" is not "young fruit falling off").
export const PLANT_PARTS: readonly { sees: RegExp; heads: RegExp }[] = [
  {
    sees: / (?:leaf|leaves|foliage|hojas?|hojitas?|follaje) /,
    heads: / (?:leaf|leaves|foliage|hojas?|follaje) /,
  },
  {
    sees: / (?:flowers?|blossoms?|blooms?|buds?|flor|flores|capullos?) /,
    heads: / (?:flowers?|blossoms?|blooms?|buds?|flor|flores|capullos?|floracion) /,
  },
  { sees: / (?:roots?|raiz|raices) /, heads: / (?:roots?|raiz|raices) / },
  // Pods are the fruit of beans and peas ("all leaves but no pods", "nada de vainas").
  {
    sees: / (?:fruits?|frutos?|frutas?|pods?|vainas?|chauchas?) /,
    heads: / (?:fruits?|frutos?|frutas?|frutitos?|pods?|vainas?) /,
  },
]

// "Is X dangerous / poisonous / safe", "¿es peligrosa la ruda?": X is what the answer must be about, by name (a
// water-safety answer that only says "dangerous for children" is about ponds). The first group is X's first word.
export const SAFETY_SUBJECT: Record<Language, RegExp> = {
  en: / (?:is|are) (?:a |an |the |my |our |this |that |these |those )?([a-z]+)(?: [a-z]+)? (?:plant |plants |flower |flowers |tree |bush )?(?:dangerous|poisonous|toxic|safe) /,
  es: / (?:es|son) (?:peligros[oa]s?|venenos[oa]s?|toxic[oa]s?|segur[oa]s?) (?:el |la |los |las |un |una |mi |mis )?([a-z]+) /,
}

// Words that can stand where the subject of "is X dangerous" goes without being one ("es peligroso para…").
export const NOT_A_SUBJECT = new Set([
  'they',
  'them',
  'this',
  'that',
  'these',
  'those',
  'your',
  'their',
  'there',
  'para',
  'porque',
  'cuando',
  'tocar',
  'comer',
  'usar',
  'tener',
  'dejar',
  'plantar',
  'sembrar',
])
