// Reads a family's question: what they ask (intent), which plants, place, symptom and parent-safety topic.

import { KNOWLEDGE_BASE } from '../knowledge/knowledge-base'
import { editDistance } from '../text/edit-distance'
import { buildIndex, findAll, normalize } from './find-terms'
import { SAFETY_TOPICS, type SafetyTopic } from './parent-safety'
import { PLACES, type Place } from './places'
import { coloursFit, SYMPTOMS, type Symptom } from './plant-doctor'
import type { PlantProfile } from './plant-profile-types'
import { PLANT_PROFILES } from './plant-profiles'
import { TOPIC_FACTS } from './topic-facts'

export type ExpertIntent =
  | 'when_to_plant'
  | 'last_frost'
  | 'watering'
  | 'doctor'
  | 'safety'
  | 'toxic'
  | 'pot'
  | 'bees_value'
  | 'grow'
  | 'soil'
  | 'topic'
  | 'spacing'
  | 'harvest'
  | 'companions'
  | 'sun'
  | 'germination'

export interface Understanding {
  intent?: ExpertIntent
  plants: PlantProfile[]
  place?: Place
  symptom?: Symptom
  safety?: SafetyTopic
  /** The message reads as a follow-up ("and in Spain?", "what about peppers?"). */
  followUp: boolean
  folded: string
  /**
   * The words of the message this reading is built on (plant and place names, the symptom, the safety topic, the
   * intent's cue words): what a composed answer is about, for the relevance gate.
   */
  matched: string[]
  /** The message describes something wrong with a plant ("flowers but no pumpkins", "no crece"), read or not. */
  problem: boolean
}

const PLANT_INDEX = buildIndex(
  PLANT_PROFILES.map((plant) => ({ item: plant, names: [...plant.en, ...plant.es] })),
)
// Words the garden knowledge itself uses, spelt right: a question word among them is never a misspelt plant name.
// Built at the first question, not at import (normalising the whole knowledge would delay the start).
let knownWords: Set<string> | undefined
function buildKnownWords(): Set<string> {
  const texts: string[] = []
  for (const entry of KNOWLEDGE_BASE)
    for (const language of ['en', 'es'] as const)
      texts.push(entry.title[language], entry.text[language], ...entry.keywords[language])
  for (const fact of TOPIC_FACTS) texts.push(...fact.facts.en, ...fact.facts.es)
  for (const topic of SAFETY_TOPICS) texts.push(...topic.facts.en, ...topic.facts.es)
  const plantNames = new Set(PLANT_PROFILES.flatMap((plant) => [...plant.en, ...plant.es].map(normalize)))
  return new Set(texts.flatMap((text) => normalize(text).split(' ')).filter((word) => !plantNames.has(word)))
}
function isKnownWord(word: string): boolean {
  knownWords ??= buildKnownWords()
  return knownWords.has(word)
}

const PLACE_INDEX = buildIndex(PLACES.map((place) => ({ item: place, names: [...place.en, ...place.es] })))

const re = (source: string) => new RegExp(`(?:^| )(?:${source})(?= |$)`)

