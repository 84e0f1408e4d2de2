// Garden activities for children composed for an age and a season ("my 4 year old in summer", "¿qué hacemos en
// invierno con los nenes?"), indoors when it rains or snows; months read by the hemisphere of the family's place.
// Sources: school-garden and extension-service youth gardening guides, general horticultural practice.
import type { Language } from '../../../../../shared/constants'
import type { ExpertReply, Season } from './compose-expert'
import { seasonOfMonth } from './month-season'
import type { KnowledgeSource } from './plant-profile-types'

export type AgeBand = 'toddler' | 'preschool' | 'early' | 'older'

export interface KidActivity {
  id: string
  ages: AgeBand[]
  /** Seasons it suits; indoor activities suit any season and a rainy or snowy day. */
  seasons: Season[]
  indoor?: boolean
  text: Record<Language, string>
  source: KnowledgeSource
}

const ALL_SEASONS: Season[] = ['spring', 'summer', 'autumn', 'winter']

const a = (
  id: string,
  ages: AgeBand[],
  seasons: Season[],
  en: string,
  es: string,
  indoor = false,
): KidActivity => ({ id, ages, seasons, indoor, text: { en, es }, source: 'general-horticulture' })

// Most fitting first within each season: an answer lists the first few that suit the age.
export const KID_ACTIVITIES: KidActivity[] = [
  a(
    'water-with-small-can',
    ['toddler', 'preschool'],
    ['spring', 'summer'],
    'water pots and seedlings with a small watering can (early in the morning in summer)',
    'regar macetas y plantines con una regadera pequeña (temprano por la mañana en verano)',
  ),
  a(
    'dig-and-fill',
    ['toddler', 'preschool'],
    ['spring', 'summer', 'autumn'],
    'dig in a patch of their own, fill pots with soil and look for worms',
    'cavar en su propio rincón, llenar macetas de tierra y buscar lombrices',
  ),
  a(
    'sow-big-seeds',
    ['toddler', 'preschool', 'early'],
    ['spring'],
    'sow big, quick seeds such as sunflowers, beans, peas, pumpkins and nasturtiums, each child in a pot or row of their own',
    'sembrar semillas grandes y rápidas como girasoles, frijoles o judías, guisantes (arvejas), calabazas y capuchinas, cada niño en su maceta o fila',
  ),
  a(
    'fast-crops',
    ['preschool', 'early', 'older'],
    ['spring', 'autumn'],
    'grow radishes, lettuce and cress, ready to pick in 3 to 6 weeks',
    'cultivar rabanitos, lechugas y berros, listos para cosechar en 3 a 6 semanas',
  ),
  a(
    'own-bed',
    ['older'],
    ['spring', 'summer'],
    'plan, sow and look after a vegetable bed of their own (a pizza or salsa bed with tomatoes, peppers and basil)',
    'planear, sembrar y cuidar su propio bancal de hortalizas (un huerto de pizza o de salsa con tomates, pimientos o chiles y albahaca)',
  ),
  a(
    'sunflower-race',
    ['preschool', 'early', 'older'],
    ['spring', 'summer'],
    'hold a sunflower race: sow one each, measure them every week and see whose grows tallest',
    'hacer una carrera de girasoles: uno cada uno, medirlos cada semana y ver cuál crece más',
  ),
  a(
    'seed-bombs',
    ['preschool', 'early'],
    ['spring', 'autumn'],
    'roll seed bombs from clay, compost and native wildflower seeds to throw on bare patches',
    'hacer bombas de semillas con arcilla, compost y semillas de flores silvestres nativas para lanzar en rincones sin plantas',
  ),
  a(
    'pick-and-taste',
    ['toddler', 'preschool', 'early', 'older'],
    ['summer'],
    'pick and taste strawberries, peas, beans and cherry tomatoes straight from the plant (only what a grown-up says is safe)',
    'cosechar y probar fresas, guisantes, frijoles o judías y tomates cherry de la mata (solo lo que un adulto diga que es seguro)',
  ),
  a(
    'bug-hunt',
    ['toddler', 'preschool', 'early', 'older'],
    ['spring', 'summer', 'autumn'],
    'go on a bug hunt with a magnifying glass, looking under stones and leaves for beetles, woodlice and ladybirds, and putting them back gently',
    'salir a buscar bichos con lupa, bajo piedras y hojas, escarabajos, cochinillas y mariquitas, y devolverlos con cuidado',
  ),
  a(
    'smell-and-touch',
    ['toddler', 'preschool'],
    ['spring', 'summer'],
    "smell and touch herbs such as mint, lavender, rosemary and soft lamb's ears",
    'oler y tocar aromáticas como menta, lavanda, romero y la suave oreja de conejo',
  ),
  a(
    'count-bees',
    ['early', 'older'],
    ['spring', 'summer'],
    'count the bees and butterflies visiting one flower patch for 10 minutes and keep a tally, like a real bee survey',
    'contar las abejas y mariposas que visitan un grupo de flores durante 10 minutos y apuntarlas, como un censo de abejas de verdad',
  ),
  a(
    'garden-journal',
    ['early', 'older'],
    ALL_SEASONS,
    'keep a garden journal: draw and measure plants, note the weather and stick in pressed leaves',
    'llevar un diario del huerto: dibujar y medir las plantas, apuntar el tiempo y pegar hojas prensadas',
    true,
  ),
  a(
    'bee-hotel',
    ['early', 'older'],
    ['winter', 'spring'],
    'build a bee hotel from hollow stems or bamboo canes in a box, hung in a sunny spot before spring',
    'construir un hotel de abejas con tallos huecos o cañas de bambú en una caja, colgado al sol antes de la primavera',
  ),
  a(
    'plant-bulbs',
    ['preschool', 'early', 'older'],
    ['autumn'],
    'plant spring bulbs such as crocus and daffodils, pointy end up, about three times as deep as the bulb',
    'plantar bulbos de primavera como azafranes y narcisos, con la punta hacia arriba, a unas tres veces su altura de hondo',
  ),
  a(
    'leaf-collecting',
    ['toddler', 'preschool', 'early'],
    ['autumn'],
    'collect colourful leaves, press them in a heavy book or make leaf rubbings with crayons',
    'recoger hojas de colores, prensarlas en un libro pesado o calcarlas con ceras',
  ),
  a(
    'save-seeds',
    ['preschool', 'early', 'older'],
    ['autumn'],
    'save seeds from sunflowers, marigolds and beans in paper envelopes for next year',
    'guardar semillas de girasoles, tagetes (cempasúchil) y frijoles en sobres de papel para el año que viene',
  ),
  a(
    'pumpkins',
    ['toddler', 'preschool', 'early', 'older'],
    ['autumn'],
    'harvest pumpkins and squash, with a grown-up doing any cutting or carving',
    'cosechar calabazas, con un adulto encargado de cortar o tallar',
  ),
  a(
    'bird-feeder',
    ['preschool', 'early', 'older'],
    ['winter'],
    'make a bird feeder and count the birds that visit',
    'hacer un comedero para pájaros y contar las aves que vienen',
  ),
  a(
    'plan-garden',
    ['early', 'older'],
    ['winter'],
    "plan next year's garden: draw a map of the beds and choose seeds from catalogues",
    'planear el huerto del año que viene: dibujar un plano de los bancales y elegir semillas de catálogos',
    true,
  ),
  a(
    'bean-in-a-jar',
    ['preschool', 'early'],
    ALL_SEASONS,
    'grow a bean in a jar against damp paper towel on the windowsill and watch roots and a shoot appear within a week',
    'germinar un frijol en un frasco con papel de cocina húmedo junto a la ventana y ver salir raíces y tallo en una semana',
    true,
  ),
  a(
    'cress-heads',
    ['toddler', 'preschool', 'early'],
    ALL_SEASONS,
    'grow cress "hair" on damp cotton wool in an eggshell with a drawn face: it sprouts in 2 or 3 days',
    'cultivar "pelo" de berros en algodón húmedo dentro de una cáscara de huevo con una cara pintada: brota en 2 o 3 días',
    true,
  ),
  a(
    'regrow-scraps',
    ['preschool', 'early', 'older'],
    ALL_SEASONS,
    'regrow kitchen scraps in a saucer of water: green onion roots, a lettuce or celery base and carrot tops sprout new leaves',
    'hacer rebrotar restos de cocina en un plato con agua: raíces de cebolleta, la base de una lechuga o apio y la parte de arriba de la zanahoria',
    true,
  ),
  a(
    'microgreens',
    ['preschool', 'early', 'older'],
    ['winter', 'autumn'],
    'grow microgreens or sprouts (pea shoots, radish, mustard) in a tray on the windowsill and eat them in 1 to 2 weeks',
    'cultivar germinados o microbrotes (guisantes, rábano, mostaza) en una bandeja en la ventana y comerlos en 1 o 2 semanas',
    true,
  ),
  a(
    'avocado-pit',
    ['early', 'older'],
    ALL_SEASONS,
    'sprout an avocado pit held over a glass of water with toothpicks (it takes 3 to 8 weeks)',
    'germinar un hueso de aguacate (palta) sujeto con palillos sobre un vaso de agua (tarda de 3 a 8 semanas)',
    true,
  ),
  a(
    'painted-labels',
    ['toddler', 'preschool', 'early'],
    ALL_SEASONS,
    'paint pebbles or lolly sticks as plant labels',
    'pintar piedras o palitos de helado como etiquetas para las plantas',
    true,
  ),
  a(
    'compost-job',
    ['early', 'older'],
    ALL_SEASONS,
    'take charge of the compost: add scraps and dry leaves and stir it with a fork',
    'encargarse del compost: echar restos y hojas secas y removerlo con una horca',
  ),
  a(
    'rain-gauge',
    ['early', 'older'],
    ['spring', 'autumn', 'winter'],
    'make a rain gauge from a cut plastic bottle and record how much rain falls each week',
    'hacer un pluviómetro con una botella de plástico cortada y apuntar cuánta lluvia cae cada semana',
  ),
]

