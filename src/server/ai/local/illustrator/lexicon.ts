// English and Spanish garden words (accents stripped, lower case) and what each means for a picture.
import { SETTINGS, type Setting } from './art/settings'
import type { Subject } from './art/subjects'
import type { Colour, CreatureKind, FlowerKind, TreeKind, VegetableKind } from './scene'
import { THINGS } from './things'

export type SceneFeature =
  | 'sun'
  | 'moon'
  | 'stars'
  | 'night'
  | 'sunset'
  | 'day'
  | 'clouds'
  | 'rain'
  | 'rainbow'
  | 'hive'
  | 'pond'
  | 'fence'
  | 'garden'
  | 'vegetable-garden'
  | 'snow'
  | 'wind'
  | 'storm'
  | 'sunrise'

/** Where one thing goes relative to another ("a hive under the apple tree"). */
export type Relation = 'next-to' | 'on' | 'under' | 'in-front-of' | 'behind'

export type NounMeaning =
  | {
      type: 'flower'
      kind: FlowerKind
      plural: boolean
      alsoColour?: Colour
      name?: string
      natural?: Colour
    }
  | { type: 'creature'; kind: CreatureKind; plural: boolean; name?: string }
  | { type: 'thing'; id: string; plural: boolean }
  | { type: 'setting'; setting: Setting; plural: boolean }
  | { type: 'vegetable'; kind: VegetableKind; plural: boolean }
  | { type: 'tree'; kind: TreeKind; plural: boolean }
  | { type: 'feature'; feature: SceneFeature; plural: boolean }

export type Meaning =
  | NounMeaning
  | { type: 'colour'; colour: Colour }
  | { type: 'count'; value: number }
  /** Joins a list ("and", "y", a comma): a colour list may continue across it, nothing else does. */
  | { type: 'and' }
  /** Starts a new phrase ("with", "under", "con", "bajo"): counts and colours never carry across it. */
  | { type: 'prep'; relation?: Relation }
  | { type: 'negation' }
  /** A fact's subject drawn close up for Visualize ("three body parts", "life in the hive"). */
  | { type: 'subject'; subject: Subject }
  /** Words that sit between a count or colour and its noun without changing anything ("of", "de", "the"). */
  | { type: 'filler' }
  | { type: 'word' }

export const LEXICON = new Map<string, Meaning>()

function add(words: readonly string[], meaning: Meaning): void {
  for (const word of words) LEXICON.set(word, meaning)
}

function flower(kind: FlowerKind, singular: string[], plural: string[]): void {
  add(singular, { type: 'flower', kind, plural: false })
  add(plural, { type: 'flower', kind, plural: true })
}

function creature(kind: CreatureKind, singular: string[], plural: string[]): void {
  add(singular, { type: 'creature', kind, plural: false })
  add(plural, { type: 'creature', kind, plural: true })
}

function vegetable(kind: VegetableKind, singular: string[], plural: string[]): void {
  add(singular, { type: 'vegetable', kind, plural: false })
  add(plural, { type: 'vegetable', kind, plural: true })
}

function tree(kind: TreeKind, singular: string[], plural: string[]): void {
  add(singular, { type: 'tree', kind, plural: false })
  add(plural, { type: 'tree', kind, plural: true })
}

function feature(name: SceneFeature, singular: string[], plural: string[] = []): void {
  add(singular, { type: 'feature', feature: name, plural: false })
  add(plural, { type: 'feature', feature: name, plural: true })
}

flower('sunflower', ['sunflower', 'sun flower', 'girasol'], ['sunflowers', 'sun flowers', 'girasoles'])
flower('rose', ['rose'], ['roses'])
// "rosa" is both the flower and the colour pink; the parser decides from the words around it.
add(['rosa'], { type: 'flower', kind: 'rose', plural: false, alsoColour: 'pink' })
add(['rosas'], { type: 'flower', kind: 'rose', plural: true, alsoColour: 'pink' })
flower('tulip', ['tulip', 'tulipan'], ['tulips', 'tulipanes'])
flower('daisy', ['daisy', 'margarita'], ['daisies', 'daisys', 'margaritas'])
flower('lavender', ['lavender', 'lavanda', 'espliego'], ['lavenders', 'lavandas'])
flower('poppy', ['poppy', 'amapola'], ['poppies', 'poppys', 'amapolas'])
flower(
  'flower',
  ['flower', 'blossom', 'bloom', 'flor', 'florecita'],
  ['flowers', 'blossoms', 'blooms', 'flores', 'florecitas', 'floral'],
)

