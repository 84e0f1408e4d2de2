// Maps the seeded bee facts into garden book entries, adding the topic and the words children use for them.
import type { Language } from '../../../../../shared/constants'
import { BEE_FACTS } from '../../../../db/seed/bee-facts'
import type { FactCategory, SeedFact } from '../../../../db/seed/types'
import type { KnowledgeEntry, KnowledgeTopic } from './knowledge-types'

const CATEGORY_TOPICS: Record<FactCategory, KnowledgeTopic> = {
  bee_biology: 'bees',
  honey_and_hive: 'bees',
  pollination: 'pollinators',
  bee_species: 'bees',
  garden_basics: 'plants',
  conservation: 'conservation',
}

// Garden basics span several of our topics; these facts belong with soil, water or safety questions.
const TOPIC_OVERRIDES: Record<string, KnowledgeTopic> = {
  'earthworms-help': 'soil',
  'mulch-blanket': 'soil',
  'making-compost': 'soil',
  'soil-ph': 'soil',
  'water-in-the-morning': 'water',
  'garden-tool-safety': 'safety',
  'stay-calm-near-bees': 'safety',
  'only-females-sting': 'safety',
  'no-honey-for-babies': 'safety',
  'water-for-bees': 'pollinators',
  'bee-hotels': 'activities',
  'avoid-pesticides': 'pests',
}

type Keywords = Record<Language, string[]>

