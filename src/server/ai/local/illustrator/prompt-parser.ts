// Turns an English or Spanish picture prompt into a typed garden Scene (what to draw, how many, which colours).
import { LEXICON, LONGEST_PHRASE, type Meaning, type NounMeaning, type SceneFeature } from './lexicon'
import {
  type Colour,
  type CreatureKind,
  type CreatureSpec,
  type FlowerKind,
  type FlowerSpec,
  MAX_COUNT,
  type Scene,
  type SkySpec,
  type TreeKind,
  type TreeSpec,
  type VegetableKind,
  type VegetableSpec,
} from './scene'

interface Token {
  text: string
  meaning: Meaning
}

interface ParsedNoun {
  /** Token positions of the noun and the count and colour words bound to it. */
  used: number[]
  text: string
  meaning: NounMeaning
  count: number | undefined
  colours: Colour[]
  negated: boolean
}

/** How many of a thing a plural word with no number brings ("bees" → 3 bees). */
const PLURAL_DEFAULTS: Record<FlowerKind | CreatureKind | VegetableKind | TreeKind, number> = {
  sunflower: 3,
  rose: 3,
  tulip: 5,
  daisy: 5,
  lavender: 4,
  poppy: 4,
  flower: 5,
  bee: 3,
  bumblebee: 2,
  butterfly: 3,
  ladybug: 2,
  hummingbird: 2,
  tomato: 5,
  carrot: 4,
  pumpkin: 2,
  lettuce: 3,
  pea: 4,
  tree: 2,
  'apple-tree': 2,
}

const DEFAULT_STARS = 40
/** Longer prompts are cut here: a picture cannot show more, and parsing stays instant. */
export const MAX_PROMPT_CHARS = 500
/** A count or colour only reaches a noun this many words further on ("three big fat bees"). */
const BIND_DISTANCE = 3

export function normalisePrompt(prompt: string): string {
  return prompt
    .slice(0, MAX_PROMPT_CHARS)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[,.;:!?()]/g, ' , ')
    .replace(/(\d)([a-z])/g, '$1 $2')
    .replace(/[^a-z0-9,& ]+/g, ' ')
    .trim()
}

export function tokenize(prompt: string): Token[] {
  const words = normalisePrompt(prompt).split(/\s+/).filter(Boolean)
  const tokens: Token[] = []
  let i = 0
  while (i < words.length) {
    let matched = false
    for (let length = Math.min(LONGEST_PHRASE, words.length - i); length > 0 && !matched; length--) {
      const text = words.slice(i, i + length).join(' ')
      const meaning = LEXICON.get(text) ?? digitMeaning(text)
      if (meaning) {
        tokens.push({ text, meaning })
        i += length
        matched = true
      }
    }
    if (!matched) {
      tokens.push({ text: words[i]!, meaning: { type: 'word' } })
      i += 1
    }
  }
  return resolveRosa(tokens)
}

function digitMeaning(text: string): Meaning | undefined {
  return /^\d{1,6}$/.test(text) ? { type: 'count', value: Number(text) } : undefined
}

function isNoun(meaning: Meaning): meaning is NounMeaning {
  return (
    meaning.type === 'flower' ||
    meaning.type === 'creature' ||
    meaning.type === 'vegetable' ||
    meaning.type === 'tree' ||
    meaning.type === 'feature'
  )
}

function isColourable(meaning: Meaning): boolean {
  return meaning.type === 'flower' || (meaning.type === 'creature' && meaning.kind === 'butterfly')
}

/** Spanish "rosa(s)" right after a flower or butterfly ("tulipanes rosas") is the colour pink, not a rose. */
function resolveRosa(tokens: Token[]): Token[] {
  return tokens.map((token, i) => {
    if (token.meaning.type !== 'flower' || !token.meaning.alsoColour) return token
    let j = i - 1
    while (j >= 0 && tokens[j]!.meaning.type === 'filler') j--
    const previous = tokens[j]?.meaning
    if (previous && isColourable(previous))
      return { text: token.text, meaning: { type: 'colour', colour: token.meaning.alsoColour } }
    return token
  })
}