const WHEN = re(
  'when|wen|whn|whens|what month|which month|what time of year|best time|right time|cuando|que mes|en que mes|que epoca|en que epoca|mejor momento|mejor epoca|fecha',
)
// "Cada cuándo" asks how often, not when.
const HOW_OFTEN = / cada (?:cuando|cuanto|que tanto) /g
const PLANT_VERB = re(
  'plant\\w*|sow\\w*|seed|put \\w+ (?:out|in)|transplant\\w*|set out|start\\w*|grow|plant out|plantar|planto|plante|plantan|plantamos|se planta\\w*|siembr\\w*|sembr\\w*|trasplant\\w*|pongo|poner|ponemos|cultiv\\w*|put (?:\\w+ ){1,3}in',
)
const FROST = re(
  'last frost|first frost|frost dates?|last frosts|ultima helada|primera helada|ultimas heladas',
)
const WATERING = re(
  // Typed in a hurry: "wter", "watr", "watter", "woter".
  'water\\w*|overwater\\w*|wter\\w*|watr\\w*|watter\\w*|woter\\w*|irrigat\\w*|regar|riego|riegas?|riegan?|riega|rieg\\w*|agua|moj(?:o|ar|as|an|amos|arla|arlas|arlo|arlos)',
)
const WATER_QUESTION = re(
  // Too much water and wet leaves are watering questions too ("can I overwater…", "¿se pueden mojar las hojas?").
  'overwater\\w*|(?:regar\\w*|rieg\\w*|regad[oa]s?) (?:de mas|demasiado)|(?:echar\\w*|echo|doy|dar\\w*) (?:\\w+ )?demasiada agua|wet (?:the |its |their )?(?:leaves|foliage)|(?:mojar|mojo|mojarle|mojarles|mojan|mojamos) (?:\\w+ )?(?:las )?hojas|how often|need to water|do i water|should i water|in winter|en invierno|in (?:the )?(?:autumn|fall)|en (?:el )?otono|keep watering|still water\\w*|seguir regando|sigo regando|todavia (?:riego|hay que regar)|hay que regar|tengo que regar|debo regar|necesito regar|how regularly|how much|how many times|cada cuando|cada que tanto|need (?:a lot of|lots of|much) water|lots of water|more water|less|morning|night|evening|cada cuanto|cuanta agua|cuanto (?:riego|hay que regar|se riega)|cuantas veces|mucha agua|menos|manana|noche|tarde|often|frecuencia|con que frecuencia|cuanto',
)
const SAFETY_CUE = re(
  'safe\\w*|danger\\w*|poison\\w*|toxic\\w*|stung|stings?|allerg\\w*|hurt\\w*|kids?|child\\w*|son|daughter|toddlers?|baby|babies|ate|eat|eats|eaten|chewed|swallow\\w*|drown\\w*|seguros?|seguras?|segura|peligros\\w*|venen\\w*|pico|pica|picado|picadura|alerg\\w*|ninos?|ninas?|hijos?|hijas?|bebes?|chicos|chicas|peques?|nenes?|nenas?|chamac\\w*|gurises?|guaguas?|pibes?|escuincles?|chiquill\\w*|trago|comio|comido|ahog\\w*|wasps?|hornets?|avispas?|avisperos?',
)
const PET = re(
  'mascotas?|perros?|perras?|perrit[oa]s?|gatos?|gatas?|gatit[oa]s?|dogs?|cats?|kittens?|pets?|puppy|puppies|cachorros?',
)
const TOXIC = re(
  '(?:ok|okay|alright|fine|bad|safe) (?:if|when|for) (?:\\w+ ){0,4}(?:eats?|chews?|nibbles?|tastes?)|(?:pasa algo|es malo|esta bien|es seguro) (?:si|que) (?:\\w+ ){0,4}(?:comen?|muerden?|prueban?|mastican?)|safe to eat|ok to eat|okay to eat|edible|can (?:i|we|you|u|kids|children|toddlers|babies|the kids|the children|little ones|my \\w+|our \\w+) (?:eat|munch|nibble|snack on|taste)|(?:se )?(?:puede|pueden|puedo|podemos) (?:comer\\w*|probar)|se puede comer|se pueden comer|comestibles?|poison\\w*|toxic\\w*|safe for (?:dogs|cats|pets|kids|children|my dog|my cat)|dangerous|deadly|venen\\w*|toxic\\w*|segur[oa]s? para|peligros[oa]s?|mortal',
)
// "Is foxglove safe with toddlers?": a plant, a safety word and a child or pet is a question about its toxicity.
// A child named by age ("my 3 yo", "mi hijo de 4 años") or a family word for little ones ("el nene").
const CHILD_AGE = re(
  '(?:\\d+|one|two|three|four|five|six|seven|eight|nine|ten) ?(?:yo|y o|year olds?|years old|yr olds?|yrs old)|nene\\w*|nena\\w*|peques?|chamac\\w*|chiquit[oa]s?|guaguas?|gurises?|pibes?|cr[ií]os?|' +
    // appended: a child speaking to a parent ("mami, ¿puedo agarrar el abejorro?")
    'mami|mamita|papi|papito|mommy|mummy|daddy',
)
const BODY = re(
  // Things that are not plants either: spots on the car or the washing are no leaf spots.
  'skin|fur|hair|coat|face|arms?|legs?|hands?|feet|foot|body|nose|mouth|eyes?|tongue|rash|paws?|piel|pelo|pelaje|cara|brazos?|piernas?|manos?|pies|cuerpo|nariz|boca|ojos?|lengua|sarpullido|patas?|cars?|windscreen|windshield|washing|laundry|coches?|carros?|autos?|parabrisas|ropa tendida',
)
const AGE_SAFETY_TOPICS = new Set([
  'touch-bees',
  'water-safety',
  'sting-first-aid',
  'allergy-signs',
  'ate-berry',
  'wasp-nest',
  'baby-bees',
])
// A danger asked about, beyond a child or pet being mentioned.
const DANGER = re(
  'safe\\w*|danger\\w*|poison\\w*|toxic\\w*|stung|stings?|allerg\\w*|hurt\\w*|harm\\w*|seguros?|seguras?|peligros\\w*|venen\\w*|toxic\\w*|pica\\w*|alerg\\w*|dano\\w*',
)
// appended: "is foxglove ok to grow with little kids around", "¿puedo tener dedalera con niños chicos?"
const SAFE_WORD = re(
  'safe\\w*|danger\\w*|harm\\w*|seguros?|seguras?|peligros\\w*|dano\\w*|hacer dano|(?:ok|okay|alright|fine|a good idea) (?:\\w+ ){0,6}(?:around|near|nearby)|(?:puedo|podemos|se puede) (?:tener|dejar) (?:\\w+ ){0,3}(?:con|cerca de)|(?:esta bien|es buena idea) (?:tener|plantar|sembrar|cultivar|poner)',
)
const KID_OR_PET = re(
  'kids?|child\\w*|son|daughter|toddlers?|baby|babies|little ones|ninos?|ninas?|hijos?|hijas?|bebes?|pequenos?|peques|mascotas?|perros?|perras?|perrit[oa]s?|gatos?|gatas?|gatit[oa]s?|dogs?|cats?|kittens?|pets?|puppy|puppies|cachorros?',
)
const POT = re(
  'pots?|potted|containers?|planters?|balcon(?:y|ies)|windowsill|window box|hanging baskets?|grow ?bags?|bags?|buckets?|tubs?|half barrels?|macetas?|maceteros?|maceton\\w*|tiestos?|balcon\\w*|ventana|jardinera|colgantes?|sacos|sacos? de cultivo|costal\\w*|sacks?|bolsas?|baldes?|cubos?',
)
const BEES = re(
  'good for (?:the )?(?:bees|pollinators)|bees? (?:like|love|visit)|attract\\w* bees|bee[- ]friendly|for (?:the )?bees|helps? bees|buen[oa]s? para (?:las )?abejas|les gusta\\w*|atrae\\w* (?:a )?(?:las )?abejas|para (?:las )?abejas|gusta a las abejas',
)
const PESTS = re(
  'aphids?|greenfly|pests?|bugs?|insects?|pulgon\\w*|plagas?|bichos?|insectos?|sprays?|insecticid\\w*|pesticid\\w*|neem',
)
const ACTIVITY = re(
  'jar|frasco|hotel|bombs?|bombas?|kids?|ninos?|children|hijos?|activit\\w*|actividad\\w*|project\\w*|proyecto\\w*',
)
const SOIL = re('soil|dirt|potting mix|suelo|tierra|sustrato|ph')
// "Se me mueren las plantas": Spanish says whose plants with "se me", "se nos".
const POSSESSIVE = re('my|mis|mi|our|nuestr\\w*|se me|se nos')
const GROW = re(
  'how (?:do|can|should) (?:i|we|you) grow|how to grow|grow(?:ing)? tips|care for|look after|como (?:cultivo|cultivar|se cultiva|crece|cuido|cuidar|planto|plantar)|cuidados',
)
const LEAFY = re(
  'leaves|leaf|plants?|seedlings?|fruits?|berries|ojas?|flowers?|blooms?|stems?|roots?|hojas?|plantas?|plantines?|plantulas?|frutos?|flores?|tallos?|raices|brotes?|my|mis|mi',
)
// Parts of a plant named in a problem ("my dog chewed the leaves" is still about the leaves).
const LEAFY_PART = re(
  'leaves|leaf|seedlings?|fruits?|flowers?|stems?|roots?|hojas?|plantines?|frutos?|flores?|tallos?|raices',
)
const SEEDLINGS = re(
  'seedlings?|sprouts?|seeds?|plantines?|plantulas?|almacigos?|almacigas?|semilleros?|plantitas|brotes|semillas?',
)
const COLOURS = re(
  'white\\w*|whitish|blanc\\w*|gr[ae]y\\w*|gris\\w*|silver\\w*|black\\w*|negr\\w*|brown\\w*|marron\\w*|cafes?|yellow\\w*|amarill\\w*|orange|naranjas?|red|purple|roj[oa]s?|morad[oa]s?|pale|palid[oa]s?',
)

