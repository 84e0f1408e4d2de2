// Words of the garden itself (plants, pests, bees), taken from the benign corpus's slot lists: a reading that
// names them needs more certainty before the model calls it harmful, since most such messages are garden questions.
import { foldText } from '../normalize'
import { BENIGN_SLOTS_EN, BENIGN_SLOTS_ES } from './corpus-benign'
import { EVERYDAY_SLOTS_EN, EVERYDAY_SLOTS_ES } from './corpus-everyday'

// Tools are left out: a knife or a saw in a sentence about hurting someone must not make the model more lenient.
const GARDEN_SLOTS = ['pest', 'plant', 'toxicPlant', 'bee', 'plaga', 'planta', 'toxica', 'bicho']
const EVERYDAY_GARDEN_SLOTS = ['thing', 'cosa']
// Words that stand for more than the garden ("pot", "weed") or are too short to say much.
const NOT_GARDEN = new Set([
  'pot',
  'weed',
  'weeds',
  'hierba',
  'hierbas',
  'some',
  'the',
  'los',
  'las',
  'del',
  'for',
  'con',
])

function wordsOf(slots: Readonly<Record<string, readonly string[]>>, names: readonly string[]): string[] {
  return names.flatMap((name) => (slots[name] ?? []).flatMap((value) => foldText(value).split(/[^\p{L}]+/u)))
}

export const GARDEN_WORDS: ReadonlySet<string> = new Set(
  [
    ...wordsOf(BENIGN_SLOTS_EN, GARDEN_SLOTS),
    ...wordsOf(BENIGN_SLOTS_ES, GARDEN_SLOTS),
    ...wordsOf(EVERYDAY_SLOTS_EN, EVERYDAY_GARDEN_SLOTS),
    ...wordsOf(EVERYDAY_SLOTS_ES, EVERYDAY_GARDEN_SLOTS),
  ].filter((word) => word.length >= 4 && !NOT_GARDEN.has(word)),
)

/** Whether a folded text names something of the garden. */
export function namesGarden(folded: string): boolean {
  return folded
    .split(/[^\p{L}]+/u)
    .some(
      (word) =>
        GARDEN_WORDS.has(word) ||
        GARDEN_WORDS.has(`${word}s`) ||
        GARDEN_WORDS.has(`${word}es`) ||
        GARDEN_WORDS.has(word.replace(/e?s$/, '')),
    )
}
