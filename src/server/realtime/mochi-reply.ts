// Mochi's answer to one spoken or typed turn, as text deltas: the text chat's own pipeline (moderation, persona,
// grounding, fallback) read from its UI message stream, so voice and text can never answer differently.
import type { Language } from '../../shared/constants'
import type { SafetyMetadata } from '../../shared/safety'
import type { MochiMessageMetadata, Mood } from '../../shared/schemas/chat'
import type { Models } from '../ai/providers'
import type { Env } from '../env'
import { streamMochiReply } from '../features/chat/reply'
import type { Logger } from '../lib/logger'

export interface Turn {
  role: 'user' | 'assistant'
  content: string
}

export type ReplyPart =
  | { type: 'delta'; text: string }
  /** `safety` when the safety path answered; `question` is the child's words with personal details hidden. */
  | { type: 'done'; mood?: Mood; safety?: SafetyMetadata; question: string }

export async function* mochiReply(
  deps: { models: Models; logger: Logger; env: Pick<Env, 'ai'> },
  request: { question: string; history: Turn[]; language: Language; signal: AbortSignal },
): AsyncGenerator<ReplyPart> {
  let question = request.question
  const response = streamMochiReply(deps, { ...request, messageId: crypto.randomUUID() }, async (outcome) => {
    question = outcome.question
  })
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader()
  let buffered = ''
  let finish: MochiMessageMetadata = {}
  try {
    for (;;) {
      const { value, done } = await reader.read()
      if (done) break
      buffered += value
      const events = buffered.split('\n\n')
      buffered = events.pop() ?? ''
      for (const event of events) {
        const data = event
          .split('\n')
          .find((line) => line.startsWith('data: '))
          ?.slice(6)
        if (!data || data === '[DONE]') continue
        const chunk = JSON.parse(data) as {
          type: string
          delta?: string
          messageMetadata?: MochiMessageMetadata
        }
        if (chunk.type === 'text-delta' && chunk.delta) yield { type: 'delta', text: chunk.delta }
        else if (chunk.type === 'error') throw new Error('The reply failed')
        else if (chunk.type === 'finish') finish = chunk.messageMetadata ?? {}
      }
    }
  } finally {
    reader.releaseLock()
  }
  yield {
    type: 'done',
    mood: finish.mood,
    question,
    ...(finish.safety ? { safety: { category: finish.safety.category } } : {}),
  }
}
