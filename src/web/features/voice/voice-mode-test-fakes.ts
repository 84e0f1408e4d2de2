// Browser-edge fakes for the voice mode tests: an Audio element that plays until told to end, a microphone
// (getUserMedia) and a MediaRecorder that yields fixed bytes, and a settable clock for take lengths.
import { vi } from 'vitest'

export class FakeAudio {
  static all: FakeAudio[] = []
  volume = 1
  isPaused = false
  onended: (() => void) | null = null
  onerror: (() => void) | null = null
  constructor(readonly src: string) {
    FakeAudio.all.push(this)
  }
  play() {
    return Promise.resolve()
  }
  pause() {
    this.isPaused = true
  }
  /** The utterance reaches its end. */
  end() {
    this.onended?.()
  }
}

/** The bytes every fake take records: "OggS" and a little more, so the base64 is predictable. */
export const RECORDED_BYTES = new Uint8Array([0x4f, 0x67, 0x67, 0x53, 1, 2, 3, 4, 5, 6])

export class FakeMediaRecorder {
  static all: FakeMediaRecorder[] = []
  static isTypeSupported = (type: string) => type === 'audio/webm;codecs=opus'
  state: 'inactive' | 'recording' = 'inactive'
  readonly mimeType: string
  ondataavailable: ((event: { data: Blob }) => void) | null = null
  onstop: (() => void) | null = null
  constructor(
    readonly stream: MediaStream,
    readonly options: MediaRecorderOptions = {},
  ) {
    this.mimeType = options.mimeType ?? 'audio/webm'
    FakeMediaRecorder.all.push(this)
  }
  start() {
    this.state = 'recording'
  }
  stop() {
    this.state = 'inactive'
    this.ondataavailable?.({ data: new Blob([RECORDED_BYTES], { type: this.mimeType }) })
    this.onstop?.()
  }
}

export interface FakeMicrophone {
  getUserMedia: ReturnType<typeof vi.fn>
  stoppedTracks: () => number
}

/** Installs the fakes; `deny` makes getUserMedia refuse like a blocked permission. */
export function installVoiceFakes({ deny = false } = {}): FakeMicrophone {
  FakeAudio.all = []
  FakeMediaRecorder.all = []
  let stopped = 0
  const track = { stop: () => void stopped++ }
  const getUserMedia = vi.fn(async () => {
    if (deny) throw new DOMException('Permission denied', 'NotAllowedError')
    return { getTracks: () => [track] } as unknown as MediaStream
  })
  vi.stubGlobal('Audio', FakeAudio)
  vi.stubGlobal('MediaRecorder', FakeMediaRecorder)
  Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true })
  return { getUserMedia, stoppedTracks: () => stopped }
}

export function removeVoiceFakes() {
  Reflect.deleteProperty(navigator, 'mediaDevices')
}

let now = 1_000_000
/** Date.now under the test's control, so a take lasts exactly as long as the test says. */
export function installClock() {
  now = 1_000_000
  vi.spyOn(Date, 'now').mockImplementation(() => now)
  return {
    advance: (ms: number) => {
      now += ms
    },
  }
}
