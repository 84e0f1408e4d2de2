// The offline garden guide as an AI SDK language model (LanguageModelV4), so chat code never knows who answers.
import type {
  JSONObject,
  LanguageModelV4,
  LanguageModelV4CallOptions,
  LanguageModelV4GenerateResult,
  LanguageModelV4Prompt,
  LanguageModelV4StreamPart,
  LanguageModelV4StreamResult,
  LanguageModelV4Usage,
  SharedV4Warning,
} from '@ai-sdk/provider'
import { LANGUAGES, type Language } from '../../../../shared/constants'
import { answer, type ChatTurn, type GardenGuideAnswer } from './answer'
import { hashString } from './seeded-choice'

export const GARDEN_GUIDE_PROVIDER = 'mochi.garden-guide'
export const GARDEN_GUIDE_MODEL_ID = 'garden-guide-1'

export interface GardenGuideModelOptions {
  modelId?: string
  /** Used when neither the message nor `providerOptions.gardenGuide.language` shows the language. */
  defaultLanguage?: Language
  /** Longest streamed text delta, in words, when a clause runs on without punctuation. */
  maxWordsPerDelta?: number
  /** Pause between streamed clauses, so the reply arrives like a model's; the first clause is not delayed. */
  clauseDelayMs?: number
  /** Told about every question answered with "I don't know that one yet", so operators can see them. */
  onUnanswered?: (question: string, language: Language) => void
}

/** What callers may pass as `providerOptions.gardenGuide`. */
export interface GardenGuideProviderOptions {
  /** The UI language, used for messages whose language is unclear. */
  language?: Language
  /** The signed-in family's garden place id (their profile), used when the conversation names no place. */
  place?: string
}

/** What the model returns as `providerMetadata.gardenGuide`. */
export interface GardenGuideMetadata {
  mood: GardenGuideAnswer['mood']
  citations: { id: string; title: string }[]
  intent: GardenGuideAnswer['intent']
  language: Language
  dontKnow: boolean
}

/** An answer made but not yet streamed (see `answerFor`): plain data, so another thread can make it. */
export interface PreparedAnswer {
  question: string
  text: string
  metadata: GardenGuideMetadata
}

const TEXT_ID = 'text-0'

function textOf(content: LanguageModelV4Prompt[number]['content']): string {
  if (typeof content === 'string') return content
  return content
    .map((part) => (part.type === 'text' ? part.text : ''))
    .filter((text) => text.length > 0)
    .join(' ')
}

/** The last user message is the question; earlier user and assistant text is the history. */
export function readPrompt(prompt: LanguageModelV4Prompt): { question: string; history: ChatTurn[] } {
  const turns: ChatTurn[] = []
  for (const message of prompt) {
    if (message.role !== 'user' && message.role !== 'assistant') continue
    const text = textOf(message.content).trim()
    if (text.length > 0) turns.push({ role: message.role, text })
  }
  let lastUser = -1
  turns.forEach((turn, index) => {
    if (turn.role === 'user') lastUser = index
  })
  if (lastUser === -1) return { question: '', history: turns }
  return { question: turns[lastUser]!.text, history: turns.slice(0, lastUser) }
}

function placeHint(options: LanguageModelV4CallOptions): string | undefined {
  const hint = options.providerOptions?.gardenGuide?.place
  return typeof hint === 'string' ? hint : undefined
}

function languageHint(options: LanguageModelV4CallOptions): Language | undefined {
  const hint = options.providerOptions?.gardenGuide?.language
  return typeof hint === 'string' && (LANGUAGES as readonly string[]).includes(hint)
    ? (hint as Language)
    : undefined
}

function wordCount(text: string): number {
  return text.split(/\s+/).filter(Boolean).length
}

function usageFor(prompt: LanguageModelV4Prompt, output: string): LanguageModelV4Usage {
  const input = prompt.reduce((sum, message) => sum + wordCount(textOf(message.content)), 0)
  const outputWords = wordCount(output)
  return {
    inputTokens: { total: input, noCache: input, cacheRead: 0, cacheWrite: 0 },
    outputTokens: { total: outputWords, text: outputWords, reasoning: 0 },
  }
}

