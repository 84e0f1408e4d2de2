// Mochi's answer to one spoken or typed turn, as text deltas: the text chat's own pipeline (moderation, persona,
// grounding, fallback) read from its UI message stream, so voice and text can never answer differently.
import type { Language } from '../../shared/constants'
import type { Mood } from '../../shared/schemas/chat'
import type { Models } from '../ai/providers'
import type { Env } from '../env'
import { streamMochiReply } from '../features/chat/reply'
import type { Logger } from '../lib/logger'

export interface Turn {
  role: 'user' | 'assistant'
  content: string
}

export type ReplyPart = { type: 'delta'; text: string } | { type: 'done'; mood?: Mood }

export async function* mochiReply(
  deps: { models: Models; logger: Logger; env: Pick<Env, 'ai'> },
  request: { question: string; history: Turn[]; language: Language; signal: AbortSignal },
): AsyncGenerator<ReplyPart> {
  const response = streamMochiReply(deps, { ...request, messageId: crypto.randomUUID() }, async () => {})
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader()
  let buffered = ''
  let mood: Mood | undefined
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
        const chunk = JSON.parse(data) as { type: string; delta?: string; messageMetadata?: { mood?: Mood } }
        if (chunk.type === 'text-delta' && chunk.delta) yield { type: 'delta', text: chunk.delta }
        else if (chunk.type === 'error') throw new Error('The reply failed')
        else if (chunk.type === 'finish') mood = chunk.messageMetadata?.mood
      }
    }
  } finally {
    reader.releaseLock()
  }
  yield { type: 'done', mood }
}