const AGE_LABEL: Record<AgeBand, Record<Language, string>> = {
  toddler: { en: 'toddlers (1 to 2)', es: 'los más pequeños (1 a 2 años)' },
  preschool: { en: 'children aged 3 to 5', es: 'niños de 3 a 5 años' },
  early: { en: 'children aged 6 to 8', es: 'niños de 6 a 8 años' },
  older: { en: 'children aged 9 to 12', es: 'niños de 9 a 12 años' },
}
const SEASON_LABEL: Record<Season, Record<Language, string>> = {
  spring: { en: 'spring', es: 'primavera' },
  summer: { en: 'summer', es: 'verano' },
  autumn: { en: 'autumn', es: 'otoño' },
  winter: { en: 'winter', es: 'invierno' },
}
const SAFETY: Record<AgeBand, Record<Language, string>> = {
  toddler: {
    en: "Stay within arm's reach, grow only non-toxic plants in their patch, and wash hands afterwards.",
    es: 'Quédate a un brazo de distancia, cultiva solo plantas no tóxicas en su rincón y lavaos las manos al terminar.',
  },
  preschool: {
    en: 'Give them child-size tools and gloves, teach them to taste only what a grown-up says is safe, and wash hands afterwards.',
    es: 'Dales herramientas de su tamaño y guantes, enséñales a probar solo lo que un adulto diga que es seguro y lavaos las manos al terminar.',
  },
  early: {
    en: 'Real child-size tools are fine with a grown-up nearby; gloves and hand-washing afterwards are the rule.',
    es: 'Herramientas de verdad de su tamaño están bien con un adulto cerca; guantes y lavarse las manos después son la norma.',
  },
  older: {
    en: 'They can use real tools with a short safety talk; a grown-up handles sharp blades, sprays and power tools.',
    es: 'Pueden usar herramientas de verdad tras una pequeña charla de seguridad; un adulto se encarga de cuchillas, productos y herramientas eléctricas.',
  },
}
const SEASON_SAFETY: Partial<Record<Season, Record<Language, string>>> = {
  summer: {
    en: 'In summer, garden in the cooler morning, with hats, sunscreen and water bottles.',
    es: 'En verano, id al huerto por la mañana temprano, con gorra, protector solar y agua.',
  },
}

