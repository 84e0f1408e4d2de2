// Gathers the third broadening pass (hand-written sentences in both languages, harmful and look-alike) as corpus sources.
import type { Label } from './corpus'
import { BROAD3_BENIGN_EN, BROAD3_BENIGN_ES } from './corpus-benign-3'
import { BROAD3_HARMFUL_EN, BROAD3_SLOTS_EN } from './corpus-broad-3-en'
import { BROAD3_HARMFUL_ES, BROAD3_SLOTS_ES } from './corpus-broad-3-es'
import { BROAD3_INDIRECT_EN } from './corpus-broad-3-indirect-en'
import { BROAD3_INDIRECT_ES } from './corpus-broad-3-indirect-es'
import {
  MIXED_BENIGN_EN,
  MIXED_BENIGN_ES,
  MIXED_BENIGN_SLOTS_EN,
  MIXED_BENIGN_SLOTS_ES,
  MIXED_HARMFUL_EN,
  MIXED_HARMFUL_ES,
  MIXED_SLOTS_EN,
  MIXED_SLOTS_ES,
} from './corpus-broad-3-mixed'
import type { Slots } from './corpus-expand'

type Source = { slots: Slots; templates: readonly string[]; label: Label; perTemplate: number }

// Each sentence is hand-written and distinct, so a few draws (each with its own writing trick) are enough; more would
// only repeat it and cost training time.
const HARMFUL_DRAWS = 4
const BENIGN_DRAWS = 5
// The mix-and-match templates have wide slot lists: more draws each, to meet more of their combinations.
const MIXED_HARMFUL_DRAWS = 12
const MIXED_BENIGN_DRAWS = 30

/** The pass's sources, appended after the older ones so every earlier example stays as it was. */
export const BROAD3_SOURCES: readonly Source[] = [
  ...(
    [
      [BROAD3_HARMFUL_EN, BROAD3_SLOTS_EN],
      [BROAD3_HARMFUL_ES, BROAD3_SLOTS_ES],
      [BROAD3_INDIRECT_EN, BROAD3_SLOTS_EN],
      [BROAD3_INDIRECT_ES, BROAD3_SLOTS_ES],
    ] as const
  ).flatMap(([sentences, slots]) =>
    Object.entries(sentences).map(([label, templates]) => ({
      slots,
      templates,
      label: label as Label,
      perTemplate: HARMFUL_DRAWS,
    })),
  ),
  { slots: BROAD3_SLOTS_EN, templates: BROAD3_BENIGN_EN, label: 'benign', perTemplate: BENIGN_DRAWS },
  { slots: BROAD3_SLOTS_ES, templates: BROAD3_BENIGN_ES, label: 'benign', perTemplate: BENIGN_DRAWS },
  ...(
    [
      [MIXED_HARMFUL_EN, MIXED_SLOTS_EN],
      [MIXED_HARMFUL_ES, MIXED_SLOTS_ES],
    ] as const
  ).flatMap(([templates, slots]) =>
    Object.entries(templates).map(([label, list]) => ({
      slots,
      templates: list,
      label: label as Label,
      perTemplate: MIXED_HARMFUL_DRAWS,
    })),
  ),
  {
    slots: { ...MIXED_SLOTS_EN, ...MIXED_BENIGN_SLOTS_EN },
    templates: MIXED_BENIGN_EN,
    label: 'benign',
    perTemplate: MIXED_BENIGN_DRAWS,
  },
  {
    slots: { ...MIXED_SLOTS_ES, ...MIXED_BENIGN_SLOTS_ES },
    templates: MIXED_BENIGN_ES,
    label: 'benign',
    perTemplate: MIXED_BENIGN_DRAWS,
  },
]
