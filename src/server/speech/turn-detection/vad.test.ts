// Unit tests of turn detection: framing and labelling, the start run, hangover, pre-roll, flush and reset.
import { describe, expect, it } from 'vitest'
import {
  energyClassifier,
  FrameLabeller,
  rms,
  SpeechDetector,
  type SpeechStopped,
  VAD_FRAME_MS,
  type VadEvent,
} from './vad'

const RATE = 24_000
const tone = (ms: number, amplitude = 6000) =>
  Int16Array.from({ length: (RATE * ms) / 1000 }, (_, i) => Math.round(amplitude * Math.sin(i / 5)))
const silence = (ms: number) => new Int16Array((RATE * ms) / 1000)

/** Loudness labels the frames here: the state machine is what is under test, not the classifier. */
function detector(options: ConstructorParameters<typeof SpeechDetector>[0] = {}) {
  const labeller = new FrameLabeller(RATE, energyClassifier())
  const vad = new SpeechDetector(options)
  return { vad, push: (pcm: Int16Array): VadEvent[] => vad.push(labeller.push(pcm)) }
}

describe('FrameLabeller', () => {
  it('cuts any chunks into whole 20 ms frames, labelling each once', () => {
    const seen: number[] = []
    const labeller = new FrameLabeller(RATE, (frame) => {
      seen.push(frame.length)
      return frame[0]! > 0
    })
    const audio = new Int16Array((RATE * 100) / 1000).fill(1)
    const frames = []
    for (let at = 0; at < audio.length; at += 333) frames.push(...labeller.push(audio.subarray(at, at + 333)))
    expect(frames).toHaveLength(100 / VAD_FRAME_MS)
    expect(seen).toEqual(Array(5).fill((RATE * VAD_FRAME_MS) / 1000))
    expect(frames.every((frame) => frame.voiced && frame.pcm.length === 480)).toBe(true)
  })
})

describe('SpeechDetector', () => {
  it('measures loudness', () => {
    expect(rms(silence(20))).toBe(0)
    expect(rms(tone(20, 1000))).toBeGreaterThan(600)
  })

  it('reports speech start and, after the hangover, the stop with the utterance and its times', () => {
    const { push } = detector({ hangoverMs: 400, prerollMs: 100 })
    expect(push(silence(500))).toEqual([])
    expect(push(tone(800))).toEqual([{ type: 'speech_started', audioStartMs: 500 }])
    expect(push(silence(380))).toEqual([])
    const stopped = push(silence(20)) as SpeechStopped[]
    expect(stopped.map(({ type, audioEndMs }) => ({ type, audioEndMs }))).toEqual([
      { type: 'speech_stopped', audioEndMs: 1300 },
    ])
    // 100 ms pre-roll + 800 ms voice + 400 ms hangover
    expect(stopped[0]!.utterance.length / RATE).toBe(1.3)
    expect(stopped[0]!.utterance.slice(0, RATE / 10).every((sample) => sample === 0)).toBe(true)
  })

  it('needs 120 ms of voice in a row to start, so a short burst is not a turn', () => {
    const { vad, push } = detector()
    expect(push(tone(100))).toEqual([])
    expect(push(silence(20))).toEqual([])
    expect(push(tone(100))).toEqual([])
    expect(vad.isSpeaking).toBe(false)
    expect(push(tone(20))).toEqual([{ type: 'speech_started', audioStartMs: 120 }])
  })

  it('ignores quiet noise and cuts a never-ending noise at the maximum utterance', () => {
    const { vad, push } = detector({ maxUtteranceMs: 1000 })
    expect(push(tone(1000, 300))).toEqual([])
    expect(vad.isSpeaking).toBe(false)
    const events = push(tone(1500))
    expect(events.map((event) => event.type)).toEqual(['speech_started', 'speech_stopped', 'speech_started'])
    expect((events[1] as SpeechStopped).utterance.length).toBe(RATE)
  })

  it('can be flushed by a commit, and reset by a clear without losing its clock', () => {
    const { vad, push } = detector()
    push(tone(500))
    const flushed = vad.flush()!
    expect(flushed.audioEndMs).toBe(500)
    expect(flushed.utterance.length).toBe(RATE / 2)
    expect(vad.flush()).toBeUndefined()
    push(tone(300))
    expect(vad.isSpeaking).toBe(true)
    vad.reset()
    expect(vad.isSpeaking).toBe(false)
    expect(vad.flush()).toBeUndefined()
    expect(push(silence(200))).toEqual([])
    expect(push(tone(200))).toEqual([{ type: 'speech_started', audioStartMs: 1000 }])
  })

  it('reports a short pause with the utterance so far, and speech that resumes after it', () => {
    const { push } = detector({ pauseMs: 120, hangoverMs: 600, prerollMs: 0 })
    push(tone(500))
    const paused = push(silence(200))
    expect(paused.map((event) => event.type)).toEqual(['speech_paused'])
    expect(paused[0]).toMatchObject({ audioEndMs: 500 })
    expect((paused[0] as { utterance: Int16Array }).utterance.length).toBe((RATE * 620) / 1000)
    expect(push(tone(100)).map((event) => event.type)).toEqual(['speech_resumed'])
    // A pause shorter than `pauseMs` is not reported, nor is the speech after it.
    expect(push(silence(60)).concat(push(tone(100)))).toEqual([])
    expect(push(silence(700)).map((event) => event.type)).toEqual(['speech_paused', 'speech_stopped'])
  })

  it('asks for the hangover at every frame, so a turn can end sooner once it looks complete', () => {
    let hangoverMs = 600
    const { push } = detector({ hangoverMs: () => hangoverMs })
    push(tone(500))
    expect(push(silence(300))).toEqual([])
    hangoverMs = 240
    const events = push(silence(20))
    expect(events).toMatchObject([{ type: 'speech_stopped', audioEndMs: 500 }])
  })

  it('asks for the start run at every voiced frame, so a barge-in can start sooner', () => {
    let startMs = 120
    const { push } = detector({ startMs: () => startMs })
    expect(push(tone(100))).toEqual([])
    push(silence(100))
    startMs = 100
    expect(push(tone(100))).toEqual([{ type: 'speech_started', audioStartMs: 200 }])
  })
})