const WORD_NUMBERS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  un: 1,
  uno: 1,
  dos: 2,
  tres: 3,
  cuatro: 4,
  cinco: 5,
  seis: 6,
  siete: 7,
  ocho: 8,
  nueve: 9,
  diez: 10,
  once: 11,
  doce: 12,
}

function bandOf(years: number): AgeBand {
  if (years <= 2) return 'toddler'
  if (years <= 5) return 'preschool'
  if (years <= 8) return 'early'
  return 'older'
}

const AGE_NUMBER =
  / (\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|un|uno|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce)(?: |-)?(?:years?|yrs?|yo|year olds?|anos|anitos|ano)(?= |$)/

/** The age band a question names ("my 4 year old", "toddlers", "de 7 años", "preescolar"), if any. */
export function readAge(folded: string): AgeBand | undefined {
  const number = AGE_NUMBER.exec(folded)?.[1]
  if (number) {
    const years = WORD_NUMBERS[number] ?? Number(number)
    if (years >= 1 && years <= 17) return bandOf(years)
  }
  if (/ (?:toddlers?|babies|baby|bebes?|bebitos?|1st|primer ano) /.test(folded)) return 'toddler'
  if (
    / (?:preschool\w*|pre school|kindergarten|kinder|nursery|preescolar|jardin de (?:infantes|ninos)|parvulos?) /.test(
      folded,
    )
  )
    return 'preschool'
  if (
    / (?:tweens?|preteens?|teens?|teenagers?|middle school|preadolescentes?|adolescentes?|secundaria) /.test(
      folded,
    )
  )
    return 'older'
  return undefined
}

