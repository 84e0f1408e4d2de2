// Pronunciations for the recogniser's words: the CMU dictionary pocketsphinx ships, a few of our own words, and
// regular English endings (pollinator = pollinate + er) for words the dictionary lacks.

/** Words of ours the CMU dictionary does not know, in its ARPAbet phones. */
export const OUR_WORDS: Readonly<Record<string, readonly string[]>> = {
  mochi: ['M OW CH IY'],
  "mochi's": ['M OW CH IY Z'],
  beeducation: ['B IY EH JH AH K EY SH AH N'],
  nasturtium: ['N AH S T ER SH AH M'],
  borage: ['B AO R IH JH'],
  waggle: ['W AE G AH L'],
  earwig: ['IH R W IH G'],
  chive: ['CH AY V'],
  pesto: ['P EH S T OW'],
  agave: ['AH G AA V IY'],
  fuchsia: ['F Y UW SH AH'],
  hydrangea: ['HH AY D R EY N JH AH'],
  propolis: ['P R AA P AH L IH S'],
  varroa: ['V AH R OW AH'],
  milpa: ['M IH L P AH'],
  courgette: ['K AO R ZH EH T'],
  terracotta: ['T EH R AH K AA T AH'],
  tipi: ['T IY P IY'],
  teepee: ['T IY P IY'],
  chilli: ['CH IH L IY'],
  epipen: ['EH P IY P EH N'],
  squish: ['S K W IH SH'],
  tendril: ['T EH N D R AH L'],
  tassel: ['T AE S AH L'],
  phacelia: ['F AH S IY L IY AH'],
  repot: ['R IY P AA T'],
  spiracles: ['S P IH R AH K AH L Z'],
  tastiest: ['T EY S T IY AH S T'],
  cupful: ['K AH P F UH L'],
}

export type Dictionary = ReadonlyMap<string, readonly string[]>

/** Parses cmudict text ("word PH ONES", alternates as "word(2) ..."), keeping only the wanted words. */
export function parseCmuDictionary(text: string, wanted?: ReadonlySet<string>): Map<string, string[]> {
  const entries = new Map<string, string[]>()
  for (const line of text.split('\n')) {
    const space = line.indexOf(' ')
    if (space <= 0) continue
    const word = line.slice(0, space).replace(/\(\d+\)$/, '')
    if (wanted && !wanted.has(word)) continue
    const phones = line
      .slice(space + 1)
      .replace(/#.*$/, '')
      .trim()
    if (!phones) continue
    const list = entries.get(word) ?? []
    list.push(phones)
    entries.set(word, list)
  }
  return entries
}

const VOICELESS = new Set(['P', 'T', 'K', 'F', 'TH'])
const SIBILANT = new Set(['S', 'Z', 'SH', 'ZH', 'CH', 'JH'])

function plural(phones: string): string {
  const last = phones.split(' ').at(-1)!
  if (SIBILANT.has(last)) return `${phones} IH Z`
  return `${phones} ${VOICELESS.has(last) ? 'S' : 'Z'}`
}

/** A pronunciation for a word the dictionary lacks, from a known stem and a regular ending; undefined if none. */
export function derivePronunciation(word: string, lookup: (word: string) => readonly string[] | undefined) {
  const first = (candidate: string) => lookup(candidate)?.[0] ?? OUR_WORDS[candidate]?.[0]
  const attempts: [RegExp, (stem: string) => string | undefined][] = [
    [/^(.+)'s$/, (stem) => mapFirst(first(stem), plural)],
    [/^(.+)s$/, (stem) => mapFirst(first(stem), plural)],
    [/^(.+)es$/, (stem) => mapFirst(first(stem), plural)],
    [/^(.+)ies$/, (stem) => mapFirst(first(`${stem}y`), plural)],
    [/^(.+)ing$/, (stem) => mapFirst(first(stem) ?? first(`${stem}e`), (p) => `${p} IH NG`)],
    [/^(.+)ed$/, (stem) => mapFirst(first(stem) ?? first(`${stem}e`), (p) => `${p} D`)],
    [/^(.+)(?:er|or)$/, (stem) => mapFirst(first(stem) ?? first(`${stem}e`), (p) => `${p} ER`)],
    [/^(.+)(?:ers|ors)$/, (stem) => mapFirst(first(stem) ?? first(`${stem}e`), (p) => `${p} ER Z`)],
    [/^(.+)ly$/, (stem) => mapFirst(first(stem), (p) => `${p} L IY`)],
    [/^(.+)y$/, (stem) => mapFirst(first(stem), (p) => `${p} IY`)],
  ]
  for (const [pattern, derive] of attempts) {
    const match = pattern.exec(word)
    if (!match) continue
    const phones = derive(match[1]!)
    if (phones) return phones
  }
  return compound(word, first)
}

/** Compounds of two known words ("greenfly", "windowsill", "leafcutter"), trying the longest first part first. */
function compound(word: string, first: (word: string) => string | undefined, depth = 0): string | undefined {
  for (let cut = word.length - 3; cut >= 3; cut--) {
    const head = first(word.slice(0, cut))
    if (!head) continue
    const tailWord = word.slice(cut)
    const tail =
      first(tailWord) ?? (depth === 0 ? derivePronunciation(tailWord, (w) => wrap(first(w))) : undefined)
    if (tail) return `${head} ${tail}`
  }
  return undefined
}

const wrap = (phones: string | undefined) => (phones === undefined ? undefined : [phones])

function mapFirst(phones: string | undefined, change: (phones: string) => string) {
  return phones === undefined ? undefined : change(phones)
}

/** Pronunciations for every word it can find or derive; the rest are returned as unknown. */
export function pronounce(words: Iterable<string>, cmu: Dictionary) {
  const known = new Map<string, readonly string[]>()
  const unknown: string[] = []
  const lookup = (word: string) => cmu.get(word) ?? OUR_WORDS[word]
  for (const word of words) {
    const direct = lookup(word)
    if (direct) {
      known.set(word, direct)
      continue
    }
    const derived = derivePronunciation(word, lookup)
    if (derived) known.set(word, [derived])
    else unknown.push(word)
  }
  return { known, unknown }
}

/** The dictionary file pocketsphinx reads: "word PHONES", alternates as "word(2) PHONES". */
export function dictionaryText(pronunciations: ReadonlyMap<string, readonly string[]>): string {
  const lines: string[] = []
  for (const word of [...pronunciations.keys()].sort()) {
    pronunciations.get(word)!.forEach((phones, index) => {
      lines.push(index === 0 ? `${word} ${phones}` : `${word}(${index + 1}) ${phones}`)
    })
  }
  return `${lines.join('\n')}\n`
}