const WHERE_ON_PLANT = re(
  'bottom|lower|lowest|top|upper|tips?|edges?|undersides?|underneath|middle|centre|center|abajo|arriba|puntas?|bordes?|enves|debajo|centro|medio',
)

const SOW_VERB = re(
  'plant\\w*|sow\\w*|transplant\\w*|set out|plantar|planto|plante|siembr\\w*|sembr\\w*|trasplant\\w*',
)
const HARVEST = re(
  'harvest\\w*|pick(?:ing|ed)?|ready|ripe\\w*|how long (?:until|till|before|for|does|do|to|will|is it)|how many days|days to|take to (?:grow|fruit|produce)|cosech\\w*|recog\\w*|madur\\w*|list[oa]s?|cuanto tarda\\w*|cuantos dias|cuanto tiempo tarda\\w*|arranc(?:o|ar)',
)
// "How long from sowing corn to picking it", "¿cuánto tarda desde que lo siembro hasta cosecharlo?": the time to
// harvest, although a sowing verb is named.
const SOW_TO_HARVEST =
  / (?:how long|how many (?:days|weeks|months)|cuanto (?:tiempo )?tarda\w*|cuantos (?:dias|meses|semanas)|cuanto tiempo)(?= ).* (?:to|until|till|before|hasta|para) (?:\w+ )?(?:harvest\w*|pick\w*|ripe\w*|ready|eat\w*|cosech\w*|recog\w*|madur\w*|list[oa]s?|comer\w*)/