const MONTHS: [RegExp, number][] = [
  [/ (?:january|enero) /, 1],
  [/ (?:february|febrero) /, 2],
  [/ (?:march|marzo) /, 3],
  [/ (?:april|abril) /, 4],
  [/ (?:may|mayo) /, 5],
  [/ (?:june|junio) /, 6],
  [/ (?:july|julio) /, 7],
  [/ (?:august|agosto) /, 8],
  [/ (?:september|septiembre|setiembre) /, 9],
  [/ (?:october|octubre) /, 10],
  [/ (?:november|noviembre) /, 11],
  [/ (?:december|diciembre) /, 12],
]
const SEASON_WORDS: [RegExp, Season][] = [
  [/ (?:summer|verano|vacaciones de verano|summer holidays?|summer vacation|summer break) /, 'summer'],
  [/ (?:winter|invierno|snow\w*|nieve|nevando|nieva) /, 'winter'],
  [/ (?:spring|primavera) /, 'spring'],
  [/ (?:autumn|fall|otono|halloween) /, 'autumn'],
]

/** The season a question names, by a season word or a month read in the place's hemisphere. */
export function readSeason(folded: string, hemisphere: 'north' | 'south' = 'north'): Season | undefined {
  const named = SEASON_WORDS.find(([pattern]) => pattern.test(folded))?.[1]
  if (named) return named
  const month = MONTHS.find(([pattern]) => pattern.test(folded))?.[1]
  if (!month) return undefined
  return seasonOfMonth(month, hemisphere)
}

const INDOORS =
  / (?:indoors?|inside|rain\w*|snow\w*|cold|too cold|dentro|adentro|en casa|lluvi\w*|llueve|nieve|nevando|nieva|frio|hace frio) /
const KIDS_WORDS =
  / (?:kids?|child\w*|toddlers?|son|sons|daughters?|little ones?|grandkids?|students?|class|ninos?|ninas?|hijos?|hijas?|nenes?|nenas?|peques?|pequenos?|chicos?|chiquit\w*|chamacos?|nietos?|alumnos?|cabros?|chicos|guaguas?|pibes?|criaturas?|crios?|gurises?|escuincles?) /
const ASKS_FOR_IDEAS =
  / (?:activit\w*|things? to do|ideas?|projects?|do with|can (?:we|they|i|he|she|my \w+|\w+) do|should (?:we|they|i) do|anything|keep (?:them |him |her )?busy|fun|games?|play|crafts?|jobs?|chores?|actividad\w*|que (?:puedo|podemos|pueden|puede)? ?hacer|que hago|que hacemos|que hace|proyectos?|juegos?|jugar|entreten\w*|manualidad\w*|tareas?|ocupad[oa]s?) /