const FACT_KEYWORDS: Record<string, Keywords> = {
  'honeybee-five-eyes': {
    en: ['eyes', 'how many eyes', 'bee eyes', 'see', 'ultraviolet'],
    es: ['ojos', 'cuántos ojos', 'ojos de abeja', 'ver', 'ultravioleta'],
  },
  'bee-three-body-parts': {
    en: ['body parts', 'legs', 'wings', 'how many legs', 'thorax', 'abdomen'],
    es: ['partes del cuerpo', 'patas', 'alas', 'cuántas patas', 'tórax', 'abdomen'],
  },
  'bee-antennae-smell': {
    en: ['antennae', 'smell', 'how do bees smell', 'taste with feet'],
    es: ['antenas', 'olfato', 'cómo huelen las abejas', 'saborear con las patas'],
  },
  'bee-wing-buzz': {
    en: ['buzz', 'buzzing', 'why do bees buzz', 'wings', 'flap'],
    es: ['zumbido', 'zumban', 'por qué zumban las abejas', 'alas', 'aleteo'],
  },
  'bee-pollen-baskets': {
    en: ['pollen basket', 'carry pollen', 'yellow legs', 'pollen balls'],
    es: ['cestillas de polen', 'llevar polen', 'patas amarillas', 'bolitas de polen'],
  },
  'drones-have-no-stinger': {
    en: ['drone', 'drones', 'male bee', 'boy bees'],
    es: ['zángano', 'zánganos', 'abeja macho', 'abejas macho'],
  },
  'only-females-sting': {
    en: ['stinger', 'why do bees sting', 'do all bees sting', 'female bees', 'can boy bees sting'],
    es: [
      'aguijón',
      'por qué pican las abejas',
      'pican todas las abejas',
      'abejas hembra',
      'pican los machos',
    ],
  },
  'bee-metamorphosis': {
    en: ['life cycle', 'baby bee', 'larva', 'pupa', 'egg', 'grow up'],
    es: ['ciclo de vida', 'abeja bebé', 'larva', 'pupa', 'huevo', 'crecer'],
  },
  'worker-bee-jobs': {
    en: ['worker bee', 'workers', 'jobs', 'what do bees do', 'how long do bees live'],
    es: ['obrera', 'obreras', 'trabajos', 'qué hacen las abejas', 'cuánto viven las abejas'],
  },
  'bumblebees-shiver-to-warm-up': {
    en: ['cold', 'warm up', 'shiver', 'fly in the cold', 'chilly'],
    es: ['frío', 'calentarse', 'tiritar', 'volar con frío'],
  },
  'drones-have-no-father': {
    en: ['father', 'dad', 'fertilized eggs', 'male or female'],
    es: ['padre', 'papá', 'huevos fecundados', 'macho o hembra'],
  },
  'how-bees-make-honey': {
    en: ['honey', 'make honey', 'how is honey made', 'nectar', 'honey made'],
    es: ['miel', 'hacer miel', 'cómo se hace la miel', 'néctar', 'fabrican miel'],
  },
  'queen-bee': {
    en: ['queen', 'queen bee', 'lay eggs', 'colony', 'how many bees in a hive'],
    es: ['reina', 'abeja reina', 'poner huevos', 'colonia', 'cuántas abejas hay en una colmena'],
  },
  'twelfth-teaspoon-of-honey': {
    en: ['how much honey', 'teaspoon', 'jar of honey', 'honey one bee makes'],
    es: ['cuánta miel', 'cucharadita', 'tarro de miel', 'miel que hace una abeja'],
  },
  'no-honey-for-babies': {
    en: ['baby', 'babies', 'honey for babies', 'infant', 'toddler'],
    es: ['bebé', 'bebés', 'miel para bebés', 'niño pequeño'],
  },
  'honeycomb-hexagons': {
    en: ['honeycomb', 'hexagon', 'wax', 'cells', 'six sides'],
    es: ['panal', 'hexágono', 'cera', 'celdas', 'seis lados'],
  },
  'waggle-dance': {
    en: ['dance', 'waggle dance', 'how do bees talk', 'communicate', 'tell other bees'],
    es: ['danza', 'baile', 'danza del meneo', 'cómo hablan las abejas', 'comunican'],
  },
  'honey-keeps-for-ages': {
    en: ['honey spoil', 'does honey go bad', 'old honey', 'expire'],
    es: ['miel se estropea', 'caduca la miel', 'miel vieja', 'se pone mala'],
  },
  'royal-jelly': {
    en: ['royal jelly', 'how does a bee become queen', 'new queen'],
    es: ['jalea real', 'cómo se hace reina una abeja', 'nueva reina'],
  },
  'propolis-bee-glue': {
    en: ['propolis', 'bee glue', 'resin', 'sticky'],
    es: ['propóleo', 'pegamento de abejas', 'resina', 'pegajoso'],
  },
  'hive-temperature': {
    en: ['hive temperature', 'hot hive', 'cool the hive', 'bees in winter', 'keep warm'],
    es: [
      'temperatura de la colmena',
      'colmena caliente',
      'enfriar la colmena',
      'abejas en invierno',
      'mantener el calor',
    ],
  },
  'honeybee-swarm': {
    en: ['swarm', 'swarming', 'lots of bees together', 'bee cloud'],
    es: ['enjambre', 'enjambrazón', 'muchas abejas juntas', 'nube de abejas'],
  },
  'what-is-pollination': {
    en: ['pollination', 'pollinate', 'what is pollination', 'seeds and fruit'],
    es: ['polinización', 'polinizar', 'qué es la polinización', 'semillas y frutos'],
  },
  'pollen-goes-for-a-ride': {
    en: ['pollen', 'fuzzy', 'hairy bee', 'pollen sticks'],
    es: ['polen', 'peluda', 'pelitos', 'se pega el polen'],
  },
  'nectar-and-pollen': {
    en: ['what do bees eat', 'bee food', 'nectar', 'pollen', 'why do bees visit flowers'],
    es: ['qué comen las abejas', 'comida de las abejas', 'néctar', 'polen', 'por qué visitan las flores'],
  },
  'bees-help-grow-food': {
    en: ['food', 'apples', 'why are bees important', 'fruit', 'almonds'],
    es: ['comida', 'manzanas', 'por qué son importantes las abejas', 'fruta', 'almendras'],
  },
  'nectar-guides': {
    en: ['nectar guides', 'patterns on flowers', 'landing strip', 'lines on petals'],
    es: ['guías de néctar', 'dibujos en las flores', 'pista de aterrizaje', 'rayas en los pétalos'],
  },
  'colors-bees-love': {
    en: ['colors', 'favorite color', 'blue flowers', 'purple flowers', 'can bees see red'],
    es: ['colores', 'color favorito', 'flores azules', 'flores moradas', 'ven el rojo las abejas'],
  },
  'other-pollinators': {
    en: ['other pollinators', 'pollinators', 'who else pollinates'],
    es: ['otros polinizadores', 'polinizadores', 'quién más poliniza'],
  },
  'short-and-long-tongues': {
    en: ['tongue', 'long tongue', 'drink nectar', 'straw'],
    es: ['lengua', 'lengua larga', 'beber néctar', 'pajita'],
  },
  'buzz-pollination': {
    en: ['buzz pollination', 'tomato flowers', 'shake pollen', 'vibrate'],
    es: ['polinización por zumbido', 'flores del tomate', 'sacudir el polen', 'vibrar'],
  },
  'strawberry-pollination': {
    en: ['small strawberries', 'lumpy strawberries', 'strawberry seeds', 'strawberry pollination'],
    es: ['fresas pequeñas', 'fresas deformes', 'semillas de la fresa', 'polinización de fresas'],
  },
  'apple-cross-pollination': {
    en: ['apple tree', 'apple trees', 'cross pollination', 'orchard'],
    es: ['manzano', 'manzanos', 'polinización cruzada', 'huerto de frutales'],
  },
  'twenty-thousand-bee-species': {
    en: ['how many kinds of bees', 'types of bees', 'species', 'bees in the world'],
    es: ['cuántos tipos de abejas', 'tipos de abejas', 'especies', 'abejas del mundo'],
  },
  bumblebees: {
    en: ['bumblebee', 'bumblebees', 'bumble bee', 'big fuzzy bee'],
    es: ['abejorro', 'abejorros', 'abeja grande y peluda'],
  },
  'most-bees-are-solitary': {
    en: ['solitary bees', 'bees that live alone', 'wild bees', 'no hive'],
    es: ['abejas solitarias', 'abejas que viven solas', 'abejas silvestres', 'sin colmena'],
  },
  'mason-bees': {
    en: ['mason bee', 'mason bees', 'mud', 'holes in wood'],
    es: ['abeja albañil', 'abejas albañiles', 'barro', 'agujeros en la madera'],
  },
  'leafcutter-bees': {
    en: ['leafcutter bee', 'leafcutter', 'circles cut in leaves', 'holes in rose leaves'],
    es: [
      'abeja cortadora de hojas',
      'cortadora de hojas',
      'círculos en las hojas',
      'agujeros en las hojas del rosal',
    ],
  },
  'carpenter-bees': {
    en: ['carpenter bee', 'carpenter bees', 'holes in wood', 'shiny black bee'],
    es: ['abeja carpintera', 'abejas carpinteras', 'agujeros en la madera', 'abeja negra brillante'],
  },
  'stingless-bees': {
    en: ['stingless bees', 'bees that do not sting', 'maya', 'tropical bees'],
    es: ['abejas sin aguijón', 'abejas que no pican', 'mayas', 'meliponas', 'abejas tropicales'],
  },
  'tiny-bees-and-giant-bees': {
    en: ['biggest bee', 'smallest bee', 'giant bee', 'tiny bee', 'how big are bees'],
    es: ['abeja más grande', 'abeja más pequeña', 'abeja gigante', 'abeja diminuta', 'tamaño de las abejas'],
  },
  'squash-bees': {
    en: ['squash bee', 'squash bees', 'pumpkin flowers', 'early morning bees'],
    es: ['abeja de la calabaza', 'abejas de la calabaza', 'flores de calabaza', 'abejas madrugadoras'],
  },
  'honeybees-came-to-the-americas': {
    en: ['where do honeybees come from', 'native bees', 'america', 'europe'],
    es: ['de dónde vienen las abejas', 'abejas nativas', 'américa', 'europa'],
  },
  'cuckoo-bees': {
    en: ['cuckoo bee', 'cuckoo bees', 'sneaky bees'],
    es: ['abeja cuco', 'abejas cuco', 'abejas astutas'],
  },
  'what-plants-need': {
    en: ['what do plants need', 'photosynthesis', 'how do plants grow', 'sunlight'],
    es: ['qué necesitan las plantas', 'fotosíntesis', 'cómo crecen las plantas', 'luz del sol'],
  },
  'a-seed-wakes-up': {
    en: ['seed', 'sprout', 'germination', 'how does a seed grow'],
    es: ['semilla', 'brotar', 'germinación', 'cómo crece una semilla'],
  },
  'earthworms-help': {
    en: ['earthworm', 'earthworms', 'worms', 'castings', 'are worms good'],
    es: ['lombriz', 'lombrices', 'gusanos', 'humus', 'son buenas las lombrices'],
  },
  sunflowers: {
    en: ['sunflower', 'sunflowers', 'follow the sun', 'tall flowers'],
    es: ['girasol', 'girasoles', 'siguen al sol', 'flores altas'],
  },
  'garden-tool-safety': {
    en: ['tools', 'tool safety', 'sharp tools', 'shovel', 'rake'],
    es: ['herramientas', 'herramientas con cuidado', 'herramientas afiladas', 'pala', 'rastrillo'],
  },
  'water-in-the-morning': {
    en: ['when to water', 'best time to water', 'morning', 'watering'],
    es: ['cuándo regar', 'mejor hora para regar', 'mañana', 'riego'],
  },
  'mulch-blanket': {
    en: ['mulch', 'straw', 'wood chips', 'keep soil moist', 'weeds'],
    es: ['acolchado', 'mantillo', 'paja', 'astillas', 'mantener la tierra húmeda'],
  },
  'making-compost': {
    en: ['compost', 'kitchen scraps', 'compost pile', 'what is compost'],
    es: ['compost', 'composta', 'restos de cocina', 'montón de compost', 'qué es el compost'],
  },
  'three-sisters': {
    en: ['three sisters', 'corn beans and squash', 'indigenous', 'milpa'],
    es: ['tres hermanas', 'maíz frijol y calabaza', 'indígenas', 'milpa'],
  },
  'male-and-female-squash-flowers': {
    en: ['male flowers', 'female flowers', 'no zucchini', 'squash flowers', 'hand pollinate'],
    es: ['flores macho', 'flores hembra', 'no salen calabacines', 'flores de calabaza', 'polinizar a mano'],
  },
  'soil-ph': {
    en: ['ph', 'acidic soil', 'alkaline', 'hydrangea', 'blueberries'],
    es: ['ph', 'suelo ácido', 'alcalino', 'hortensia', 'arándanos'],
  },
  'water-for-bees': {
    en: ['water for bees', 'bee bath', 'thirsty bees', 'do bees drink'],
    es: ['agua para las abejas', 'bebedero de abejas', 'abejas con sed', 'beben agua las abejas'],
  },
  'flowers-all-season': {
    en: ['all year flowers', 'bloom times', 'spring to fall', 'flowers all season'],
    es: ['flores todo el año', 'épocas de floración', 'de primavera a otoño', 'flores en cada estación'],
  },
  'stay-calm-near-bees': {
    en: ['scared of bees', 'bee near me', 'afraid', 'bee chasing me', 'swat'],
    es: ['miedo a las abejas', 'abeja cerca', 'me da miedo', 'me persigue una abeja', 'manotazo'],
  },
  'grow-native-plants': {
    en: ['native plants', 'local plants', 'wildflowers', 'native bees'],
    es: ['plantas nativas', 'plantas autóctonas', 'flores silvestres', 'abejas nativas'],
  },
  'avoid-pesticides': {
    en: ['pesticides', 'bug spray', 'insecticide', 'poison bugs', 'kill bugs'],
    es: ['pesticidas', 'insecticida', 'matar bichos', 'veneno para bichos', 'fumigar'],
  },
  'bee-hotels': {
    en: ['bee hotel', 'bee house', 'where to hang a bee hotel', 'solitary bee nest'],
    es: [
      'hotel para abejas',
      'casa para abejas',
      'dónde colgar el hotel de abejas',
      'nido de abejas solitarias',
    ],
  },
  'leave-bare-ground': {
    en: ['ground nesting bees', 'bees in the ground', 'holes in the ground', 'bare soil'],
    es: ['abejas que anidan en el suelo', 'abejas en la tierra', 'agujeros en el suelo', 'tierra desnuda'],
  },
  'why-bees-need-help': {
    en: ['help bees', 'save the bees', 'bees in danger', 'are bees dying', 'why are bees disappearing'],
    es: [
      'ayudar a las abejas',
      'salvar a las abejas',
      'abejas en peligro',
      'se mueren las abejas',
      'por qué desaparecen las abejas',
    ],
  },
  'leave-stems-and-leaves': {
    en: ['leave leaves', 'messy garden', 'hollow stems', 'fall cleanup'],
    es: ['dejar las hojas', 'jardín desordenado', 'tallos huecos', 'limpieza de otoño'],
  },
  'varroa-mites': {
    en: ['varroa', 'mite', 'mites', 'bee disease', 'sick bees'],
    es: ['varroa', 'ácaro', 'ácaros', 'enfermedad de las abejas', 'abejas enfermas'],
  },
  'rusty-patched-bumblebee': {
    en: ['endangered', 'rusty patched', 'extinct', 'endangered bee'],
    es: ['en peligro de extinción', 'parche oxidado', 'extinguido', 'abeja en peligro'],
  },
}

function toEntry(fact: SeedFact): KnowledgeEntry {
  return {
    id: fact.id,
    topic: TOPIC_OVERRIDES[fact.id] ?? CATEGORY_TOPICS[fact.category],
    keywords: FACT_KEYWORDS[fact.id] ?? { en: [], es: [] },
    title: fact.title,
    text: fact.content,
    ...(fact.funFact ? { funFact: fact.funFact } : {}),
    source: 'bee-facts',
  }
}

export const BEE_FACT_ENTRIES: KnowledgeEntry[] = BEE_FACTS.map(toEntry)
