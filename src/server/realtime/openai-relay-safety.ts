// Child safety in relay mode for what OpenAI says: screened sentence by sentence before its words reach the child.
// (What the child typed or said passes the one gate of every surface, features/child-safety/screen.ts.)
import type { Language } from '../../shared/constants'
import { moderateText } from '../ai/safety/moderate'
import { safetyReply } from '../ai/safety/replies'

const SENTENCE_END = /[.!?…](?=\s)|\n/

/**
 * Mochi's spoken words from OpenAI, released a whole sentence at a time once the output rules allow it.
 * After one sentence fails nothing more is released, and `refusal` holds what Mochi says instead.
 */
export class SpokenReplyScreen {
  refusal: string | undefined
  private pending = ''
  private released = ''

  constructor(
    private readonly language: Language,
    private readonly seed: string,
  ) {}

  get text(): string {
    return this.released
  }

  /** Returns the newly released text ('' while a sentence is still incomplete or after a refusal). */
  push(delta: string): string {
    if (this.refusal !== undefined) return ''
    this.pending += delta
    let out = ''
    for (let match = SENTENCE_END.exec(this.pending); match; match = SENTENCE_END.exec(this.pending)) {
      const cut = match.index + match[0].length
      const sentence = this.pending.slice(0, cut)
      this.pending = this.pending.slice(cut)
      if (!this.allows(sentence)) return out
      out += sentence
    }
    return out
  }

  /** The end of the reply: the last, unterminated sentence is checked too. */
  flush(): string {
    if (this.refusal !== undefined || !this.pending) return ''
    const rest = this.pending
    this.pending = ''
    return this.allows(rest) ? rest : ''
  }

  private allows(sentence: string): boolean {
    const check = moderateText(sentence, { language: this.language, direction: 'output' })
    if (check.allowed) {
      this.released += sentence
      return true
    }
    this.refusal = safetyReply(check, this.language, this.seed) ?? ''
    this.pending = ''
    return false
  }
}
