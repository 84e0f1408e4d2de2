// Unit tests of early hearing: recognition begun at the first short pause of a turn, taken or dropped at its end.

import { describe, expect, it } from 'vitest'
import { concatPcm } from '../synthesis/encode'
import { energyClassifier, FrameLabeller, SpeechDetector } from '../turn-detection/vad'
import { EARLY_HANGOVER_MS, EarlyHearing } from './early-hearing'
import type { Transcript } from './recognizer'

const RATE = 24_000
const tone = (seconds: number) =>
  Int16Array.from({ length: seconds * RATE }, (_, i) => Math.round(8000 * Math.sin(i / 5)))
const silence = (seconds: number) => new Int16Array(seconds * RATE)
const join = (...parts: Int16Array[]) => concatPcm(parts)

/** A recogniser that remembers each utterance it was given and answers with its length. */
function fakeRecognizer(fail = false) {
  const calls: number[] = []
  const transcribe = async (utterance: Int16Array): Promise<Transcript> => {
    calls.push(utterance.length)
    if (fail) throw new Error('recognition failed')
    return { text: `heard ${utterance.length}`, language: 'en', provider: 'pocketsphinx' }
  }
  return { calls, transcribe }
}

/**
 * Feeds audio as the session does, in 100 ms appends, each frame labelled once (by loudness here: the timing
 * logic is under test): to the early hearing first, then to the turn detector.
 */
function drive(early: EarlyHearing, audio: Int16Array, onTurnEnd: (utterance: Int16Array) => void) {
  const labeller = new FrameLabeller(RATE, energyClassifier())
  const vad = new SpeechDetector()
  const step = RATE / 10
  for (let at = 0; at < audio.length; at += step) {
    const frames = labeller.push(audio.subarray(at, at + step))
    early.push(frames)
    for (const event of vad.push(frames)) {
      if (event.type === 'speech_started') early.turnStarted()
      else onTurnEnd(event.utterance)
    }
  }
}

describe('EarlyHearing', () => {
  it('starts recognising at a short pause, and the turn end takes that transcript without a second run', async () => {
    const { calls, transcribe } = fakeRecognizer()
    const early = new EarlyHearing(transcribe)
    const ends: { utterance: Int16Array; callsBefore: number }[] = []
    drive(early, join(silence(0.3), tone(1), silence(1)), (utterance) =>
      ends.push({ utterance, callsBefore: calls.length }),
    )
    expect(ends).toHaveLength(1)
    // Recognition was already running when the turn ended.
    expect(ends[0]!.callsBefore).toBe(1)
    const heard = await early.take(ends[0]!.utterance)
    expect(calls).toHaveLength(1)
    expect(heard.text).toBe(`heard ${calls[0]}`)
    // The early utterance is the turn's, less the part of the pause it did not wait for.
    const missingMs = ((ends[0]!.utterance.length - calls[0]!) / RATE) * 1000
    expect(missingMs).toBeGreaterThanOrEqual(600 - EARLY_HANGOVER_MS - 20)
    expect(missingMs).toBeLessThanOrEqual(600 - EARLY_HANGOVER_MS + 20)
  })

  it('drops the early transcript when the child goes on talking, and hears the whole turn afresh', async () => {
    const { calls, transcribe } = fakeRecognizer()
    const early = new EarlyHearing(transcribe)
    const ends: Int16Array[] = []
    drive(early, join(silence(0.3), tone(0.6), silence(0.4), tone(0.6), silence(1)), (utterance) =>
      ends.push(utterance),
    )
    expect(ends).toHaveLength(1)
    // One guess at the first pause, none at the second (it would miss the words before the pause).
    expect(calls).toHaveLength(1)
    const heard = await early.take(ends[0]!)
    expect(calls).toEqual([calls[0], ends[0]!.length])
    expect(heard.text).toBe(`heard ${ends[0]!.length}`)
  })

  it('transcribes afresh after a reset (the client cleared its buffer)', async () => {
    const { calls, transcribe } = fakeRecognizer()
    const early = new EarlyHearing(transcribe)
    const ends: Int16Array[] = []
    const audio = join(silence(0.3), tone(1), silence(0.4))
    drive(early, audio, (utterance) => ends.push(utterance))
    expect(calls).toHaveLength(1)
    early.reset()
    const utterance = tone(0.5)
    expect((await early.take(utterance)).text).toBe(`heard ${utterance.length}`)
    expect(calls).toHaveLength(2)
  })

  it('lets a failed transcript fail the turn that takes it, and a dropped one fail quietly', async () => {
    const { calls, transcribe } = fakeRecognizer(true)
    const early = new EarlyHearing(transcribe)
    const ends: Int16Array[] = []
    drive(early, join(silence(0.3), tone(0.6), silence(0.4), tone(0.6), silence(1)), (utterance) =>
      ends.push(utterance),
    )
    await expect(early.take(ends[0]!)).rejects.toThrow('recognition failed')
    drive(early, join(silence(0.3), tone(1), silence(1)), (utterance) => ends.push(utterance))
    await expect(early.take(ends[1]!)).rejects.toThrow('recognition failed')
    expect(calls).toHaveLength(3)
  })
})