/** True when a colour word is followed by its own noun ("… and red roses"), so it is not a trailing colour. */
function colourLeadsToNoun(tokens: Token[], from: number): boolean {
  for (let j = from + 1; j < tokens.length && j <= from + BIND_DISTANCE; j++) {
    const meaning = tokens[j]!.meaning
    if (isColourable(meaning)) return true
    if (meaning.type === 'filler' || meaning.type === 'word' || meaning.type === 'colour') continue
    if (meaning.type === 'and' && tokens[j + 1]?.meaning.type === 'colour') continue
    return false
  }
  return false
}

function bindNouns(tokens: Token[]): ParsedNoun[] {
  const nouns: ParsedNoun[] = []
  let pendingCount: { value: number; at: number } | undefined
  let pendingColours: { colours: Colour[]; at: number; used: number[] } | undefined
  let negatedAt: number | undefined
  // The last colourable noun: Spanish puts colours after it ("girasoles amarillos").
  let colourTarget: { noun: ParsedNoun; at: number } | undefined

  tokens.forEach((token, i) => {
    const meaning = token.meaning
    if (isNoun(meaning)) {
      const countBinds = pendingCount !== undefined && i - pendingCount.at <= BIND_DISTANCE
      const coloursBind = pendingColours !== undefined && i - pendingColours.at <= BIND_DISTANCE
      const noun: ParsedNoun = {
        used: [i, ...(countBinds ? [pendingCount!.at] : []), ...(coloursBind ? pendingColours!.used : [])],
        text: token.text,
        meaning,
        count: countBinds ? pendingCount!.value : undefined,
        colours: coloursBind ? pendingColours!.colours : [],
        negated: negatedAt !== undefined && i - negatedAt <= 2,
      }
      if (noun.count === 0) noun.negated = true
      nouns.push(noun)
      pendingCount = undefined
      pendingColours = undefined
      colourTarget = isColourable(meaning) ? { noun, at: i } : undefined
      return
    }
    switch (meaning.type) {
      case 'count':
        pendingCount = { value: meaning.value, at: i }
        colourTarget = undefined
        break
      case 'colour':
        if (colourTarget && i - colourTarget.at <= BIND_DISTANCE + 1 && !colourLeadsToNoun(tokens, i)) {
          if (!colourTarget.noun.colours.includes(meaning.colour))
            colourTarget.noun.colours.push(meaning.colour)
          colourTarget.noun.used.push(i)
          colourTarget.at = i
        } else {
          pendingColours = {
            colours: [...(pendingColours?.colours ?? []), meaning.colour],
            at: i,
            used: [...(pendingColours?.used ?? []), i],
          }
        }
        break
      case 'and':
        // "red and yellow tulips" / "tulipanes rojos y amarillos": the colour list goes on.
        if (tokens[i + 1]?.meaning.type === 'colour') break
        pendingCount = undefined
        pendingColours = undefined
        negatedAt = undefined
        colourTarget = undefined
        break
      case 'prep':
        pendingCount = undefined
        pendingColours = undefined
        negatedAt = undefined
        colourTarget = undefined
        break
      case 'negation':
        negatedAt = i
        break
      default:
        break
    }
  })
  return nouns
}

function clampCount(count: number): number {
  return Math.max(1, Math.min(MAX_COUNT, Math.round(count)))
}

function countOf(noun: ParsedNoun, pluralDefault: number): number {
  return clampCount(noun.count ?? (noun.meaning.plural ? pluralDefault : 1))
}

/** Adds to an existing entry with the same kind (and colours) so "roses … more roses" stays one group. */
function addCounted<T extends { kind: string; count: number; colours?: Colour[] }>(
  list: T[],
  entry: T,
): void {
  const key = (item: T) => `${item.kind}|${(item.colours ?? []).join(',')}`
  const existing = list.find((item) => key(item) === key(entry))
  if (existing) existing.count = clampCount(existing.count + entry.count)
  else list.push(entry)
}

interface FeatureUse {
  present: boolean
  negated: boolean
  count: number | undefined
  plural: boolean
}

