// One realtime voice conversation (spec 7.4, OpenAI Realtime event names): client events in, server events out.
// Audio → WebRTC VAD → recognition (started early, at a short pause) → Mochi's reply → speech piece by piece (the
// first clause as soon as it is written); barge-in cancels the reply.
import { HUB_SAMPLE_RATE, type Language } from '../../shared/constants'
import type { SafetyCategory, SafetyMetadata } from '../../shared/safety'
import type { Models } from '../ai/providers'
import type { Env } from '../env'
import { detectLanguage } from '../lib/detect-language'
import { ApiError } from '../lib/errors'
import type { Logger } from '../lib/logger'
import { EarlyHearing } from '../speech/recognition/early-hearing'
import {
  type Recognizer,
  STT_UNAVAILABLE_CODE,
  STT_UNAVAILABLE_MESSAGE,
} from '../speech/recognition/recognizer'
import { audioDeltas, createSpeaker, PCM_24K, type Speaker } from '../speech/speak'
import { nextSpeechCut } from '../speech/speech-pieces'
import { encodeWav, resample } from '../speech/synthesis/encode'
import { warmUpEspeak } from '../speech/synthesis/espeak-engine'
import { FrameLabeller, SpeechDetector } from '../speech/turn-detection/vad'
import { createVoiceClassifier, type VoiceClassifier } from '../speech/turn-detection/webrtc-vad'
import { type Admission, type ClientEvent, ClientEventGate } from './client-event-gate'
import { mochiReply, type Turn } from './mochi-reply'
import {
  describePreferences,
  initialPreferences,
  speaksAloud,
  updatePreferences,
  type VoicePreferences,
} from './voice-preferences'

const HISTORY_TURNS = 10

/** A turn of the event loop: what was sent goes out, and a barge-in that arrived meanwhile is heard. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve))

export interface SessionDeps {
  models: Models
  logger: Logger
  env: Pick<Env, 'ai' | 'elevenLabs'>
  recognizer?: Recognizer
  /** A provider failed without the client seeing an error (ElevenLabs, when eSpeak spoke instead). */
  onProviderError?: (provider: string) => void
  voiceId?: string
  language?: Language
  now?: () => number
  /** The safety path answered a turn: the caller keeps it for the family (words with details hidden). */
  onSafetyMoment?: (moment: SafetyMoment) => Promise<void>
}

/** What a voice turn that the safety path answered leaves behind. */
export interface SafetyMoment {
  category: SafetyCategory
  text: string
  language: Language
}

export type ServerEvent = { type: string; [key: string]: unknown }

interface ActiveResponse {
  id: string
  controller: AbortController
}

export class RealtimeSession {
  readonly id = `sess_${crypto.randomUUID()}`
  private eventCount = 0
  private readonly gate = new ClientEventGate(
    () => (this.deps.now ?? Date.now)(),
    () => this.inputRate,
  )
  private inputRate: number = HUB_SAMPLE_RATE
  /** Language, voice, sliders and whether replies are spoken: as the client last set them. */
  private preferences: VoicePreferences
  private classifier: VoiceClassifier | undefined
  /** Set once the classifier is ready; until then client events wait in `waiting`, so no audio is lost. */
  private frames: FrameLabeller | undefined
  private waiting: Admission[] = []
  private readonly vad = new SpeechDetector()
  private readonly early: EarlyHearing | undefined
  private pendingText: string | undefined
  private history: Turn[] = []
  private active: ActiveResponse | undefined
  private closed = false
  /** ElevenLabs when configured; remembers its failures for the whole session. */
  private readonly speakSentence: Speaker

  constructor(
    private readonly deps: SessionDeps,
    private readonly transport: { send: (event: ServerEvent) => void },
  ) {
    this.preferences = initialPreferences(deps.language ?? 'en', deps.voiceId)
    this.speakSentence = createSpeaker({
      elevenLabs: deps.env.elevenLabs,
      logger: deps.logger,
      onProviderError: deps.onProviderError,
      now: deps.now,
    })
    const { recognizer } = deps
    this.early = recognizer
      ? new EarlyHearing((utterance) =>
          recognizer.transcribe(encodeWav(utterance, HUB_SAMPLE_RATE), this.preferences.language),
        )
      : undefined
    // The WASM loads once per process, so only a session in a fresh process waits (a few milliseconds).
    createVoiceClassifier(HUB_SAMPLE_RATE, { logger: deps.logger })
      .then((classifier) => this.listen(classifier))
      .catch((error) => deps.logger.error({ err: error }, 'realtime session failed to start listening'))
  }

