// Speculative recognition for the realtime socket: the words of the utterance so far are recognised at a short
// pause, so when the turn ends they are often known already, and how complete they look decides when it ends.
import { type Completeness, judgeUtterance } from '../turn-detection/endpointing'
import type { Transcript } from './recognizer'

interface Guess {
  heard: Promise<Transcript>
  /** Judged once the words are known (endpointing.ts). */
  completeness?: Completeness
}

export class EarlyHearing {
  private current: Guess | undefined

  constructor(private readonly transcribe: (utterance: Int16Array) => Promise<Transcript>) {}

  /**
   * A short pause: recognition of the utterance so far begins. The promise is the guess's words; its
   * completeness is known before any later `.then` on it runs.
   */
  guess(utterance: Int16Array): Promise<Transcript> {
    const heard = this.transcribe(utterance)
    const guess: Guess = { heard }
    this.current = guess
    heard.then(
      (transcript) => {
        guess.completeness = judgeUtterance(transcript.text, transcript.language)
      },
      // A guess that is dropped must not fail loudly; one that is taken fails for its taker.
      () => {},
    )
    return heard
  }

  /** How complete the current guess's words look; undefined while there is none or it is still being heard. */
  get completeness(): Completeness | undefined {
    return this.current?.completeness
  }

  /** The child went on talking: the guess heard only part of the turn. */
  drop() {
    this.current = undefined
  }

  /** The turn ended with `utterance`: the guess if nobody spoke since it began, else a fresh recognition. */
  take(utterance: Int16Array): Promise<Transcript> {
    const guess = this.current
    this.current = undefined
    return guess?.heard ?? this.transcribe(utterance)
  }
}
