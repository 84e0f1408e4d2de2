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

/** The text with every long unknown token replaced by its split into known words (when one exists). */
export function unglue(folded: string, vocabulary: ReadonlySet<string>): string {
  return folded.replace(/\p{L}+/gu, (token) => {
    if (token.length < MIN_GLUED || vocabulary.has(token)) return token
    return splitGlued(token, vocabulary)?.join(' ') ?? token
  })
}
