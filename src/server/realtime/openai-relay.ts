// The realtime voice socket relayed to OpenAI Realtime: our contract's client events go up (rate-limited, resampled
// to 24 kHz, screened by the child-safety filters), our contract's server events come back. If OpenAI cannot be
// reached when the conversation starts, the offline pipeline answers instead, after one `error` event saying why.
import { HUB_SAMPLE_RATE, type Language } from '../../shared/constants'
import type { SafetyMetadata } from '../../shared/safety'
import type { Env } from '../env'
import { type ScreenedText, screenChildText } from '../features/child-safety/screen'
import { detectLanguage } from '../lib/detect-language'
import type { Logger } from '../lib/logger'
import { audioDeltas, createSpeaker, PCM_24K, type Speaker } from '../speech/speak'
import { pcmToBase64, resample } from '../speech/synthesis/encode'
import { type ClientEvent, ClientEventGate } from './client-event-gate'
import { listenerUpdate, relaySettings, sessionUpdate, voiceInstructions } from './openai-relay-config'
import { SpokenReplyScreen } from './openai-relay-safety'
import { connectUpstream, UpstreamConnectError, type UpstreamConnection } from './openai-relay-socket'
import type { SafetyMoment, ServerEvent } from './session'
import {
  describePreferences,
  initialPreferences,
  speaksAloud,
  updatePreferences,
  type VoicePreferences,
} from './voice-preferences'

/** The provider name under which relay failures show up in the operator's health figures. */
export const RELAY_PROVIDER = 'openai_realtime'
/** Connecting and having Mochi's settings accepted; beyond this the offline pipeline answers. */
export const RELAY_START_TIMEOUT_MS = 8000
const UPSTREAM_MAX_PAYLOAD = 8 * 1024 * 1024
/** Events a child may send while the relay is still connecting (the web client streams audio at once). */
const MAX_WAITING_EVENTS = 64
const MAX_TEXT_CHARS = 4000
const BUZZ_UP = 'Mochi had a technical buzz-up. Please try again.'

/** What the route drives: the offline RealtimeSession and this relay both fit. */
export interface VoiceSession {
  start(): void
  receive(data: string | ArrayBuffer): void
  dispose(): void
}

export interface VoiceTransport {
  send: (event: ServerEvent) => void
  close: (code: number, reason: string) => void
}

export interface RelayDeps {
  env: Pick<Env, 'ai' | 'elevenLabs'>
  logger: Logger
  /** The offline pipeline on the same socket, for when OpenAI cannot be reached at the start. */
  fallback: () => VoiceSession
  onProviderError?: () => void
  startTimeoutMs?: number
  language?: Language
  /** The offline voice that speaks Mochi's safety answers until the client chooses one. */
  voiceId?: string
  now?: () => number
  /** The safety path answered a turn: the caller keeps it for the family (words with details hidden). */
  onSafetyMoment?: (moment: SafetyMoment) => Promise<void>
}

/** The child's earlier turns the classifier reads with each new one, for harmful follow-ups. */
const CHILD_TURNS_KEPT = 10

type State = 'connecting' | 'ready' | 'fallback' | 'closed'

type Turn = { language: Language } & (
  | { kind: 'forwarded'; text: string }
  | { kind: 'refused'; reply: string; safety: SafetyMetadata }
)

interface UpstreamResponse {
  screen: SpokenReplyScreen
  language: Language
  blocked: boolean
  /** Set when the child's turn carried personal details (hidden from OpenAI): Mochi answers, the family is told. */
  safety?: SafetyMetadata
}

