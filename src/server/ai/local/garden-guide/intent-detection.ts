// Works out what a child's message is asking for (a bee question, a joke, a drawing...) from its words.
import { foldText } from './text/fold-text'

export const INTENTS = [
  'greeting',
  'thanks',
  'goodbye',
  'who_are_you',
  'bee_question',
  'plant_care',
  'what_to_plant_when',
  'pests',
  'soil',
  'watering',
  'kid_activity',
  'joke',
  'draw_request',
  'safety',
  'off_topic',
  'garden_question',
] as const
export type Intent = (typeof INTENTS)[number]

/** Intents answered from the garden book. */
export const KNOWLEDGE_INTENTS: ReadonlySet<Intent> = new Set([
  'bee_question',
  'plant_care',
  'what_to_plant_when',
  'pests',
  'soil',
  'watering',
  'kid_activity',
  'safety',
  'garden_question',
])

// Patterns run on folded text (lower case, no accents), so "¿Cómo?" is matched as "como".
const words = (alternatives: string) => new RegExp(`\\b(?:${alternatives})\\b`)

const DRAW = words(
  'draw|drawing of|paint me|paint a|sketch|picture of|image of|make (?:me )?an? (?:picture|image|drawing)|create an? (?:picture|image)|' +
    'dibuja\\w*|dibujo de|dibujar|pinta(?:me)? un\\w*|pintar|imagen de|foto de|crea(?:r|me)? una imagen|hazme un dibujo',
)
const JOKE = words(
  'jokes?|make me laugh|something funny|funny story|riddle|chistes?|bromas?|hazme reir|algo gracioso|algo divertido|adivinanza',
)
const WHO_ARE_YOU = words(
  'who are you|what are you|whats your name|what is your name|your name|are you (?:a |an )?(?:bee|robot|real|human|ai|computer)|' +
    'how old are you|where do you live|tell me about (?:yourself|you)|quien eres|que eres|como te llamas|cual es tu nombre|' +
    'eres (?:una |un )?(?:abeja|robot|real|humano|persona)|cuantos anos tienes|donde vives|hablame de ti',
)
const SAFETY = words(
  'stung|stings? me|sting|stinger|bee sting|wasp sting|allerg\\w*|poison\\w*|toxic|safe to eat|can i eat|ok to eat|okay to eat|' +
    'ate (?:a|an|some|the|one|two|three)|swallowed|sunburn\\w*|sunscreen|sun ?block|protect (?:me|myself|yourself) from the sun|hurts?|ouch|bleeding|cut myself|' +
    'splinter|tick|ticks|nettles?|dangerous|safety|' +
    'pica|picado|picadura|me pic\\w*|aguijon|alergi\\w*|venen\\w*|toxic\\w*|se (?:puede|pueden) comer|puedo comer|me comi|se comio|se trago|' +
    'quemadura|protector solar|crema solar|protej\\w* del sol|proteg\\w* del sol|me duele|duele|herida|me corte|sangr\\w*|' +
    'astilla|garrapatas?|ortigas?|peligros\\w*|seguridad|es seguro',
)

