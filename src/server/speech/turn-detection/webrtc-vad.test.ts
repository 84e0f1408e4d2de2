// Unit tests of the WebRTC VAD classifier: our synthesised speech is voiced, silence and hiss are not, turns are
// found at the real edges of speech, each session has its own detector, and the loudness fallback.
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { HUB_SAMPLE_RATE } from '../../../shared/constants'
import { concatPcm, resample } from '../synthesis/encode'
import { synthesize } from '../synthesis/synthesize'
import { FrameLabeller, rms, SpeechDetector, VAD_FRAME_MS, type VadEvent } from './vad'
import { createVoiceClassifier, SPEECH_FLOOR_RMS, type VoiceClassifier } from './webrtc-vad'

const RATE = HUB_SAMPLE_RATE
const FRAME = (RATE * VAD_FRAME_MS) / 1000
const silence = (ms: number) => new Int16Array((RATE * ms) / 1000)

/** Deterministic Gaussian white noise at the given RMS. */
function whiteNoise(ms: number, level: number, seed = 7) {
  let state = seed
  const uniform = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648
    return (state + 1) / 2_147_483_649
  }
  return Int16Array.from({ length: (RATE * ms) / 1000 }, () =>
    Math.round(level * Math.sqrt(-2 * Math.log(uniform())) * Math.cos(2 * Math.PI * uniform())),
  )
}

const join = (...parts: Int16Array[]) => concatPcm(parts)

const mix = (a: Int16Array, b: Int16Array) =>
  Int16Array.from(a, (sample, i) => Math.max(-32_768, Math.min(32_767, sample + (b[i] ?? 0))))

const frames = (pcm: Int16Array) =>
  Array.from({ length: Math.floor(pcm.length / FRAME) }, (_, i) => pcm.subarray(i * FRAME, (i + 1) * FRAME))

/** Where the clean speech really is: from its first to its last sample above the floor (word endings are quiet). */
function speechEdgesMs(pcm: Int16Array) {
  const loud = (sample: number) => Math.abs(sample) > SPEECH_FLOOR_RMS
  const first = pcm.findIndex(loud)
  const last = pcm.findLastIndex(loud)
  return { startMs: (first / RATE) * 1000, endMs: ((last + 1) / RATE) * 1000 }
}

/** Feeds audio in 20 ms appends, as a microphone would; each event with the audio time it was sent at. */
function detect(classifier: VoiceClassifier, audio: Int16Array) {
  const labeller = new FrameLabeller(RATE, classifier.classify)
  const detector = new SpeechDetector()
  const events: { event: VadEvent; atMs: number }[] = []
  for (let at = 0; at < audio.length; at += FRAME) {
    for (const event of detector.push(labeller.push(audio.subarray(at, at + FRAME)))) {
      events.push({ event, atMs: ((at + FRAME) / RATE) * 1000 })
    }
  }
  return events
}

const classifiers: VoiceClassifier[] = []
async function classifier() {
  const made = await createVoiceClassifier(RATE)
  classifiers.push(made)
  return made
}

let question: Int16Array
let pregunta: Int16Array

beforeAll(async () => {
  const english = await synthesize({ text: 'How do I grow sunflowers in my garden?', language: 'en' })
  const spanish = await synthesize({ text: '¿Por qué las abejas bailan?', language: 'es', voiceId: 'Roger' })
  question = resample(english.pcm, english.sampleRate, RATE)
  pregunta = resample(spanish.pcm, spanish.sampleRate, RATE)
  return () => {
    for (const made of classifiers) made.dispose()
  }
}, 30_000)

