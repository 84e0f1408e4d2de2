// Splits words typed without spaces ("howtomakeamolotov") into known words, so the model reads them as a sentence.

// Only long unknown tokens are split: short ones are more likely a typo than several words.
const MIN_GLUED = 9
const ONE_LETTER_WORDS = new Set(['a', 'i', 'y', 'o', 'e', 'u'])

/**
 * The fewest known words that spell `token` exactly, or null when there is no such split. `accept` narrows which
 * known words may be parts, inside the search, so a fragment ("ra") cannot win a tie over a word ("a").
 */
export function splitGlued(
  token: string,
  vocabulary: ReadonlySet<string>,
  accept: (word: string) => boolean = () => true,
): string[] | null {
  const n = token.length
  // best[i]: fewest words spelling token.slice(0, i); from[i]: where the last of them starts.
  const best = new Array<number>(n + 1).fill(Number.POSITIVE_INFINITY)
  const from = new Array<number>(n + 1).fill(-1)
  best[0] = 0
  for (let end = 1; end <= n; end++) {
    for (let start = Math.max(0, end - 20); start < end; start++) {
      const prior = best[start] as number
      if (prior === Number.POSITIVE_INFINITY || prior + 1 >= (best[end] as number)) continue
      const word = token.slice(start, end)
      if (word.length === 1 ? ONE_LETTER_WORDS.has(word) : vocabulary.has(word) && accept(word)) {
        best[end] = prior + 1
        from[end] = start
      }
    }
  }
  if (best[n] === Number.POSITIVE_INFINITY) return null
  const words: string[] = []
  for (let end = n; end > 0; end = from[end] as number) words.unshift(token.slice(from[end] as number, end))
  return words
}

// The corpus's vocabulary holds typo fragments too ("mak", "sme"): a short part of a split must be a real short word,
// or a long word ("altísimos", "beautiful") falls apart into fragments and every rule is read twice for nothing.
const SHORT_WORDS = new Set(
  (
    'a i y o e u to me my mi de el la lo le un una how the and que se te tu su en al no yo es is in on it of at as ' +
    'so be we he she his her por con los las del mas muy ya for you can not get who why all are was die mad gun sex ' +
    'cut mom dad mum gay xxx kms kys con sin mas hay voy van dan das doy fue son soy era ser ver eso esa ese una uno ' +
    'dos tres mis tus sus nos les them him way use run hit bad sad our out off now new old too got put let did had has ' +
    'any one two six ten pay hot own men boy kid kids pet cat dog rat man aun mal'
  ).split(' '),
)
const plausiblePart = (part: string) => part.length >= 4 || SHORT_WORDS.has(part)

// A letter held down three times or more ("tristiiiisimo", "secretaaas", "gunnnn").
const HELD = /(\p{L})\1{2,}/gu
// The corpus's own stretched spellings ("nadaa") are in the vocabulary too; as a part of a split they steal the next
// word's first letter ("nadaatumama" → "nadaa tu mama"): a word ending in a doubled vowel whose single-vowel form is
// known is not a part, nor is a short fragment.
const DOUBLED_END = /([aeiou])\1$/
const DOUBLED_WORDS = new Set(
  'too see bee tree free zoo three fee tee wee cree lee vee agree knee'.split(' '),
)

/**
 * The text with every long unknown token replaced by its split into known words (when one exists). Held letters are
 * let go first: a stretched word is one word, and split it fell into fragments ("tri st iiii si mo").
 */
export function unglue(folded: string, vocabulary: ReadonlySet<string>): string {
  return folded.replace(/\p{L}+/gu, (typed) => {
    const token = typed.replace(HELD, '$1')
    if (token.length < MIN_GLUED || vocabulary.has(token)) return token
    return splitTyped(token, vocabulary)?.join(' ') ?? token
  })
}

/** A long typed word split into plausible known words (held letters let go first), or null when none spells it. */
export function splitTyped(typed: string, vocabulary: ReadonlySet<string>): string[] | null {
  const part = (word: string) =>
    plausiblePart(word) &&
    (DOUBLED_WORDS.has(word) || !DOUBLED_END.test(word) || !vocabulary.has(word.slice(0, -1)))
  return splitGlued(typed.replace(HELD, '$1'), vocabulary, part)
}