// Bare acknowledgements ("ok", "vale") get a friendly nudge to ask something, like a greeting.
const GREETING = words(
  'hi|hello|hey|hiya|howdy|good (?:morning|afternoon|evening)|how are you|how r u|ok|okay|yes|yeah|yep|sure|help|' +
    'hola|buenos dias|buenas tardes|que tal|como estas|saludos|vale|si|claro|ayuda|ayudame',
)
// A hello proper, not "help" or "yes": a long message opening with one of these still greets.
const HELLO = words(
  'hi|hello|hey|hiya|howdy|good (?:morning|afternoon|evening)|hola|buenos dias|buenas tardes|saludos|que tal',
)
// "Translate good morning into Japanese", "¿cómo se dice hola en inglés?": the greeting is words to translate or
// spell, a request about language, not a hello.
const QUOTES_WORDS = words(
  'translate|translation|how (?:do|would) (?:you|i|we) say|how to say|what does \\w+ mean|spell|in (?:japanese|chinese|french|german|italian|korean|russian|arabic|portuguese|english|spanish)|' +
    'traduc\\w*|como se dice|como digo|que significa|deletrea\\w*|en (?:japones|chino|frances|aleman|italiano|coreano|ruso|arabe|portugues|ingles|espanol)',
)
// "¡Buenas!" greets only at the start; "las ranas son buenas" is a question.
const BUENAS_GREETING = /^[^a-z]*buenas\b/
const THANKS = words(
  'thanks|thank you|thx|ty|cheers|cool|awesome|wow|yay|great|nice|love you|you are (?:so )?(?:cool|nice|awesome|great|the best)|youre (?:so )?(?:cool|nice|awesome|great|the best)|' +
    'gracias|genial|guay|chevere|que bien|te quiero|te amo|eres (?:genial|la mejor|el mejor|muy buena)',
)
const GOODBYE = words(
  'bye|goodbye|bye bye|good night|see you|see ya|gotta go|adios|hasta luego|hasta pronto|hasta manana|chao|chau|nos vemos|buenas noches',
)

type Lexicon = [RegExp, number][]

const PLANT_VERB = words(
  'plant|plants|planting|sow|sowing|grow|grows|growing|start|put in|plantar|planto|plante|siembr\\w*|sembr\\w*|cultiv\\w*|crece\\w*',
)
const TIME_CUE = words(
  'when|what time|which month|what month|season|seasons|month|spring|summer|autumn|fall|winter|january|february|march|april|may|june|july|' +
    'august|september|october|november|december|now|this time of year|right now|cuando|que mes|temporada|estacion|primavera|verano|' +
    'otono|invierno|enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre|ahora|epoca',
)

const TOPICAL: Record<
  'what_to_plant_when' | 'pests' | 'watering' | 'soil' | 'kid_activity' | 'bee_question' | 'plant_care',
  Lexicon