export class OpenAIRealtimeRelay implements VoiceSession {
  readonly id = `sess_${crypto.randomUUID()}`
  private state: State = 'connecting'
  private readonly gate: ClientEventGate
  private upstream: UpstreamConnection | undefined
  private offline: VoiceSession | undefined
  private startTimer: NodeJS.Timeout | undefined
  private markStarted!: () => void
  private readonly started = new Promise<void>((resolve) => {
    this.markStarted = resolve
  })
  private inbound = Promise.resolve()
  private waiting = 0
  private eventCount = 0
  private inputRate: number = HUB_SAMPLE_RATE
  /** The family's language and voice-replies switch go up to OpenAI; voice and sliders speak safety answers. */
  private preferences: VoicePreferences
  private turn: Turn | undefined
  private askedLanguage: Language
  private askedSafety: SafetyMetadata | undefined
  private childTurns: string[] = []
  private readonly responses = new Map<string, UpstreamResponse>()
  private local: { id: string; controller: AbortController } | undefined
  /** Speaks Mochi's own safety answers: ElevenLabs when configured, as the offline pipeline does. */
  private readonly speakSentence: Speaker

  constructor(
    private readonly deps: RelayDeps,
    private readonly transport: VoiceTransport,
  ) {
    this.gate = new ClientEventGate(deps.now, () => this.inputRate)
    this.speakSentence = createSpeaker({ elevenLabs: deps.env.elevenLabs, logger: deps.logger })
    this.preferences = initialPreferences(deps.language ?? 'en', deps.voiceId)
    this.askedLanguage = this.preferences.language
  }

  start() {
    const settings = relaySettings(this.deps.env)
    if (!settings) return this.startFailed(new UpstreamConnectError('rejected', 'not configured'))
    const timeoutMs = this.deps.startTimeoutMs ?? RELAY_START_TIMEOUT_MS
    this.startTimer = setTimeout(
      () => this.startFailed(new UpstreamConnectError('timeout', `not ready within ${timeoutMs} ms`)),
      timeoutMs,
    )
    connectUpstream(settings.url, {
      headers: settings.headers,
      timeoutMs,
      maxPayload: UPSTREAM_MAX_PAYLOAD,
    }).then(
      (connection) => {
        if (this.state !== 'connecting') return connection.close(1000, 'Not needed')
        this.upstream = connection
        connection.listen({
          onMessage: (text) => this.fromUpstream(text),
          onClose: (code, reason) => this.upstreamClosed(code, reason),
        })
        this.up(sessionUpdate(this.preferences.language, settings.voice, this.preferences.modalities))
      },
      (error: unknown) =>
        this.startFailed(
          error instanceof UpstreamConnectError
            ? error
            : new UpstreamConnectError('unreachable', String(error)),
        ),
    )
  }

  receive(data: string | ArrayBuffer) {
    if (this.state === 'fallback') return this.offline?.receive(data)
    if (this.state === 'closed') return
    const admitted = this.gate.admit(data)
    if (!admitted.ok) return this.error(admitted.code, admitted.message)
    if (this.state === 'connecting' && ++this.waiting > MAX_WAITING_EVENTS) {
      return this.error('not_ready', 'Mochi is still waking up. Please try again in a moment.')
    }
    const event = admitted.event
    // One at a time and in order: a typed turn is screened before the events after it go up.
    this.inbound = this.inbound
      .then(() => this.dispatch(event))
      .catch((error) => this.deps.logger.error({ err: error }, 'realtime relay event failed'))
  }

  dispose() {
    if (this.state === 'closed') return
    this.state = 'closed'
    clearTimeout(this.startTimer)
    this.stopLocal(false)
    this.upstream?.close(1000, 'Conversation ended')
    this.upstream = undefined
    this.offline?.dispose()
    this.markStarted()
  }

  private async dispatch(event: ClientEvent) {
    await this.started
    if (this.state === 'fallback') {
      // Audio from the seconds spent connecting is dropped; turns and settings carry over.
      if (event.type !== 'input_audio_buffer.append') this.offline?.receive(JSON.stringify(event))
      return
    }
    if (this.state === 'ready') await this.handle(event)
  }

