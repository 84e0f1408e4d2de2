// Composes answers from the knowledge: month tables for a place, ranked causes, watering, pots, toxicity, bee value.
import type { Language } from '../../../../../shared/constants'
import type { Citation } from '../../../../../shared/schemas/chat'
import type { SafetyTopic } from './parent-safety'
import { NAME_WITH_ARTICLE, type Place, RAINY_SOWING, SUMMER_RAIN_SOWING, WITH_ARTICLE } from './places'
import { CAUSE_BY_ID, type Cause, PLANT_CAUSES, PROBLEM_TO_CAUSE, type Symptom } from './plant-doctor'
import type { PlantProfile } from './plant-profile-types'
import { PLANT_PROFILES } from './plant-profiles'
import { monthList, monthName, type PlantingWindow, plantingWindows } from './planting-calendar'
import { POT_VARIETIES } from './pot-varieties'

export interface ExpertReply {
  /** Sentences (or clauses) in order; joined with spaces they are the reply. */
  sentences: string[]
  citations: Citation[]
  /** Names of the question's subject this reply was chosen for (a compost material), for the relevance gate. */
  read?: string[]
}

const L = (language: Language, en: string, es: string) => (language === 'es' ? es : en)

/** The plural-looking name when the profile has one ("tomatoes", "tomates"), else the first name. */
export function plantName(plant: PlantProfile, language: Language): string {
  const names = plant[language]
  const [first, second] = names
  // Compared without accents: "limón" has the plural "limones", "calabacín" "calabacines".
  const bare = (name: string) => name.normalize('NFD').replace(/[\u0300-\u036f]/g, '')
  const plurals = [`${bare(first!)}s`, `${bare(first!)}es`, `${bare(first!).replace(/y$/, '')}ies`]
  if (second && plurals.includes(bare(second))) return second
  return first!
}

/**
 * Whether a Spanish plant name is feminine, for the adjectives that agree with it ("las zanahorias están listas",
 * "los tomates están listos"): names in -a/-as, and the few feminine ones in -l, -r, -z or -d (col, flor, nuez, vid).
 */
export function feminineEs(name: string): boolean {
  const last =
    name
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .split(' ')[0] ?? ''
  return /as?$/.test(last) || /^(?:col|coles|flor|flores|nuez|nueces|vid|vides|raiz|raices)$/.test(last)
}

/** English agreement with a plant name: "basil is", "tomatoes are" (names without a plural are uncountable). */
const are = (name: string) => (/s$/.test(name) ? 'are' : 'is')

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}

export function placeName(place: Place, language: Language): string {
  const name = place[language][0]!
  const article = NAME_WITH_ARTICLE[place.id]
  if (article) return language === 'es' ? article[1] : article[0]
  if (!WITH_ARTICLE.has(place.id)) return name
  // The article form is the place's second name ("the Midwest", "el Medio Oeste").
  const withArticle = place[language][1]
  return withArticle?.startsWith(language === 'es' ? 'el ' : 'the ') ? withArticle : name
}

export const plantCitation = (plant: PlantProfile, language: Language): Citation => ({
  id: `plant-${plant.id}`,
  title: L(language, `Plant profile: ${plant.en[0]}`, `Ficha de cultivo: ${plant.es[0]}`),
})
export const placeCitation = (place: Place, language: Language): Citation => ({
  id: `place-${place.id}`,
  title: L(
    language,
    `Frost calendar: ${placeName(place, 'en')}`,
    `Calendario de heladas: ${placeName(place, 'es')}`,
  ),
})

// ------------------------------------------------------------------ when to plant
function windowSentence(
  window: PlantingWindow,
  plant: PlantProfile,
  language: Language,
  first = false,
): string {
  const months = monthList(window.months, language)
  const name = plantName(plant, language)
  switch (window.kind) {
    case 'sow-indoors':
      return L(language, `Start seeds indoors in ${months}`, `Siembra en semillero bajo techo en ${months}`)
    case 'plant-out':
      return L(
        language,
        `plant ${name} out in ${months}, once the frosts are over`,
        `trasplanta tus ${name} al exterior en ${months}, cuando ya no hiele`,
      )
    case 'sow':
      return L(language, `Sow or plant ${name} in ${months}`, `Siembra o planta ${name} en ${months}`)
    case 'autumn':
      // Autumn-planted crops (garlic, broad beans) open with their autumn window: no "again".
      if (first)
        return L(language, `plant ${name} in ${months}, in autumn`, `planta ${name} en ${months}, en otoño`)
      return plant.timing === 'warm'
        ? L(
            language,
            `a second planting in ${months} gives an autumn crop`,
            `una segunda siembra en ${months} da cosecha de otoño`,
          )
        : L(language, `plant again in ${months} for autumn`, `y otra vez en ${months}, para otoño`)
    case 'rains':
      return ''
  }
}

export function composeWhenToPlant(plant: PlantProfile, place: Place, language: Language): ExpertReply {
  const windows = plantingWindows(plant, place)
  const name = plantName(plant, language)
  const where = placeName(place, language)
  const sentences: string[] = []
  if (windows[0]?.kind === 'rains') {
    sentences.push(
      L(
        language,
        `In ${where} there is no frost season, so you can plant ${name} all year round;`,
        `En ${where} no hay temporada de heladas, así que puedes plantar ${name} todo el año;`,
      ),
      L(
        language,
        'the best time is at the start of the rainy season, and in the highlands avoid the coldest months.',
        'el mejor momento es al empezar la temporada de lluvias, y en las zonas altas evita los meses más fríos.',
      ),
    )
    const rains = RAINY_SOWING[place.id]
    if (rains) sentences.push(`${capitalize(language === 'es' ? rains[1] : rains[0])}.`)
  } else {
    const frost =
      place.lastFrost === 0
        ? L(language, `In ${where} frosts are rare,`, `En ${where} casi nunca hiela,`)
        : L(
            language,
            `In ${where} the last frost is usually in ${monthName(place.lastFrost, language)},`,
            `En ${where} la última helada suele ser en ${monthName(place.lastFrost, language)},`,
          )
    sentences.push(frost)
    const [firstWindow, ...rest] = windows
    if (firstWindow) {
      const first = windowSentence(firstWindow, plant, language, true)
      const second =
        rest[0] && firstWindow.kind === 'sow-indoors' ? windowSentence(rest.shift()!, plant, language) : ''
      sentences.push(
        second
          ? `${L(language, 'so', 'así que')} ${first.charAt(0).toLowerCase()}${first.slice(1)} ${L(language, 'and', 'y')} ${second}.`
          : `${L(language, 'so', 'así que')} ${first.charAt(0).toLowerCase()}${first.slice(1)}.`,
      )
    }
    for (const window of rest) sentences.push(`${capitalize(windowSentence(window, plant, language))}.`)
  }
  if ((plant.id === 'corn' || plant.id === 'bean') && SUMMER_RAIN_SOWING.has(place.id))
    sentences.push(
      L(
        language,
        `Without irrigation, ${name} is traditionally sown with the summer rains, when they set in: usually June to early July.`,
        `Sin riego, ${name} se siembra tradicionalmente de temporal, cuando se establecen las lluvias: normalmente de junio a principios de julio.`,
      ),
    )
  if (plant.days > 0 && plant.days < 365)
    sentences.push(
      L(
        language,
        `They are ready about ${plant.days} days after planting.`,
        `Están ${feminineEs(plantName(plant, 'es')) ? 'listas' : 'listos'} unos ${plant.days} días después de plantar.`,
      ),
    )
  if (place.hemisphere === 'south' && place.climate !== 'tropical')
    sentences.push(
      L(
        language,
        'Remember the seasons are the other way round in the southern hemisphere.',
        'Recuerda que en el hemisferio sur las estaciones van al revés.',
      ),
    )
  return { sentences, citations: [plantCitation(plant, language), placeCitation(place, language)] }
}