function unsupportedWarnings(options: LanguageModelV4CallOptions): SharedV4Warning[] {
  const warnings: SharedV4Warning[] = []
  if (options.tools && options.tools.length > 0) {
    warnings.push({
      type: 'unsupported',
      feature: 'tools',
      details: 'The garden guide answers in text only.',
    })
  }
  if (options.responseFormat?.type === 'json') {
    warnings.push({
      type: 'unsupported',
      feature: 'responseFormat',
      details: 'The garden guide answers in text only.',
    })
  }
  return warnings
}

export function toMetadata(result: GardenGuideAnswer): GardenGuideMetadata {
  return {
    mood: result.mood,
    citations: result.citations.map(({ id, title }) => ({ id, title })),
    intent: result.intent,
    language: result.language,
    dontKnow: result.dontKnow,
  }
}

const CLAUSE_END = /[,;:.!?)»”]$/

/**
 * Splits text into clauses (up to a comma, semicolon, colon or sentence end), long ones into pieces of at most
 * `maxWords` words; joined back together they give the exact text.
 */
export function toClauses(text: string, maxWords = 10): string[] {
  const pieces = text.match(/\S+\s*/g) ?? []
  const clauses: string[] = []
  let current: string[] = []
  for (const piece of pieces) {
    current.push(piece)
    if (CLAUSE_END.test(piece.trimEnd()) || current.length >= maxWords) {
      clauses.push(current.join(''))
      current = []
    }
  }
  if (current.length > 0) clauses.push(current.join(''))
  return clauses
}

// The pause between streamed clauses; an abort ends it at once. Its listener goes when the pause ends, so a long
// answer does not pile one listener per clause onto the request's signal.
const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    if (ms <= 0 || signal?.aborted) return resolve()
    const done = () => {
      clearTimeout(timer)
      signal?.removeEventListener('abort', done)
      resolve()
    }
    const timer = setTimeout(done, ms)
    signal?.addEventListener('abort', done, { once: true })
  })

export class GardenGuideModel implements LanguageModelV4 {
  readonly specificationVersion = 'v4' as const
  readonly provider = GARDEN_GUIDE_PROVIDER
  readonly modelId: string
  readonly supportedUrls: Record<string, RegExp[]> = {}
  private readonly defaultLanguage: Language | undefined
  private readonly maxWordsPerDelta: number
  private readonly clauseDelayMs: number
  private readonly onUnanswered: GardenGuideModelOptions['onUnanswered']

  constructor(options: GardenGuideModelOptions = {}) {
    this.modelId = options.modelId ?? GARDEN_GUIDE_MODEL_ID
    this.defaultLanguage = options.defaultLanguage
    this.maxWordsPerDelta = Math.max(1, options.maxWordsPerDelta ?? 10)
    this.clauseDelayMs = Math.max(0, options.clauseDelayMs ?? 30)
    this.onUnanswered = options.onUnanswered
  }

  /** The guide's answer to the prompt's last question, with that question (what a don't-know is counted under). */
  private answerQuestion(options: LanguageModelV4CallOptions): {
    question: string
    result: GardenGuideAnswer
  } {
    options.abortSignal?.throwIfAborted()
    const { question, history } = readPrompt(options.prompt)
    const result = answer(question, {
      language: languageHint(options) ?? this.defaultLanguage,
      history,
      seed: options.seed,
      place: placeHint(options),
    })
    return { question, result }
  }

  private answerPrompt(options: LanguageModelV4CallOptions): GardenGuideAnswer {
    const { question, result } = this.answerQuestion(options)
    if (result.dontKnow) this.onUnanswered?.(question, result.language)
    return result
  }

  private run(options: LanguageModelV4CallOptions) {
    const result = this.answerPrompt(options)
    const metadata = { gardenGuide: toMetadata(result) as unknown as JSONObject }
    return {
      result,
      metadata,
      warnings: unsupportedWarnings(options),
      usage: usageFor(options.prompt, result.text),
    }
  }

