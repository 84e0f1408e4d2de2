// Puts children's spellings back to the words the safety rules know: repeated letters, a dropped or swapped letter, Spanish spelt by ear.
import { KEY_WORDS, MISSPELLINGS, REAL_WORDS } from './key-words'
import { collapseRepeats } from './normalize'

/** Spanish spelt by ear, and English too: h is silent, v/b, z/s/ce/ci, qu/k/c, ll/y sound alike. */
export function soundKey(word: string): string {
  return collapseRepeats(
    word
      .replace(/(?<!c)h/g, '')
      .replace(/ll/g, 'y')
      .replace(/qu/g, 'k')
      .replace(/c([eiy])/g, 's$1')
      .replace(/c(?!h)/g, 'k')
      .replace(/z/g, 's')
      .replace(/v/g, 'b')
      .replace(/n([bp])/g, 'm$1'),
  )
}

function deletions(word: string): string[] {
  const out: string[] = []
  for (let i = 0; i < word.length; i++) out.push(word.slice(0, i) + word.slice(i + 1))
  return out
}

type Index = {
  exact: ReadonlySet<string>
  collapsed: ReadonlyMap<string, string | null>
  sound: ReadonlyMap<string, string | null>
  /** Key word minus one letter → key word (a child dropped a letter). */
  dropped: ReadonlyMap<string, string | null>
  /** Key words with two neighbouring letters swapped ("myslef"): almost never a real word. */
  swapped: ReadonlyMap<string, string | null>
}

/** A spelling that leads to two different key words leads nowhere (null). */
function add(map: Map<string, string | null>, key: string, word: string): void {
  const known = map.get(key)
  if (known === undefined) map.set(key, word)
  else if (known !== word) map.set(key, null)
}

function buildIndex(): Index {
  const exact = new Set(KEY_WORDS)
  const collapsed = new Map<string, string | null>()
  const sound = new Map<string, string | null>()
  const dropped = new Map<string, string | null>()
  const swapped = new Map<string, string | null>()
  for (const word of KEY_WORDS) {
    const c = collapseRepeats(word)
    add(collapsed, c, word)
    if (c.length >= 4) add(sound, soundKey(word), word)
    if (c.length >= 5) for (const d of deletions(c)) if (d[0] === c[0]) add(dropped, d, word)
    if (c.length >= 4) {
      for (let i = 1; i < c.length - 1; i++) {
        if (c[i] !== c[i + 1]) add(swapped, c.slice(0, i) + c[i + 1] + c[i] + c.slice(i + 2), word)
      }
    }
  }
  return { exact, collapsed, sound, dropped, swapped }
}

let index: Index | undefined

/** "dr*nk" → "drunk": a starred-out letter matches any letter of a key word of the same length. */
function unmask(word: string): string {
  const pattern = new RegExp(`^${word.replace(/[^\p{L}*]/gu, '').replace(/\*/g, '\\p{L}')}$`, 'u')
  return KEY_WORDS.find((key) => key.length === word.length && pattern.test(key)) ?? word
}

/** The key word a child most likely meant, or the word itself when it is not close to one. */
export function respell(word: string): string {
  index ??= buildIndex()
  const fixed = MISSPELLINGS.get(word)
  if (fixed !== undefined) return fixed
  if (word.includes('*')) return unmask(word)
  if (index.exact.has(word) || REAL_WORDS.has(word) || /\d/.test(word)) return word
  const c = collapseRepeats(word)
  const viaCollapse = index.collapsed.get(c)
  if (viaCollapse) return viaCollapse
  if (c.length >= 4) {
    const viaSound = index.sound.get(soundKey(word))
    if (viaSound) return viaSound
    const viaDrop = index.dropped.get(c)
    if (viaDrop) return viaDrop
  }
  // A letter held down three times or more is never spelling: "saaad" is "sad", "hiiiigh" is "high".
  return index.swapped.get(c) ?? word.replace(/(.)\1{2,}/gu, '$1')
}
