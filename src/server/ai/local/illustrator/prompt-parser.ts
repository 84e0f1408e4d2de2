// Turns an English or Spanish picture prompt into a typed garden Scene (what to draw, how many, which colours).
import type { Setting } from './art/settings'
import { isIgnorable } from './ignorable-words'
import {
  LEXICON,
  LONGEST_PHRASE,
  type Meaning,
  type NounMeaning,
  type Relation,
  type SceneFeature,
} from './lexicon'
import {
  type Colour,
  type CreatureKind,
  type CreatureSpec,
  type FlowerKind,
  type FlowerSpec,
  MAX_COUNT,
  type Scene,
  type SceneRelation,
  type SkySpec,
  type ThingSpec,
  type TreeKind,
  type TreeSpec,
  type VegetableKind,
  type VegetableSpec,
} from './scene'
import { THINGS } from './things'

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
    meaning.type === 'thing' ||
    meaning.type === 'setting' ||
    meaning.type === 'flower' ||
    meaning.type === 'creature' ||
    meaning.type === 'vegetable' ||
    meaning.type === 'tree' ||
    meaning.type === 'feature'
  )
}

function isColourable(meaning: Meaning): boolean {
  return (
    meaning.type === 'flower' ||
    (meaning.type === 'creature' && meaning.kind === 'butterfly') ||
    (meaning.type === 'thing' && THINGS[meaning.id]?.colour !== undefined)
  )
}

