// Cheap rule gates over whole words: a rule is tried only when some word of the text starts with one of its stems.
import type { TextTest } from './phrase-rules'

// Every rule of a message tests the same text one after the other: its words' three-letter heads are worked out once.
let lastText = ''
let lastWords: readonly string[] = []

function wordsOf(text: string): readonly string[] {
  if (text !== lastText) {
    lastText = text
    lastWords = text.split(' ')
  }
  return lastWords
}

const HEAD = 3

/**
 * Passes when a word of the folded plain text starts with one of `stems` (three letters or more). A lookup by the
 * word's first letters instead of a long regular-expression alternation: dozens of gates cost a few microseconds.
 */
export function startsOf(...stems: readonly string[]): TextTest {
  const byHead = new Map<string, string[]>()
  for (const stem of stems) {
    if (stem.length < HEAD) throw new Error(`gate stem "${stem}" is shorter than ${HEAD} letters`)
    const head = stem.slice(0, HEAD)
    const list = byHead.get(head)
    if (list === undefined) byHead.set(head, [stem])
    else list.push(stem)
  }
  return {
    test(text: string): boolean {
      for (const word of wordsOf(text)) {
        const list = byHead.get(word.slice(0, HEAD))
        if (list?.some((stem) => word.startsWith(stem))) return true
      }
      return false
    },
  }
}

/** A gate of two tests that must both pass: a verb and the thing it is done with. */
export function both(first: TextTest, second: TextTest): TextTest {
  return { test: (text: string) => first.test(text) && second.test(text) }
}
