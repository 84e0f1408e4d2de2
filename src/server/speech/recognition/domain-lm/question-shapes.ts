// The shapes of a family's longer garden questions ("how do i…", "when should we…", "why are my … leaves…", "is it
// safe for my kid to…", "can i grow … in …"), filled with the garden book's plants, places, symptoms and months, so
// the recogniser expects a long question's whole run of words and not only its first few. Our own wording, written
// from the question shapes alone, apart from the benchmark's questions (bench/), which it never sees.

const PLANTS: [plural: string, singular: string][] = [
  ['tomatoes', 'tomato'],
  ['sunflowers', 'sunflower'],
  ['carrots', 'carrot'],
  ['potatoes', 'potato'],
  ['strawberries', 'strawberry'],
  ['beans', 'bean'],
  ['peas', 'pea'],
  ['radishes', 'radish'],
  ['pumpkins', 'pumpkin'],
  ['cucumbers', 'cucumber'],
  ['peppers', 'pepper'],
  ['onions', 'onion'],
  ['roses', 'rose'],
  ['tulips', 'tulip'],
  ['daisies', 'daisy'],
  ['marigolds', 'marigold'],
  ['apples', 'apple'],
  ['blueberries', 'blueberry'],
  ['herbs', 'herb'],
  ['flowers', 'flower'],
  ['vegetables', 'vegetable'],
  ['seedlings', 'seedling'],
  ['plants', 'plant'],
  ['trees', 'tree'],
  ['cabbages', 'cabbage'],
  ['squashes', 'squash'],
]
/** Plants named without a plural ("my basil", "the lettuce"). */
const MASS_PLANTS = ['basil', 'mint', 'lettuce', 'garlic', 'lavender', 'spinach', 'corn', 'grass', 'zucchini']

const PARTS = ['leaves', 'stems', 'flowers', 'roots', 'fruit', 'seeds']
const SYMPTOMS = [
  'going yellow',
  'turning brown',
  'going brown',
  'drooping',
  'wilting',
  'curling up',
  'falling off',
  'getting holes in them',
  'covered in spots',
  'all floppy',
  'dry and crispy',
  'sticky',
  'white',
]
const PLACES = [
  'in a pot',
  'in pots',
  'on the balcony',
  'on the windowsill',
  'in the shade',
  'in the sun',
  'inside',
  'in the house',
  'in the backyard',
  'in the garden',
  'at school',
  'in a box',
  'in a jar',
]
const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
  'spring',
  'summer',
  'autumn',
  'the fall',
  'the winter',
]
/** What a family does to a plant, after "how do i…" or "when should we…". */
const CARE = [
  'water',
  'feed',
  'plant',
  'pick',
  'cut back',
  'move',
  'repot',
  'grow',
  'look after',
  'take care of',
  'protect',
]
const PESTS = ['aphids', 'slugs', 'snails', 'caterpillars', 'bugs', 'ants', 'birds', 'squirrels', 'rabbits']
/** What a child might do, after "is it safe for my kid to…". */
const CHILD_ACTS = [
  'eat the berries',
  'eat the flowers',
  'touch the bees',
  'hold a worm',
  'pick up a spider',
  'dig in the dirt',
  'play in the garden',
  'eat a leaf',
  'touch the plants',
  'drink from the hose',
  'use the scissors',
  'eat the fruit from our tree',
  'play with the compost',
]
const ASKERS = [
  'my kid',
  'my son',
  'my daughter',
  'my child',
  'the kids',
  'my little brother',
  'my little sister',
]

function withSubjects(frames: readonly string[], fill: (frame: string) => string[]): string[] {
  return frames.flatMap(fill)
}

/** Every sentence of the shapes, lower case and plain (a few thousand). */
export function questionShapes(): string[] {
  const sentences: string[] = []
  const singulars = [...PLANTS.map(([, s]) => s), ...MASS_PLANTS]
  const plurals = [...PLANTS.map(([p]) => p), ...MASS_PLANTS]
  for (const p of plurals) {
    for (const care of CARE)
      sentences.push(
        `how do i ${care} my ${p}`,
        `how should i ${care} the ${p}`,
        `when should we ${care} the ${p}`,
        `when should i ${care} my ${p}`,
        `how often should i ${care} my ${p}`,
        `is it too late to ${care} ${p}`,
      )
    for (const place of PLACES)
      sentences.push(`can i grow ${p} ${place}`, `do ${p} grow ${place}`, `will ${p} grow ${place}`)
    for (const month of MONTHS)
      sentences.push(`can i plant ${p} in ${month}`, `what do i do with my ${p} in ${month}`)
    for (const pest of PESTS)
      sentences.push(
        `how do i keep ${pest} off my ${p}`,
        `what can i do about ${pest} on my ${p}`,
        `why are ${pest} eating my ${p}`,
      )
    sentences.push(
      `how long does it take for ${p} to grow`,
      `how much sun do ${p} need`,
      `how much water do my ${p} need`,
      `why are my ${p} not growing`,
      `why did my ${p} die`,
      `when are my ${p} ready to pick`,
      `what should i plant next to my ${p}`,
    )
  }
  for (const s of singulars) {
    for (const part of PARTS)
      for (const symptom of SYMPTOMS) sentences.push(`why are my ${s} ${part} ${symptom}`)
    sentences.push(`how big does a ${s} plant get`, `does a ${s} plant need a lot of water`)
  }
  sentences.push(
    ...withSubjects(ASKERS, (who) => CHILD_ACTS.map((act) => `is it safe for ${who} to ${act}`)),
    ...withSubjects(ASKERS, (who) => CHILD_ACTS.map((act) => `is it ok for ${who} to ${act}`)),
    ...withSubjects(ASKERS, (who) => CHILD_ACTS.map((act) => `can ${who} ${act}`)),
  )
  return sentences
}
