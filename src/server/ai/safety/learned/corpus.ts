// Generates the learned classifier's training corpus: templates × bilingual slots × the writing tricks children use.
import type { SafetyCategory } from '../../../../shared/safety'
import { BENIGN_SLOTS_EN, BENIGN_SLOTS_ES, BENIGN_TEMPLATES_EN, BENIGN_TEMPLATES_ES } from './corpus-benign'
import { BLIND_BENIGN_EN_SOURCES } from './corpus-blind-benign-en'
import { BLIND_BENIGN_EN_2_SOURCES } from './corpus-blind-benign-en-2'
import { BLIND_BENIGN_ES_SOURCES } from './corpus-blind-benign-es'
import { BLIND_BENIGN_ES_2_SOURCES } from './corpus-blind-benign-es-2'
import { BLIND_C_BULLYING_SOURCES } from './corpus-blind-c-bullying'
import { BLIND_C_GROOMING_SOURCES } from './corpus-blind-c-grooming'
import { BLIND_C_HATE_SOURCES } from './corpus-blind-c-hate'
import { BLIND_C_MIXED_SOURCES } from './corpus-blind-c-mixed'
import { BLIND_C_PEOPLE_SOURCES } from './corpus-blind-c-people'
import { BLIND_C_SEXUAL_SOURCES } from './corpus-blind-c-sexual'
import { BLIND_C_SPELLING_SOURCES } from './corpus-blind-c-spelling'
import { BLIND_C_VOICE_SOURCES } from './corpus-blind-c-voice'
import { BLIND_D_EN_EUPHEMISM_SOURCES } from './corpus-blind-d-en-euphemism'
import { BLIND_D_EN_QUIET_SOURCES } from './corpus-blind-d-en-quiet'
import { BLIND_D_ES_BENIGN_GARDEN_SOURCES } from './corpus-blind-d-es-benign-garden'
import { BLIND_D_ES_BENIGN_LIFE_SOURCES } from './corpus-blind-d-es-benign-life'
import { BLIND_D_ES_BENIGN_NEAR_SOURCES } from './corpus-blind-d-es-benign-near'
import { BLIND_D_ES_BENIGN_SPELLING_SOURCES } from './corpus-blind-d-es-benign-spelling'
import { BLIND_D_ES_CARIBE_SOURCES } from './corpus-blind-d-es-caribe'
import { BLIND_D_ES_DANGER_SOURCES } from './corpus-blind-d-es-danger'
import { BLIND_D_ES_HIDDEN_SOURCES } from './corpus-blind-d-es-hidden'
import { BLIND_D_ES_PEOPLE_SOURCES } from './corpus-blind-d-es-people'
import { BLIND_D_ES_REGIONS_SOURCES } from './corpus-blind-d-es-regions'
import { BLIND_D_ES_SELFHARM_SOURCES } from './corpus-blind-d-es-selfharm'
import { BLIND_D_ES_VOICE_SOURCES } from './corpus-blind-d-es-voice'
import { BLIND_DISTRESS_SOURCES } from './corpus-blind-distress'
import { BLIND_ES_1_SOURCES } from './corpus-blind-es-1'
import { BLIND_ES_2_SOURCES } from './corpus-blind-es-2'
import { BLIND_ES_3_SOURCES } from './corpus-blind-es-3'
import { BLIND_ES_4_SOURCES } from './corpus-blind-es-4'
import { BLIND_ES_5_SOURCES } from './corpus-blind-es-5'
import { BLIND_EVERYDAY_SOURCES } from './corpus-blind-everyday'
import { BLIND_HARVEST_SOURCES } from './corpus-blind-harvest'
import { BLIND_INDIRECT_SOURCES } from './corpus-blind-indirect'
import { BLIND_LOOKALIKE_SOURCES } from './corpus-blind-lookalikes'
import { BLIND_MEDICAL_SOURCES } from './corpus-blind-medical'
import { BLIND_STRANGERS_SOURCES } from './corpus-blind-strangers'
import { BLIND_SUBSTANCES_HATE_SOURCES } from './corpus-blind-substances-hate'
import { BLIND_VIOLENCE_SOURCES } from './corpus-blind-violence'
import { BLIND_WEAPONS_SOURCES } from './corpus-blind-weapons'
import {
  BROAD2_BENIGN_EN,
  BROAD2_BENIGN_ES,
  BROAD2_SLOTS_EN,
  BROAD2_SLOTS_ES,
  BROAD2_TEMPLATES_EN,
  BROAD2_TEMPLATES_ES,
} from './corpus-broad-2'
import { BROAD3_SOURCES } from './corpus-broad-3'
import { BROAD_BENIGN_EN, BROAD_SLOTS_EN, BROAD_TEMPLATES_EN } from './corpus-broad-en'
import { BROAD_BENIGN_ES, BROAD_SLOTS_ES, BROAD_TEMPLATES_ES } from './corpus-broad-es'
import { SLOTS_EN, TEMPLATES_EN } from './corpus-en'
import { SLOTS_ES, TEMPLATES_ES } from './corpus-es'
import {
  EVERYDAY_SLOTS_EN,
  EVERYDAY_SLOTS_ES,
  EVERYDAY_TEMPLATES_EN,
  EVERYDAY_TEMPLATES_ES,
} from './corpus-everyday'
import { expand, pick, type Slots, seededRandom } from './corpus-expand'
import { FAMILIES_BENIGN_EN, FAMILIES_BENIGN_ES, FAMILIES_EN, FAMILIES_ES } from './corpus-families'
import { FAMILIES13_SOURCES } from './corpus-families-13'
import { FAMILIES14_SOURCES } from './corpus-families-14'
import { FAMILIES15_SOURCES } from './corpus-families-15'
import { FAMILIES16_SOURCES } from './corpus-families-16'
import { GARDEN_BENIGN_EN, GARDEN_BENIGN_ES, GARDEN_HARM_EN, GARDEN_HARM_ES } from './corpus-garden-harm'
import { KID_TALK_EN, KID_TALK_ES } from './corpus-kid-talk'