creature(
  'bee',
  ['bee', 'honey bee', 'honeybee', 'abeja', 'abejita', 'abeja melifera'],
  ['bees', 'honey bees', 'honeybees', 'abejas', 'abejitas', 'abejas meliferas'],
)
creature('bumblebee', ['bumblebee', 'bumble bee', 'abejorro'], ['bumblebees', 'bumble bees', 'abejorros'])
creature('butterfly', ['butterfly', 'mariposa'], ['butterflies', 'mariposas'])
creature(
  'ladybug',
  ['ladybug', 'ladybird', 'lady bug', 'mariquita', 'catarina'],
  ['ladybugs', 'ladybirds', 'lady bugs', 'mariquitas', 'catarinas'],
)
creature(
  'hummingbird',
  ['hummingbird', 'humming bird', 'colibri', 'picaflor'],
  ['hummingbirds', 'humming birds', 'colibris', 'colibries', 'picaflores'],
)

vegetable('tomato', ['tomato', 'tomate', 'jitomate'], ['tomatoes', 'tomatos', 'tomates', 'jitomates'])
vegetable('carrot', ['carrot', 'zanahoria'], ['carrots', 'zanahorias'])
vegetable('pumpkin', ['pumpkin', 'calabaza'], ['pumpkins', 'calabazas'])
vegetable('lettuce', ['lettuce', 'lechuga'], ['lettuces', 'lechugas'])
vegetable(
  'pea',
  ['pea', 'pea pod', 'guisante', 'chicharo', 'arveja'],
  ['peas', 'pea pods', 'guisantes', 'chicharos', 'arvejas'],
)

tree(
  'apple-tree',
  ['apple tree', 'manzano', 'arbol de manzanas', 'arbol de manzana'],
  ['apple trees', 'manzanos', 'arboles de manzanas', 'arboles de manzana'],
)
tree('tree', ['tree', 'arbol', 'arbolito'], ['trees', 'arboles', 'arbolitos', 'woods', 'bosque'])

feature('sun', ['sun', 'sunny', 'sunshine', 'sol', 'soleado', 'soleada'])
feature('moon', ['moon', 'moonlight', 'luna'])
feature('stars', ['star', 'estrella'], ['stars', 'starry', 'estrellas', 'estrellado', 'estrellada'])
feature('night', [
  'night',
  'nighttime',
  'night time',
  'midnight',
  'noche',
  'medianoche',
  'nocturno',
  'nocturna',
])
feature('sunset', ['sunset', 'dusk', 'evening', 'atardecer', 'anochecer', 'puesta de sol'])
feature('sunrise', ['sunrise', 'dawn', 'amanecer', 'alba', 'salida del sol'])
feature(
  'snow',
  ['snow', 'snowy', 'snowing', 'snowflake', 'winter', 'nieve', 'nevando', 'nevado', 'nevada', 'invierno'],
  ['snowflakes', 'copos'],
)
feature('wind', ['wind', 'windy', 'breeze', 'viento', 'ventoso', 'brisa'])
feature(
  'storm',
  ['storm', 'thunderstorm', 'thunder', 'lightning', 'tormenta', 'trueno', 'rayo', 'relampago', 'tempestad'],
  ['storms', 'tormentas'],
)
feature('day', ['day', 'daytime', 'dia', 'morning'])
feature('clouds', ['cloud', 'nube'], ['clouds', 'cloudy', 'nubes', 'nublado', 'nublada', 'nuboso'])
feature('rain', [
  'rain',
  'raining',
  'rainy',
  'rainfall',
  'drizzle',
  'lluvia',
  'lloviendo',
  'llueve',
  'lluvioso',
  'lluviosa',
  'llovizna',
])
feature('rainbow', ['rainbow', 'arcoiris', 'arco iris'], ['rainbows'])
feature(
  'hive',
  ['hive', 'beehive', 'bee hive', 'colmena', 'panal'],
  ['hives', 'beehives', 'colmenas', 'panales'],
)
feature('pond', ['pond', 'pool', 'lake', 'estanque', 'charca', 'lago', 'laguna'], ['ponds', 'estanques'])
feature('fence', ['fence', 'picket fence', 'valla', 'verja'], ['fences', 'vallas', 'verjas'])
feature(
  'garden',
  ['garden', 'yard', 'backyard', 'jardin', 'patio', 'park', 'parque'],
  ['gardens', 'jardines'],
)
feature('vegetable-garden', ['vegetables', 'veggies', 'verduras', 'hortalizas'])