  start() {
    // Normally warm since the server started; this spares the first reply a cold start when it was not.
    warmUpEspeak().catch((error) => this.deps.logger.warn({ err: error }, 'speech engine warm-up failed'))
    this.send({
      type: 'session.created',
      session: {
        id: this.id,
        voice: this.preferences.voiceId,
        modalities: this.preferences.modalities,
        input_audio_format: 'pcm16',
        output_audio_format: 'pcm16',
        sample_rate: HUB_SAMPLE_RATE,
        turn_detection: { type: 'server_vad' },
        input_audio_transcription: this.deps.recognizer ? { provider: this.deps.recognizer.provider } : null,
      },
    })
  }

  dispose() {
    this.closed = true
    this.waiting = []
    this.frames = undefined
    this.classifier?.dispose()
    this.cancel(false)
  }

  receive(data: string | ArrayBuffer) {
    if (this.closed) return
    const admitted = this.gate.admit(data)
    // Admitted now, so the rate limit counts arrival times; handled in order once the session can listen.
    if (!this.frames) return void this.waiting.push(admitted)
    this.process(admitted)
  }

  private listen(classifier: VoiceClassifier) {
    if (this.closed) return classifier.dispose()
    this.classifier = classifier
    this.frames = new FrameLabeller(HUB_SAMPLE_RATE, classifier.classify)
    const waiting = this.waiting
    this.waiting = []
    for (const admitted of waiting) this.process(admitted)
  }

  private process(admitted: Admission) {
    if (this.closed) return
    if (!admitted.ok) return this.error(admitted.code, admitted.message)
    this.handle(admitted.event)
  }

  private handle(event: ClientEvent) {
    switch (event.type) {
      case 'input_audio_buffer.append':
        return this.append(event.audio)
      case 'input_audio_buffer.commit': {
        const stopped = this.vad.flush()
        if (!stopped) return this.error('input_audio_buffer_commit_empty', 'No speech to commit')
        this.send({ type: 'input_audio_buffer.speech_stopped', audio_end_ms: stopped.audioEndMs })
        return void this.hear(stopped.utterance)
      }
      case 'input_audio_buffer.clear':
        this.vad.reset()
        this.early?.reset()
        return this.send({ type: 'input_audio_buffer.cleared' })
      case 'conversation.item.create':
        return this.createItem(event.item)
      case 'response.create': {
        const text = this.pendingText
        if (!text) return this.error('no_input', 'Send a message before asking for a response')
        this.pendingText = undefined
        return void this.respond(text)
      }
      case 'response.cancel':
        return this.cancel(true)
      case 'session.update':
        return this.update(event.session)
      default:
        return this.error('unknown_event', `Unknown event type "${event.type.slice(0, 60)}"`)
    }
  }

  private append(audio: unknown) {
    // Unreachable: events wait in `waiting` until the classifier is ready.
    if (!this.frames) return
    if (typeof audio !== 'string' || audio.length === 0) {
      return this.error('invalid_event', '"audio" must be base64 PCM16')
    }
    const bytes = new Uint8Array(Buffer.from(audio, 'base64'))
    const samples = new Int16Array(bytes.buffer, 0, Math.floor(bytes.length / 2))
    const pcm =
      this.inputRate === HUB_SAMPLE_RATE ? samples : resample(samples, this.inputRate, HUB_SAMPLE_RATE)
    // Each frame is classified once, for both the early hearing and the turn detector.
    const frames = this.frames.push(pcm)
    this.early?.push(frames)
    for (const vadEvent of this.vad.push(frames)) {
      if (vadEvent.type === 'speech_started') {
        this.early?.turnStarted()
        this.send({ type: 'input_audio_buffer.speech_started', audio_start_ms: vadEvent.audioStartMs })
        // Barge-in: the child started talking, so Mochi stops.
        this.cancel(true)
      } else {
        this.send({ type: 'input_audio_buffer.speech_stopped', audio_end_ms: vadEvent.audioEndMs })
        void this.hear(vadEvent.utterance)
      }
    }
  }

  private createItem(item: unknown) {
    const content = (item as { content?: unknown } | undefined)?.content
    const text = Array.isArray(content)
      ? content
          .map((part: { type?: unknown; text?: unknown }) =>
            part?.type === 'input_text' && typeof part.text === 'string' ? part.text : '',
          )
          .join(' ')
          .trim()
      : ''
    if ((item as { role?: unknown })?.role !== 'user' || !text) {
      return this.error('invalid_event', 'Only user messages with input_text can be added')
    }
    this.pendingText = text.slice(0, 4000)
    const itemId = `item_${crypto.randomUUID()}`
    this.send({ type: 'conversation.item.created', item: { id: itemId, role: 'user', type: 'message' } })
  }

  private update(session: unknown) {
    const rate = Number((session as { input_sample_rate?: unknown } | null | undefined)?.input_sample_rate)
    if (Number.isInteger(rate) && rate >= 8000 && rate <= 48_000) this.inputRate = rate
    this.preferences = updatePreferences(this.preferences, session)
    this.send({
      type: 'session.updated',
      session: { input_sample_rate: this.inputRate, ...describePreferences(this.preferences) },
    })
  }