  /**
   * The same answer as `doStream`, handed to `onDelta` clause by clause at the same pace (the first at once, each
   * next one after the clause pause; an abort ends it with the signal's reason, as the stream errors), for callers
   * that need only the text and the guide's metadata: without stream parts, usage and web streams, which cost a
   * busy chat route more than their use. `onStart` runs once the answer is made, before its first clause.
   * Resolves with what `doStream`'s finish part carries.
   */
  async streamClauses(
    options: LanguageModelV4CallOptions,
    onDelta: (delta: string) => void,
    onStart?: () => void,
  ): Promise<GardenGuideMetadata> {
    return this.streamAnswer(this.answerFor(options), options.abortSignal, onDelta, onStart)
  }

  /**
   * The answer `streamClauses` would stream, made without streaming or telling `onUnanswered` (a chat worker makes
   * it on another thread; `streamAnswer` then streams it and tells, here).
   */
  answerFor(options: LanguageModelV4CallOptions): PreparedAnswer {
    const { question, result } = this.answerQuestion(options)
    return { question, text: result.text, metadata: toMetadata(result) }
  }

  /** Streams an answer made by `answerFor` (here or on another thread) as `streamClauses` does. */
  async streamAnswer(
    prepared: PreparedAnswer,
    signal: AbortSignal | undefined,
    onDelta: (delta: string) => void,
    onStart?: () => void,
  ): Promise<GardenGuideMetadata> {
    signal?.throwIfAborted()
    if (prepared.metadata.dontKnow) this.onUnanswered?.(prepared.question, prepared.metadata.language)
    onStart?.()
    let sentText = false
    for (const delta of toClauses(prepared.text, this.maxWordsPerDelta)) {
      if (sentText) await sleep(this.clauseDelayMs, signal)
      sentText = true
      signal?.throwIfAborted()
      onDelta(delta)
    }
    signal?.throwIfAborted()
    return prepared.metadata
  }

  async doGenerate(options: LanguageModelV4CallOptions): Promise<LanguageModelV4GenerateResult> {
    const { result, metadata, warnings, usage } = this.run(options)
    return {
      content: [{ type: 'text', text: result.text }],
      finishReason: { unified: 'stop', raw: 'stop' },
      usage,
      providerMetadata: metadata,
      response: {
        id: `garden-guide-${hashString(result.text).toString(16)}`,
        modelId: this.modelId,
        timestamp: new Date(),
      },
      warnings,
    }
  }

  async doStream(options: LanguageModelV4CallOptions): Promise<LanguageModelV4StreamResult> {
    const { result, metadata, warnings, usage } = this.run(options)
    const parts: LanguageModelV4StreamPart[] = [
      { type: 'stream-start', warnings },
      {
        type: 'response-metadata',
        id: `garden-guide-${hashString(result.text).toString(16)}`,
        modelId: this.modelId,
        timestamp: new Date(),
      },
      { type: 'text-start', id: TEXT_ID },
      ...toClauses(result.text, this.maxWordsPerDelta).map(
        (delta): LanguageModelV4StreamPart => ({ type: 'text-delta', id: TEXT_ID, delta }),
      ),
      { type: 'text-end', id: TEXT_ID },
      { type: 'finish', finishReason: { unified: 'stop', raw: 'stop' }, usage, providerMetadata: metadata },
    ]
    const signal = options.abortSignal
    const delay = this.clauseDelayMs
    let next = 0
    let sentText = false
    // Parts are handed out only as the reader pulls them (no read-ahead), so a cancelled chat stops at once;
    // text after the first clause comes at a model-like pace, clause by clause.
    const stream = new ReadableStream<LanguageModelV4StreamPart>(
      {
        async pull(controller) {
          if (signal?.aborted) {
            controller.error(signal.reason)
            return
          }
          const part = parts[next++]
          if (part?.type === 'text-delta') {
            if (sentText) await sleep(delay, signal)
            sentText = true
            if (signal?.aborted) {
              controller.error(signal.reason)
              return
            }
          }
          if (part) controller.enqueue(part)
          else controller.close()
        },
      },
      { highWaterMark: 0 },
    )
    return { stream }
  }
}

export function createGardenGuideModel(options?: GardenGuideModelOptions): GardenGuideModel {
  return new GardenGuideModel(options)
}
