// PCM16 <-> base64 for the realtime socket, and gapless playback of Mochi's audio deltas through Web Audio.
export function pcmToBase64(buffer: ArrayBuffer): string {
  const bytes = new Uint8Array(buffer)
  let binary = ''
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000))
  return btoa(binary)
}

export function base64ToFloat32(base64: string): Float32Array {
  const binary = atob(base64)
  const view = new DataView(new ArrayBuffer(binary.length))
  for (let i = 0; i < binary.length; i++) view.setUint8(i, binary.charCodeAt(i))
  const out = new Float32Array(Math.floor(binary.length / 2))
  for (let i = 0; i < out.length; i++) out[i] = view.getInt16(i * 2, true) / 0x8000
  return out
}

/** Schedules chunks back to back; `stop` silences everything queued (barge-in, Stop, mute). */
export class PcmPlayer {
  private nextStart = 0
  private sources = new Set<AudioBufferSourceNode>()
  private readonly gain: GainNode

  constructor(
    private readonly context: AudioContext,
    private readonly sampleRate: number,
    volume = 1,
  ) {
    this.gain = context.createGain()
    this.gain.gain.value = volume
    this.gain.connect(context.destination)
  }

  play(base64: string) {
    const samples = base64ToFloat32(base64)
    if (samples.length === 0) return
    const buffer = this.context.createBuffer(1, samples.length, this.sampleRate)
    buffer.copyToChannel(samples as Float32Array<ArrayBuffer>, 0)
    const source = this.context.createBufferSource()
    source.buffer = buffer
    source.connect(this.gain)
    const startAt = Math.max(this.context.currentTime + 0.02, this.nextStart)
    source.start(startAt)
    this.nextStart = startAt + buffer.duration
    this.sources.add(source)
    source.onended = () => this.sources.delete(source)
  }

  stop() {
    for (const source of this.sources) source.stop()
    this.sources.clear()
    this.nextStart = 0
  }

  get isPlaying() {
    return this.sources.size > 0
  }
}