> = {
  what_to_plant_when: [
    [
      words(
        'spring|summer|autumn|winter|frost|hemisphere|tropic\\w*|primavera|verano|otono|invierno|helada\\w*|hemisferio|tropic\\w*',
      ),
      1,
    ],
  ],
  pests: [
    [
      words(
        'aphids?|greenfly|blackfly|slugs?|snails?|pests?|bugs? (?:are )?eating|eating my|holes in|get rid of|ladybugs?|ladybirds?|lacewings?|' +
          'earwigs?|whiteflies|whitefly|ants|mildew|white powder|kill (?:the )?(?:bugs|insects)|insecticide|pesticides?|' +
          'pulgon\\w*|babosas?|caracol\\w*|plagas?|se comen|se come|comiendo|comiendose|agujeros|mariquitas?|catarinas?|crisopas?|tijeretas?|' +
          'mosca blanca|hormigas|oidio|polvo blanco|deshacerme|eliminar|matar|insecticida|pesticidas?',
      ),
      2,
    ],
    [words('caterpillars?|orugas?|bugs?|bichos?|gusanos? (?:en|on)'), 1],
  ],
  watering: [
    [
      words(
        'watering|water (?:my|the|them|it|plants?)|how (?:much|often) .*water|rain barrels?|rainwater|drainage|overwater\\w*|thirsty|wilting|wilted|' +
          'droopy|drooping|dry soil|soggy|hose|sprinkler|irrigat\\w*|regar|riego|riega|rieg\\w*|barril|drenaje|encharcad\\w*|sediento|sed|' +
          'marchit\\w*|mustia|manguera|aspersor|goteo',
      ),
      2,
    ],
    [words('water|agua|rain|lluvia'), 1],
  ],
  soil: [
    [
      words(
        'compost\\w*|worms?|earthworms?|mulch\\w*|ph|clay|sandy|loam|fertili[sz]er|manure|leaf mou?ld|raised beds?|potting mix|nitrogen|' +
          'cover crops?|composta|compostera|lombriz|lombrices|gusanos?|acolchado|mantillo|arcill\\w*|arenos\\w*|abono|fertilizante|' +
          'estiercol|humus|bancal\\w*|sustrato|nitrogeno',
      ),
      2,
    ],
    [words('soil|dirt|tierra|suelo'), 1],
  ],
  kid_activity: [
    [
      words(
        'activit\\w*|crafts?|projects?|experiments?|bored|boring|play with me|fun things|things to do|bee hotel|bug hotel|insect hotel|seed bombs?|' +
          'seed balls?|in a jar|pizza garden|nature journal|journal|teepee|tipi|sunflower house|bug hunt|pressed flowers|press flowers|cress|' +
          'leaf rubbings?|fairy garden|bird bath|wormery|what can (?:i|we) (?:make|build|do)|make an?|build an?|' +
          'actividad\\w*|manualidad\\w*|proyecto\\w*|experimento\\w*|aburr\\w*|juega conmigo|jugar conmigo|hotel (?:para|de) (?:abejas|insectos|bichos)|' +
          'bombas? de semillas|bolas de semillas|frasco|huerto de pizza|diario|casa de girasoles|buscar bichos|flores prensadas|prensar|' +
          'berros?|calcos?|jardin de hadas|bebedero|que (?:puedo|podemos) hacer|construir|hacer una?|haz una?',
      ),
      2,
    ],
  ],
  bee_question: [
    [
      words(
        'bees?|honeybees?|bumblebees?|hives?|beehive|honey|queen|drones?|workers?|pollen|nectar|pollinat\\w*|swarm\\w*|wax|honeycomb|buzz\\w*|' +
          'beekeep\\w*|butterfl\\w*|moths?|hummingbirds?|bats?|hoverfl\\w*|wasps?|' +
          'abejas?|abejitas?|abejorros?|colmenas?|miel|reina|zanganos?|obreras?|polen|nectar|poliniz\\w*|enjambre\\w*|cera|panal\\w*|zumb\\w*|' +
          'apicultor\\w*|mariposas?|polillas?|colibri\\w*|murcielagos?|sirfidos?|avispas?',
      ),
      2,
    ],
  ],
  plant_care: [
    [
      words(
        'tomato\\w*|sunflowers?|beans?|lettuce|carrots?|strawberr\\w*|basil|mint|marigolds?|lavender|pumpkins?|potato\\w*|peas|radish\\w*|' +
          'zucchini|courgettes?|cucumbers?|peppers?|chil+is?|spinach|corn|garlic|onions?|blueberr\\w*|nasturtiums?|zinnias?|cosmos|chives|' +
          'parsley|rosemary|thyme|oregano|tulips?|daffodils?|bulbs?|herbs?|' +
          'tomates?|jitomates?|girasol\\w*|frijol\\w*|judias?|porotos?|lechugas?|zanahorias?|fresas?|frutillas?|albahaca|menta|hierbabuena|' +
          'tagetes|cempasuchil|lavanda|calabazas?|papas|patatas?|guisantes?|arvejas?|rabano\\w*|calabacin\\w*|pepinos?|pimientos?|chiles?|' +
          'espinacas?|maiz|elotes?|ajos?|cebollas?|arandanos?|capuchinas?|cebollino|perejil|romero|tomillo|oregano|tulipan\\w*|narcisos?|' +
          'bulbos?|hierbas?',
      ),
      1.5,
    ],
    [
      words(
        'plants?|grow\\w*|seeds?|sprouts?|seedlings?|flowers?|vegetables?|veggies?|fruits?|leaves|leaf|roots?|harvest\\w*|pick|prune|pots?|' +
          'containers?|balcony|shade|sunlight|weeds?|plantas?|plantar|planto|plantitas?|crec\\w*|cultiv\\w*|semillas?|brot\\w*|flor|flores|' +
          'verduras?|hortalizas?|frutas?|hojas?|raiz|raices|cosech\\w*|recoger|podar|macetas?|balcon|sombra|maleza|malas hierbas|sembr\\w*|siembr\\w*',
      ),
      1,
    ],
  ],
}

// Ties go to the more specific intent.
const TOPICAL_PRIORITY = [
  'what_to_plant_when',
  'pests',
  'watering',
  'soil',
  'kid_activity',
  'bee_question',
  'plant_care',
] as const