export function composeLastFrost(place: Place, language: Language): ExpertReply {
  const where = placeName(place, language)
  const sentences =
    place.lastFrost === 0
      ? [
          L(
            language,
            `In ${where} frosts are rare, so warm-season crops can go in early in the year and cool crops grow in the cooler months.`,
            `En ${where} casi nunca hiela, así que los cultivos de verano se plantan al comienzo de la temporada y los de clima fresco en los meses frescos.`,
          ),
        ]
      : [
          L(
            language,
            `In ${where} the last spring frost is usually in ${monthName(place.lastFrost, language)},`,
            `En ${where} la última helada de primavera suele ser en ${monthName(place.lastFrost, language)},`,
          ),
          L(
            language,
            `and the first autumn frost in ${monthName(place.firstFrost, language)}.`,
            `y la primera helada de otoño en ${monthName(place.firstFrost, language)}.`,
          ),
          L(
            language,
            'Higher or inland spots can be a few weeks later, so plant tender crops once the danger has passed.',
            'En zonas altas o de interior puede ser unas semanas más tarde, así que planta lo delicado cuando pase el riesgo.',
          ),
        ]
  return { sentences, citations: [placeCitation(place, language)] }
}

export function composeAskPlace(plant: PlantProfile | undefined, language: Language): ExpertReply {
  const name = plant ? plantName(plant, language) : undefined
  return {
    sentences: [
      L(language, 'The months depend on where you garden.', 'Los meses dependen de dónde tengas el huerto.'),
      L(
        language,
        `Which state, region or country are you in? Then I can tell you when to plant${name ? ` ${name}` : ''} there.`,
        `¿En qué estado, región o país estás? Así te digo cuándo plantar${name ? ` ${name}` : ''} allí.`,
      ),
    ],
    citations: plant ? [plantCitation(plant, language)] : [],
  }
}

/** Used once the family did not say where they are: timing relative to frost, without months. */
export function composeGenericTiming(plant: PlantProfile, language: Language): ExpertReply {
  const name = plantName(plant, language)
  const rule: Record<PlantProfile['timing'], [string, string]> = {
    warm: [
      `${capitalize(name)} love warmth: plant them out one to two weeks after your last frost, when nights stay above about 10 °C (50 °F).`,
      `A tus ${name} les encanta el calor: planta una o dos semanas después de la última helada, cuando las noches pasan de unos 10 °C.`,
    ],
    cool: [
      `${capitalize(name)} like cool weather: sow them two to four weeks before your last frost, and again in late summer for autumn.`,
      `Tus ${name} prefieren el fresco: siembra de dos a cuatro semanas antes de la última helada, y otra vez a finales de verano para otoño.`,
    ],
    hardy: [
      `${capitalize(name)} are hardy: sow them as soon as the soil can be worked in early spring, four to six weeks before your last frost.`,
      `Tus ${name} aguantan el frío: siembra en cuanto se pueda trabajar la tierra a finales de invierno, de cuatro a seis semanas antes de la última helada.`,
    ],
    autumn: [
      `${capitalize(name)} go in in autumn, around your first frost, and grow on through winter.`,
      `Tus ${name} se plantan en otoño, cerca de la primera helada, y crecen durante el invierno.`,
    ],
    both: [
      `${capitalize(name)} can be planted in early spring or in early autumn.`,
      `Tus ${name} se pueden plantar a principios de primavera o a principios de otoño.`,
    ],
  }
  return { sentences: [L(language, ...rule[plant.timing])], citations: [plantCitation(plant, language)] }
}

// ------------------------------------------------------------------ plant doctor
const SQUASH_FAMILY = new Set([
  'zucchini',
  'pumpkin',
  'squash',
  'winter-squash',
  'summer-squash',
  'cucumber',
  'melon',
  'watermelon',
  'cantaloupe',
  'gourd',
])
const OLD_WOOD_SHRUBS = new Set(['hydrangea', 'azalea', 'lilac', 'camellia', 'forsythia', 'wisteria'])
const FRUIT_TREES = new Set([
  'apple',
  'pear',
  'plum',
  'peach',
  'cherry',
  'apricot',
  'lemon',
  'orange',
  'lime',
  'fig',
  'avocado',
  'mango',
  'olive',
  'citrus',
])

