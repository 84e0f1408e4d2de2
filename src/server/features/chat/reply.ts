// Streams Mochi's reply as an AI SDK UI message stream: input moderation (kind refusals, gentle personal-info
// nudges, redaction), the configured model with Mochi's persona and garden-book grounding, sentence-by-sentence
// output moderation for remote models, and the offline guide as a visible fallback when a provider fails.
import { streamText } from 'ai'
import type { Language } from '../../../shared/constants'
import type { Citation, MochiMessageMetadata, Mood } from '../../../shared/schemas/chat'
import { answer, type GroundingFact, groundingFacts } from '../../ai/local/garden-guide/answer'
import type { GardenGuideMetadata, PreparedAnswer } from '../../ai/local/garden-guide/garden-guide-model'
import { mochiSystemPrompt } from '../../ai/prompts/mochi-system-prompt'
import type { ModelChoice, Models } from '../../ai/providers'
import { moderateText } from '../../ai/safety/moderate'
import { safetyReply } from '../../ai/safety/replies'
import type { Env } from '../../env'
import type { Logger } from '../../lib/logger'
import { recordAiCall } from '../../operator/ai-call-metrics'
import { localTurnInWorker } from '../../workers/chat-worker'
import { screenChildText } from '../child-safety/screen'
import { type GuideInput, guideCallOptions, type LocalTurnResult, redactedHistory } from './local-turn'
import { uiMessageSseResponse } from './ui-message-sse'

export interface ReplyRequest {
  question: string
  history: { role: 'user' | 'assistant'; content: string }[]
  language: Language
  messageId: string
  signal?: AbortSignal
  /** The signed-in family's garden place id (profile), for planting months when the chat names no place. */
  place?: string
}

export interface ReplyOutcome {
  /** The question as stored: personal details redacted. */
  question: string
  text: string
  metadata: MochiMessageMetadata
}

const SENTENCE_END = /[.!?…](?=\s)|\n/

/** Streams the reply; `onDone` receives what was said (for saving), even when the client stopped early. */
export function streamMochiReply(
  { models, logger, env }: { models: Models; logger: Logger; env: Pick<Env, 'ai'> },
  request: ReplyRequest,
  onDone: (outcome: ReplyOutcome) => Promise<void>,
): Response {
  const { language, messageId } = request
  return uiMessageSseResponse(
    async (write) => {
      const textId = `${messageId}-text`
      let text = ''
      let isOpen = false
      const emit = (delta: string) => {
        if (!delta) return
        if (!isOpen) {
          write({ type: 'text-start', id: textId })
          isOpen = true
        }
        text += delta
        write({ type: 'text-delta', id: textId, delta })
      }
      const metadata: MochiMessageMetadata = { createdAt: new Date().toISOString() }
      // The start chunk carries what the screening decided (a safety reply's note, mood and category), as it
      // always has: it is written once the screening is done, before any reply text.
      let started = false
      const start = () => {
        if (started) return
        started = true
        write({ type: 'start', messageId, messageMetadata: metadata })
      }

      // Only the child's own words count as the conversation so far: Mochi's replies are not the child's intent.
      const childTurns = request.history.filter((turn) => turn.role === 'user').map((turn) => turn.content)
      let question = request.question
      try {
        // With the offline guide, the chat worker (when on and ready) screens the words and, only if they pass,
        // makes the guide's answer, off this loop; otherwise (or if it fails) the same work is done here.
        let turn: LocalTurnResult | undefined
        const job =
          models.chat.isLocal && models.chat.guide
            ? localTurnInWorker({
                question: request.question,
                childTurns,
                history: request.history,
                language,
                seed: messageId,
                place: request.place,
              })
            : undefined
        if (job)
          turn = await job.catch((error: unknown) => {
            logger.warn({ err: error }, 'the chat worker failed; this chat is answered inline')
            return undefined
          })
        const screened =
          turn?.screened ??
          (await screenChildText(
            request.question,
            { language, history: childTurns, seed: messageId, useProvider: !models.chat.isLocal },
            { env, logger },
          ))
        question = screened.text
        if (screened.flagged) {
          Object.assign(metadata, {
            mood: 'helpful' satisfies Mood,
            note: 'safety' as const,
            provider: 'safety',
            safety: screened.safety,
          })
          start()
          emit(screened.reply)
          return
        }
        if (screened.nudge) metadata.note = 'personal_info'
        if (screened.safety) metadata.safety = screened.safety
        start()
        if (screened.nudge) emit(`${screened.nudge}\n\n`)
        // (An answer the worker made was made from the redacted history already: none is needed here then.)
        const history = turn?.answer ? [] : redactedHistory(request.history, language)
        const before = text.length
        try {
          Object.assign(
            metadata,
            await runModel(
              models.chat,
              { question, history, language, signal: request.signal, place: request.place },
              emit,
              turn?.answer,
            ),
          )
        } catch (error) {
          // Only a provider that failed before saying anything is replaced; a half answer is not patched.
          if (request.signal?.aborted || models.chat.isLocal || text.length > before) throw error
          logger.warn(
            { err: error, provider: models.chat.provider },
            'chat provider failed; the offline guide answers',
          )
          Object.assign(
            metadata,
            await runModel(
              models.local,
              { question, history, language, signal: request.signal, place: request.place },
              emit,
            ),
          )
          metadata.note = 'fallback'
        }
      } finally {
        start()
        if (isOpen) write({ type: 'text-end', id: textId })
        write({ type: 'finish', messageMetadata: metadata })
        await onDone({ question, text, metadata }).catch((error) =>
          logger.error({ err: error }, 'saving the chat failed'),
        )
      }
    },
    (error) => {
      logger.error({ err: error }, 'chat stream failed')
      return 'messageError'
    },
  )
}