const SETTING_WORDS: Record<Setting, string[]> = {
  meadow: ['meadow', 'field', 'lawn', 'pradera', 'prado', 'campo', 'cesped', 'pasto'],
  balcony: ['balcony', 'terrace', 'balcony garden', 'balcon', 'terraza'],
  'school-garden': [
    'school garden',
    'school',
    'schoolyard',
    'huerto escolar',
    'jardin escolar',
    'escuela',
    'colegio',
    'cole',
  ],
  'vegetable-patch': [
    'vegetable patch',
    'vegetable garden',
    'veggie garden',
    'veggie patch',
    'allotment',
    'huerto',
    'huerta',
    'huertito',
  ],
  'forest-edge': [
    'forest edge',
    'edge of the forest',
    'edge of a forest',
    'forest',
    'woodland',
    'borde del bosque',
    'orilla del bosque',
    'linde del bosque',
  ],
  'desert-garden': ['desert garden', 'desert', 'jardin del desierto', 'desierto', 'jardin desertico'],
  'beach-garden': [
    'beach garden',
    'beach',
    'seaside',
    'seashore',
    'jardin de playa',
    'playa',
    'costa',
    'orilla del mar',
    'mar',
    'sea',
  ],
}
for (const setting of SETTINGS) add(SETTING_WORDS[setting], { type: 'setting', setting, plural: false })

for (const [id, thing] of Object.entries(THINGS)) {
  add(thing.singular, { type: 'thing', id, plural: false })
  add(thing.plural, { type: 'thing', id, plural: true })
}

/** More garden flowers, each drawn as the closest flower shape in its natural colour. */
const MORE_FLOWERS: [string, FlowerKind, Colour, string[], string[]][] = [
  ['lily', 'tulip', 'white', ['lily', 'lirio', 'azucena', 'lis'], ['lilies', 'lirios', 'azucenas']],
  [
    'water-lily',
    'flower',
    'pink',
    ['water lily', 'lily pad', 'lotus', 'nenufar', 'loto'],
    ['water lilies', 'lily pads', 'nenufares'],
  ],
  ['iris', 'tulip', 'blue', ['iris'], ['irises']],
  [
    'marigold',
    'daisy',
    'orange',
    ['marigold', 'calendula', 'cempasuchil', 'clavelon'],
    ['marigolds', 'calendulas'],
  ],
  ['dahlia', 'rose', 'pink', ['dahlia', 'dalia'], ['dahlias', 'dalias']],
  ['pansy', 'flower', 'purple', ['pansy', 'pensamiento', 'viola'], ['pansies', 'pensamientos']],
  ['peony', 'rose', 'pink', ['peony', 'peonia'], ['peonies', 'peonias']],
  ['orchid', 'flower', 'purple', ['orchid', 'orquidea'], ['orchids', 'orquideas']],
  ['hydrangea', 'lavender', 'blue', ['hydrangea', 'hortensia'], ['hydrangeas', 'hortensias']],
  [
    'bluebell',
    'lavender',
    'blue',
    ['bluebell', 'campanilla', 'campanula', 'jacinto', 'hyacinth'],
    ['bluebells', 'campanillas', 'campanulas', 'jacintos', 'hyacinths'],
  ],
  ['cosmos', 'daisy', 'pink', ['cosmos', 'cosmo'], ['cosmoses']],
  ['zinnia', 'daisy', 'red', ['zinnia', 'cinia'], ['zinnias', 'cinias']],
  ['clover', 'flower', 'white', ['clover', 'trebol'], ['clovers', 'treboles']],
  ['dandelion', 'daisy', 'yellow', ['dandelion', 'diente de leon'], ['dandelions', 'dientes de leon']],
  ['forget-me-not', 'flower', 'blue', ['forget me not', 'nomeolvides', 'no me olvides'], ['forget me nots']],
  ['snapdragon', 'lavender', 'pink', ['snapdragon', 'boca de dragon'], ['snapdragons', 'bocas de dragon']],
  ['chrysanthemum', 'daisy', 'yellow', ['chrysanthemum', 'crisantemo'], ['chrysanthemums', 'crisantemos']],
  ['hibiscus', 'poppy', 'red', ['hibiscus', 'hibisco', 'cayena'], ['hibiscuses', 'hibiscos']],
  ['daffodil', 'tulip', 'yellow', ['daffodil', 'narcissus', 'narciso'], ['daffodils', 'narcisos']],
  ['foxglove', 'lavender', 'pink', ['foxglove', 'dedalera'], ['foxgloves', 'dedaleras']],
  ['carnation', 'rose', 'red', ['carnation', 'clavel'], ['carnations', 'claveles']],
  ['geranium', 'flower', 'red', ['geranium', 'geranio', 'malvon'], ['geraniums', 'geranios', 'malvones']],
  ['petunia', 'flower', 'purple', ['petunia'], ['petunias']],
  ['jasmine', 'flower', 'white', ['jasmine', 'jazmin'], ['jazmines']],
  ['aster', 'daisy', 'purple', ['aster'], ['asters']],
  ['camellia', 'rose', 'pink', ['camellia', 'camelia'], ['camellias', 'camelias']],
  ['gardenia', 'rose', 'white', ['gardenia'], ['gardenias']],
  ['cornflower', 'daisy', 'blue', ['cornflower', 'aciano'], ['cornflowers', 'acianos']],
  ['hollyhock', 'lavender', 'pink', ['hollyhock', 'malva', 'malvarrosa'], ['hollyhocks', 'malvas']],
  ['wildflower', 'flower', 'pink', ['wildflower', 'flor silvestre'], ['wildflowers', 'flores silvestres']],
]
for (const [name, kind, natural, singular, plural] of MORE_FLOWERS) {
  add(singular, { type: 'flower', kind, plural: false, name, natural })
  add(plural, { type: 'flower', kind, plural: true, name, natural })
}
add(['mason bee', 'abeja albanil', 'abeja solitaria', 'solitary bee', 'osmia'], {
  type: 'creature',
  kind: 'bee',
  plural: false,
  name: 'mason-bee',
})
add(['mason bees', 'abejas albaniles', 'abejas solitarias', 'solitary bees'], {
  type: 'creature',
  kind: 'bee',
  plural: true,
  name: 'mason-bee',
})
add(['carpenter bee', 'abeja carpintera', 'abejorro carpintero'], {
  type: 'creature',
  kind: 'bumblebee',
  plural: false,
  name: 'carpenter-bee',
})
add(['carpenter bees', 'abejas carpinteras'], {
  type: 'creature',
  kind: 'bumblebee',
  plural: true,
  name: 'carpenter-bee',
})

