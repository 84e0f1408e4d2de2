// English words the obscenity dataset lacks, matched as whole words after normalisation.
import type { ListedTerms } from './word-list-matcher'

export const ENGLISH_EXTRA_TERMS: readonly ListedTerms[] = [
  {
    category: 'profanity',
    forms: ['dumbass', 'jackass', 'smartass', 'asshat', 'wtf', 'stfu', 'fml', 'phuck', 'fuq', 'biatch'],
  },
  { category: 'sexual', forms: ['jizz', 'horny', 'nsfw', 'sexting', 'onlyfans', 'milf'] },
  // Also listed by obscenity; here too so "ni99er" is caught through our leetspeak map (9 → g).
  { category: 'hate', forms: ['nigger', 'niggers', 'nigga', 'niggas'] },
]

/** Innocent words that only match a listed one after repeated letters collapse (the river Niger). */
export const ENGLISH_COLLAPSE_EXCEPTIONS: readonly string[] = ['niger', 'nigers']