/**
 * The offline guide, read straight through its model interface: it needs none of streamText's prompt conversion,
 * retries, telemetry and stream stages, which cost the server more CPU per reply than the guide's answer itself
 * (and so delayed every other chat's first words under load). Same words, same pauses, same metadata.
 */
async function runLocalModel(
  choice: ModelChoice,
  input: GuideInput,
  emit: (delta: string) => void,
  prepared?: PreparedAnswer,
): Promise<MochiMessageMetadata> {
  if (choice.guide) {
    // Its clauses straight from the guide (no stream parts or web streams), counted as the measured model counts
    // a call: a failure before the answer is made as failed, a stop midway not at all.
    const started = performance.now()
    let answered = false
    try {
      const onStart = () => {
        answered = true
      }
      // An answer the chat worker made is streamed as the guide streams its own.
      const guide = prepared
        ? await choice.guide.streamAnswer(prepared, input.signal, emit, onStart)
        : await choice.guide.streamClauses(guideCallOptions(input), emit, onStart)
      recordAiCall(choice.provider, started, true)
      return { mood: guide.mood, citations: guide.citations, provider: 'local' }
    } catch (error) {
      if (!answered) recordAiCall(choice.provider, started, false)
      throw error
    }
  }
  const { stream } = await choice.model.doStream(guideCallOptions(input))
  let guide: GardenGuideMetadata | undefined
  for await (const part of stream) {
    if (part.type === 'error') throw part.error
    if (part.type === 'text-delta') emit(part.delta)
    else if (part.type === 'finish')
      guide = part.providerMetadata?.gardenGuide as unknown as GardenGuideMetadata | undefined
  }
  return { mood: guide?.mood, citations: guide?.citations ?? [], provider: 'local' }
}

async function runModel(
  choice: ModelChoice,
  input: GuideInput,
  emit: (delta: string) => void,
  prepared?: PreparedAnswer,
): Promise<MochiMessageMetadata> {
  if (choice.isLocal) return runLocalModel(choice, input, emit, prepared)
  // A remote model: grounded in the garden book, and moderated sentence by sentence (below).
  // The conversation so far lets the grounding follow up ("and in Spain?") like the offline guide does.
  const turns = input.history.flatMap((m) =>
    (m.role === 'user' || m.role === 'assistant') && typeof m.content === 'string'
      ? [{ role: m.role, text: m.content }]
      : [],
  )
  const facts: GroundingFact[] = groundingFacts(input.question, input.language, 4, turns, input.place)
  const result = streamText({
    model: choice.model,
    system: mochiSystemPrompt(
      input.language,
      facts.map((fact) => `${fact.title}: ${fact.text}`),
    ),
    messages: [...input.history, { role: 'user', content: input.question }],
    abortSignal: input.signal,
    maxRetries: 0,
  })
  let pending = ''
  let blocked = false
  const release = (final: boolean) => {
    // Remote models are checked sentence by sentence before anything reaches the child.
    while (!blocked) {
      const match = final ? null : SENTENCE_END.exec(pending)
      const cut = final ? pending.length : match ? match.index + match[0].length : -1
      if (cut <= 0) return
      const sentence = pending.slice(0, cut)
      pending = pending.slice(cut)
      const check = moderateText(sentence, { language: input.language, direction: 'output' })
      if (!check.allowed) {
        blocked = true
        emit(` ${safetyReply(check, input.language, sentence.length) ?? ''}`)
        return
      }
      emit(sentence)
      if (final) return
    }
  }
  for await (const part of result.fullStream) {
    if (part.type === 'error') throw part.error
    if (part.type !== 'text-delta' || blocked) continue
    pending += part.text
    release(false)
  }
  release(true)

  const local = answer(input.question, { language: input.language, place: input.place })
  const citations: Citation[] = facts.map(({ id, title }) => ({ id, title }))
  return {
    mood: local.mood,
    citations,
    provider: choice.provider,
    ...(blocked ? { note: 'safety' as const } : {}),
  }
}