  private async handle(event: ClientEvent) {
    switch (event.type) {
      case 'input_audio_buffer.append':
        return this.append(event.audio)
      case 'input_audio_buffer.commit':
      case 'input_audio_buffer.clear':
        return this.up({ type: event.type })
      case 'conversation.item.create':
        return this.createItem(event.item)
      case 'response.create':
        return this.respond()
      case 'response.cancel':
        this.stopLocal(true)
        return this.up({ type: 'response.cancel' })
      case 'session.update':
        return this.update(event.session)
      default:
        return this.error('unknown_event', `Unknown event type "${event.type.slice(0, 60)}"`)
    }
  }

  private append(audio: unknown) {
    if (typeof audio !== 'string' || audio.length === 0) {
      return this.error('invalid_event', '"audio" must be base64 PCM16')
    }
    if (this.inputRate === HUB_SAMPLE_RATE) return this.up({ type: 'input_audio_buffer.append', audio })
    // OpenAI Realtime takes 24 kHz only; the voice page records at 44.1 kHz.
    const bytes = new Uint8Array(Buffer.from(audio, 'base64'))
    const samples = new Int16Array(bytes.buffer, 0, Math.floor(bytes.length / 2))
    const pcm = resample(samples, this.inputRate, HUB_SAMPLE_RATE)
    this.up({ type: 'input_audio_buffer.append', audio: pcmToBase64(pcm) })
  }

  private async createItem(item: unknown) {
    const text = userText(item)
    if (!text) return this.error('invalid_event', 'Only user messages with input_text can be added')
    const itemId = `item_${crypto.randomUUID()}`
    const language = detectLanguage(text, this.preferences.language)
    const screened = await this.screen(text, language, itemId)
    if (this.state !== 'ready') return
    if (screened.flagged) {
      this.turn = { kind: 'refused', reply: screened.reply, language, safety: screened.safety }
    } else {
      this.up(userMessage(screened.text))
      this.turn = { kind: 'forwarded', text: screened.text, language }
      this.askedSafety = screened.safety
    }
    this.send({ type: 'conversation.item.created', item: { id: itemId, role: 'user', type: 'message' } })
  }

  private respond() {
    const turn = this.turn
    if (!turn) return this.error('no_input', 'Send a message before asking for a response')
    this.turn = undefined
    if (turn.kind === 'refused') return void this.speakLocally(turn.reply, turn.language, turn.safety)
    this.ask(turn.text, turn.language, this.askedSafety)
  }

  /** Each answer gets instructions in the child's language, grounded in the garden book for their words. */
  private ask(question: string, language: Language, safety?: SafetyMetadata) {
    this.askedLanguage = language
    this.askedSafety = safety
    this.up({ type: 'response.create', response: { instructions: voiceInstructions(language, question) } })
  }

  private update(session: unknown) {
    const rate = Number((session as { input_sample_rate?: unknown } | null | undefined)?.input_sample_rate)
    if (Number.isInteger(rate) && rate >= 8000 && rate <= 48_000) this.inputRate = rate
    const before = this.preferences
    const after = updatePreferences(before, session)
    this.preferences = after
    // Only a change goes up: the client repeats its settings, and every upstream update costs a round trip.
    if (after.language !== before.language || speaksAloud(after) !== speaksAloud(before)) {
      this.up(listenerUpdate(after.language, after.modalities))
    }
    this.send({
      type: 'session.updated',
      session: { input_sample_rate: this.inputRate, ...describePreferences(after) },
    })
  }

