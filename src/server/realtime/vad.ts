// Energy-based voice activity detection with a hangover, over 20 ms frames of PCM16 (no WASM VAD is installed).

export interface VadOptions {
  sampleRate: number
  /** RMS (0..32767) a frame must exceed to count as voiced. */
  threshold?: number
  /** Consecutive voiced time before speech is declared started. */
  startMs?: number
  /** Unvoiced time after which speech is declared stopped. */
  hangoverMs?: number
  /** Audio kept from before the start, so the first syllable is not cut. */
  prerollMs?: number
  /** An utterance is cut here even if the noise never stops, so memory stays bounded. */
  maxUtteranceMs?: number
}

export type VadEvent = { type: 'speech_started' } | { type: 'speech_stopped'; utterance: Int16Array }

const FRAME_MS = 20

export function rms(frame: Int16Array): number {
  let sum = 0
  for (const sample of frame) sum += sample * sample
  return frame.length === 0 ? 0 : Math.sqrt(sum / frame.length)
}

export class EnergyVad {
  private readonly frameSamples: number
  private readonly threshold: number
  private readonly startFrames: number
  private readonly hangoverFrames: number
  private readonly prerollFrames: number
  private readonly maxFrames: number
  private pending = new Int16Array(0)
  private recent: Int16Array[] = []
  private utterance: Int16Array[] = []
  private voicedRun = 0
  private silentRun = 0
  isSpeaking = false

  constructor(options: VadOptions) {
    this.frameSamples = Math.round((options.sampleRate * FRAME_MS) / 1000)
    this.threshold = options.threshold ?? 600
    this.startFrames = Math.max(1, Math.round((options.startMs ?? 60) / FRAME_MS))
    this.hangoverFrames = Math.max(1, Math.round((options.hangoverMs ?? 600) / FRAME_MS))
    this.prerollFrames = Math.round((options.prerollMs ?? 300) / FRAME_MS)
    this.maxFrames = Math.round((options.maxUtteranceMs ?? 30_000) / FRAME_MS)
  }

  push(pcm: Int16Array): VadEvent[] {
    const events: VadEvent[] = []
    const all = new Int16Array(this.pending.length + pcm.length)
    all.set(this.pending)
    all.set(pcm, this.pending.length)
    let offset = 0
    for (; offset + this.frameSamples <= all.length; offset += this.frameSamples) {
      const event = this.frame(all.slice(offset, offset + this.frameSamples))
      if (event) events.push(event)
    }
    this.pending = all.slice(offset)
    return events
  }

  /** Ends the current utterance now (a client commit); undefined when nobody was speaking. */
  flush(): Int16Array | undefined {
    if (!this.isSpeaking) return undefined
    return this.stop()
  }

  private frame(frame: Int16Array): VadEvent | undefined {
    const voiced = rms(frame) > this.threshold
    if (!this.isSpeaking) {
      this.recent.push(frame)
      if (this.recent.length > this.prerollFrames + this.startFrames) this.recent.shift()
      this.voicedRun = voiced ? this.voicedRun + 1 : 0
      if (this.voicedRun < this.startFrames) return undefined
      this.isSpeaking = true
      this.silentRun = 0
      this.utterance = this.recent
      this.recent = []
      return { type: 'speech_started' }
    }
    this.utterance.push(frame)
    this.silentRun = voiced ? 0 : this.silentRun + 1
    if (this.silentRun < this.hangoverFrames && this.utterance.length < this.maxFrames) return undefined
    return { type: 'speech_stopped', utterance: this.stop() }
  }

  private stop(): Int16Array {
    this.isSpeaking = false
    this.voicedRun = 0
    const parts = this.utterance
    this.utterance = []
    const out = new Int16Array(parts.reduce((total, part) => total + part.length, 0))
    let at = 0
    for (const part of parts) {
      out.set(part, at)
      at += part.length
    }
    return out
  }
}
