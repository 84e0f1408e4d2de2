// Speculative recognition for the realtime socket: transcribing starts at a short pause, so when the turn really
// ends (the turn detector's longer pause) the words are often known already. Nothing is sent before the turn ends.

import { type LabelledFrame, SpeechDetector } from '../turn-detection/vad'
import type { Transcript } from './recognizer'

/** A pause this long starts recognition; the turn itself ends at the turn detector's hangover (600 ms). */
export const EARLY_HANGOVER_MS = 300

export class EarlyHearing {
  private readonly vad = new SpeechDetector({ hangoverMs: EARLY_HANGOVER_MS })
  private guess: Promise<Transcript> | undefined
  /**
   * Only the first pause of a turn is guessed from: once the child goes on talking, a second guess would hear
   * only the words after the pause. So at most one recognition per turn can be wasted.
   */
  private mayGuess = false

  constructor(private readonly transcribe: (utterance: Int16Array) => Promise<Transcript>) {}

  /** The same frames as the turn detector gets (labelled once, by the session's classifier), given here first. */
  push(frames: readonly LabelledFrame[]) {
    for (const event of this.vad.push(frames)) {
      if (event.type === 'speech_started') {
        this.guess = undefined
      } else if (this.mayGuess) {
        this.mayGuess = false
        const guess = this.transcribe(event.utterance)
        // A guess that is dropped must not fail loudly; one that is taken fails for its taker.
        guess.catch(() => {})
        this.guess = guess
      }
    }
  }

  /** The turn detector heard speech start. */
  turnStarted() {
    this.mayGuess = true
    this.guess = undefined
  }

  /** The turn ended with `utterance`: the early transcript if nobody spoke since it began, else a fresh one. */
  take(utterance: Int16Array): Promise<Transcript> {
    const guess = this.guess
    this.reset()
    return guess ?? this.transcribe(utterance)
  }

  reset() {
    this.guess = undefined
    this.mayGuess = false
    this.vad.reset()
  }
}