const SPACING = re(
  'how deep|how far apart|how far|how many (?:\\w+ )?plants? (?:per|in a|in one|for a)|per square (?:meter|metre|foot|yard)|cuantas plantas (?:por|en)|por metro cuadrado|spacing|space between|apart|how much (?:room|space)|distance|depth|que profundidad|a que profundidad|profundidad|que tan (?:hondo|profundo)|cuan (?:hondo|profundo)|cuanta distancia|cuanto espacio|cuanta separacion|a que distancia|distancia|separacion|distansia|a que distansia|separasion|profundida|profundida[dz]|separad[oa]s?|marco de plantacion',
)
const COMPANION = re(
  'next to|junto al|companions?|companion plant\\w*|alongside|beside|together with|plant with|grow with|(?:good|bad) neighbou?rs?|junto a|junto con|al lado de|asociar\\w*|asociaci\\w*|companer\\w*|con que (?:planto|siembro|plantar|sembrar|lo planto|la planto|los planto|las planto)|vecin\\w*|plantas amigas',
)

// "How much sun do peppers need", "full sun or shade", "¿cuánto sol necesitan?", "¿aguanta la sombra?".
const SUN_QUESTION = re(
  'how much (?:sun|sunlight|light)|(?:cuantas|cuanta|que) (?:horas de )?(?:sol|luz) (?:necesita|necesitan|ocupa|ocupan|requiere|requieren|lleva|llevan|quiere|quieren)|how many hours of (?:sun|sunlight|light)|(?:need|needs|like|likes|want|wants|take|takes|handle|tolerate|grow in|grow in the) (?:full |much |lots of |a lot of |direct )?(?:sun|sunlight|shade)|full sun or (?:part )?shade|sun or shade|shade or sun|(?:cuanto|cuanta|cuantas horas de) (?:sol|luz)|(?:necesita|necesitan|ocupa|ocupan|requiere|requieren|quiere|quieren|aguanta|aguantan|soporta|soportan|tolera|toleran|le gusta|les gusta) (?:el |la |mucho |mucha |pleno |sol )?(?:sol|sombra|semisombra)|sol o (?:a la |en la |en )?sombra|sombra o (?:al |a pleno )?sol',
)
// Needing bees to fruit: "do cucumbers need bees", "¿necesitan abejas los pepinos?".
const NEEDS_BEES = re(
  '(?:need|needs|require\\w*) (?:\\w+ )?(?:bees|pollinators|pollination|pollinating)|(?:necesita|necesitan|hacen falta|hace falta) (?:\\w+ )?(?:abejas|polinizadores|polinizacion)|(?:abejas|polinizadores) para (?:dar|tener|hacer) (?:frutos?|fruta)',
)
// "Can I still plant garlic in December?", "¿es tarde para plantar tomates?": a planting date asked by month.
const MONTH = re(
  'january|february|march|april|june|july|august|september|october|november|december|(?:in|during|by|late|early|mid) may|enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre',
)
const TOO_LATE = re(
  'too late|too early|too soon|still (?:plant|sow|put)|not too late|es (?:muy )?tarde|es (?:muy )?pronto|es temprano|todavia (?:puedo|podemos|se puede|estoy a tiempo)|aun (?:puedo|podemos|se puede|estoy a tiempo)|estoy a tiempo|llego tarde',
)
// "How long do beans take to sprout", "¿cuánto tarda en germinar?": days to come up, not days to harvest.
const GERMINATION = re(
  '(?:how long|how many days|how soon|when will|when do|when does|how fast)(?: \\w+){0,5} (?:sprout\\w*|germinat\\w*|come up|pop up|come through)|(?:cuanto|cuantos dias|en cuanto tiempo|cuando)(?: \\w+){0,4} (?:germin\\w*|brot\\w*|nac(?:e|en|er))',
)
// Two plants in one bed: "can I grow tomatoes and basil together", "¿puedo plantar juntos tomates y albahaca?".
const TOGETHER = re(
  'together|side by side|next to each other|in the same (?:bed|pot|container|box)|juntos|juntas|en la misma (?:maceta|cama|jardinera|bancal)|en el mismo (?:bancal|cantero|macetero)',
)
const SEASON = re('spring|summer|autumn|fall|winter|primavera|verano|otono|invierno')
// "Flowers fall off", "seedlings fall over": the verb, not the season.
const FALLING = / fall(?:s|ing)? (?=off |over |down |apart |out |from |of )/g

// Creatures that eat or suck plants: "slugs ate my lettuce, what won't hurt bees or pets" asks for pest control that
// is safe for pets, not whether lettuce is toxic.
const PEST_CREATURE = re(
  'slugs?|snails?|aphids?|greenfly|blackfly|whitefl\\w*|caterpillars?|worms?|grubs?|beetles?|mites?|ants?|bugs?|pests?|mealybugs?|earwigs?|hornworms?|babosas?|caracol\\w*|limacos?|pulgon\\w*|mosca blanca|moscas blancas|orugas?|gusanos?|escarabajos?|hormigas?|aranas? rojas?|aranitas?(?: rojas?)?|red spiders?|acaros?|bichos?|bichitos?|plagas?|cochinillas?|tijeretas?|chinches?',
)
// "How do I know when my plants need water", "¿cómo sé si le falta agua?": asking for a sign, not a date.
const HOW_TO_TELL = re(
  'how (?:do|can|would|will) (?:i|we|you|u) (?:tell|know)|how to (?:tell|know)|como (?:se|sabe|saber|puedo saber|sabemos|distingo|reconozco) (?:si|cuando|que)',
)
// "If there were no bees", "sin abejas": how much a crop depends on pollinators.
/** "How do I know when…", "¿cómo sé si…?": the family asks for a sign to tell by. */
export function asksHowToTell(folded: string): boolean {
  return HOW_TO_TELL.test(folded)
}

