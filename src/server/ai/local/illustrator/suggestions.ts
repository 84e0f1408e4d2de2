// Close things the illustrator can draw, offered when a prompt names something it cannot ("dinosaur" → a turtle).
import { LEXICON } from './lexicon'

type Language = 'en' | 'es'

/** Things children often ask for that have no drawing, and the nearest things that do. */
const NEAR: { words: string[]; en: string[]; es: string[] }[] = [
  {
    words: [
      'dinosaur',
      'dinosaurs',
      'dinosaurio',
      'dinosaurios',
      'dino',
      'lizard',
      'lagartija',
      'lagarto',
      'iguana',
      'crocodile',
      'cocodrilo',
      'snake',
      'serpiente',
      'culebra',
    ],
    en: ['a turtle', 'a frog'],
    es: ['una tortuga', 'una rana'],
  },
  {
    words: [
      'unicorn',
      'unicornio',
      'horse',
      'caballo',
      'pony',
      'poni',
      'cow',
      'vaca',
      'sheep',
      'oveja',
      'goat',
      'cabra',
      'pig',
      'cerdo',
      'fox',
      'zorro',
      'deer',
      'ciervo',
      'bear',
      'oso',
    ],
    en: ['a rabbit', 'a dog', 'a cat'],
    es: ['un conejo', 'un perro', 'un gato'],
  },
  {
    words: ['dragon', 'dragones', 'fairy', 'hada', 'hadas', 'angel'],
    en: ['a dragonfly', 'a butterfly'],
    es: ['una libélula', 'una mariposa'],
  },
  {
    words: ['robot', 'robots', 'monster', 'monstruo', 'alien', 'extraterrestre', 'ghost', 'fantasma'],
    en: ['a scarecrow', 'a gardener'],
    es: ['un espantapájaros', 'un jardinero'],
  },
  {
    words: [
      'spaceship',
      'rocket',
      'cohete',
      'nave',
      'plane',
      'airplane',
      'avion',
      'balloon',
      'globo',
      'helicopter',
      'helicoptero',
    ],
    en: ['a kite', 'a rainbow'],
    es: ['una cometa', 'un arcoíris'],
  },
  {
    words: [
      'castle',
      'castillo',
      'house',
      'casa',
      'home',
      'palace',
      'palacio',
      'barn',
      'granero',
      'tent',
      'tienda',
      'treehouse',
    ],
    en: ['a shed', 'a greenhouse', 'a bird house'],
    es: ['un cobertizo', 'un invernadero', 'una casita para pájaros'],
  },
  {
    words: [
      'car',
      'coche',
      'carro',
      'auto',
      'truck',
      'camion',
      'tractor',
      'bike',
      'bicycle',
      'bicicleta',
      'train',
      'tren',
    ],
    en: ['a wheelbarrow', 'a ball'],
    es: ['una carretilla', 'una pelota'],
  },
  {
    words: [
      'wasp',
      'avispa',
      'fly',
      'mosca',
      'mosquito',
      'beetle',
      'escarabajo',
      'grasshopper',
      'saltamontes',
      'cricket',
      'grillo',
      'firefly',
      'luciernaga',
      'moth',
      'polilla',
    ],
    en: ['a bee', 'a ladybug', 'a dragonfly'],
    es: ['una abeja', 'una mariquita', 'una libélula'],
  },
  {
    words: [
      'eagle',
      'aguila',
      'parrot',
      'loro',
      'penguin',
      'pinguino',
      'swan',
      'cisne',
      'flamingo',
      'flamenco',
      'peacock',
      'pavo',
      'crow',
      'cuervo',
      'pigeon',
      'paloma',
    ],
    en: ['a bird', 'a robin', 'an owl'],
    es: ['un pájaro', 'un petirrojo', 'un búho'],
  },
  {
    words: [
      'princess',
      'princesa',
      'prince',
      'principe',
      'king',
      'rey',
      'queen',
      'reina',
      'pirate',
      'pirata',
      'superhero',
      'superheroe',
      'doctor',
      'doctora',
      'friend',
    ],
    en: ['a child', 'a gardener', 'a family'],
    es: ['un niño', 'un jardinero', 'una familia'],
  },
  {
    words: ['mushroom', 'mushrooms', 'seta', 'setas', 'hongo', 'hongos', 'champinon'],
    en: ['a fern', 'a snail'],
    es: ['un helecho', 'un caracol'],
  },
  {
    words: [
      'banana',
      'platano',
      'pineapple',
      'pina',
      'mango',
      'peach',
      'melocoton',
      'durazno',
      'plum',
      'ciruela',
      'kiwi',
      'coconut',
      'coco',
    ],
    en: ['apples', 'a watermelon', 'strawberries'],
    es: ['manzanas', 'una sandía', 'fresas'],
  },
  {
    words: ['river', 'rio', 'waterfall', 'cascada', 'fountain', 'fuente', 'lake'],
    en: ['a pond', 'a bird bath'],
    es: ['un estanque', 'un bebedero de pájaros'],
  },
  {
    words: ['mountain', 'mountains', 'montana', 'montanas', 'volcano', 'volcan', 'hill', 'colina'],
    en: ['a forest edge', 'a desert garden'],
    es: ['el borde del bosque', 'un jardín del desierto'],
  },
]

const DEFAULTS: Record<Language, string[]> = {
  en: ['a bee house', 'a frog', 'a rainbow'],
  es: ['una casita de abejas', 'una rana', 'un arcoíris'],
}

/** Levenshtein distance, stopping early once it is over `limit`. */
function distance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i)
  for (let i = 1; i <= a.length; i++) {
    const current = [i]
    let best = i
    for (let j = 1; j <= b.length; j++) {
      const value = Math.min(
        previous[j]! + 1,
        current[j - 1]! + 1,
        previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1),
      )
      current.push(value)
      best = Math.min(best, value)
    }
    if (best > limit) return limit + 1
    previous = current
  }
  return previous[b.length]!
}

/** A drawable word spelled almost like this one ("sunflwer" → "sunflower"), or undefined. */
function nearSpelling(word: string): string | undefined {
  if (word.length < 4) return undefined
  const limit = word.length < 7 ? 1 : 2
  let best: { key: string; d: number } | undefined
  for (const [key, meaning] of LEXICON) {
    if (
      meaning.type === 'word' ||
      meaning.type === 'filler' ||
      meaning.type === 'and' ||
      meaning.type === 'prep'
    )
      continue
    if (meaning.type === 'count' || meaning.type === 'colour' || meaning.type === 'negation') continue
    const d = distance(word, key, limit)
    if (d <= limit && (!best || d < best.d)) best = { key, d }
  }
  return best?.key
}

/** Up to three drawable things close to the words the illustrator could not draw, in the child's language. */
export function suggestDrawable(notDrawn: string[], language: Language): string[] {
  if (notDrawn.length === 0) return []
  const out: string[] = []
  for (const word of notDrawn) {
    // A known ask ("castillo") beats a near spelling ("rastrillo"), which is for typing slips.
    const near = NEAR.find((entry) => entry.words.includes(word))
    const spelled = near ? undefined : nearSpelling(word)
    if (near) out.push(...near[language])
    if (spelled) out.push(spelled)
  }
  const unique = [...new Set(out)]
  return (unique.length > 0 ? unique : DEFAULTS[language]).slice(0, 3)
}