export function rankCauses(symptom: Symptom, plant: PlantProfile | undefined): Cause[] {
  const ids = [...symptom.causes]
  if (plant) {
    const specific = plant.problems
      .map((problem) => PROBLEM_TO_CAUSE[problem])
      .filter((id): id is string => !!id)
    // A plant's own known problems that fit this symptom move to the front, in the plant's order.
    const fitting: Record<string, string[]> = {
      wilt: ['borer', 'wilt-disease'],
      spots: ['black-spot'],
      yellow: ['iron'],
      holes: ['slugs', 'caterpillars', 'beetles'],
      curl: ['aphids', 'mites'],
      brown: ['mites'],
    }
    const promote = specific.filter((id) => fitting[symptom.id]?.includes(id))
    for (const id of promote.reverse()) {
      const at = ids.indexOf(id)
      if (at >= 0) ids.splice(at, 1)
      ids.unshift(id)
    }
    if (plant.soil === 'acid' && symptom.id === 'yellow' && !ids.includes('iron')) ids.unshift('iron')
    // A disease of this plant that shows as this symptom leads.
    const own = PLANT_CAUSES[symptom.id]?.[plant.id]
    if (own) {
      if (ids.includes(own)) ids.splice(ids.indexOf(own), 1)
      ids.unshift(own)
    }
    // Squash-family plants open male flowers first and need bees to carry pollen to the female ones; trees
    // shed the fruit they cannot feed. Those causes lead for those plants.
    const fruitSet = ['nofruit', 'fruitdrop', 'flowerdrop'].includes(symptom.id)
    // Tomatoes, peppers and most other plants have flowers with both parts: no "male flowers" cause, and heat
    // or dry spells are what make them drop their flowers.
    if (fruitSet && !SQUASH_FAMILY.has(plant.id) && ids.includes('male-flowers')) {
      ids.splice(ids.indexOf('male-flowers'), 1)
      if (symptom.id === 'flowerdrop') {
        ids.splice(ids.indexOf('heat-fruitset'), 1)
        ids.unshift('heat-fruitset')
        if (!ids.includes('underwater')) ids.push('underwater')
      }
    }
    if (fruitSet && SQUASH_FAMILY.has(plant.id))
      for (const id of ['pollination', 'male-flowers']) {
        const at = ids.indexOf(id)
        if (at >= 0) ids.splice(at, 1)
        ids.unshift(id)
      }
    // Shrubs that flower on last year's wood: pruning at the wrong time is the usual reason they stop flowering.
    if (symptom.id === 'noflower' && OLD_WOOD_SHRUBS.has(plant.id)) {
      ids.splice(ids.indexOf('wrong-pruning'), 1)
      ids.unshift('wrong-pruning')
    }
    if (symptom.id === 'fruitdrop' && FRUIT_TREES.has(plant.id)) {
      ids.splice(ids.indexOf('natural-drop'), 1)
      ids.unshift('natural-drop')
    }
  }
  return ids
    .map((id) => CAUSE_BY_ID.get(id))
    .filter((cause): cause is Cause => !!cause)
    .slice(0, 3)
}

// A culprit the family names ("holes… and tiny black beetles"): that cause leads, wherever the ranking put it.
const NAMED_CULPRITS: [string, RegExp][] = [
  ['slugs', / (?:slugs?|snails?|babosas?|caracol\w*|slime) /],
  ['caterpillars', / (?:caterpillars?|green worms|orugas?|gusan\w*) /],
  ['beetles', / (?:beetles?|escarabaj\w*|pulguill\w*|vaquitas?|conchuelas?) /],
  ['aphids', / (?:aphids?|greenfly|blackfly|pulgon\w*) /],
  ['mites', / (?:mites?|acaros?|aranita\w*|webbing|telaranas?) /],
  // appended: lush leaves and no fruit or pods point at too much nitrogen ("all leaves but no pods")
  [
    'too-much-nitrogen',
    / (?:all|lots of|plenty of|loads of|so many|big|lush|huge|only|just) (?:\w+ )?(?:leaves|foliage)|(?:muchas|puras|solo|mucha|tanta|tantas|grandes) (?:\w+ )?(?:hojas|mata|follaje) /,
  ],
  // appended: a pattern that names the culprit, wilting in the afternoon that recovers by night, is the heat
  [
    'heat',
    / (?:perk\w*|recover\w*|reviv\w*|bounce\w*|se recupera\w*|se levanta\w*|se endereza\w*) (?:\w+ ){0,3}(?:at night|by night|in the evening|by evening|overnight|by morning|in the morning|por la noche|de noche|al anochecer|al atardecer|por la manana|a la manana) /,
  ],
]

export function composeDoctor(
  symptom: Symptom,
  plant: PlantProfile | undefined,
  language: Language,
  folded = '',
): ExpertReply {
  const ranked = rankCauses(symptom, plant)
  const named = NAMED_CULPRITS.find(
    ([id, words]) => words.test(folded) && ranked.some((cause) => cause.id === id),
  )?.[0]
  const causes = named
    ? [...ranked.filter((cause) => cause.id === named), ...ranked.filter((cause) => cause.id !== named)]
    : ranked
  const subject = plant
    ? L(
        language,
        `${capitalize(symptom.name.en)} on ${plantName(plant, 'en')}`,
        `${capitalize(symptom.name.es)} en ${plantName(plant, 'es')}`,
      )
    : capitalize(symptom.name[language])
  const sentences = [
    causes.length > 1
      ? L(
          language,
          `${subject}: here are the likely causes, most likely first.`,
          `${subject}: estas son las causas probables, de más a menos probable.`,
        )
      : L(language, `${subject}: this is almost always the cause.`, `${subject}: casi siempre es esto.`),
  ]
  causes.forEach((cause, index) => {
    const [what, check, fix] = cause.text[language]
    sentences.push(`${index + 1}. ${capitalize(what)}.`)
    sentences.push(L(language, `Check: ${check}.`, `Comprueba: ${check}.`))
    sentences.push(L(language, `What to do: ${fix}.`, `Qué hacer: ${fix}.`))
  })
  sentences.push(
    L(
      language,
      'Try the gentle fixes first, and never spray open flowers, so the bees stay safe.',
      'Prueba primero lo más suave y nunca rocíes flores abiertas, para cuidar a las abejas.',
    ),
  )
  const citations: Citation[] = [
    {
      id: `doctor-${symptom.id}`,
      title: L(language, `Plant doctor: ${symptom.name.en}`, `Doctor de plantas: ${symptom.name.es}`),
    },
  ]
  if (plant) citations.push(plantCitation(plant, language))
  return { sentences, citations }
}

// ------------------------------------------------------------------ watering
export type Season = 'spring' | 'summer' | 'autumn' | 'winter'