/** A crop's need for pollinators: "if there were no bees", "do cucumbers need bees". */
export function asksAboutPollinators(folded: string): boolean {
  return NO_BEES.test(folded) || NEEDS_BEES.test(folded)
}
export const NO_BEES = re(
  '(?:if there (?:were|was|are|is)|without|with no|no more|if we had no|if we have no) (?:any |no )?(?:bees|pollinators|bumble ?bees|insects)|if (?:the )?bees (?:disappear\\w*|died|die|went extinct|were gone|are gone|vanish\\w*)|sin (?:las )?(?:abejas|polinizadores|abejorros)|no (?:hubiera|hubiese|hay|habria|hubieran|existieran) (?:\\w+ )?(?:abejas|polinizadores)|si (?:las )?abejas (?:desaparec\\w*|se muer\\w*|murieran|se extingu\\w*)',
)
// Where the plant stands (a deck, a raised bed, "el cantero"): context a composed answer need not repeat.
const SETTING = re(
  'deck|porch|patio|terrace|yard|backyard|front yard|raised beds?|beds?|veg(?:etable)? patch|allotment|windowsill|windowsil|sill|cantero|canteros|bancal\\w*|terraza|azotea|jardin|huerto|huerta|patio|porche|parcela|balcon\\w*|enan[oa]s?|dwarf|mini',
)
/** Where the family gardens, in their words ("a small patio", "el cantero"): context, not the subject. */
export function settingWords(folded: string): string[] {
  return matchesOf(SETTING, folded)
}

// Words that place a region inside a place ("central Florida", "el norte de Chile").
const REGION_WORDS = re(
  'central|north\\w*|south\\w*|east\\w*|west\\w*|coastal|upstate|downstate|inland|rural|norte|sur|este|oeste|centro|costa',
)

// Garden jobs other than planting: "when do I prune roses" is not "when do I plant roses".
const OTHER_ACTION = re(
  'prun\\w*|trim\\w*|cut\\w*|fertili[sz]\\w*|feed\\w*|repot\\w*|divid\\w*|mow\\w*|spray\\w*|deadhead\\w*|pinch\\w*|move|lift|dig up|pod(?:o|ar|a|an|amos|arlos|arlas)|recort\\w*|cort(?:o|ar|a|an)|abon(?:o|ar|a|an|amos)|fertiliz\\w*|divid\\w*|despunt\\w*|fumig\\w*|rocI\\w*|pulveriz\\w*|cambi(?:o|ar) de maceta',
)

// Cue words of the intents: a question's words read by one of them are what the composed answer is about.
const CUES = [
  LEAFY,
  HARVEST,
  SPACING,
  COMPANION,
  WHEN,
  PLANT_VERB,
  FROST,
  WATERING,
  WATER_QUESTION,
  TOXIC,
  SAFE_WORD,
  KID_OR_PET,
  PET,
  POT,
  SOIL,
  BEES,
  GROW,
]

const FOLLOW_UP =
  /^(?:and|what about|how about|and what about|and for|and in|also|y|y en|y para|y los|y las|y el|y la|que tal|y que tal|que hay de|y si)\b/

// A plant problem in a family's words, even one the plant doctor has no symptom for: such a question is never
// answered with a growing guide or a fact about something else.
const PROBLEM = re(
  'rot|rots|rotten|rott?ing|wrong with|problem\\w*|dying|died|dead|sick|ill|diseas\\w*|wont (?:grow|flower|bloom|fruit|produce|set)|not (?:growing|producing|fruiting|flowering|blooming|setting)|isnt (?:growing|producing)|doesnt (?:grow|produce)|(?:flowers?|blooms?|blossoms?) (?:\\w+ ){0,3}but (?:no|not|never|nothing)|but no (?:fruit\\w*|veg\\w*|\\w+s)|no (?:fruit|produce|harvest)|que le pasa|que tiene mi|problema\\w*|se (?:esta |estan )?mur\\w*|se muere\\w*|muert[oa]s?|enferm\\w*|no (?:crece|crecen|florece\\w*|produce\\w*|da|dan|echa|echan|cuaja\\w*|sale|salen|brota\\w*)|(?:flores|florece|florecen|flor) (?:\\w+ ){0,3}pero (?:no|nada|ningun\\w*)',
)

// "Mi planta de chile", "semillas de chile": the plant, not the country; "en Chile", "and Chile?" stay places.
// "El chile", "los chiles", "the chile": the country takes no article, so an article before the name is the plant.
const PLANT_OF =
  / (?:(?:plant|plants|planta|plantas|plantita|plantitas|mata|matas|semillas?|seeds?|arbol|arbolito|my|mi|mis|our|nuestr[oa]s?) (?:de |del |of )?|(?:el|los|un|unos|este|ese|estos|esos|the|a|del|al) )$/

