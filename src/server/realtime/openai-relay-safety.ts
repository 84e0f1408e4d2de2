// Child safety in relay mode, with the text chat's own filters: what the child typed or said is screened before
// OpenAI may answer it, and what OpenAI says is screened sentence by sentence before its words reach the child.
import type { Language } from '../../shared/constants'
import { moderateText } from '../ai/safety/moderate'
import { redactPersonalInfo } from '../ai/safety/personal-info'
import { moderateWithProvider } from '../ai/safety/provider-moderation'
import { safetyReply } from '../ai/safety/replies'
import type { Env } from '../env'
import type { Logger } from '../lib/logger'

const SENTENCE_END = /[.!?…](?=\s)|\n/

export type ScreenedTurn =
  | { kind: 'allow'; text: string; redacted: boolean }
  | { kind: 'refuse'; reply: string; categories: string[] }

/** The same decision as the text chat: local rules, then the provider's moderation as a second opinion. */
export async function screenChildTurn(
  text: string,
  language: Language,
  deps: { env: Pick<Env, 'ai'>; logger: Logger },
  seed: string,
): Promise<ScreenedTurn> {
  const verdict = moderateText(text, { language, direction: 'input' })
  if (!verdict.allowed || verdict.needsCare) {
    return {
      kind: 'refuse',
      reply: safetyReply(verdict, language, seed) ?? '',
      categories: verdict.categories,
    }
  }
  const remote = await moderateWithProvider(text, deps)
  if (remote?.flagged) {
    const reply = safetyReply({ ...verdict, allowed: false, categories: ['dangerous'] }, language, seed) ?? ''
    return { kind: 'refuse', reply, categories: remote.categories }
  }
  // Details like an address are allowed in (Mochi may still answer) but never reach the model as said.
  if (verdict.personalInfo.length > 0) {
    return { kind: 'allow', text: redactPersonalInfo(text, language), redacted: true }
  }
  return { kind: 'allow', text, redacted: false }
}

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
