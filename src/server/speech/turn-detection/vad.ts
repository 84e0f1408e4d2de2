// Turn detection over 20 ms frames of PCM16: each frame is labelled voiced or not by a pluggable classifier
// (WebRTC's VAD in the realtime session), and a state machine turns the labels into the starts and ends of speech.
import { concatPcm } from '../synthesis/encode'

export const VAD_FRAME_MS = 20

/** Says whether one VAD_FRAME_MS frame holds speech; it may learn from each frame (WebRTC's noise model does). */
export type FrameClassifier = (frame: Int16Array) => boolean

export interface LabelledFrame {
  pcm: Int16Array
  voiced: boolean
}

export interface DetectorOptions {
  /** Consecutive voiced time before speech is declared started; a function is asked at every voiced frame. */
  startMs?: number | (() => number)
  /**
   * Unvoiced time after which speech is declared stopped; a function is asked at every unvoiced frame, so the
   * session can end a turn sooner once the words heard so far look complete (endpointing.ts).
   */
  hangoverMs?: number | (() => number)
  /** Unvoiced time after which a pause is reported (`speech_paused`), where speculative work can begin. */
  pauseMs?: number
  /** Given each piece of audio as it joins the utterance (`first`: the piece that starts it, pre-roll included). */
  onUtterance?: (pcm: Int16Array, first: boolean) => void
  /** Audio kept from before the start, so the first syllable is not cut. */
  prerollMs?: number
  /** An utterance is cut here even if the noise never stops, so memory stays bounded. */
  maxUtteranceMs?: number
}

/** Times are of the audio, from the first sample the detector was given. */
export type VadEvent =
  | { type: 'speech_started'; audioStartMs: number }
  /** A short pause inside speech: the utterance so far, up to the pause. */
  | { type: 'speech_paused'; audioEndMs: number; utterance: Int16Array }
  /** Speech went on after a `speech_paused`: what was begun at the pause is out of date. */
  | { type: 'speech_resumed' }
  | { type: 'speech_stopped'; audioEndMs: number; utterance: Int16Array }

export type SpeechStopped = Extract<VadEvent, { type: 'speech_stopped' }>

/**
 * WebRTC's VAD calls the first four frames (80 ms) of any new noise speech, before its noise model has caught
 * up; six voiced frames in a row are never that, and still start a turn well inside a short "yes".
 */
export const DEFAULT_START_MS = 120

/**
 * While Mochi is talking, a child who starts to speak stops her sooner: five voiced frames are already more than
 * the four of a noise's onset, and waiting one frame less is what keeps a barge-in near 150 ms.
 */
export const BARGE_IN_START_MS = 100

export function rms(frame: Int16Array): number {
  let sum = 0
  for (const sample of frame) sum += sample * sample
  return frame.length === 0 ? 0 : Math.sqrt(sum / frame.length)
}

/** Loudness alone: what the session falls back on when WebRTC's VAD cannot be loaded. */
export function energyClassifier(threshold = 600): FrameClassifier {
  return (frame) => rms(frame) > threshold
}

/** Cuts a stream of PCM into frames and labels each once, so several detectors can share one classifier. */
export class FrameLabeller {
  readonly frameSamples: number
  private pending = new Int16Array(0)

  constructor(
    sampleRate: number,
    private readonly classify: FrameClassifier,
  ) {
    this.frameSamples = Math.round((sampleRate * VAD_FRAME_MS) / 1000)
  }

  push(pcm: Int16Array): LabelledFrame[] {
    const all = new Int16Array(this.pending.length + pcm.length)
    all.set(this.pending)
    all.set(pcm, this.pending.length)
    const frames: LabelledFrame[] = []
    let offset = 0
    for (; offset + this.frameSamples <= all.length; offset += this.frameSamples) {
      const frame = all.slice(offset, offset + this.frameSamples)
      frames.push({ pcm: frame, voiced: this.classify(frame) })
    }
    this.pending = all.slice(offset)
    return frames
  }
}