// Place names that are also everyday Spanish words ("como la quito", "en la montaña", "está florida", "nevada"):
// they name the place only after a word like "in", "en" or "from", or on their own ("and Florida?").
const EVERYDAY_WORDS = new Set([
  'quito',
  'lima',
  'montana',
  'nevada',
  'florida',
  'sonora',
  'guerrero',
  'victoria',
])
const BEFORE_A_PLACE =
  / (?:in|en|from|de|desde|near|around|para|to|of|por|and|y|about|live|vivo|vivimos|estoy|estamos)(?: (?:central|north\w*|south\w*|east\w*|west\w*|coastal|upstate|downstate|inland|rural|northern|southern|the|el|la|del))? $/

/** True when every mention of the place reads as something else (a plant, an everyday word). */
function namesThePlant(place: Place, folded: string): boolean {
  const mentions = [...place.en, ...place.es]
    .map((raw) => normalize(raw))
    .filter((name) => folded.includes(` ${name} `))
  // A place found by a typo ("Calfornia") has no exact mention to doubt.
  return (
    mentions.length > 0 &&
    mentions.every((name) => {
      const before = folded.slice(0, folded.indexOf(` ${name} `) + 1)
      if (EVERYDAY_WORDS.has(name) && before.trim() !== '' && !BEFORE_A_PLACE.test(before)) return true
      return PLANT_INDEX.names.some((entry) => entry.name === name) && PLANT_OF.test(before)
    })
  )
}

/** A place whose name is also a plant's ("Chile"). */
function isAlsoAPlant(place: Place): boolean {
  return [...place.en, ...place.es].some((raw) => {
    const name = normalize(raw)
    return PLANT_INDEX.names.some((entry) => entry.name === name)
  })
}

/** Words of the message that name a found plant with a typo ("calabasa"): read, though misspelt. */
function typoWords(plants: readonly PlantProfile[], folded: string): string[] {
  const names = plants.flatMap((plant) => [...plant.en, ...plant.es].map(normalize))
  return folded
    .trim()
    .split(' ')
    .filter((word) => word.length >= 6 && names.some((name) => editDistance(word, name, 1) <= 1))
}

// The global copy of each cue pattern, made once: understand() runs several times an answer over dozens of cues.
const GLOBAL_COPIES = new WeakMap<RegExp, RegExp>()

/** Every span of the folded text a cue pattern matches (whole words). */
function matchesOf(pattern: RegExp, folded: string): string[] {
  if (!pattern.global && !pattern.test(folded)) return []
  let global = GLOBAL_COPIES.get(pattern)
  if (!global) {
    global = new RegExp(pattern.source, 'g')
    GLOBAL_COPIES.set(pattern, global)
  }
  return [...folded.matchAll(global)].map((match) => match[0].trim()).filter(Boolean)
}

const NOT_THE_PLANT = / (?:poison (?:ivy|oak|sumac)|hiedra venenosa|roble venenoso|zumaque venenoso)(?= )/g

// Asking what goes into a compost heap or bin: "what can we put in", "¿qué le echamos?".
const COMPOST_CONTENTS =
  / (?:what|which|que|cuales)(?: [a-z]+){0,4} (?:put|puts|goes|go|add|throw|toss|feed|echar|echo|echamos|echa|poner|pongo|ponemos|pone|va|van|meter|meto|metemos|mete|anadir|anadimos)(?= )/
// Spellings families type for the words the guide reads: Spanish "b" for "v" and back ("avejas", "abispa"),
// "h" dropped ("ojas"), fixed before anything is read so "avejas" is not taken for a misspelt "arvejas".
const SPELLINGS: [RegExp, string][] = [
  [/ avej(a|as|ita|itas|orro|orros|ero|eros) /g, ' abej$1 '],
  [/ abisp(a|as|ita|itas|ero|eros|on|ones) /g, ' avisp$1 '],
  [/ abispon /g, ' avispon '],
  [/ poliniz(asion|asiones) /g, ' polinizacion '],
]
function respell(folded: string): string {
  return SPELLINGS.reduce((text, [pattern, fix]) => text.replace(pattern, fix), folded)
}