/** The canonical name a noun is drawn (and reported) as. */
function nameOf(meaning: NounMeaning): string {
  switch (meaning.type) {
    case 'flower':
    case 'creature':
      return meaning.name ?? meaning.kind
    case 'thing':
      return meaning.id
    case 'setting':
      return meaning.setting
    case 'feature':
      return meaning.feature
    default:
      return meaning.kind
  }
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

function bindNouns(tokens: Token[], relations: SceneRelation[] = []): ParsedNoun[] {
  const nouns: ParsedNoun[] = []
  // "a hive under the apple tree": the noun before a position word, and the position, wait for the next noun.
  let pendingRelation: { relation: Relation; subject: string; at: number } | undefined
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
      if (pendingRelation && i - pendingRelation.at <= BIND_DISTANCE + 1 && !noun.negated) {
        const anchor = nameOf(meaning)
        if (anchor !== pendingRelation.subject)
          relations.push({ subject: pendingRelation.subject, relation: pendingRelation.relation, anchor })
      }
      pendingRelation = undefined
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
      case 'prep': {
        const last = nouns.at(-1)
        pendingRelation =
          meaning.relation && last && !last.negated
            ? { relation: meaning.relation, subject: nameOf(last.meaning), at: i }
            : undefined
        pendingCount = undefined
        pendingColours = undefined
        negatedAt = undefined
        colourTarget = undefined
        break
      }
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
function addCounted<
  T extends { kind?: string; id?: string; name?: string; count: number; colours?: Colour[] },
>(list: T[], entry: T): void {
  const key = (item: T) => `${item.kind ?? item.id}|${item.name ?? ''}|${(item.colours ?? []).join(',')}`
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
  const time = night ? 'night' : has('sunset') || has('sunrise') ? 'sunset' : 'day'
  const storm = has('storm')
  const rain = has('rain') || storm
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
    snow: has('snow'),
    wind: has('wind'),
    storm,
  }
}

/** Things every close-up already shows or that only set the mood, so they are not reported as missing. */
const CLOSE_UP_COMPANIONS = new Set([
  'bee',
  'flower',
  'sunflower',
  'hive',
  'garden',
  'meadow',
  'sun',
  'child',
])

const SKY_NAMES: SceneFeature[] = ['night', 'sunset', 'sunrise', 'snow', 'wind', 'storm', 'rainbow']

/** The canonical names of everything the scene will show, each once, for the caller to report. */
function drawnNames(scene: Omit<Scene, 'drawn' | 'notDrawn' | 'recognised'>, asked: Set<string>): string[] {
  const names = [
    ...scene.flowers.map((spec) => spec.name ?? spec.kind),
    ...scene.creatures.map((spec) => spec.name ?? spec.kind),
    ...scene.vegetables.map((spec) => spec.kind),
    ...scene.trees.map((spec) => spec.kind),
    ...scene.things.flatMap((spec) => THINGS[spec.id]?.names ?? [spec.id]),
  ]
  if (scene.hive) names.push('hive')
  if (scene.pond) names.push('pond')
  if (scene.fence) names.push('fence')
  const { sky } = scene
  if (sky.sun && asked.has('sun')) names.push('sun')
  if (sky.moon && asked.has('moon')) names.push('moon')
  if (sky.stars > 0 && asked.has('stars')) names.push('stars')
  if (sky.clouds > 0 && asked.has('clouds')) names.push('clouds')
  if (sky.rain && asked.has('rain')) names.push('rain')
  for (const name of SKY_NAMES) if (asked.has(name)) names.push(name)
  if (scene.setting !== 'meadow' || asked.has('meadow')) names.push(scene.setting)
  return [...new Set(names)]
}

export function parseScenePrompt(prompt: string): Scene {
  const tokens = tokenize(prompt)
  const relations: SceneRelation[] = []
  const nouns = bindNouns(tokens, relations)
  const things: ThingSpec[] = []
  let setting: Setting = 'meadow'
  const asked = new Set<string>()
  const flowers: FlowerSpec[] = []
  const creatures: CreatureSpec[] = []
  const vegetables: VegetableSpec[] = []
  const trees: TreeSpec[] = []
  const features = new Map<SceneFeature, FeatureUse>()
  const negatedKinds = new Set<string>()

  for (const noun of nouns) {
    const meaning = noun.meaning
    if (meaning.type === 'setting') {
      if (!noun.negated && (setting === 'meadow' || meaning.setting !== 'meadow')) setting = meaning.setting
      if (!noun.negated) asked.add(meaning.setting)
      continue
    }
    if (meaning.type === 'thing') {
      if (noun.negated) continue
      const def = THINGS[meaning.id]!
      const count = countOf(noun, def.many ?? 2)
      addCounted(things, { id: meaning.id, colours: def.colour ? noun.colours : [], count })
      continue
    }
    if (meaning.type === 'feature') {
      if (!noun.negated) asked.add(meaning.feature)
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
    if (meaning.type === 'flower') {
      const extra = meaning.name ? { name: meaning.name, natural: meaning.natural } : {}
      addCounted(flowers, { kind: meaning.kind, colours: noun.colours, count, ...extra })
    } else if (meaning.type === 'creature') {
      const colours = meaning.kind === 'butterfly' ? noun.colours : []
      addCounted(creatures, {
        kind: meaning.kind,
        colours,
        count,
        ...(meaning.name ? { name: meaning.name } : {}),
      })
    } else if (meaning.type === 'vegetable') addCounted(vegetables, { kind: meaning.kind, count })
    else addCounted(trees, { kind: meaning.kind, count })
  }

  const has = (name: SceneFeature) => features.get(name)?.present === true
  if ((has('vegetable-garden') || setting === 'vegetable-patch') && vegetables.length === 0) {
    vegetables.push({ kind: 'tomato', count: 4 }, { kind: 'carrot', count: 4 }, { kind: 'lettuce', count: 2 })
  }
  const sky = buildSky(features)
  const hive = has('hive')
  const pond = has('pond')
  const fence = has('fence')

  let usedDefaults = false
  const bare = setting === 'desert-garden' || setting === 'balcony'
  if (flowers.length + vegetables.length === 0 && !negatedKinds.has('flower') && !bare) {
    // Bees need blooms, and a bare lawn is a sad picture: every garden gets some flowers.
    flowers.push({ kind: 'flower', colours: [], count: 5 })
    usedDefaults = true
  }
  const namedSomething =
    creatures.length > 0 || things.length > 0 || hive || pond || fence || flowers.length > 1 || !usedDefaults
  if (!namedSomething && !negatedKinds.has('bee') && sky.time === 'day' && !sky.rain) {
    creatures.push({ kind: 'bee', colours: [], count: 2 })
  }

  const content = {
    flowers,
    creatures,
    vegetables,
    trees,
    things,
    setting,
    relations,
    hive,
    pond,
    fence,
    sky,
  }
  // A fact's subject ("three body parts", "how bees make honey") is drawn close up; the first one named wins.
  const subject = tokens.find((token) => token.meaning.type === 'subject')?.meaning
  if (subject?.type === 'subject') {
    const names = drawnNames({ ...content, usedDefaults }, asked)
    return {
      ...content,
      subject: subject.subject,
      recognised: tokens.filter((token) => token.meaning.type === 'subject').map((token) => token.text),
      usedDefaults,
      drawn: [subject.subject],
      // Other things named alongside are not in the close-up: say so rather than claim them.
      notDrawn: [
        ...names.filter((name) => !CLOSE_UP_COMPANIONS.has(name)),
        ...tokens
          .filter((token) => token.meaning.type === 'word' && !isIgnorable(token.text))
          .map((token) => token.text),
      ],
    }
  }
  return {
    ...content,
    recognised: [...new Set(nouns.flatMap((noun) => noun.used))]
      .sort((a, b) => a - b)
      .map((i) => tokens[i]!.text),
    usedDefaults,
    drawn: drawnNames({ ...content, usedDefaults }, asked),
    notDrawn: [
      ...new Set(
        tokens
          .filter((token) => token.meaning.type === 'word' && !isIgnorable(token.text))
          .map((token) => token.text),
      ),
    ],
  }
}
