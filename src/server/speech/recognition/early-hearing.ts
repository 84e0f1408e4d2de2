// Speculative recognition for the realtime socket: the words of the utterance so far are recognised at a short
// pause, so when the turn ends they are often known already, and how complete they look decides when it ends.
// With a live recogniser the utterance is decoded while the child speaks, so a pause only waits for the last bit.
import { type Completeness, judgeUtterance } from '../turn-detection/endpointing'
import type { Transcript } from './recognizer'

/** An utterance decoded as it comes (pocketsphinx-live.ts), answering with a transcript. */
export interface LiveTranscription {
  push(pcm: Int16Array): void
  finish(): Promise<Transcript>
  abort(): void
}

interface Guess {
  heard: Promise<Transcript>
  /** Judged once the words are known (endpointing.ts). */
  completeness?: Completeness
}

export class EarlyHearing {
  private current: Guess | undefined
  /** The current utterance's audio so far, to start a live decoder again when the child goes on after a guess. */
  private audio: Int16Array[] = []
  private live: LiveTranscription | undefined

  constructor(
    private readonly transcribe: (utterance: Int16Array) => Promise<Transcript>,
    /** Undefined, or returning undefined, where nothing can decode live (a remote recogniser, Spanish offline). */
    private readonly listen?: () => LiveTranscription | undefined,
  ) {}

  /** The turn detector's utterance audio, as it grows; `first` is the piece that started it (pre-roll included). */
  hear(pcm: Int16Array, first: boolean) {
    if (first) {
      this.close()
      this.live = this.listen?.()
    }
    this.audio.push(pcm)
    this.live?.push(pcm)
  }

  /**
   * A short pause: recognition of the utterance so far begins (or, live, finishes). The promise is the guess's
   * words; its completeness is known before any later `.then` on it runs.
   */
  guess(utterance: Int16Array): Promise<Transcript> {
    const heard = this.recognise(utterance)
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

  /** The child went on talking: the guess heard only part of the turn, and decoding goes on from the start. */
  drop() {
    this.current = undefined
    if (this.live || this.audio.length === 0) return
    this.live = this.listen?.()
    for (const piece of this.audio) this.live?.push(piece)
  }

  /** The turn ended with `utterance`: the guess if nobody spoke since it began, else its recognition now. */
  take(utterance: Int16Array): Promise<Transcript> {
    const guess = this.current
    this.current = undefined
    const heard = guess?.heard ?? this.recognise(utterance)
    this.close()
    return heard
  }

  /** Forgets the utterance (the turn ended, the buffer was cleared, the session closed). */
  close() {
    this.current = undefined
    this.audio = []
    this.live?.abort()
    this.live = undefined
  }

  private recognise(utterance: Int16Array): Promise<Transcript> {
    const live = this.live
    this.live = undefined
    return live ? live.finish() : this.transcribe(utterance)
  }
}