export type Label = SafetyCategory | 'benign'
export type Example = { text: string; label: Label }

const LEET: Readonly<Record<string, string>> = { a: '4', e: '3', i: '1', o: '0', s: '5', t: '7' }
const KID_OPENERS = [
  'mochi ',
  'um ',
  'hey mochi ',
  'pls ',
  'so like ',
  'oye ',
  'mochi, ',
  'che ',
  'jaja ',
  'lol ',
]
const KID_ENDINGS = [' pls', ' please', ' lol', ' ???', ' :(', ' por favor', ' porfa', ' plz', '!!', ' ayuda']

/** A likely typo in one longer word: a dropped, doubled or swapped letter, or a sound-alike spelling. */
function misspell(text: string, random: () => number): string {
  const words = text.split(' ')
  const candidates = words.map((word, index) => [word, index] as const).filter(([word]) => word.length > 3)
  if (candidates.length === 0) return text
  const [word, index] = pick(candidates, random)
  const at = 1 + Math.floor(random() * (word.length - 2))
  const kind = random()
  let out: string
  if (kind < 0.3) out = word.slice(0, at) + word.slice(at + 1)
  else if (kind < 0.5) out = word.slice(0, at) + (word[at] ?? '') + word.slice(at)
  else if (kind < 0.7) out = word.slice(0, at) + (word[at + 1] ?? '') + (word[at] ?? '') + word.slice(at + 2)
  else
    out = word
      .replace(/qu/g, 'k')
      .replace(/c([aou])/g, 'k$1')
      .replace(/ll/g, 'y')
      .replace(/ph/g, 'f')
      .replace(/v/g, 'b')
      .replace(/h([aeiou])/g, '$1')
      .replace(/z/g, 's')
  words[index] = out
  return words.join(' ')
}

/** One writing trick, chosen at random; most examples stay as written. */
function applyTrick(text: string, random: () => number, gardenPrefix: () => string, hidden: boolean): string {
  const roll = random()
  if (roll < 0.15) return misspell(text, random)
  if (roll < 0.22) return misspell(misspell(text, random), random)
  if (roll < 0.27) return text.replace(/ /g, '')
  if (roll < 0.32) return text.replace(/[aeiost]/g, (ch) => (random() < 0.5 ? (LEET[ch] ?? ch) : ch))
  if (roll < 0.36) return text.replace(/([aeiouy])(?=\W|$)/g, (ch) => ch.repeat(2 + Math.floor(random() * 3)))
  if (roll < 0.44) return pick(KID_OPENERS, random) + text + pick(KID_ENDINGS, random)
  if (roll < 0.54 && hidden)
    return `${gardenPrefix()}${pick([' and ', ', ', '. ', ' also ', ' y ', '? '], random)}${text}`
  if (roll < 0.6) return text.normalize('NFD').replace(/\p{M}/gu, '')
  return text
}

type Source = { slots: Slots; templates: readonly string[]; label: Label; perTemplate: number }