export function composeWatering(
  plant: PlantProfile,
  language: Language,
  options: { pots: boolean; season?: Season; howMuch?: boolean; overwater?: boolean; wetLeaves?: boolean },
): ExpertReply {
  const name = plantName(plant, language)
  const Name = capitalize(name)
  // "Do peppers need a lot of water?", "¿el pimiento necesita mucha agua?": the verdict first, then the routine.
  const verdict: Record<PlantProfile['water'], [string, string]> = {
    high: [
      `Yes: ${name} need plenty of water, given regularly so the soil stays evenly moist but never waterlogged.`,
      `Sí: tus ${name} necesitan bastante agua, con riego regular para que la tierra siga húmeda de forma constante, sin encharcar.`,
    ],
    medium: [
      `Not a lot, but regular: ${name} like soil that stays evenly moist, never soggy or waterlogged, and they suffer when it swings from dry to wet.`,
      `No tanta, pero constante: a tus ${name} les gusta la tierra húmeda de forma uniforme, nunca encharcada, y sufren si pasa de muy seca a empapada.`,
    ],
    low: [
      `No: ${name} need little water and rot if the soil stays wet; let it dry out between waterings and make sure it drains well.`,
      `No: tus ${name} necesitan poca agua y se pudren si la tierra sigue mojada; deja que se seque entre riegos y asegura un buen drenaje.`,
    ],
  }
  const ground: Record<PlantProfile['water'], [string, string]> = {
    high: [
      `${Name} ${are(name)} thirsty: keep the soil evenly moist, watering deeply two or three times a week (about 2.5 cm, an inch, of water a week, more in hot weather) whenever the top 2–3 cm of soil is dry.`,
      `A tus ${name} les gusta la tierra siempre húmeda: riega en profundidad dos o tres veces por semana (unos 25 litros por metro cuadrado a la semana, más con calor), cuando los primeros 2–3 cm de tierra estén secos.`,
    ],
    medium: [
      `Water ${name} deeply about once or twice a week, when the top 2–3 cm (an inch) of soil is dry to your finger.`,
      `Riega tus ${name} en profundidad una o dos veces por semana, cuando los primeros 2–3 cm de tierra estén secos al tocarlos con el dedo.`,
    ],
    low: [
      `${Name} like to dry out between waterings: once established, water only every one to two weeks, when the soil is dry several centimetres down, and never leave them soggy; they cope well with drought.`,
      `A tus ${name} les gusta que la tierra se seque entre riegos: una vez arraigadas las plantas, riega solo cada una o dos semanas, cuando la tierra esté seca varios centímetros, y nunca encharques la tierra; aguantan bien la sequía.`,
    ],
  }
  const pot: Record<PlantProfile['water'], [string, string]> = {
    high: [
      'In pots they dry out fast: check every day in summer, and in hot weather water daily, until water runs out of the drainage holes.',
      'En maceta se secan rápido: revisa cada día en verano y, con calor, riega a diario hasta que salga agua por los agujeros de drenaje.',
    ],
    medium: [
      'In pots, check every day in summer: they often need water every day or two.',
      'En maceta, revisa cada día en verano: suelen necesitar agua cada uno o dos días.',
    ],
    low: [
      'In pots, water when the soil is dry halfway down the pot, about once a week in summer.',
      'En maceta, riega cuando la tierra esté seca hasta la mitad, más o menos una vez por semana en verano.',
    ],
  }
  const sentences = options.pots
    ? [L(language, ...pot[plant.water]), L(language, ...ground[plant.water])]
    : [L(language, ...ground[plant.water]), L(language, ...pot[plant.water])]
  if (options.howMuch) sentences.unshift(L(language, ...verdict[plant.water]))
  // "Can you overwater strawberries?", "¿se pueden regar de más?": yes, and what too much water does, first.
  if (options.overwater)
    sentences.unshift(
      L(
        language,
        `Yes, ${name} can be overwatered: soil that stays soggy drowns the roots, which then rot, and the leaves yellow and wilt even though the soil is wet; let the top 2–3 cm dry between waterings and make sure the bed or pot drains well.`,
        `Sí, a tus ${name} se les puede regar de más: la tierra siempre encharcada ahoga las raíces, que se pudren, y las hojas amarillean y se marchitan aunque la tierra esté mojada; deja secar los primeros 2–3 cm entre riegos y asegura un buen drenaje.`,
      ),
    )
  // A season asked about ("and in winter?") is what the family wants to know first, after the pot rule if pots
  // were asked about too.
  const at = (options.pots ? 1 : 0) + (options.howMuch ? 1 : 0) + (options.overwater ? 1 : 0)
  if (options.season === 'winter')
    sentences.splice(
      at,
      0,
      L(
        language,
        'In winter, water much less, only when the soil is dry.',
        'En invierno riega mucho menos, solo cuando la tierra esté seca.',
      ),
    )
  else if (options.season === 'summer')
    sentences.splice(
      at,
      0,
      L(
        language,
        'In summer heat, water deeply in the early morning and mulch to keep the moisture in.',
        'Con el calor del verano, riega a fondo temprano por la mañana y acolcha para conservar la humedad.',
      ),
    )
  const atTheBase = L(
    language,
    'Water at the base in the morning, not over the leaves: wet leaves invite fungal diseases such as powdery mildew.',
    'Riega junto a la base por la mañana, sin mojar las hojas: las hojas mojadas favorecen hongos como el oídio.',
  )
  // "Can I wet the leaves when I water?": that answer first, then the routine.
  if (options.wetLeaves) sentences.unshift(atTheBase)
  else sentences.push(atTheBase)
  return { sentences, citations: [plantCitation(plant, language)] }
}

/** Watering questions without a plant: the general rules that fit the words asked. */
// The whole garden or vegetable patch rather than one plant.
const GARDEN_BEDS =
  / (?:garden|vegetable garden|veggie garden|veg garden|vegetable patch|veggie patch|veg patch|raised beds?|beds|allotment|plants|vegetables|veggies|huerto|huerta|huertito|jardin|bancal\w*|canteros?|plantas|verduras|hortalizas) /

// A tree or shrub just planted: its roots are still only the root ball, so it needs deep, regular water for a year.
const NEW_TREE =
  / (?:(?:newly|just|recently|new(?:ly)?) (?:\w+ ){0,2}(?:trees?|shrubs?|bush\w*|hedges?|fruit trees?)|(?:trees?|shrubs?|bush\w*|hedges?) (?:\w+ ){0,3}(?:just|newly|recently) planted|(?:arbol\w*|arbust\w*|frutal\w*|seto\w*) (?:\w+ ){0,2}(?:recien|nuev[oa]s?)|recien plantad\w*|acab\w* de plantar (?:un |el |una )?(?:arbol\w*|arbust\w*|frutal\w*|seto)) /

export function isNewTree(folded: string): boolean {
  return NEW_TREE.test(folded)
}