// A named activity has a fact of its own ("bean in a jar", "a bee hotel").
const NAMED_ACTIVITY =
  / (?:jars?|frascos?|bags?|bolsas?|hotels?|hotel|bombs?|bombas?|journals?|diarios?|race|carrera|sensory|sensorial|pollinat\w*|poliniz\w*|compost\w*|worms?|lombri\w*|scarecrows?|espantapajaros|fairy|hadas?|terrarium\w*|terrarios?|avocado|aguacate|palta|germinador\w*|tools?|herramientas?|safe\w*|segur\w*|stung|sting\w*|pica\w*|poison\w*|venen\w*|toxic\w*) /

export interface KidActivityReading {
  age?: AgeBand
  season?: Season
  indoor: boolean
}

/** Reads an age, a season or a stay-indoors day from a question asking for children's garden ideas. */
export function readKidActivityQuestion(
  folded: string,
  hemisphere: 'north' | 'south' = 'north',
): KidActivityReading | undefined {
  if (NAMED_ACTIVITY.test(folded)) return undefined
  const age = readAge(folded)
  if (!ASKS_FOR_IDEAS.test(folded) || (!KIDS_WORDS.test(folded) && !age)) return undefined
  const season = readSeason(folded, hemisphere)
  const indoor = INDOORS.test(folded)
  // An age alone has its fact (activities for every age band at once); a season or a day indoors is composed.
  if (!season && !indoor) return undefined
  return { age, season, indoor }
}

const LIMIT = 5

/** Picks activities for the reading: the age's, the season's, indoor ones for a rainy or snowy day. */
export function pickKidActivities(reading: KidActivityReading): KidActivity[] {
  const fits = (activity: KidActivity) =>
    (!reading.age || activity.ages.includes(reading.age)) &&
    (!reading.season || activity.seasons.includes(reading.season) || (reading.indoor && activity.indoor)) &&
    (!reading.indoor || activity.indoor)
  const fitting = KID_ACTIVITIES.filter(fits)
  const chosen = fitting.slice(0, LIMIT)
  // A season's list names at least one thing only that season offers (bulbs in autumn), not only all-year jobs.
  const ownSeason = (activity: KidActivity) => activity.seasons.length === 1
  const own = reading.season && !chosen.some(ownSeason) ? fitting.find(ownSeason) : undefined
  if (own && chosen.length === LIMIT) chosen[LIMIT - 1] = own
  return chosen
}

function heading(reading: KidActivityReading, language: Language): string {
  const who = reading.age ? AGE_LABEL[reading.age][language] : language === 'es' ? 'niños' : 'children'
  const when = reading.season ? SEASON_LABEL[reading.season][language] : undefined
  if (language === 'es') {
    const place = reading.indoor ? ' dentro de casa' : ''
    return `Ideas de jardín para ${who}${when ? ` en ${when}` : ''}${place}:`
  }
  const place = reading.indoor ? ' indoors' : ''
  return `Garden ideas for ${who}${when ? ` in ${when}` : ''}${place}:`
}

/** Composes the activities for a children's-ideas question, or undefined when the question is not one. */
export function composeKidActivities(
  folded: string,
  language: Language,
  hemisphere: 'north' | 'south' = 'north',
): ExpertReply | undefined {
  const reading = readKidActivityQuestion(folded, hemisphere)
  if (!reading) return undefined
  const chosen = pickKidActivities(reading)
  if (chosen.length === 0) return undefined
  const list = chosen.map((activity, index) => `${index + 1}) ${activity.text[language]}`).join('; ')
  const sentences = [`${heading(reading, language)} ${list}.`, SAFETY[reading.age ?? 'preschool'][language]]
  const seasonal = reading.season ? SEASON_SAFETY[reading.season]?.[language] : undefined
  if (seasonal) sentences.push(seasonal)
  const title =
    language === 'es' ? 'Actividades de jardín por edad y estación' : 'Garden activities by age and season'
  const read = [
    ...(folded.match(KIDS_WORDS)?.[0].trim().split(' ') ?? []),
    ...(folded.match(ASKS_FOR_IDEAS)?.[0].trim().split(' ') ?? []),
    ...(folded.match(AGE_NUMBER)?.[0].trim().split(' ') ?? []),
    ...(folded.match(INDOORS)?.[0].trim().split(' ') ?? []),
    ...[...SEASON_WORDS, ...MONTHS].flatMap(
      ([pattern]) => folded.match(pattern)?.[0].trim().split(' ') ?? [],
    ),
  ]
  return { sentences, citations: [{ id: 'fact-kid-activities', title }], read }
}