  private fromUpstream(text: string) {
    let event: { type?: unknown } & Record<string, unknown>
    try {
      event = JSON.parse(text)
    } catch {
      return
    }
    if (this.state === 'closed' || typeof event?.type !== 'string') return
    const responseId = String((event.response as { id?: unknown } | undefined)?.id ?? event.response_id ?? '')
    switch (event.type) {
      case 'session.updated':
        if (this.state === 'connecting') this.becomeReady()
        return
      case 'error':
        return this.upstreamError(event.error as { type?: unknown; code?: unknown; message?: unknown })
      case 'input_audio_buffer.speech_started':
        // Barge-in: OpenAI stops its own answer; a safety answer spoken here stops too.
        this.stopLocal(true)
        return this.send({ type: event.type })
      case 'input_audio_buffer.speech_stopped':
      case 'input_audio_buffer.cleared':
        return this.send({ type: event.type })
      case 'conversation.item.input_audio_transcription.completed':
        return void this.heard(String(event.item_id ?? ''), String(event.transcript ?? ''))
      case 'conversation.item.input_audio_transcription.failed':
        return this.error('stt_failed', 'Mochi could not hear that. Please try again.')
      case 'response.created':
        this.responses.set(responseId, {
          screen: new SpokenReplyScreen(this.askedLanguage, responseId),
          language: this.askedLanguage,
          blocked: false,
          safety: this.askedSafety,
        })
        this.askedSafety = undefined
        return this.send({ type: event.type, response: { id: responseId, status: 'in_progress' } })
      // With voice replies off OpenAI only writes: its text events carry what the transcript events would.
      case 'response.audio_transcript.delta':
      case 'response.text.delta':
        return this.transcriptDelta(responseId, String(event.delta ?? ''))
      case 'response.audio.delta':
        if (this.responses.get(responseId)?.blocked) return
        return this.send({ type: event.type, response_id: responseId, delta: event.delta })
      case 'response.audio.done':
        if (this.responses.get(responseId)?.blocked) return
        return this.send({ type: event.type, response_id: responseId })
      case 'response.audio_transcript.done':
      case 'response.text.done':
        return this.transcriptDone(responseId)
      case 'response.done':
        return this.responseDone(responseId, event.response as { status?: unknown } | undefined)
    }
  }

  private async heard(itemId: string, transcript: string) {
    this.send({ type: 'conversation.item.input_audio_transcription.completed', item_id: itemId, transcript })
    const text = transcript.trim().slice(0, MAX_TEXT_CHARS)
    if (!text) return
    const language = detectLanguage(text, this.preferences.language)
    const screened = await this.screen(text, language, itemId)
    if (this.state !== 'ready') return
    if (screened.flagged) {
      // OpenAI heard it, but it leaves the conversation and is never answered.
      this.up({ type: 'conversation.item.delete', item_id: itemId })
      return void this.speakLocally(screened.reply, language, screened.safety)
    }
    if (screened.text !== text) {
      // The recording holds the personal details; the model keeps only the redacted words.
      this.up({ type: 'conversation.item.delete', item_id: itemId })
      this.up(userMessage(screened.text))
    }
    this.ask(screened.text, language, screened.safety)
  }

  /** The one gate of every surface, with the child's earlier turns; a flagged turn is kept for the family. */
  private async screen(text: string, language: Language, seed: string): Promise<ScreenedText> {
    const history = this.childTurns.slice(-CHILD_TURNS_KEPT)
    const screened = await screenChildText(text, { language, history, seed, useProvider: true }, this.deps)
    this.childTurns.push(screened.text)
    if (screened.safety) {
      this.deps
        .onSafetyMoment?.({ category: screened.safety.category, text: screened.text, language })
        .catch((error) => this.deps.logger.error({ err: error }, 'keeping a flagged moment failed'))
    }
    return screened
  }

  private transcriptDelta(responseId: string, delta: string) {
    const response = this.responses.get(responseId)
    if (!response || response.blocked) return
    const released = response.screen.push(delta)
    if (released)
      this.send({ type: 'response.audio_transcript.delta', response_id: responseId, delta: released })
    if (response.screen.refusal !== undefined) this.block(responseId, response)
  }

