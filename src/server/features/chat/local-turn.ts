// The CPU-heavy, pure part of a chat turn with the offline guide — the child's words screened, then (only if they
// pass) the guide's answer made — in one call that the chat worker runs off the request loop (chat-worker.ts).
import type { LanguageModelV4CallOptions, LanguageModelV4Prompt } from '@ai-sdk/provider'
import type { ModelMessage } from 'ai'
import type { Language } from '../../../shared/constants'
import type { GardenGuideModel, PreparedAnswer } from '../../ai/local/garden-guide/garden-guide-model'
import { redactPersonalInfo } from '../../ai/safety/personal-info'
import type { Env } from '../../env'
import type { Logger } from '../../lib/logger'
import { type ScreenedText, screenChildText } from '../child-safety/screen'

export type ChatTurn = { role: 'user' | 'assistant'; content: string }

export interface GuideInput {
  question: string
  history: ModelMessage[]
  language: Language
  signal?: AbortSignal
  place?: string
}

/** Mochi's replies as said; the child's earlier turns with personal details hidden, as the question is. */
export function redactedHistory(history: readonly ChatTurn[], language: Language): ChatTurn[] {
  return history.map((turn) => ({
    role: turn.role,
    content: turn.role === 'user' ? redactPersonalInfo(turn.content, language) : turn.content,
  }))
}

/** How the chat asks the offline guide: the conversation as a prompt, the UI language and the family's place. */
export function guideCallOptions(input: GuideInput): LanguageModelV4CallOptions {
  const prompt: LanguageModelV4Prompt = [
    ...input.history.flatMap((m) =>
      (m.role === 'user' || m.role === 'assistant') && typeof m.content === 'string'
        ? [{ role: m.role, content: [{ type: 'text' as const, text: m.content }] }]
        : [],
    ),
    { role: 'user', content: [{ type: 'text', text: input.question }] },
  ]
  return {
    prompt,
    providerOptions: {
      gardenGuide: { language: input.language, ...(input.place ? { place: input.place } : {}) },
    },
    abortSignal: input.signal,
  }
}

/** What a chat turn sends to the worker: plain data only. */
export interface LocalTurnInput {
  question: string
  /** The child's earlier messages, oldest first (what the screening reads with the question). */
  childTurns: string[]
  /** The conversation so far, as the route hands it over (not yet redacted). */
  history: ChatTurn[]
  language: Language
  seed: string
  place?: string
}

/** The screening's verdict, and the guide's answer when the words passed it (never otherwise). */
export interface LocalTurnResult {
  screened: ScreenedText
  answer?: PreparedAnswer
}

// Only the offline guide's chats come here, and their words go to no provider: the provider's moderation (the one
// user of the screening's env and logger) is never asked.
const NO_PROVIDER = { env: { ai: {} as Env['ai'] }, logger: {} as Logger }

/** Screens the question as the chat does, and asks the guide only when the screening let it through. */
export async function localTurn(input: LocalTurnInput, guide: GardenGuideModel): Promise<LocalTurnResult> {
  const { language } = input
  const screened = await screenChildText(
    input.question,
    { language, history: input.childTurns, seed: input.seed, useProvider: false },
    NO_PROVIDER,
  )
  if (screened.flagged) return { screened }
  const answer = guide.answerFor(
    guideCallOptions({
      question: screened.text,
      history: redactedHistory(input.history, language),
      language,
      place: input.place,
    }),
  )
  return { screened, answer }
}