export function understand(text: string): Understanding {
  const folded = respell(` ${normalize(text)} `)
  const places = findAll(PLACE_INDEX, folded).filter((found) => !namesThePlant(found, folded))
  // "¿Cuándo siembro chile en Madrid?": with two places, one of which is also a plant's name, the other is the place.
  const place = places.length > 1 ? (places.find((found) => !isAlsoAPlant(found)) ?? places[0]) : places[0]
  // A place's name is not also a plant: "en Chile" is the country, not a chili pepper.
  // "Poison ivy" and "hiedra venenosa" are weeds of their own, not the garden ivy.
  let plantText = folded.replace(NOT_THE_PLANT, ' ')
  for (const name of place ? [...place.en, ...place.es] : [])
    plantText = plantText.replaceAll(` ${normalize(name)} `, '  ')
  const plants = findAll(PLANT_INDEX, plantText, isKnownWord)
  const words = folded.trim().split(' ').length
  const seasonText = folded.replace(FALLING, ' ')
  const followUp = FOLLOW_UP.test(folded.trim()) || (words <= 4 && (plants.length > 0 || place !== undefined))
  const matched = [
    ...typoWords(plants, folded),
    ...plants
      .flatMap((plant) => [...plant.en, ...plant.es])
      .filter((name) => folded.includes(` ${normalize(name)} `)),
    ...(place ? [...place.en, ...place.es].filter((name) => folded.includes(` ${normalize(name)} `)) : []),
    ...CUES.flatMap((cue) => matchesOf(cue, folded)),
    ...(plants.length > 0 || place ? matchesOf(SETTING, folded) : []),
    ...(place ? matchesOf(REGION_WORDS, folded) : []),
  ]
  const problem = PROBLEM.test(folded) || SYMPTOMS.some((candidate) => candidate.pattern.test(folded))
  const result: Understanding = { plants, place, followUp, folded, matched, problem }

  if (
    plants.length > 0 &&
    (TOXIC.test(folded) || (SAFE_WORD.test(folded) && KID_OR_PET.test(folded))) &&
    (SAFETY_CUE.test(folded) || PET.test(folded) || / comer /.test(folded)) &&
    !/ (?:ate|swallowed|comio|trago) /.test(folded) &&
    !PEST_CREATURE.test(folded)
  )
    return { ...result, intent: 'toxic' }
  // "When should my kids plant sunflowers in Tennessee": a planting date, whoever plants, unless a danger is asked.
  const asksTiming =
    WHEN.test(folded.replace(HOW_OFTEN, ' ')) &&
    plants.length > 0 &&
    SOW_VERB.test(folded) &&
    !HOW_TO_TELL.test(folded)
  if ((SAFETY_CUE.test(folded) || CHILD_AGE.test(folded)) && !(asksTiming && !DANGER.test(folded))) {
    // "My dog ate some tomato leaves": read again without the plant's name between the verb and what was eaten.
    const plantless = ` ${plants
      .flatMap((plant) => [...plant.en, ...plant.es].map(normalize))
      .reduce((text, name) => text.replaceAll(` ${name} `, ' '), folded)
      .trim()} `
    const found =
      SAFETY_TOPICS.find((candidate) => candidate.pattern.test(folded)) ??
      SAFETY_TOPICS.find((candidate) => candidate.id === 'ate-berry' && candidate.pattern.test(plantless))
    // A child named only by age ("can my 7 year old run the compost") is a safety question only for bees, stings
    // and eating something, not for every topic a child can be part of.
    const byAgeOnly = !SAFETY_CUE.test(folded) && !DANGER.test(folded)
    // "What can we put in the compost bin with the kids": what goes in it, not how to keep hands clean.
    const compostContents =
      found?.id === 'compost-hygiene' && !DANGER.test(folded) && COMPOST_CONTENTS.test(folded)
    // "Something ate the leaves of my beans" is a pest, not a child who ate a plant: eating is a safety question
    // only when a child, a pet or a person ate.
    const nobodyAte =
      found?.id === 'ate-berry' &&
      !KID_OR_PET.test(folded) &&
      !CHILD_AGE.test(folded) &&
      !/ (?:i|he|she|we|yo|el|ella|nosotros|alguien) (?:just |accidentally |sin querer )?(?:ate|eaten|swallowed|chewed|bit|bitten|comi|comio|se comio|trague|trago|mastique|mordio) /.test(
        folded,
      )
    const topic =
      compostContents || nobodyAte || (byAgeOnly && found && !AGE_SAFETY_TOPICS.has(found.id))
        ? undefined
        : found
    if (topic)
      return {
        ...result,
        intent: 'safety',
        safety: topic,
        matched: [...matched, ...matchesOf(topic.pattern, folded), ...matchesOf(SAFETY_CUE, folded)],
      }
  }
  if (plants.length > 0 && GERMINATION.test(folded))
    return { ...result, intent: 'germination', matched: [...matched, ...matchesOf(GERMINATION, folded)] }
  if (plants.length > 1 && TOGETHER.test(folded) && !WHEN.test(folded))
    return { ...result, intent: 'companions', matched: [...matched, ...matchesOf(TOGETHER, folded)] }
  if (plants.length > 0 && SPACING.test(folded) && !WATERING.test(folded))
    return { ...result, intent: 'spacing' }
  if (plants.length > 0 && COMPANION.test(folded) && !WHEN.test(folded))
    return { ...result, intent: 'companions' }
  if (
    plants.length > 0 &&
    HARVEST.test(folded) &&
    (!SOW_VERB.test(folded) || SOW_TO_HARVEST.test(folded)) &&
    // "Mis fresas se pudren antes de madurar": a problem with the fruit, not when to pick it.
    !problem
  )
    return { ...result, intent: 'harvest' }
  // A plant problem described ("my pepper flowers just fall off", "rotting at the end when it's small") is a
  // diagnosis, not a planting date or a watering schedule, unless the family asks when to plant or how to water.
  // "My kid has yellow spots on her skin", "mi perro tiene manchas en el pelo": a body, not a plant.
  if (plants.length === 0 && BODY.test(folded)) return result
  // "Mi gato come pasto", "my dog keeps eating grass": a pet's doing, not a plant problem.
  if (plants.length === 0 && PET.test(folded) && !LEAFY_PART.test(folded)) return result
  const early = SYMPTOMS.find((candidate) => candidate.pattern.test(folded))
  if (
    early &&
    (plants.length > 0 || (LEAFY.test(folded) && POSSESSIVE.test(folded)) || SEEDLINGS.test(folded)) &&
    !asksTiming &&
    // "My basil droops every afternoon, more water?": wilting is the problem asked about, water one likely cause.
    (early.id === 'wilt' || !(WATERING.test(folded) && WATER_QUESTION.test(folded))) &&
    !FROST.test(folded)
  )
    return doctor(early)
  if (HOW_TO_TELL.test(folded) && WATERING.test(folded)) return { ...result, intent: 'watering' }
  if (FROST.test(folded) && (!PLANT_VERB.test(folded) || plants.length === 0))
    return { ...result, intent: 'last_frost' }
  // "How often should I water my tomato plants": "plants" there is the noun, not a planting verb.
  if (
    WATERING.test(folded) &&
    WATER_QUESTION.test(folded) &&
    !PLANT_VERB.test(folded.replace(/ plants /g, ' '))
  )
    return { ...result, intent: 'watering' }
  if (
    WHEN.test(folded.replace(HOW_OFTEN, ' ')) &&
    (PLANT_VERB.test(folded) || plants.length > 0) &&
    !(OTHER_ACTION.test(folded) && !SOW_VERB.test(folded))
  )
    return { ...result, intent: 'when_to_plant' }
  if (PLANT_VERB.test(folded) && place) return { ...result, intent: 'when_to_plant' }
  if (
    SOW_VERB.test(folded) &&
    plants.length > 0 &&
    (SEASON.test(seasonText) || MONTH.test(folded) || TOO_LATE.test(folded)) &&
    !OTHER_ACTION.test(folded)
  )
    return {
      ...result,
      intent: 'when_to_plant',
      matched: [...matched, ...matchesOf(MONTH, folded), ...matchesOf(TOO_LATE, folded)],
    }

  const symptom = SYMPTOMS.find((candidate) => candidate.pattern.test(folded))
  if (
    symptom &&
    (plants.length > 0 || (LEAFY.test(folded) && POSSESSIVE.test(folded)) || SEEDLINGS.test(folded))
  )
    return doctor(symptom)
  if (WATERING.test(folded) && (WATER_QUESTION.test(folded) || plants.length > 0))
    return { ...result, intent: 'watering' }
  if (plants.length > 0 && POT.test(folded)) return { ...result, intent: 'pot' }
  if (plants.length > 0 && SOIL.test(folded)) return { ...result, intent: 'soil' }
  if (plants.length > 0 && (NO_BEES.test(folded) || NEEDS_BEES.test(folded)))
    return {
      ...result,
      intent: 'bees_value',
      matched: [...matched, ...matchesOf(NO_BEES, folded), ...matchesOf(NEEDS_BEES, folded)],
    }
  if (plants.length > 0 && SUN_QUESTION.test(folded) && !BEES.test(folded))
    return { ...result, intent: 'sun', matched: [...matched, ...matchesOf(SUN_QUESTION, folded)] }
  if (plants.length > 0 && BEES.test(folded) && !PESTS.test(folded))
    return { ...result, intent: 'bees_value' }
  if (plants.length > 0 && GROW.test(folded) && !ACTIVITY.test(folded)) return { ...result, intent: 'grow' }
  return result

  function doctor(symptom: Symptom): Understanding {
    // A plant problem whose colours contradict the symptom read: a doctor question with no symptom to answer.
    const named = plants.flatMap((plant) => [...plant.en, ...plant.es]).map((name) => ` ${normalize(name)} `)
    const described = named.reduce((text, name) => text.replaceAll(name, '  '), plantText)
    const fits = coloursFit(symptom, described)
    return {
      ...result,
      intent: 'doctor',
      symptom: fits ? symptom : undefined,
      // What the family sees (every symptom word and colour) is what a diagnosis is about.
      matched: fits
        ? [
            ...matched,
            ...SYMPTOMS.flatMap((candidate) => matchesOf(candidate.pattern, folded)),
            ...matchesOf(COLOURS, folded),
            // Where on the plant it shows ("at the bottom", "las de abajo"): part of what the diagnosis is about
            // (not the bottom of a pot).
            ...(POT.test(folded) ? [] : matchesOf(WHERE_ON_PLANT, folded)),
          ]
        : matched,
    }
  }
}