  private transcriptDone(responseId: string) {
    const response = this.responses.get(responseId)
    if (!response || response.blocked) return
    const rest = response.screen.flush()
    if (rest) this.send({ type: 'response.audio_transcript.delta', response_id: responseId, delta: rest })
    if (response.screen.refusal !== undefined) return this.block(responseId, response)
    this.send({
      type: 'response.audio_transcript.done',
      response_id: responseId,
      transcript: response.screen.text,
      ...(response.safety ? { safety: response.safety } : {}),
    })
  }

  private responseDone(responseId: string, response: { status?: unknown } | undefined) {
    const known = this.responses.get(responseId)
    this.responses.delete(responseId)
    if (known?.blocked) return
    const status = typeof response?.status === 'string' ? response.status : 'completed'
    if (status === 'failed') {
      this.deps.logger.warn({ response }, 'OpenAI Realtime response failed')
      this.deps.onProviderError?.()
      this.error('response_failed', BUZZ_UP)
    }
    this.send({
      type: 'response.done',
      response: {
        id: responseId,
        status,
        output: [{ role: 'assistant', transcript: known?.screen.text ?? '', mood: null }],
      },
      ...(known?.safety ? { safety: known.safety } : {}),
    })
  }

  /** A sentence failed the output rules: OpenAI stops, and Mochi's own voice says the safety answer. */
  private block(responseId: string, response: UpstreamResponse) {
    response.blocked = true
    this.up({ type: 'response.cancel' })
    void this.speakLocally(response.screen.refusal ?? '', response.language, undefined, {
      id: responseId,
      before: response.screen.text,
    })
  }

  private async speakLocally(
    text: string,
    language: Language,
    safety?: SafetyMetadata,
    continued?: { id: string; before: string },
  ) {
    this.stopLocal(false)
    const id = continued?.id ?? `resp_${crypto.randomUUID()}`
    const controller = new AbortController()
    this.local = { id, controller }
    if (!continued) this.send({ type: 'response.created', response: { id, status: 'in_progress' } })
    const delta = continued?.before ? ` ${text}` : text
    this.send({ type: 'response.audio_transcript.delta', response_id: id, delta })
    const { voiceId, settings } = this.preferences
    const voiced = speaksAloud(this.preferences)
    try {
      const request = { text, language, voiceId, settings, signal: controller.signal }
      const pcm = voiced ? (await this.speakSentence(request, PCM_24K)).pcm : new Int16Array(0)
      for (const delta of audioDeltas(pcm, controller.signal)) {
        this.send({ type: 'response.audio.delta', response_id: id, delta })
      }
    } catch (error) {
      // The words are already on screen; a silent answer beats none.
      this.deps.logger.warn({ err: error }, 'speaking a safety answer failed')
    }
    if (controller.signal.aborted) return
    this.local = undefined
    const transcript = `${continued?.before ?? ''}${delta}`
    if (voiced) this.send({ type: 'response.audio.done', response_id: id })
    const verdict = safety ? { safety } : {}
    this.send({ type: 'response.audio_transcript.done', response_id: id, transcript, ...verdict })
    this.send({
      type: 'response.done',
      response: { id, status: 'completed', output: [{ role: 'assistant', transcript, mood: null }] },
      ...verdict,
    })
  }

  private stopLocal(notify: boolean) {
    const local = this.local
    if (!local) return
    this.local = undefined
    local.controller.abort()
    if (notify) this.send({ type: 'response.done', response: { id: local.id, status: 'cancelled' } })
  }

  private becomeReady() {
    clearTimeout(this.startTimer)
    this.state = 'ready'
    this.send({
      type: 'session.created',
      session: {
        id: this.id,
        provider: 'openai',
        voice: relaySettings(this.deps.env)?.voice ?? null,
        input_audio_format: 'pcm16',
        output_audio_format: 'pcm16',
        sample_rate: HUB_SAMPLE_RATE,
        turn_detection: { type: 'server_vad' },
        input_audio_transcription: { provider: 'openai' },
      },
    })
    this.markStarted()
  }