const COLOUR_WORDS: Record<Colour, string[]> = {
  red: ['red', 'scarlet', 'rojo', 'roja', 'rojos', 'rojas', 'escarlata'],
  yellow: [
    'yellow',
    'golden',
    'amarillo',
    'amarilla',
    'amarillos',
    'amarillas',
    'dorado',
    'dorada',
    'dorados',
    'doradas',
  ],
  blue: ['blue', 'azul', 'azules', 'celeste', 'celestes'],
  purple: [
    'purple',
    'violet',
    'lilac',
    'morado',
    'morada',
    'morados',
    'moradas',
    'violeta',
    'violetas',
    'lila',
    'lilas',
    'purpura',
  ],
  pink: ['pink', 'rosado', 'rosada', 'rosados', 'rosadas', 'fucsia'],
  white: ['white', 'blanco', 'blanca', 'blancos', 'blancas'],
  green: ['green', 'verde', 'verdes'],
  orange: ['orange', 'naranja', 'naranjas', 'anaranjado', 'anaranjada', 'anaranjados', 'anaranjadas'],
}
for (const [colour, words] of Object.entries(COLOUR_WORDS))
  add(words, { type: 'colour', colour: colour as Colour })

const NUMBER_WORDS: [number, string[]][] = [
  [0, ['zero', 'cero']],
  [1, ['one', 'un', 'uno', 'una', 'single']],
  [2, ['two', 'dos', 'couple', 'pair', 'par', 'both', 'ambos', 'ambas']],
  [3, ['three', 'tres', 'few', 'a few']],
  [4, ['four', 'cuatro', 'several', 'varios', 'varias']],
  [5, ['five', 'cinco']],
  [6, ['six', 'seis', 'half a dozen', 'half dozen', 'media docena']],
  [7, ['seven', 'siete']],
  [8, ['eight', 'ocho', 'many', 'lots', 'lot', 'plenty', 'muchos', 'muchas', 'monton', 'montones']],
  [9, ['nine', 'nueve']],
  [10, ['ten', 'diez']],
  [11, ['eleven', 'once']],
  [12, ['twelve', 'doce', 'dozen', 'docena']],
]
for (const [value, words] of NUMBER_WORDS) add(words, { type: 'count', value })

