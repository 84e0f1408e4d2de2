// One child's voice over a conversation: the turns the decoder heard confidently are kept (audio and words), and after
// each such turn a speaker transform (speaker-adaptation.ts) is fitted again in the background, so later turns are
// heard adapted to this child with no wait. Its first turns are heard unadapted.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { RECOGNITION_SAMPLE_RATE } from '../codecs/audio-input'
import {
  type AdaptationTools,
  findAdaptationTools,
  fitSpeakerTransform,
  type HeardUtterance,
} from './speaker-adaptation'

/**
 * A turn is learnt from only when the first listen was at least this sure (geometric mean of its word posteriors):
 * a transform fitted to misheard words adapts to the mistakes. Chosen on bench/stt.ts --dev.
 */
export const SESSION_LEARN_MIN_CONFIDENCE = 0.5
/** The transform is fitted on at most this much of the speaker's latest audio, so a refit stays quick. */
export const SESSION_MAX_SECONDS = 60

export class SpeakerSession {
  private readonly heard: HeardUtterance[] = []
  private dir: Promise<string> | undefined
  private current: string | undefined
  private fits = 0
  private fitting: Promise<void> = Promise.resolve()
  private closed = false
  /** Turns learnt so far, and how many of them the newest fit saw: fits asked for while one runs become one. */
  private version = 0
  private fittedVersion = 0

  constructor(
    private readonly tools: AdaptationTools,
    /** The dictionary the words were heard with (every word of a hypothesis is in it). */
    private readonly dictionary: () => Promise<string>,
    private readonly onError: (error: unknown) => void = () => {},
    private readonly maxSeconds = SESSION_MAX_SECONDS,
  ) {}

  /** The transform the next turn is heard with (a file for pocketsphinx's -mllr), once one was fitted. */
  transform(): string | undefined {
    return this.current
  }

  /** How many turns the current transform was fitted on (0 before the first). */
  learntTurns = 0

  /** After a turn: keeps it when it was heard confidently and refits in the background (never throws). */
  learn(pcm: Int16Array, text: string, confidence: number | undefined) {
    if (this.closed || !text || (confidence ?? 0) < SESSION_LEARN_MIN_CONFIDENCE) return
    this.heard.push({ pcm, text })
    this.version++
    let samples = this.heard.reduce((sum, utterance) => sum + utterance.pcm.length, 0)
    while (this.heard.length > 1 && samples > this.maxSeconds * RECOGNITION_SAMPLE_RATE)
      samples -= this.heard.shift()!.pcm.length
    this.fitting = this.fitting.then(() => this.fit())
  }

  /**
   * A second pass for a turn the first listen was unsure of (below SESSION_LEARN_MIN_CONFIDENCE, so never learnt
   * from): a transform is fitted at once to this child's confident turns plus this turn's first words (aligned with
   * the current transform) and `decode` hears the turn again with it. Unchanged when there is nothing to fit or
   * the second listen hears nothing. Costs a fit and a decode (about 0.5–1 s), so callers that must answer at
   * once do not ask for it.
   */
  async hearAgain<T extends { text: string; confidence: number | undefined }>(
    pcm: Int16Array,
    first: T,
    decode: (extra: readonly string[]) => Promise<T>,
  ): Promise<T> {
    if (this.closed || !first.text || (first.confidence ?? 0) >= SESSION_LEARN_MIN_CONFIDENCE) return first
    try {
      this.dir ??= mkdtemp(path.join(tmpdir(), 'mochi-speaker-'))
      const file = path.join(await this.dir, `again-${++this.fits}`)
      const utterances = [...this.heard, { pcm, text: first.text }]
      if (
        !(await fitSpeakerTransform(
          this.tools,
          await this.dictionary(),
          utterances,
          file,
          undefined,
          this.current,
        ))
      )
        return first
      const again = await decode(['-mllr', file])
      await rm(file, { force: true })
      return again.text ? again : first
    } catch (error) {
      this.onError(error)
      return first
    }
  }

  /** Resolves when every fit asked for so far has finished (benches and tests; turns never wait for it). */
  settled(): Promise<void> {
    return this.fitting
  }

  async close() {
    this.closed = true
    await this.fitting
    if (this.dir) await rm(await this.dir, { recursive: true, force: true })
  }

  private async fit() {
    if (this.closed || this.fittedVersion === this.version) return
    this.fittedVersion = this.version
    const utterances = [...this.heard]
    try {
      this.dir ??= mkdtemp(path.join(tmpdir(), 'mochi-speaker-'))
      const file = path.join(await this.dir, `mllr-${++this.fits}`)
      if (await fitSpeakerTransform(this.tools, await this.dictionary(), utterances, file)) {
        // Earlier transforms stay until close (a couple of kB each): a decode may be starting with one.
        this.current = file
        this.learntTurns = utterances.length
      }
    } catch (error) {
      this.onError(error)
    }
  }
}

/** A session for one child where the adaptation tools are installed; undefined (heard as today) where not. */
export function createSpeakerSession(
  dictionary: () => Promise<string>,
  onError?: (error: unknown) => void,
  maxSeconds?: number,
): SpeakerSession | undefined {
  const tools = findAdaptationTools()
  return tools ? new SpeakerSession(tools, dictionary, onError, maxSeconds) : undefined
}
