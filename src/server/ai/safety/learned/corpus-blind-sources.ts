// Turns the blind pass's hand-written sentences (a label each, no slots) into corpus sources of a few draws each.
import type { Label } from './corpus'
import type { Slots } from './corpus-expand'

type Source = { slots: Slots; templates: readonly string[]; label: Label; perTemplate: number }

/** Hand-written sentences by label; written without the eval sets in sight. */
export type BlindSentences = Partial<Readonly<Record<Label, readonly string[]>>>

const NO_SLOTS: Slots = {}
// Every sentence is its own wording, so three draws (each with its own writing trick from corpus.ts) are enough;
// more would only repeat it and cost start-up training time.
const BLIND_DRAWS = 3

/** One source per label of each set, appended after the older sources so their examples stay as they were. */
export function blindSources(...sets: readonly BlindSentences[]): Source[] {
  return sets.flatMap((set) =>
    Object.entries(set).map(([label, templates]) => ({
      slots: NO_SLOTS,
      templates: templates ?? [],
      label: label as Label,
      perTemplate: BLIND_DRAWS,
    })),
  )
}