// Linking verbs behave like "and" so "the roses are red" / "las rosas son rojas" still colour the roses.
add(
  [
    'and',
    'y',
    'e',
    '&',
    ',',
    'plus',
    'or',
    'o',
    'also',
    'tambien',
    'as well as',
    'is',
    'are',
    'es',
    'son',
    'esta',
    'estan',
  ],
  { type: 'and' },
)
add(
  [
    'with',
    'con',
    'under',
    'underneath',
    'beneath',
    'below',
    'bajo',
    'debajo',
    'in',
    'en',
    'on',
    'sobre',
    'near',
    'cerca',
    'at',
    'by',
    'beside',
    'around',
    'alrededor',
    'over',
    'above',
    'encima',
    'behind',
    'detras',
    'between',
    'entre',
    'next',
    'junto',
    'among',
    'from',
    'desde',
    'through',
    'por',
    'for',
    'para',
    'full',
    'lleno',
    'llena',
    'hay',
    'there',
  ],
  { type: 'prep' },
)
const RELATION_WORDS: Record<Relation, string[]> = {
  'next-to': [
    'next to',
    'beside',
    'by',
    'near',
    'junto a',
    'junto al',
    'junto',
    'al lado de',
    'al lado del',
    'cerca de',
    'cerca del',
  ],
  on: ['on', 'on top of', 'sobre', 'encima de', 'encima del', 'upon'],
  under: ['under', 'underneath', 'beneath', 'below', 'bajo', 'debajo de', 'debajo del', 'abajo de'],
  'in-front-of': [
    'in front of',
    'delante de',
    'delante del',
    'frente a',
    'frente al',
    'enfrente de',
    'enfrente del',
  ],
  behind: ['behind', 'detras de', 'detras del', 'tras'],
}
for (const [relation, words] of Object.entries(RELATION_WORDS))
  add(words, { type: 'prep', relation: relation as Relation })
add(['no', 'not', 'without', 'sin', 'ni', 'never', 'nunca'], { type: 'negation' })
add(
  [
    'the',
    'a',
    'an',
    'el',
    'la',
    'los',
    'las',
    'lo',
    'of',
    'de',
    'del',
    'al',
    'my',
    'our',
    'mi',
    'mis',
    'nuestro',
    'nuestra',
    'this',
    'that',
    'este',
    'color',
    'colour',
    'colored',
    'coloured',
    'colores',
    'some',
    'unos',
    'unas',
    'algunos',
    'algunas',
    'little',
    'big',
    'small',
    'tiny',
    'pretty',
    'beautiful',
    'grandes',
    'pequenos',
    'pequenas',
    'bonitos',
    'bonitas',
    'lindos',
    'lindas',
    'muy',
    'very',
  ],
  { type: 'filler' },
)

/** The longest phrase in the lexicon, in words; the tokenizer tries longer matches first. */
export const LONGEST_PHRASE = Math.max(...[...LEXICON.keys()].map((key) => key.split(' ').length))

/** Words that ask for a close-up of a fact's subject rather than a garden. */
const SUBJECT_WORDS: Record<Subject, string[]> = {
  'bee-anatomy': [
    'body parts',
    'body part',
    'three body parts',
    'anatomy',
    'antenna',
    'antennae',
    'five eyes',
    'stinger',
    'stingers',
    'tongue',
    'tongues',
    'thorax',
    'abdomen',
    'pollen baskets',
    'pollen basket',
    'partes del cuerpo',
    'parte del cuerpo',
    'anatomia',
    'antenas',
    'antena',
    'cinco ojos',
    'aguijon',
    'aguijones',
    'lengua',
    'lenguas',
    'torax',
    'abdomen',
    'cestillas de polen',
    'cestilla de polen',
    'cestillas',
  ],
  'hive-inside': [
    'life in the hive',
    'inside the hive',
    'inside a hive',
    'honeycomb',
    'cells',
    'six sided cells',
    'queen bee',
    'drone',
    'drones',
    'larva',
    'larvae',
    'royal jelly',
    'vida en la colmena',
    'dentro de la colmena',
    'celdas',
    'celdas de seis lados',
    'abeja reina',
    'zangano',
    'zanganos',
    'larvas',
    'jalea real',
  ],
  pollination: [
    'pollination',
    'pollinate',
    'pollinating',
    'pollinator',
    'pollinators',
    'pollen',
    'nectar',
    'landing strips',
    'flower to honey',
    'polinizacion',
    'polinizar',
    'polinizadores',
    'polinizador',
    'polen',
    'pistas de aterrizaje',
    'de la flor a la miel',
  ],
  honey: ['honey', 'honey jar', 'miel', 'tarro de miel', 'make honey', 'hacen miel'],
}
for (const [subject, words] of Object.entries(SUBJECT_WORDS))
  add(words, { type: 'subject', subject: subject as Subject })