const HARMFUL_PER_TEMPLATE = 26
const BENIGN_PER_TEMPLATE = 50
const EVERYDAY_PER_TEMPLATE = 36
// The broadening pass's templates have wide slot lists of their own; fewer draws each keep training under budget.
const BROAD_PER_TEMPLATE = 18
const BROAD_BENIGN_PER_TEMPLATE = 36
// The families pass (corpus-families.ts) has few templates each with many inline choices.
const FAMILIES_BENIGN_PER_TEMPLATE = 20

/**
 * Benign slots with every question opener the harmful templates use ("tell me how to", "cómo hago para"), so an
 * opener alone never reads as harm: only what follows it does.
 */
const BENIGN_EN = {
  ...BENIGN_SLOTS_EN,
  how: [...(BENIGN_SLOTS_EN.how ?? []), ...(SLOTS_EN.how ?? [])],
}
const BENIGN_ES = {
  ...BENIGN_SLOTS_ES,
  como: [...(BENIGN_SLOTS_ES.como ?? []), ...(SLOTS_ES.como ?? [])],
}
const EVERYDAY_EN = { ...EVERYDAY_SLOTS_EN, how: BENIGN_EN.how }
const EVERYDAY_ES = { ...EVERYDAY_SLOTS_ES, como: BENIGN_ES.como }

