// One realtime voice conversation (spec 7.4, OpenAI Realtime event names): client events in, server events out.
// Audio → WebRTC VAD → at a short pause, recognition and Mochi's reply begin speculatively (held back) → the turn
// ends soon after a complete question, later after "and…" (endpointing.ts) → the held reply goes out, spoken piece
// by piece (the first clause as soon as it is written). Speech that goes on drops the speculation unseen;
// barge-in cancels a reply being spoken.
import { HUB_SAMPLE_RATE, type Language } from '../../shared/constants'
import type { SafetyCategory, SafetyMetadata } from '../../shared/safety'
import type { Models } from '../ai/providers'
import type { Env } from '../env'
import { detectLanguage } from '../lib/detect-language'
import { ApiError } from '../lib/errors'
import type { Logger } from '../lib/logger'
import { RECOGNITION_SAMPLE_RATE } from '../speech/codecs/audio-input'
import { EarlyHearing, type LiveTranscription } from '../speech/recognition/early-hearing'
import {
  type Recognizer,
  STT_UNAVAILABLE_CODE,
  STT_UNAVAILABLE_MESSAGE,
} from '../speech/recognition/recognizer'
import type { SpeakerSession } from '../speech/recognition/speaker-session'
import { audioDeltas, createSpeaker, PCM_24K, type Speaker } from '../speech/speak'
import { nextSpeechCut } from '../speech/speech-pieces'
import { encodeWav, resample } from '../speech/synthesis/encode'
import { warmUpEspeak } from '../speech/synthesis/espeak-engine'
import { endOfTurnPauseMs, SPECULATE_PAUSE_MS } from '../speech/turn-detection/endpointing'
import {
  BARGE_IN_START_MS,
  DEFAULT_START_MS,
  FrameLabeller,
  SpeechDetector,
  type SpeechStopped,
} from '../speech/turn-detection/vad'
import { createVoiceClassifier, type VoiceClassifier } from '../speech/turn-detection/webrtc-vad'
import { type Admission, base64Bytes, type ClientEvent, ClientEventGate } from './client-event-gate'
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
  /** Decodes English while the child speaks, where the recogniser is the offline one (pocketsphinx-live.ts). */
  listen?: (sampleRate: number, extra?: readonly string[]) => LiveTranscription
  /**
   * This child's voice over the session (speaker-session.ts): English turns heard confidently teach it after the
   * turn, in the background, and later turns are heard with its transform. Absent without sphinxtrain.
   */
  speaker?: SpeakerSession
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
  /** A speculative reply's events, held back until the turn really ends; undefined once the reply is live. */
  held?: ServerEvent[]
  /** What happens once the reply is live: the turn joins the history, a flagged moment is kept. */
  onLive: (() => void)[]
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
  /** The turn ends after a pause whose length depends on how complete the words heard at the short pause look. */
  private readonly vad = new SpeechDetector({
    startMs: () => (performance.now() < this.playingUntil ? BARGE_IN_START_MS : DEFAULT_START_MS),
    pauseMs: SPECULATE_PAUSE_MS,
    onUtterance: (pcm, first) => this.early?.hear(pcm, first),
    hangoverMs: () => endOfTurnPauseMs(this.early?.completeness),
  })
  private readonly early: EarlyHearing | undefined
  /** The reply begun at the current pause, before the turn's end was certain. */
  private speculative: ActiveResponse | undefined
  /** When the audio sent so far ends at a client that plays it as it comes (performance.now() time). */
  private playingUntil = 0
  /** Counts speculations begun and dropped, so the words of a dropped one start nothing when they come. */
  private speculations = 0
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
    const { listen } = deps
    this.early = recognizer
      ? new EarlyHearing(
          (utterance) =>
            recognizer.transcribe(
              encodeWav(utterance, HUB_SAMPLE_RATE),
              this.preferences.language,
              undefined,
              deps.speaker,
            ),
          // Only where the recogniser itself would hear this language.
          listen &&
            (() =>
              this.preferences.language === 'en' ? listen(HUB_SAMPLE_RATE, this.adaptation()) : undefined),
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
    this.early?.close()
    this.dropSpeculation()
    this.cancel(false)
    this.deps.speaker?.close().catch(() => {})
  }

  /** The decoder settings that hear this child with its session's transform, once one was fitted. */
  private adaptation(): string[] | undefined {
    const transform = this.deps.speaker?.transform()
    return transform ? ['-mllr', transform] : undefined
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
        return this.endTurn(stopped)
      }
      case 'input_audio_buffer.clear':
        this.vad.reset()
        this.early?.close()
        this.dropSpeculation()
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
    for (const vadEvent of this.vad.push(this.frames.push(pcm))) {
      switch (vadEvent.type) {
        case 'speech_started':
          // The client stops playing Mochi at this event.
          this.playingUntil = 0
          this.dropSpeculation()
          this.send({ type: 'input_audio_buffer.speech_started', audio_start_ms: vadEvent.audioStartMs })
          // Barge-in: the child started talking, so Mochi stops.
          this.cancel(true)
          break
        case 'speech_paused':
          this.speculate(vadEvent.utterance)
          break
        case 'speech_resumed':
          this.dropSpeculation()
          break
        case 'speech_stopped':
          this.endTurn(vadEvent)
      }
    }
  }

  /**
   * A short pause: the words so far are recognised and, once known, Mochi's reply begins, held back. When they
   * look complete the turn may end at once (the pause may already be long enough by then).
   */
  private speculate(utterance: Int16Array) {
    const { early } = this
    if (!early) return
    this.dropSpeculation()
    const round = this.speculations
    early.guess(utterance).then(
      (heard) => {
        // The child went on, or the turn ended and `hear` took these words itself.
        if (this.closed || round !== this.speculations || !this.vad.isSpeaking) return
        if (heard.text && !this.speculative) this.speculative = this.respond(heard.text, true)
        if (this.vad.silenceMs >= endOfTurnPauseMs(early.completeness)) {
          const stopped = this.vad.flush()
          if (stopped) this.endTurn(stopped)
        }
      },
      () => {},
    )
  }

  /** Nothing of a speculation was sent, so nothing is said about dropping it. */
  private dropSpeculation() {
    this.speculations++
    this.early?.drop()
    const speculative = this.speculative
    this.speculative = undefined
    if (!speculative) return
    speculative.controller.abort()
    if (this.active === speculative) this.active = undefined
  }

  private endTurn(stopped: SpeechStopped) {
    this.send({ type: 'input_audio_buffer.speech_stopped', audio_end_ms: stopped.audioEndMs })
    void this.hear(stopped.utterance)
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
      const first = await early.take(utterance)
      if (this.closed) return
      const english = this.preferences.language === 'en' && first.provider === 'pocketsphinx'
      const pcm = english ? resample(utterance, HUB_SAMPLE_RATE, RECOGNITION_SAMPLE_RATE) : undefined
      // An unsure turn is heard again, adapted to this child (the recogniser's secondPassWhenUnsure): it costs a fit
      // and a decode on those turns only.
      const heard =
        pcm && deps.recognizer?.hearAgain ? await deps.recognizer.hearAgain(pcm, first, deps.speaker) : first
      if (this.closed) return
      // After the turn, in the background: the words teach this child's transform only when heard confidently.
      if (pcm) deps.speaker?.learn(pcm, heard.text, heard.confidence)
      // Begun at the pause with these very words (nothing was said since): it goes out now, from its start.
      const speculative = this.speculative
      this.speculative = undefined
      this.send({ type: 'conversation.item.input_audio_transcription.completed', transcript: heard.text })
      if (speculative && !speculative.controller.signal.aborted && heard.text === first.text)
        this.goLive(speculative)
      else {
        // The second listen heard other words than the speculative reply began from.
        if (speculative) {
          speculative.controller.abort()
          if (this.active === speculative) this.active = undefined
        }
        if (heard.text) this.respond(heard.text)
      }
    } catch (error) {
      // Not a failure: this recogniser cannot hear the session's language (offline, Spanish), and says so.
      if (error instanceof ApiError && error.code === STT_UNAVAILABLE_CODE) {
        return this.error('stt_unavailable', error.message)
      }
      deps.logger.warn({ err: error }, 'realtime recognition failed')
      this.error('stt_failed', 'Mochi could not hear that. Please try again.')
    }
  }

  /** Starts a reply and returns at once; `held` keeps its events back until `goLive` (a speculative reply). */
  private respond(question: string, held = false): ActiveResponse {
    this.cancel(true)
    const active: ActiveResponse = {
      id: `resp_${crypto.randomUUID()}`,
      controller: new AbortController(),
      ...(held ? { held: [] } : {}),
      onLive: [],
    }
    this.active = active
    void this.reply(question, active)
    return active
  }

  /** A held reply goes out: what it has so far in order, and everything after as it comes. */
  private goLive(active: ActiveResponse) {
    const held = active.held ?? []
    active.held = undefined
    for (const event of held) this.send(event)
    for (const action of active.onLive.splice(0)) action()
  }

  private async reply(question: string, active: ActiveResponse) {
    const { id, controller } = active
    const { signal } = controller
    const send = (event: ServerEvent) => (active.held ? active.held.push(event) : this.send(event))
    const whenLive = (action: () => void) => (active.held ? active.onLive.push(action) : action())
    const language = detectLanguage(question, this.preferences.language)
    // One reply keeps one voice; switching voice replies off stops the pieces not yet spoken.
    const { voiceId, settings } = this.preferences
    const voiced = speaksAloud(this.preferences)
    send({ type: 'response.created', response: { id, status: 'in_progress' } })

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
          send({ type: 'response.audio.delta', response_id: id, delta })
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
          if (safety) {
            const moment = { category: safety.category, text: part.question, language }
            whenLive(() => this.keepMoment(moment))
          }
          continue
        }
        if (signal.aborted) break
        transcript += part.text
        pending += part.text
        send({ type: 'response.audio_transcript.delta', response_id: id, delta: part.text })
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
      whenLive(() =>
        this.history.push({ role: 'user', content: question }, { role: 'assistant', content: transcript }),
      )
      if (voiced) send({ type: 'response.audio.done', response_id: id })
      // The safety verdict rides on both closing events, as `safety` on chat messages' metadata.
      const verdict = safety ? { safety } : {}
      send({ type: 'response.audio_transcript.done', response_id: id, transcript, ...verdict })
      send({
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
      send(errorEvent('response_failed', 'Mochi had a technical buzz-up. Please try again.'))
      send({ type: 'response.done', response: { id, status: 'failed' } })
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
    // A held reply was never seen, so its end is not announced either.
    if (notify && !active.held) {
      this.send({ type: 'response.done', response: { id: active.id, status: 'cancelled' } })
    }
  }

  private error(code: string, message: string) {
    this.send(errorEvent(code, message))
  }

  private send(event: ServerEvent) {
    if (this.closed) return
    // Mochi is heard until her audio has played, so a child who talks meanwhile is barging in.
    if (event.type === 'response.audio.delta' && typeof event.delta === 'string') {
      const ms = (base64Bytes(event.delta) / 2 / HUB_SAMPLE_RATE) * 1000
      this.playingUntil = Math.max(this.playingUntil, performance.now()) + ms
    }
    this.transport.send({ event_id: `evt_${++this.eventCount}`, ...event })
  }
}

function errorEvent(code: string, message: string): ServerEvent {
  return { type: 'error', error: { type: 'invalid_request_error', code, message } }
}