const NATURE_WORDS = words(
  'garden\\w*|yard|nature|insects?|birds?|trees?|grass|lawn|weather|outside|outdoors?|park|forest|woods|wild\\w*|animals?|frogs?|toads?|' +
    'hedgehogs?|spiders?|ants?|mushrooms?|dandelions?|clover|roses?|daisy|daisies|bloom\\w*|blossom\\w*|sun|sunny|farm\\w*|orchard|' +
    'jardin\\w*|huert[oa]s?|patio|naturaleza|insectos?|pajaros?|aves?|arbol\\w*|cesped|pasto|clima|tiempo|afuera|parque|bosque|' +
    'silvestre\\w*|animal\\w*|ranas?|sapos?|erizos?|aranas?|hormigas?|setas?|hongos?|dientes de leon|trebol|rosas?|margaritas?|sol|' +
    'soleado|granja|campo',
)

export interface IntentScores {
  intent: Intent
  topical: Partial<Record<(typeof TOPICAL_PRIORITY)[number], number>>
}

// Global copies, compiled once, to count every match.
const TOPICAL_GLOBAL = Object.fromEntries(
  TOPICAL_PRIORITY.map((intent) => [
    intent,
    TOPICAL[intent].map(([pattern, weight]) => [new RegExp(pattern.source, 'g'), weight] as const),
  ]),
) as Record<(typeof TOPICAL_PRIORITY)[number], (readonly [RegExp, number])[]>

function scoreTopical(folded: string): IntentScores['topical'] {
  const scores: IntentScores['topical'] = {}
  for (const intent of TOPICAL_PRIORITY) {
    let score = 0
    for (const [pattern, weight] of TOPICAL_GLOBAL[intent]) {
      score += (folded.match(pattern)?.length ?? 0) * weight
    }
    if (score > 0) scores[intent] = score
  }
  // "What can I plant in spring?", "¿Cuándo siembro los tomates?": a planting verb plus a time word.
  if (PLANT_VERB.test(folded) && TIME_CUE.test(folded)) {
    scores.what_to_plant_when = (scores.what_to_plant_when ?? 0) + 4
  }
  return scores
}

export function analyzeIntent(text: string): IntentScores {
  const folded = foldText(text).replace(/['’]/g, '')
  const topical = scoreTopical(folded)
  const pick = (intent: Intent): IntentScores => ({ intent, topical })
  if (folded.trim().length === 0) return pick('greeting')
  if (DRAW.test(folded)) return pick('draw_request')
  if (JOKE.test(folded)) return pick('joke')
  if (WHO_ARE_YOU.test(folded)) return pick('who_are_you')
  if (SAFETY.test(folded)) return pick('safety')

  let best: (typeof TOPICAL_PRIORITY)[number] | undefined
  for (const intent of TOPICAL_PRIORITY) {
    const score = topical[intent] ?? 0
    if (score > 0 && (!best || score > (topical[best] ?? 0))) best = intent
  }
  if (best) return pick(best)
  if (THANKS.test(folded)) return pick('thanks')
  if (GOODBYE.test(folded)) return pick('goodbye')
  if (
    (GREETING.test(folded) && !longAskForOtherHelp(folded) && !QUOTES_WORDS.test(folded)) ||
    BUENAS_GREETING.test(folded)
  )
    return pick('greeting')
  if (NATURE_WORDS.test(folded)) return pick('garden_question')
  return pick('off_topic')
}

/**
 * "Can you help with my son's long division homework": a long request whose only friendly word is "help" (or "sí",
 * "claro") after its opening is a request about something else, not a hello.
 */
function longAskForOtherHelp(folded: string): boolean {
  const tokens = folded.trim().split(/\s+/)
  if (tokens.length <= 6) return false
  return !HELLO.test(` ${tokens.slice(0, 2).join(' ')} `)
}

/** The single intent of a message. Pure: the same text always gives the same intent. */
export function detectIntent(text: string): Intent {
  return analyzeIntent(text).intent
}