export function composeGeneralWatering(folded: string, language: Language): ExpertReply | undefined {
  const sentences: string[] = []
  // "Less" is winter's answer only with the cold in the question ("water less when it's cold"), not "mulch means
  // less watering".
  if (
    / (?:winter|invierno) /.test(folded) ||
    (/ (?:less|menos) /.test(folded) && / (?:cold|colder|cool\w*|dormant|frio|fresco|helad\w*) /.test(folded))
  )
    sentences.push(
      L(
        language,
        'Yes: in winter plants grow slowly and the soil stays wet longer, so water much less, only when the soil is dry a few centimetres down.',
        'Sí: en invierno las plantas crecen despacio y la tierra tarda más en secarse, así que riega mucho menos, solo cuando esté seca unos centímetros.',
      ),
    )
  // Autumn ("do I water in the fall?"): less, but not nothing; not "leaves fall off".
  if (/ (?:autumn|otono) | fall(?! (?:off|over|down|apart|out|from|of) )/.test(folded))
    sentences.push(
      L(
        language,
        'In autumn, as the days cool, water less: about once a week, or when the top few centimetres of soil are dry, and keep watering new plantings, evergreens and pots until the ground freezes or the rains come.',
        'En otoño, con los días más frescos, riega menos: más o menos una vez por semana, o cuando los primeros centímetros de tierra estén secos, y sigue regando lo recién plantado, los perennifolios y las macetas hasta que hiele o lleguen las lluvias.',
      ),
    )
  // Pots in winter dry out slowly but still dry out.
  if (/ (?:winter|invierno) /.test(folded) && / (?:pots?|potted|containers?|macetas?|tiestos?) /.test(folded))
    sentences.push(
      L(
        language,
        'Pots in winter: check once a week and water only when the mix is dry halfway down, in the morning, and never leave them standing in a saucer of water.',
        'Macetas en invierno: revísalas una vez por semana y riega solo cuando el sustrato esté seco hasta la mitad, por la mañana, y nunca las dejes con agua en el plato.',
      ),
    )
  if (/ (?:morning|night|evening|manana|noche|tarde) /.test(folded))
    sentences.push(
      L(
        language,
        'The morning is the best time: the water soaks in before the heat, and leaves dry quickly, which prevents fungus; watering at night leaves leaves wet for slugs and mildew.',
        'La mañana es el mejor momento: el agua penetra antes del calor y las hojas se secan pronto, lo que evita hongos; regar de noche deja las hojas mojadas para babosas y hongos.',
      ),
    )
  // Plants on a windowsill or indoors live in pots: the pot rule, not the rule for garden beds; the room they stand
  // in ("my kitchen windowsill") is where, and is what the answer is about too.
  const indoors = [...folded.matchAll(INDOORS)].map((match) => match[0].trim())
  if (indoors.length > 0)
    sentences.push(
      L(
        language,
        'Herbs and other plants in pots on a windowsill or indoors (in the kitchen or living room) need water when the top 2–3 cm of the mix is dry to your finger: often every 2 to 4 days in summer and about once a week or less in winter. Water until it runs out of the drainage holes and empty the saucer after half an hour.',
        'Las aromáticas y demás plantas en maceta junto a la ventana o dentro de casa (en la cocina o el salón) necesitan agua cuando los 2–3 cm de arriba del sustrato están secos al tacto: a menudo cada 2 a 4 días en verano y una vez por semana o menos en invierno. Riega hasta que salga agua por los agujeros y vacía el plato a la media hora.',
      ),
    )
  if (/ (?:seedlings?|plantines|plantulas|plantitas|semilleros?) /.test(folded))
    sentences.push(
      L(
        language,
        'Keep seedlings evenly moist but not soggy: check every day and water gently from below or with a fine spray when the surface starts to dry.',
        'Mantén los plantines húmedos pero no encharcados: revisa cada día y riega con suavidad desde abajo o con pulverizador cuando la superficie empiece a secarse.',
      ),
    )
  // "How often should I water my garden in summer", "¿cuánto hay que regar el huerto?": the rule for beds and pots.
  if (sentences.length === 0 && GARDEN_BEDS.test(folded) && / (?:summer|verano|hot|heat|calor) /.test(folded))
    sentences.push(
      L(
        language,
        'In summer, water garden beds deeply two or three times a week rather than a little every day, about 2.5 cm (an inch) of water a week, more in heat waves, and early in the morning; pots and new seedlings may need water every day.',
        'En verano, riega los bancales a fondo dos o tres veces por semana en lugar de un poco cada día, unos 25 litros por metro cuadrado a la semana, más en olas de calor, y temprano por la mañana; las macetas y los plantines pueden necesitar agua cada día.',
      ),
    )
  else if (sentences.length === 0 && GARDEN_BEDS.test(folded))
    sentences.push(
      L(
        language,
        'Water garden beds deeply once or twice a week (two or three times in hot weather) rather than a little every day: about 2.5 cm (an inch) of water a week, whenever the top few centimetres of soil are dry. Pots dry out faster and need checking every day.',
        'Riega los bancales a fondo una o dos veces por semana (dos o tres con calor) en lugar de un poco cada día: unos 25 litros por metro cuadrado a la semana, cuando los primeros centímetros de tierra estén secos. Las macetas se secan antes y hay que revisarlas cada día.',
      ),
    )
  if (NEW_TREE.test(folded))
    sentences.push(
      L(
        language,
        'Water a newly planted tree or shrub deeply right after planting, then about twice a week for the first month (every day or two in hot, dry spells), and once a week through its first year or two.',
        'Riega un árbol o arbusto recién plantado en profundidad justo al plantarlo, luego unas dos veces por semana el primer mes (cada día o dos con calor y sequía) y una vez por semana durante su primer año o dos.',
      ),
      L(
        language,
        'Let a hose trickle slowly at the base, roughly 10–20 litres (3–5 gallons) each time, so the whole root ball is soaked; check with a finger 5–10 cm down and skip a watering when the soil is still damp. A ring of mulch, not touching the trunk, keeps it moist.',
        'Deja correr la manguera despacio junto a la base, unos 10–20 litros cada vez, para empapar todo el cepellón; comprueba con un dedo a 5–10 cm y sáltate un riego si la tierra sigue húmeda. Un círculo de acolchado, sin tocar el tronco, mantiene la humedad.',
      ),
    )
  if (sentences.length === 0) return undefined
  return {
    sentences,
    citations: [{ id: 'watering-basics', title: L(language, 'Watering basics', 'Lo básico del riego') }],
    ...(indoors.length > 0 ? { read: indoors } : {}),
  }
}

const INDOORS =
  / (?:windowsills?|window sills?|window ?boxe?s?|indoors?|inside|houseplants?|house plants?|kitchen|living room|office|alfeizar|ventana|dentro de casa|interior|plantas de interior|cocina|salon)(?= )/g