/** The state machine: speech starts after a run of voiced frames and stops after a run of unvoiced ones. */
export class SpeechDetector {
  private readonly startMs: () => number
  private readonly hangoverMs: () => number
  private readonly pauseFrames: number | undefined
  private readonly onUtterance: ((pcm: Int16Array, first: boolean) => void) | undefined
  private paused = false
  private readonly prerollFrames: number
  private readonly maxFrames: number
  private recent: Int16Array[] = []
  private utterance: Int16Array[] = []
  private voicedRun = 0
  private silentRun = 0
  /** Frames seen since the detector was made: the audio clock. */
  private position = 0
  isSpeaking = false

  constructor(options: DetectorOptions = {}) {
    const start = options.startMs ?? DEFAULT_START_MS
    this.startMs = typeof start === 'function' ? start : () => start
    const hangover = options.hangoverMs ?? 600
    this.hangoverMs = typeof hangover === 'function' ? hangover : () => hangover
    this.onUtterance = options.onUtterance
    this.pauseFrames =
      options.pauseMs === undefined ? undefined : Math.max(1, Math.round(options.pauseMs / VAD_FRAME_MS))
    this.prerollFrames = Math.round((options.prerollMs ?? 300) / VAD_FRAME_MS)
    this.maxFrames = Math.round((options.maxUtteranceMs ?? 30_000) / VAD_FRAME_MS)
  }

  push(frames: readonly LabelledFrame[]): VadEvent[] {
    const events: VadEvent[] = []
    for (const frame of frames) {
      this.position++
      events.push(...this.frame(frame))
    }
    return events
  }

  /** The unvoiced time since the last voiced frame of the current speech (0 when not speaking). */
  get silenceMs(): number {
    return this.isSpeaking ? this.silentRun * VAD_FRAME_MS : 0
  }

  /** Ends the current utterance now (a client commit); undefined when nobody was speaking. */
  flush(): SpeechStopped | undefined {
    if (!this.isSpeaking) return undefined
    return this.stop()
  }

  /** Forgets the audio so far (the client cleared its buffer); the clock goes on. */
  reset() {
    this.isSpeaking = false
    this.paused = false
    this.voicedRun = 0
    this.silentRun = 0
    this.recent = []
    this.utterance = []
  }

  private frame({ pcm, voiced }: LabelledFrame): VadEvent[] {
    if (!this.isSpeaking) {
      const startFrames = Math.max(1, Math.round(this.startMs() / VAD_FRAME_MS))
      this.recent.push(pcm)
      if (this.recent.length > this.prerollFrames + startFrames) this.recent.shift()
      this.voicedRun = voiced ? this.voicedRun + 1 : 0
      if (this.voicedRun < startFrames) return []
      this.isSpeaking = true
      this.silentRun = 0
      this.utterance = this.recent
      this.recent = []
      this.onUtterance?.(concatPcm(this.utterance), true)
      return [{ type: 'speech_started', audioStartMs: (this.position - startFrames) * VAD_FRAME_MS }]
    }
    this.utterance.push(pcm)
    this.onUtterance?.(pcm, false)
    this.silentRun = voiced ? 0 : this.silentRun + 1
    const events: VadEvent[] = []
    if (voiced && this.paused) {
      this.paused = false
      events.push({ type: 'speech_resumed' })
    }
    if (!voiced && this.silentRun === this.pauseFrames) {
      this.paused = true
      events.push({
        type: 'speech_paused',
        audioEndMs: this.audioEndMs(),
        utterance: concatPcm(this.utterance),
      })
    }
    const hangoverFrames = Math.max(1, Math.round(this.hangoverMs() / VAD_FRAME_MS))
    if (this.silentRun >= hangoverFrames || this.utterance.length >= this.maxFrames) events.push(this.stop())
    return events
  }

  private audioEndMs() {
    return (this.position - this.silentRun) * VAD_FRAME_MS
  }

  private stop(): SpeechStopped {
    const audioEndMs = this.audioEndMs()
    const parts = this.utterance
    this.reset()
    return { type: 'speech_stopped', audioEndMs, utterance: concatPcm(parts) }
  }
}