  private async hear(utterance: Int16Array) {
    const { early, deps } = this
    if (!early) return this.error('stt_unavailable', STT_UNAVAILABLE_MESSAGE)
    try {
      const heard = await early.take(utterance)
      if (this.closed) return
      this.send({ type: 'conversation.item.input_audio_transcription.completed', transcript: heard.text })
      if (heard.text) await this.respond(heard.text)
    } catch (error) {
      // Not a failure: this recogniser cannot hear the session's language (offline, Spanish), and says so.
      if (error instanceof ApiError && error.code === STT_UNAVAILABLE_CODE) {
        return this.error('stt_unavailable', error.message)
      }
      deps.logger.warn({ err: error }, 'realtime recognition failed')
      this.error('stt_failed', 'Mochi could not hear that. Please try again.')
    }
  }

  private async respond(question: string) {
    this.cancel(true)
    const id = `resp_${crypto.randomUUID()}`
    const controller = new AbortController()
    const active: ActiveResponse = { id, controller }
    this.active = active
    const { signal } = controller
    const language = detectLanguage(question, this.preferences.language)
    // One reply keeps one voice; switching voice replies off stops the pieces not yet spoken.
    const { voiceId, settings } = this.preferences
    const voiced = speaksAloud(this.preferences)
    this.send({ type: 'response.created', response: { id, status: 'in_progress' } })

    let transcript = ''
    let pending = ''
    let pieces = 0
    let audio = Promise.resolve()
    const speak = (piece: string) => {
      pieces++
      if (!voiced) return
      audio = audio.then(async () => {
        await nextTurn()
        if (signal.aborted || !speaksAloud(this.preferences)) return
        const { pcm } = await this.speakSentence(
          { text: piece, language, voiceId, settings, signal },
          PCM_24K,
        )
        for (const delta of audioDeltas(pcm, signal)) {
          this.send({ type: 'response.audio.delta', response_id: id, delta })
        }
      })
    }
    try {
      let mood: string | undefined
      let safety: SafetyMetadata | undefined
      const history = this.history.slice(-HISTORY_TURNS)
      for await (const part of mochiReply(this.deps, { question, history, language, signal })) {
        if (part.type === 'done') {
          mood = part.mood
          safety = part.safety
          // Kept even when the child interrupted: the words were said.
          if (safety) this.keepMoment({ category: safety.category, text: part.question, language })
          continue
        }
        if (signal.aborted) break
        transcript += part.text
        pending += part.text
        this.send({ type: 'response.audio_transcript.delta', response_id: id, delta: part.text })
        for (
          let cut = nextSpeechCut(pending, pieces === 0);
          cut > 0;
          cut = nextSpeechCut(pending, pieces === 0)
        ) {
          if (pending.slice(0, cut).trim()) speak(pending.slice(0, cut).trim())
          pending = pending.slice(cut)
        }
      }
      if (pending.trim()) speak(pending.trim())
      await audio
      if (signal.aborted) return
      this.history.push({ role: 'user', content: question }, { role: 'assistant', content: transcript })
      if (voiced) this.send({ type: 'response.audio.done', response_id: id })
      // The safety verdict rides on both closing events, as `safety` on chat messages' metadata.
      const verdict = safety ? { safety } : {}
      this.send({ type: 'response.audio_transcript.done', response_id: id, transcript, ...verdict })
      this.send({
        type: 'response.done',
        response: {
          id,
          status: 'completed',
          output: [{ role: 'assistant', transcript, mood: mood ?? null }],
        },
        ...verdict,
      })
    } catch (error) {
      if (signal.aborted) return
      this.deps.logger.error({ err: error }, 'realtime response failed')
      this.error('response_failed', 'Mochi had a technical buzz-up. Please try again.')
      this.send({ type: 'response.done', response: { id, status: 'failed' } })
    } finally {
      if (this.active === active) this.active = undefined
    }
  }

  private keepMoment(moment: SafetyMoment) {
    this.deps
      .onSafetyMoment?.(moment)
      .catch((error) => this.deps.logger.error({ err: error }, 'keeping a flagged moment failed'))
  }

  private cancel(notify: boolean) {
    const active = this.active
    if (!active) return
    this.active = undefined
    active.controller.abort()
    if (notify) this.send({ type: 'response.done', response: { id: active.id, status: 'cancelled' } })
  }

  private error(code: string, message: string) {
    this.send({ type: 'error', error: { type: 'invalid_request_error', code, message } })
  }

  private send(event: ServerEvent) {
    if (this.closed) return
    this.transport.send({ event_id: `evt_${++this.eventCount}`, ...event })
  }
}