describe('WebRTC VAD classifier', () => {
  it('loads the WASM detector and calls our synthesised speech voiced, in English and Spanish', async () => {
    for (const speech of [question, pregunta]) {
      const vad = await classifier()
      expect(vad.engine).toBe('webrtc')
      const spoken = frames(speech).filter((frame) => rms(frame) > 300)
      expect(spoken.length).toBeGreaterThan(40)
      expect(spoken.filter(vad.classify).length / spoken.length).toBeGreaterThan(0.95)
    }
  })

  it('never calls silence or quiet hiss voiced, and no turn starts in steady room noise', async () => {
    const vad = await classifier()
    expect(frames(silence(2000)).filter(vad.classify)).toEqual([])
    const hiss = whiteNoise(2000, SPEECH_FLOOR_RMS / 2)
    expect(frames(hiss).filter(vad.classify)).toEqual([])
    // Louder noise fools the VAD for its first few frames only, too few to start a turn.
    const room = join(silence(500), whiteNoise(3000, 300))
    expect(detect(await classifier(), room)).toEqual([])
  })

  it('reports a turn at the real edges of speech after silence, and in room noise', async () => {
    for (const noise of [silence(4500), whiteNoise(4500, 300, 11)]) {
      const clean = join(silence(500), question, silence(1000))
      const audio = mix(clean, noise)
      const edges = speechEdgesMs(clean)
      const events = detect(await classifier(), audio)
      expect(events.map(({ event }) => event.type)).toEqual(['speech_started', 'speech_stopped'])
      const [started, stopped] = events as [
        { event: Extract<VadEvent, { type: 'speech_started' }>; atMs: number },
        { event: Extract<VadEvent, { type: 'speech_stopped' }>; atMs: number },
      ]
      expect(Math.abs(started.event.audioStartMs - edges.startMs)).toBeLessThanOrEqual(100)
      expect(Math.abs(stopped.event.audioEndMs - edges.endMs)).toBeLessThanOrEqual(100)
      // Announced 120 ms into the speech and 600 ms into the silence after it.
      expect(Math.abs(started.atMs - (edges.startMs + 120))).toBeLessThanOrEqual(100)
      expect(Math.abs(stopped.atMs - (edges.endMs + 600))).toBeLessThanOrEqual(100)
      // The utterance holds all of the speech, with the pre-roll before it.
      expect(stopped.event.utterance.length / RATE).toBeGreaterThan(question.length / RATE - 0.2)
    }
  })

  it('gives each session its own detector: interleaved, two hear exactly what each hears alone', async () => {
    const speech = frames(join(silence(300), question))
    const noise = frames(whiteNoise(speech.length * VAD_FRAME_MS, 400, 3))
    const [aloneSpeech, aloneNoise] = [await classifier(), await classifier()]
    const expected = [speech.map(aloneSpeech.classify), noise.map(aloneNoise.classify)]
    const [a, b] = [await classifier(), await classifier()]
    const interleaved: [boolean[], boolean[]] = [[], []]
    for (let i = 0; i < speech.length; i++) {
      interleaved[0].push(a.classify(speech[i]!))
      interleaved[1].push(b.classify(noise[i]!))
    }
    expect(interleaved).toEqual(expected)
    expect(expected[0]!.filter(Boolean).length).toBeGreaterThan(50)
  })

  it('is silent once disposed, and may be disposed twice', async () => {
    const vad = await createVoiceClassifier(RATE)
    const loud = frames(question).find((frame) => rms(frame) > 3000)!
    expect(vad.classify(loud)).toBe(true)
    vad.dispose()
    vad.dispose()
    expect(vad.classify(loud)).toBe(false)
  })

  it('falls back to loudness, with a warning, when the WASM cannot be loaded', async () => {
    const warn = vi.fn()
    const vad = await createVoiceClassifier(RATE, {
      logger: { warn },
      load: () => Promise.reject(new Error('no wasm here')),
    })
    expect(vad.engine).toBe('energy')
    expect(warn).toHaveBeenCalledTimes(1)
    expect(warn.mock.calls[0]![1]).toMatch(/WebRTC VAD unavailable/)
    expect(vad.classify(frames(question).find((frame) => rms(frame) > 3000)!)).toBe(true)
    expect(vad.classify(silence(VAD_FRAME_MS))).toBe(false)
  })
})
