// Unit tests of early hearing: recognition begun at each short pause of a turn (on the whole utterance so far),
// judged for completeness, taken at the turn's end or dropped when the child goes on.

import { describe, expect, it } from 'vitest'
import { concatPcm } from '../synthesis/encode'
import { SPECULATE_PAUSE_MS } from '../turn-detection/endpointing'
import { energyClassifier, FrameLabeller, SpeechDetector } from '../turn-detection/vad'
import { EarlyHearing, type LiveTranscription } from './early-hearing'
import type { Transcript } from './recognizer'

const RATE = 24_000
const tone = (seconds: number) =>
  Int16Array.from({ length: seconds * RATE }, (_, i) => Math.round(8000 * Math.sin(i / 5)))
const silence = (seconds: number) => new Int16Array(seconds * RATE)
const join = (...parts: Int16Array[]) => concatPcm(parts)

/** A recogniser that remembers each utterance it was given and answers with the words it is told to. */
function fakeRecognizer(words: string[] = [], fail = false) {
  const calls: number[] = []
  const transcribe = async (utterance: Int16Array): Promise<Transcript> => {
    calls.push(utterance.length)
    if (fail) throw new Error('recognition failed')
    return {
      text: words[calls.length - 1] ?? `heard ${utterance.length}`,
      language: 'en',
      provider: 'pocketsphinx',
    }
  }
  return { calls, transcribe }
}

/**
 * Feeds audio as the session does, in 100 ms appends, each frame labelled once (by loudness here: the timing
 * logic is under test): a guess at each pause, dropped when speech resumes.
 */
function drive(early: EarlyHearing, audio: Int16Array, onTurnEnd: (utterance: Int16Array) => void) {
  const labeller = new FrameLabeller(RATE, energyClassifier())
  const vad = new SpeechDetector({ pauseMs: SPECULATE_PAUSE_MS, hangoverMs: 600 })
  const step = RATE / 10
  for (let at = 0; at < audio.length; at += step) {
    for (const event of vad.push(labeller.push(audio.subarray(at, at + step)))) {
      if (event.type === 'speech_paused') void early.guess(event.utterance)
      else if (event.type === 'speech_resumed') early.drop()
      else if (event.type === 'speech_stopped') onTurnEnd(event.utterance)
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
    expect(missingMs).toBeGreaterThanOrEqual(600 - SPECULATE_PAUSE_MS - 20)
    expect(missingMs).toBeLessThanOrEqual(600 - SPECULATE_PAUSE_MS + 20)
  })

  it('judges how complete the words look once they are known', async () => {
    const early = new EarlyHearing(
      fakeRecognizer(['why do bees make honey and', 'why do bees make honey']).transcribe,
    )
    const cutOff = early.guess(tone(0.5))
    expect(early.completeness).toBeUndefined()
    await cutOff
    expect(early.completeness).toBe('incomplete')
    await early.guess(tone(0.8))
    expect(early.completeness).toBe('complete')
    early.drop()
    expect(early.completeness).toBeUndefined()
  })

  it('guesses again at the next pause on the whole utterance, and hears the whole turn if the child goes on', async () => {
    const { calls, transcribe } = fakeRecognizer()
    const early = new EarlyHearing(transcribe)
    const ends: Int16Array[] = []
    drive(early, join(silence(0.3), tone(0.6), silence(0.4), tone(0.6), silence(1)), (utterance) =>
      ends.push(utterance),
    )
    expect(ends).toHaveLength(1)
    // One guess at each pause, the second hearing everything from the start of the turn.
    expect(calls).toHaveLength(2)
    expect(calls[1]!).toBeGreaterThan(calls[0]! + tone(0.6).length)
    expect((await early.take(ends[0]!)).text).toBe(`heard ${calls[1]}`)
    expect(calls).toHaveLength(2)
    // Speech after the last guess: that guess is dropped, and the turn is heard afresh.
    early.drop()
    expect((await early.take(ends[0]!)).text).toBe(`heard ${ends[0]!.length}`)
    expect(calls).toHaveLength(3)
  })

  it('lets a failed transcript fail the turn that takes it, and a dropped one fail quietly', async () => {
    const { calls, transcribe } = fakeRecognizer([], true)
    const early = new EarlyHearing(transcribe)
    const ends: Int16Array[] = []
    drive(early, join(silence(0.3), tone(0.6), silence(0.4), tone(0.6), silence(1)), (utterance) =>
      ends.push(utterance),
    )
    await expect(early.take(ends[0]!)).rejects.toThrow('recognition failed')
    expect(calls).toHaveLength(2)
    await new Promise((resolve) => setTimeout(resolve, 10))
  })

  it('with a live recogniser, decodes as the audio comes and starts again from the top when the child goes on', async () => {
    const { calls, transcribe } = fakeRecognizer()
    /** Each live decoder's audio, as it was fed. */
    const decoders: { fed: number; finished: boolean; aborted: boolean }[] = []
    const listen = (): LiveTranscription => {
      const decoder = { fed: 0, finished: false, aborted: false }
      decoders.push(decoder)
      return {
        push: (pcm) => {
          decoder.fed += pcm.length
        },
        finish: async () => {
          decoder.finished = true
          return { text: `live ${decoder.fed}`, language: 'en', provider: 'pocketsphinx' }
        },
        abort: () => {
          decoder.aborted = true
        },
      }
    }
    const early = new EarlyHearing(transcribe, listen)
    early.hear(tone(0.3), true)
    early.hear(tone(0.2), false)
    // The pause: the live decoder finishes with everything so far; the file recogniser is never asked.
    expect((await early.guess(tone(0.5))).text).toBe(`live ${tone(0.5).length}`)
    expect(decoders).toEqual([{ fed: tone(0.5).length, finished: true, aborted: false }])
    // The child goes on: a new decoder gets the whole utterance again, then the new audio.
    early.hear(tone(0.1), false)
    early.drop()
    early.hear(tone(0.1), false)
    expect(decoders[1]).toEqual({ fed: tone(0.7).length, finished: false, aborted: false })
    expect((await early.take(tone(0.7))).text).toBe(`live ${tone(0.7).length}`)
    // A new utterance starts a new decoder; closing aborts it.
    early.hear(tone(0.2), true)
    early.close()
    expect(decoders[2]).toEqual({ fed: tone(0.2).length, finished: false, aborted: true })
    expect(calls).toEqual([])
  })
})