function buildSky(features: Map<SceneFeature, FeatureUse>): SkySpec {
  const has = (name: SceneFeature) => features.get(name)?.present === true
  const negated = (name: SceneFeature) => features.get(name)?.negated === true
  const asksForSun = has('sun') || has('day')
  const night = has('night') || ((has('stars') || has('moon')) && !asksForSun)
  const time = night ? 'night' : has('sunset') ? 'sunset' : 'day'
  const rain = has('rain')
  const clouds = features.get('clouds')
  let cloudCount = rain ? 4 : time === 'night' ? 1 : 2
  if (clouds?.present) cloudCount = clouds.count ?? (clouds.plural ? 4 : 1)
  if (negated('clouds')) cloudCount = 0
  const stars = features.get('stars')
  return {
    time,
    sun: time !== 'night' && !negated('sun') && (has('sun') || !rain),
    moon: !negated('moon') && (time === 'night' || has('moon')),
    stars: time === 'night' && !negated('stars') ? (stars?.count ?? DEFAULT_STARS) : 0,
    clouds: Math.min(cloudCount, 8),
    rain,
    rainbow: has('rainbow'),
  }
}

export function parseScenePrompt(prompt: string): Scene {
  const tokens = tokenize(prompt)
  const nouns = bindNouns(tokens)
  const flowers: FlowerSpec[] = []
  const creatures: CreatureSpec[] = []
  const vegetables: VegetableSpec[] = []
  const trees: TreeSpec[] = []
  const features = new Map<SceneFeature, FeatureUse>()
  const negatedKinds = new Set<string>()

  for (const noun of nouns) {
    const meaning = noun.meaning
    if (meaning.type === 'feature') {
      const use = features.get(meaning.feature) ?? {
        present: false,
        negated: false,
        count: undefined,
        plural: false,
      }
      if (noun.negated) use.negated = true
      else {
        use.present = true
        use.count = noun.count === undefined ? use.count : clampCount(noun.count)
        use.plural ||= meaning.plural
      }
      features.set(meaning.feature, use)
      continue
    }
    if (noun.negated) {
      negatedKinds.add(meaning.type === 'flower' ? 'flower' : meaning.kind)
      continue
    }
    const count = countOf(noun, PLURAL_DEFAULTS[meaning.kind])
    if (meaning.type === 'flower') addCounted(flowers, { kind: meaning.kind, colours: noun.colours, count })
    else if (meaning.type === 'creature') {
      const colours = meaning.kind === 'butterfly' ? noun.colours : []
      addCounted(creatures, { kind: meaning.kind, colours, count })
    } else if (meaning.type === 'vegetable') addCounted(vegetables, { kind: meaning.kind, count })
    else addCounted(trees, { kind: meaning.kind, count })
  }

  const has = (name: SceneFeature) => features.get(name)?.present === true
  if (has('vegetable-garden') && vegetables.length === 0) {
    vegetables.push({ kind: 'tomato', count: 4 }, { kind: 'carrot', count: 4 }, { kind: 'lettuce', count: 2 })
  }
  const sky = buildSky(features)
  const hive = has('hive')
  const pond = has('pond')
  const fence = has('fence')

  let usedDefaults = false
  if (flowers.length + vegetables.length === 0 && !negatedKinds.has('flower')) {
    // Bees need blooms, and a bare lawn is a sad picture: every garden gets some flowers.
    flowers.push({ kind: 'flower', colours: [], count: 5 })
    usedDefaults = true
  }
  const namedSomething = creatures.length > 0 || hive || pond || fence || flowers.length > 1 || !usedDefaults
  if (!namedSomething && !negatedKinds.has('bee') && sky.time === 'day' && !sky.rain) {
    creatures.push({ kind: 'bee', colours: [], count: 2 })
  }

  return {
    flowers,
    creatures,
    vegetables,
    trees,
    hive,
    pond,
    fence,
    sky,
    recognised: [...new Set(nouns.flatMap((noun) => noun.used))]
      .sort((a, b) => a - b)
      .map((i) => tokens[i]!.text),
    usedDefaults,
    drawn: [
      ...flowers.map((spec) => spec.kind),
      ...creatures.map((spec) => spec.kind),
      ...vegetables.map((spec) => spec.kind),
      ...trees.map((spec) => spec.kind),
      ...[...features].filter(([, use]) => use.present).map(([name]) => name),
    ],
    notDrawn: tokens.filter((token) => token.meaning.type === 'word').map((token) => token.text),
  }
}