// ------------------------------------------------------------------ pots
// A yes-or-no question ("can I grow…") gets its "Yes" first; "what size pot…" gets the size.
export function composePot(plant: PlantProfile, language: Language, yes = true): ExpertReply {
  const name = plantName(plant, language)
  const Name = capitalize(name)
  const sentences: string[] = []
  if (plant.potLitres === 0) {
    sentences.push(
      L(
        language,
        `${Name} ${are(name)} too big for most pots: they do best in the ground or a large raised bed.`,
        `Las plantas de ${name} son demasiado grandes para la mayoría de macetas: mejor en tierra o en un bancal grande.`,
      ),
    )
  } else {
    const gallons = Math.max(1, Math.round(plant.potLitres / 3.8))
    const size =
      plant.potLitres >= 20
        ? L(language, 'a large, deep pot', 'una maceta grande y profunda')
        : L(language, 'a pot', 'una maceta')
    sentences.push(
      L(
        language,
        `${yes ? 'Yes: ' : ''}${yes ? name : Name} grow${/s$/.test(name) ? '' : 's'} well in ${size} of at least ${plant.potLitres} litres (about ${gallons} gallon${gallons > 1 ? 's' : ''}) with drainage holes`,
        `${yes ? 'Sí: las' : 'Las'} plantas de ${name} crecen bien en ${size} de al menos ${plant.potLitres} litros con agujeros de drenaje`,
      ) +
        (plant.soil === 'acid'
          ? L(
              language,
              ', filled with acid (ericaceous) potting mix.',
              ', con sustrato ácido (para plantas acidófilas).',
            )
          : L(
              language,
              ', filled with potting mix, not garden soil.',
              ', con sustrato para macetas, no tierra del jardín.',
            )),
    )
    const sun = {
      full: ['Give them full sun, 6 hours or more a day.', 'Dales pleno sol, 6 horas o más al día.'],
      part: [
        'They are happy with half a day of sun, so a shadier balcony works.',
        'Les basta medio día de sol, así que sirve un balcón con algo de sombra.',
      ],
      shade: ['They grow in shade.', 'Crecen a la sombra.'],
    } as const
    sentences.push(L(language, ...(sun[plant.sun] as unknown as [string, string])))
  }
  const varieties = POT_VARIETIES[plant.id]
  if (varieties && plant.potLitres > 0) sentences.push(L(language, ...varieties))
  // Sweet potatoes grow from rooted shoots (slips), not from seed tubers.
  if (plant.id === 'sweet-potato')
    sentences.push(
      L(
        language,
        'Plant 2 or 3 rooted slips (shoots grown from a sweet potato) in a deep bag of loose mix with plenty of compost, and keep it warm and sunny; the tubers are ready when the leaves yellow, about 4 months later.',
        'Planta 2 o 3 esquejes enraizados (brotes sacados de un camote o boniato) en un saco hondo con sustrato suelto y mucho compost, a pleno sol y con calor; los tubérculos están listos cuando amarillean las hojas, unos 4 meses después.',
      ),
    )
  if (plant.id === 'potato')
    sentences.push(
      L(
        language,
        'Start with 15 cm of soil in a deep bag and lay 3 to 5 seed potatoes (small tubers with sprouts, or "eyes", facing up) on it, then cover them with 10 cm more; as the shoots grow, keep covering them, adding soil (earthing up) until the bag is full.',
        'Empieza con 15 cm de tierra en un saco hondo, pon encima 3 a 5 papas de siembra (tubérculos pequeños con los brotes u "ojos" hacia arriba) y cúbrelas con 10 cm más; a medida que crecen los tallos, cúbrelos añadiendo tierra (aporcar) hasta llenar el saco.',
      ),
    )
  if (plant.problems.includes('spreading'))
    sentences.push(
      L(
        language,
        'A pot is the best place for it: it spreads by underground runners and takes over a bed.',
        'La maceta es su mejor sitio: se extiende con estolones bajo tierra e invade el bancal.',
      ),
    )
  if (plant.id === 'carrot' || plant.id === 'parsnip')
    sentences.push(
      L(
        language,
        'Choose short or round varieties, or a pot deeper than the roots grow.',
        'Elige variedades cortas o redondas, o una maceta más profunda que la raíz.',
      ),
    )
  if (plant.potLitres > 0) {
    sentences.push(
      plant.water === 'low'
        ? L(
            language,
            'Pots dry out faster than beds: water when the soil is dry halfway down.',
            'Las macetas se secan antes que la tierra: riega cuando esté seca hasta la mitad.',
          )
        : L(
            language,
            'Pots dry out fast: check daily in summer and water when the top is dry, often every day.',
            'Las macetas se secan rápido: revisa a diario en verano y riega cuando la superficie esté seca, a menudo cada día.',
          ),
    )
    if (plant.kind === 'vegetable' || plant.kind === 'fruit')
      sentences.push(
        L(language, 'Feed every two weeks once they flower.', 'Abona cada dos semanas cuando florezcan.'),
      )
  }
  if (plant.kind !== 'vegetable' && plant.potLitres > 0 && plant.timing !== 'warm')
    sentences.push(
      L(
        language,
        'In frosty winters, move the pot against a sheltered wall or wrap it to protect the roots.',
        'Si hiela en invierno, arrima la maceta a una pared resguardada o envuélvela para proteger las raíces.',
      ),
    )
  return { sentences, citations: [plantCitation(plant, language)] }
}

// ------------------------------------------------------------------ toxicity
const TOXIC_NOTES: Record<string, [string, string]> = {
  lily: [
    'For cats, lilies are deadly: even a little pollen or water from the vase can cause kidney failure, so keep lilies out of homes with cats.',
    'Para los gatos, los lirios son mortales: un poco de polen o del agua del jarrón puede causar fallo renal, así que no los tengas si hay gatos.',
  ],
  tomato: [
    'The leaves and stems contain solanine and tomatine, so they are mildly toxic; the ripe fruit is good food.',
    'Las hojas y los tallos tienen solanina y tomatina, así que son algo tóxicos; el fruto maduro es buen alimento.',
  ],
  potato: [
    'Green potatoes, sprouts, leaves and the little green fruits contain solanine and are poisonous; only eat the cooked tubers, never green ones.',
    'Las papas verdes, los brotes, las hojas y los frutitos verdes tienen solanina y son venenosos; come solo los tubérculos cocinados y nunca los verdes.',
  ],
  rhubarb: [
    'Only the stalks are eaten; the leaves are poisonous (oxalic acid).',
    'Solo se comen los tallos; las hojas son venenosas (ácido oxálico).',
  ],
  'castor-bean': [
    'Its seeds contain ricin and are deadly if chewed; it is best not to grow it where children play.',
    'Sus semillas tienen ricina y son mortales si se mastican; mejor no cultivarlo donde juegan niños.',
  ],
  foxglove: [
    'All parts, leaves, flowers and seeds, contain heart glycosides (digitalis), which upset the heartbeat; even a few leaves can make a child seriously ill.',
    'Todas sus partes, hojas, flores y semillas, tienen glucósidos cardíacos (digitalina), que alteran el ritmo del corazón; unas pocas hojas pueden hacer enfermar gravemente a un niño.',
  ],
  oleander: [
    'All parts, leaves, flowers, seeds and the milky sap, contain heart poisons (cardiac glycosides); never burn the prunings or use the stems as skewers.',
    'Todas sus partes, hojas, flores, semillas y la savia, tienen venenos para el corazón (glucósidos cardíacos); no quemes nunca las podas ni uses sus ramas como pinchos.',
  ],
  'lily-of-the-valley': [
    'All parts, including the red berries, contain heart glycosides; keep children from picking the berries.',
    'Todas sus partes, también las bayas rojas, tienen glucósidos cardíacos; que los niños no cojan las bayas.',
  ],
  yew: [
    'Almost every part, leaves and the seed inside the red berry, is highly poisonous to the heart; only the red flesh is not, but teach children to leave it all alone.',
    'Casi todas sus partes, las hojas y la semilla de la baya roja, son muy venenosas para el corazón; solo la carne roja no lo es, pero enseña a los niños a no tocar nada.',
  ],
  daffodil: [
    'The bulbs are the most poisonous part and can be mistaken for onions; the leaves and flowers upset the stomach too.',
    'Los bulbos son la parte más venenosa y se pueden confundir con cebollas; las hojas y las flores también sientan mal al estómago.',
  ],
  lavender: [
    'Lavender is mildly toxic to dogs and cats: a nibble is usually harmless, but eating a lot can upset their stomach.',
    'La lavanda es algo tóxica para perros y gatos: un mordisco no suele ser grave, pero comer mucha puede causarles malestar de estómago.',
  ],
}