  private startFailed(error: UpstreamConnectError) {
    if (this.state !== 'connecting') return
    clearTimeout(this.startTimer)
    this.upstream?.close(1000, 'Falling back')
    this.upstream = undefined
    this.deps.logger.warn(
      { failure: error.failure, status: error.status, detail: error.message },
      'OpenAI Realtime unavailable; the offline voice pipeline answers',
    )
    this.deps.onProviderError?.()
    this.error(
      'realtime_relay_unavailable',
      `${describeFailure(error)} Mochi's own voice will answer instead.`,
    )
    this.state = 'fallback'
    this.offline = this.deps.fallback()
    this.offline.start()
    this.markStarted()
  }

  private upstreamError(error: { type?: unknown; code?: unknown; message?: unknown } | undefined) {
    const code = typeof error?.code === 'string' ? error.code : 'upstream_error'
    const message =
      typeof error?.message === 'string' ? error.message.slice(0, 200) : 'OpenAI reported a problem'
    if (this.state === 'connecting') {
      return this.startFailed(new UpstreamConnectError('rejected', `${code}: ${message}`))
    }
    // Our own cancel after a barge-in races OpenAI's; nothing went wrong for the child.
    if (code === 'response_cancel_not_active') return
    this.deps.logger.warn({ code, message }, 'OpenAI Realtime reported an error')
    const type = typeof error?.type === 'string' ? error.type : 'server_error'
    this.send({ type: 'error', error: { type, code, message } })
  }

  private upstreamClosed(code: number, reason: string) {
    this.upstream = undefined
    if (this.state === 'connecting') {
      return this.startFailed(new UpstreamConnectError('rejected', `closed (${code}) ${reason}`.trim()))
    }
    if (this.state !== 'ready') return
    this.deps.logger.warn({ code, reason }, 'OpenAI Realtime closed the voice connection')
    this.deps.onProviderError?.()
    this.error('upstream_closed', 'The voice connection to OpenAI closed. Please start the voice chat again.')
    this.stopLocal(false)
    this.state = 'closed'
    this.transport.close(1011, 'Upstream closed')
  }

  private up(event: object) {
    this.upstream?.send(JSON.stringify(event))
  }

  private error(code: string, message: string) {
    this.send({ type: 'error', error: { type: 'invalid_request_error', code, message } })
  }

  private send(event: ServerEvent) {
    if (this.state === 'closed') return
    this.transport.send({ event_id: `evt_relay_${++this.eventCount}`, ...event })
  }
}

function describeFailure(error: UpstreamConnectError): string {
  switch (error.failure) {
    case 'unauthorized':
      return `OpenAI Realtime refused the API key (HTTP ${error.status}).`
    case 'rejected':
      return error.status
        ? `OpenAI Realtime refused the connection (HTTP ${error.status}).`
        : 'OpenAI Realtime refused to start the voice chat.'
    case 'unreachable':
      return 'OpenAI Realtime could not be reached.'
    case 'timeout':
      return 'OpenAI Realtime did not answer in time.'
    case 'protocol':
      return 'OpenAI Realtime answered in an unexpected way.'
  }
}

/** The text of a user `input_text` message, as the offline pipeline accepts it. */
function userText(item: unknown): string {
  const message = item as { role?: unknown; content?: unknown } | undefined
  if (message?.role !== 'user' || !Array.isArray(message.content)) return ''
  return message.content
    .map((part: { type?: unknown; text?: unknown }) =>
      part?.type === 'input_text' && typeof part.text === 'string' ? part.text : '',
    )
    .join(' ')
    .trim()
    .slice(0, MAX_TEXT_CHARS)
}

function userMessage(text: string) {
  return {
    type: 'conversation.item.create',
    item: { type: 'message', role: 'user', content: [{ type: 'input_text', text }] },
  }
}