function sources(): Source[] {
  const out: Source[] = []
  for (const [templates, slots] of [
    [TEMPLATES_EN, SLOTS_EN],
    [TEMPLATES_ES, SLOTS_ES],
    [GARDEN_HARM_EN, SLOTS_EN],
    [GARDEN_HARM_ES, SLOTS_ES],
    [KID_TALK_EN, SLOTS_EN],
    [KID_TALK_ES, SLOTS_ES],
  ] as const) {
    for (const [label, list] of Object.entries(templates)) {
      out.push({ slots, templates: list ?? [], label: label as Label, perTemplate: HARMFUL_PER_TEMPLATE })
    }
  }
  for (const [templates, slots] of [
    [BROAD_TEMPLATES_EN, { ...SLOTS_EN, ...BROAD_SLOTS_EN }],
    [BROAD_TEMPLATES_ES, { ...SLOTS_ES, ...BROAD_SLOTS_ES }],
    [BROAD2_TEMPLATES_EN, { ...SLOTS_EN, ...BROAD_SLOTS_EN, ...BROAD2_SLOTS_EN }],
    [BROAD2_TEMPLATES_ES, { ...SLOTS_ES, ...BROAD_SLOTS_ES, ...BROAD2_SLOTS_ES }],
  ] as const) {
    for (const [label, list] of Object.entries(templates)) {
      out.push({ slots, templates: list ?? [], label: label as Label, perTemplate: BROAD_PER_TEMPLATE })
    }
  }
  out.push({
    slots: BENIGN_EN,
    templates: BENIGN_TEMPLATES_EN,
    label: 'benign',
    perTemplate: BENIGN_PER_TEMPLATE,
  })
  out.push({
    slots: BENIGN_ES,
    templates: BENIGN_TEMPLATES_ES,
    label: 'benign',
    perTemplate: BENIGN_PER_TEMPLATE,
  })
  out.push({
    slots: BENIGN_EN,
    templates: GARDEN_BENIGN_EN,
    label: 'benign',
    perTemplate: BENIGN_PER_TEMPLATE,
  })
  out.push({
    slots: BENIGN_ES,
    templates: GARDEN_BENIGN_ES,
    label: 'benign',
    perTemplate: BENIGN_PER_TEMPLATE,
  })
  out.push({
    slots: EVERYDAY_EN,
    templates: EVERYDAY_TEMPLATES_EN,
    label: 'benign',
    perTemplate: EVERYDAY_PER_TEMPLATE,
  })
  out.push({
    slots: EVERYDAY_ES,
    templates: EVERYDAY_TEMPLATES_ES,
    label: 'benign',
    perTemplate: EVERYDAY_PER_TEMPLATE,
  })
  out.push({
    slots: BENIGN_EN,
    templates: BROAD_BENIGN_EN,
    label: 'benign',
    perTemplate: BROAD_BENIGN_PER_TEMPLATE,
  })
  out.push({
    slots: BENIGN_ES,
    templates: BROAD_BENIGN_ES,
    label: 'benign',
    perTemplate: BROAD_BENIGN_PER_TEMPLATE,
  })
  out.push({
    slots: BENIGN_EN,
    templates: BROAD2_BENIGN_EN,
    label: 'benign',
    perTemplate: BROAD_BENIGN_PER_TEMPLATE,
  })
  out.push({
    slots: BENIGN_ES,
    templates: BROAD2_BENIGN_ES,
    label: 'benign',
    perTemplate: BROAD_BENIGN_PER_TEMPLATE,
  })
  out.push(...BROAD3_SOURCES)
  // Added last, so the random draws (and so the examples) of every source above stay as they were.
  for (const [templates, slots] of [
    [FAMILIES_EN, SLOTS_EN],
    [FAMILIES_ES, SLOTS_ES],
  ] as const) {
    for (const [label, list] of Object.entries(templates)) {
      out.push({ slots, templates: list ?? [], label: label as Label, perTemplate: HARMFUL_PER_TEMPLATE })
    }
  }
  out.push({
    slots: BENIGN_EN,
    templates: FAMILIES_BENIGN_EN,
    label: 'benign',
    perTemplate: FAMILIES_BENIGN_PER_TEMPLATE,
  })
  out.push({
    slots: BENIGN_ES,
    templates: FAMILIES_BENIGN_ES,
    label: 'benign',
    perTemplate: FAMILIES_BENIGN_PER_TEMPLATE,
  })
  out.push(...FAMILIES13_SOURCES)
  out.push(...BLIND_MEDICAL_SOURCES)
  out.push(...BLIND_WEAPONS_SOURCES)
  out.push(...BLIND_VIOLENCE_SOURCES)
  out.push(...BLIND_DISTRESS_SOURCES)
  out.push(...BLIND_STRANGERS_SOURCES)
  out.push(...BLIND_SUBSTANCES_HATE_SOURCES)
  out.push(...BLIND_HARVEST_SOURCES)
  out.push(...BLIND_INDIRECT_SOURCES)
  out.push(...BLIND_LOOKALIKE_SOURCES)
  out.push(...BLIND_EVERYDAY_SOURCES)
  out.push(...BLIND_ES_1_SOURCES)
  out.push(...BLIND_ES_2_SOURCES)
  out.push(...BLIND_ES_3_SOURCES)
  out.push(...BLIND_BENIGN_ES_SOURCES)
  out.push(...BLIND_ES_4_SOURCES)
  out.push(...BLIND_BENIGN_EN_SOURCES)
  out.push(...BLIND_BENIGN_ES_2_SOURCES)
  out.push(...BLIND_ES_5_SOURCES)
  out.push(...BLIND_BENIGN_EN_2_SOURCES)
  out.push(...FAMILIES14_SOURCES)
  out.push(...BLIND_C_HATE_SOURCES)
  out.push(...BLIND_C_SEXUAL_SOURCES)
  out.push(...BLIND_C_GROOMING_SOURCES)
  out.push(...BLIND_C_BULLYING_SOURCES)
  out.push(...BLIND_C_MIXED_SOURCES)
  out.push(...BLIND_C_VOICE_SOURCES)
  out.push(...BLIND_C_PEOPLE_SOURCES)
  out.push(...BLIND_C_SPELLING_SOURCES)
  out.push(...FAMILIES15_SOURCES)
  out.push(...FAMILIES16_SOURCES)
  out.push(...BLIND_D_ES_SELFHARM_SOURCES)
  out.push(...BLIND_D_ES_DANGER_SOURCES)
  out.push(...BLIND_D_ES_PEOPLE_SOURCES)
  out.push(...BLIND_D_ES_BENIGN_GARDEN_SOURCES)
  out.push(...BLIND_D_ES_BENIGN_LIFE_SOURCES)
  out.push(...BLIND_D_ES_VOICE_SOURCES)
  out.push(...BLIND_D_EN_QUIET_SOURCES)
  out.push(...BLIND_D_ES_BENIGN_NEAR_SOURCES)
  out.push(...BLIND_D_ES_REGIONS_SOURCES)
  out.push(...BLIND_D_ES_BENIGN_SPELLING_SOURCES)
  out.push(...BLIND_D_ES_HIDDEN_SOURCES)
  out.push(...BLIND_D_EN_EUPHEMISM_SOURCES)
  out.push(...BLIND_D_ES_CARIBE_SOURCES)
  return out
}

/** The whole corpus; the same seed always gives the same examples. */
export function buildCorpus(seed = 20261125): Example[] {
  const random = seededRandom(seed)
  const gardenPrefix = () =>
    random() < 0.5
      ? expand(pick(BENIGN_TEMPLATES_EN, random), BENIGN_SLOTS_EN, random)
      : expand(pick(BENIGN_TEMPLATES_ES, random), BENIGN_SLOTS_ES, random)
  const examples: Example[] = []
  for (const source of sources()) {
    for (const template of source.templates) {
      for (let n = 0; n < source.perTemplate; n++) {
        const sentence = expand(template, source.slots, random)
        examples.push({
          text: applyTrick(sentence, random, gardenPrefix, source.label !== 'benign'),
          label: source.label,
        })
      }
    }
  }
  return examples
}
