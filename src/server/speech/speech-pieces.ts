// Where Mochi's streaming reply is cut for speech: at whole sentences, and for the very first piece already at a
// clause, so the first words sound while a remote model is still writing the rest of its first sentence.
const SENTENCE_END = /[.!?…](?=\s)|\n/
const CLAUSE_END = /[,;:](?=\s)/g

/** A shorter opening clause ("Oh, …") would sound clipped on its own. */
export const FIRST_CLAUSE_MIN_WORDS = 4

const wordCount = (text: string) => text.match(/[\p{L}\p{N}]+/gu)?.length ?? 0

/** How many characters at the start of `pending` make the next piece to speak; 0 while it is unfinished. */
export function nextSpeechCut(pending: string, isFirstPiece: boolean): number {
  const sentence = SENTENCE_END.exec(pending)
  const sentenceCut = sentence ? sentence.index + sentence[0].length : 0
  if (isFirstPiece) {
    for (const clause of pending.matchAll(CLAUSE_END)) {
      if (sentence && clause.index >= sentence.index) break
      const cut = clause.index + clause[0].length
      if (wordCount(pending.slice(0, cut)) >= FIRST_CLAUSE_MIN_WORDS) return cut
    }
  }
  return sentenceCut
}