// Plants with edible flowers (or petals), for "can my kids eat nasturtium flowers": the part to eat and its taste
// come before the poison line (source: extension services' edible-flower lists).
const EDIBLE_FLOWERS: Record<string, [string, string]> = {
  nasturtium: [
    'Nasturtium flowers and leaves are edible and safe for children, with a peppery taste like watercress; the seeds can be pickled too.',
    'Las flores y las hojas de capuchina son comestibles y seguras para los niños, con un sabor picante como el del berro; las semillas también se pueden encurtir.',
  ],
  calendula: [
    'Calendula (pot marigold) petals are edible and safe for children, mild and slightly peppery, and they brighten salads and rice.',
    'Los pétalos de caléndula son comestibles y seguros para los niños, de sabor suave y algo picante, y dan color a ensaladas y arroces.',
  ],
  borage: [
    'Borage flowers are edible, with a mild cucumber taste, lovely in salads or frozen in ice cubes; the hairy leaves are best left uneaten, and a little at a time is plenty.',
    'Las flores de borraja son comestibles, con un suave sabor a pepino, bonitas en ensaladas o congeladas en cubitos de hielo; las hojas peludas mejor no comerlas, y basta con poquitas.',
  ],
  pansy: [
    'Pansy and viola flowers are edible and safe for children, with a mild, fresh taste, and they decorate salads and cakes.',
    'Las flores de pensamiento y de viola son comestibles y seguras para los niños, de sabor suave y fresco, y decoran ensaladas y pasteles.',
  ],
  rose: [
    'Rose petals are edible when the roses were never sprayed, with a mild, perfumed taste; pull off the petals and cut away the bitter white base.',
    'Los pétalos de rosa son comestibles si los rosales nunca se fumigaron, con un sabor suave y perfumado; arranca los pétalos y corta la base blanca, que amarga.',
  ],
  chives: [
    'Chive flowers are edible, with a mild onion taste; pull the purple ball apart into little florets over salads or eggs.',
    'Las flores de cebollino son comestibles, con un suave sabor a cebolla; separa la bola morada en florecitas sobre ensaladas o huevos.',
  ],
}

export function composeToxic(plant: PlantProfile, language: Language): ExpertReply {
  const name = plantName(plant, language)
  const Name = capitalize(name)
  const sentences: string[] = []
  const note = TOXIC_NOTES[plant.id]
  const edible = plant.toxic !== 'all' ? EDIBLE_FLOWERS[plant.id] : undefined
  if (edible) sentences.push(L(language, ...edible))
  if (plant.toxic === 'all')
    sentences.push(
      L(
        language,
        `${Name} ${are(name)} poisonous (toxic) to children and pets if eaten: teach children not to eat any part, and wear gloves when handling them.`,
        `Las plantas de ${name} son venenosas (tóxicas) para niños y mascotas si se comen: enseña a los niños a no comer ninguna parte y usa guantes al tocarlas.`,
      ),
    )
  else if (plant.toxic === 'pets')
    sentences.push(
      L(
        language,
        `${Name} ${are(name)} safe for children to be around, but toxic to dogs and cats if they chew or eat the plant, which can upset their stomach.`,
        `Las plantas de ${name} son seguras para los niños, pero tóxicas para perros y gatos si las mastican o comen, y pueden causarles malestar.`,
      ),
    )
  else
    sentences.push(
      L(
        language,
        `${Name} ${are(name)} not known to be poisonous to children or pets.`,
        `Las plantas de ${name} no se consideran venenosas para niños ni mascotas.`,
      ),
    )
  if (note) sentences.push(L(language, ...note))
  sentences.push(
    L(
      language,
      'If a child or pet has eaten a plant and seems unwell, call poison control or your doctor or vet straight away.',
      'Si un niño o una mascota se comió una planta y se encuentra mal, llama enseguida a información toxicológica, al médico o al veterinario.',
    ),
  )
  return { sentences, citations: [plantCitation(plant, language)] }
}

// ------------------------------------------------------------------ bees and a plant profile
export function composeBeeValue(plant: PlantProfile, language: Language): ExpertReply {
  const name = plantName(plant, language)
  const Name = capitalize(name)
  const value: Record<number, [string, string]> = {
    0: [
      `${Name} give bees little or nothing: they are pollinated by wind or eaten before they flower.`,
      `Las plantas de ${name} no dan casi nada a las abejas: las poliniza el viento o se cosechan antes de florecer.`,
    ],
    1: [
      `${Name} give bees a little pollen or nectar.`,
      `Las plantas de ${name} dan a las abejas un poco de polen o néctar.`,
    ],
    2: [`${Name} ${are(name)} good for bees.`, `Las plantas de ${name} son buenas para las abejas.`],
    3: [
      `${Name} ${are(name)} excellent for bees: a favourite for nectar and pollen.`,
      `Las plantas de ${name} son excelentes para las abejas: de sus favoritas para néctar y polen.`,
    ],
  }
  const sentences = [L(language, ...value[plant.bees]!)]
  if (plant.kind === 'herb' && plant.bees >= 2)
    sentences.push(
      L(
        language,
        'Let some plants flower: the bees love the small flowers, and you can still pick leaves from the rest.',
        'Deja florecer algunas plantas: a las abejas les encantan sus florecitas, y puedes seguir cosechando hojas de las demás.',
      ),
    )
  if (['tomato', 'cherry-tomato', 'eggplant', 'blueberry', 'pepper'].includes(plant.id))
    sentences.push(
      L(
        language,
        'Their flowers are buzz-pollinated: bumblebees shake the pollen loose by vibrating their wing muscles.',
        'Sus flores se polinizan por vibración: los abejorros sacuden el polen vibrando los músculos de las alas.',
      ),
    )
  return { sentences, citations: [plantCitation(plant, language)] }
}

export function composeGrow(plant: PlantProfile, language: Language): ExpertReply {
  const name = plantName(plant, language)
  const Name = capitalize(name)
  const sun = {
    full: L(language, 'full sun (6+ hours)', 'pleno sol (6 horas o más)'),
    part: L(language, 'sun or part shade', 'sol o media sombra'),
    shade: L(language, 'shade or part shade', 'sombra o media sombra'),
  }[plant.sun]
  const soil = {
    rich: L(language, 'rich soil with compost', 'tierra rica con compost'),
    drained: L(language, 'well-drained soil', 'tierra con buen drenaje'),
    acid: L(language, 'acid soil', 'tierra ácida'),
    moist: L(language, 'moist soil', 'tierra húmeda'),
  }[plant.soil]
  const sentences = [
    L(language, `${Name} like ${sun} and ${soil}.`, `A tus ${name} les gusta ${sun} y ${soil}.`),
  ]
  if (plant.depthCm === 0 && plant.spacingCm > 0)
    sentences.push(
      L(
        language,
        `Set it at the soil surface, ${plant.spacingCm} cm apart.`,
        `Plántalo a ras de tierra, a ${plant.spacingCm} cm de distancia.`,
      ),
    )
  else if (plant.depthCm > 0 || plant.spacingCm > 0)
    sentences.push(
      L(
        language,
        `Plant ${plant.depthCm} cm deep and ${plant.spacingCm} cm apart.`,
        `Siembra a ${plant.depthCm} cm de profundidad y a ${plant.spacingCm} cm de distancia.`,
      ),
    )
  if (plant.days > 0 && plant.days < 365)
    sentences.push(
      L(
        language,
        `Harvest after about ${plant.days} days.`,
        `Se cosechan a los ${plant.days} días, más o menos.`,
      ),
    )
  const companions = plant.companions
    .map((id) => PLANT_PROFILES.find((candidate) => candidate.id === id)?.[language][0])
    .filter((companion): companion is string => !!companion)
  if (companions.length > 0)
    sentences.push(
      L(language, `Good neighbours: ${companions.join(', ')}.`, `Buenos vecinos: ${companions.join(', ')}.`),
    )
  return { sentences, citations: [plantCitation(plant, language)] }
}

export function composeSafety(topic: SafetyTopic, language: Language): ExpertReply {
  return {
    sentences: [...topic.facts[language]],
    citations: [{ id: `safety-${topic.id}`, title: topic.title[language] }],
  }
}

export function composeSoil(plant: PlantProfile, language: Language): ExpertReply {
  const name = plantName(plant, language)
  const soil: Record<PlantProfile['soil'], [string, string]> = {
    rich: [
      `${capitalize(name)} like rich, fertile soil with plenty of compost (organic matter) that drains well and stays moist.`,
      `A tus ${name} les gusta una tierra rica y fértil, con mucho compost (materia orgánica), que drene bien y conserve algo de humedad.`,
    ],
    drained: [
      `${capitalize(name)} need light soil that drains well; they dislike wet, heavy ground, so add grit or compost to clay.`,
      `Tus ${name} necesitan tierra ligera con buen drenaje; no les gusta el suelo pesado y encharcado, así que añade arena gruesa o compost a la arcilla.`,
    ],
    acid: [
      `${capitalize(name)} need acid soil (pH 4.5–5.5): use ericaceous compost, pine-needle mulch and rainwater.`,
      `Tus ${name} necesitan suelo ácido (pH 4,5–5,5): usa sustrato para acidófilas, acolchado de pinocha y agua de lluvia.`,
    ],
    moist: [
      `${capitalize(name)} like moist soil rich in compost that never dries out completely.`,
      `A tus ${name} les gusta la tierra húmeda y rica en compost que nunca se seque del todo.`,
    ],
  }
  // The pH the soil should have, which families ask alongside the soil type ("what soil pH do tomatoes like").
  const ph: Record<PlantProfile['soil'], [string, string]> = {
    rich: [
      'A pH of about 6.0 to 7.0, slightly acid to neutral, suits them, as it does most vegetables.',
      'Les va bien un pH de 6,0 a 7,0, de ligeramente ácido a neutro, como a casi todas las hortalizas.',
    ],
    moist: [
      'A pH of about 6.0 to 7.0, slightly acid to neutral, suits them.',
      'Les va bien un pH de 6,0 a 7,0, de ligeramente ácido a neutro.',
    ],
    drained: [
      'They grow well from a pH of about 6.0 up to 7.5, so neutral or chalky soil is fine.',
      'Crecen bien con un pH de 6,0 hasta 7,5, así que un suelo neutro o calizo les va bien.',
    ],
    acid: [
      'Test the pH before planting; above 6 the leaves turn yellow, so lower it with sulfur.',
      'Mide el pH antes de plantar; por encima de 6 las hojas amarillean, así que bájalo con azufre.',
    ],
  }
  return {
    sentences: [L(language, ...soil[plant.soil]), L(language, ...ph[plant.soil])],
    citations: [plantCitation(plant, language)],
  }
}

/** "What do I plant in Chile?": the frost months and when the main groups of crops go in there. */
export function composePlaceOverview(place: Place, language: Language): ExpertReply {
  const find = (id: string) => PLANT_PROFILES.find((candidate) => candidate.id === id)!
  const groups: [string, string[], [string, string]][] = [
    [
      'tomato',
      ['tomato', 'pepper', 'bean', 'squash', 'sunflower'],
      [
        'warm-season crops (tomatoes, peppers, beans, squash, sunflowers)',
        'los cultivos de calor (tomates, pimientos, frijoles, calabazas, girasoles)',
      ],
    ],
    [
      'lettuce',
      ['lettuce', 'carrot', 'pea', 'spinach'],
      [
        'cool-season crops (lettuce, carrots, peas, spinach)',
        'los de clima fresco (lechugas, zanahorias, guisantes, espinacas)',
      ],
    ],
    [
      'garlic',
      ['garlic', 'broad-bean'],
      ['garlic, broad beans and spring bulbs', 'ajos, habas y bulbos de primavera'],
    ],
  ]
  const where = placeName(place, language)
  if (place.climate === 'tropical') {
    return {
      sentences: [
        L(
          language,
          `In ${where} there is no frost season: most crops can go in all year round, best at the start of the rainy season, and cool crops like lettuce and peas do best in the highlands.`,
          `En ${where} no hay temporada de heladas: casi todo se puede plantar todo el año, mejor al empezar las lluvias, y los cultivos de clima fresco como lechugas y guisantes van mejor en zonas altas.`,
        ),
        ...(RAINY_SOWING[place.id]
          ? [`${capitalize(L(language, ...(RAINY_SOWING[place.id] as [string, string])))}.`]
          : []),
      ],
      citations: [placeCitation(place, language)],
    }
  }
  const sentences = [...composeLastFrost(place, language).sentences.slice(0, place.lastFrost === 0 ? 1 : 2)]
  for (const [id, , label] of groups) {
    const windows = plantingWindows(find(id), place).filter(
      (w) => w.kind !== 'sow-indoors' && w.months.length > 0,
    )
    const [first] = windows
    if (!first) continue
    sentences.push(
      L(
        language,
        `Plant ${label[0]} in ${monthList(first.months, 'en')}.`,
        `Planta ${label[1]} en ${monthList(first.months, 'es')}.`,
      ),
    )
  }
  return { sentences, citations: [placeCitation(place, language)] }
}
