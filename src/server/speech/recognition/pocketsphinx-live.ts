// Offline recognition that decodes while the child speaks: pocketsphinx_continuous reads the utterance from a pipe
// as it arrives (the same audio, warm-up and words as `recognizeWithPocketsphinx`), so at the end of the turn only
// the last frames and the final search are left to do.
import { type ChildProcess, spawn } from 'node:child_process'
import { observeAiCall } from '../../operator/ai-call-metrics'
import { RECOGNITION_SAMPLE_RATE } from '../codecs/audio-input'
import { concatPcm, resample } from '../synthesis/encode'
import type { DomainModelFiles } from './domain-lm/build'
import type { LiveTranscription } from './early-hearing'
import type { Hearing } from './pocketsphinx'
import {
  findPocketsphinx,
  meanConfidence,
  type PocketsphinxCommand,
  preparePocketsphinxModel,
  spokenWords,
  WARM_UP_PAUSE_SECONDS,
  WARM_UP_SECONDS,
} from './pocketsphinx'
import type { Transcript } from './recognizer'

const LIVE_TIMEOUT_MS = 60_000

/** One utterance being decoded as it comes. */
export interface LiveRecognition {
  /** More of the utterance, at `sampleRate`. */
  push(pcm: Int16Array): void
  /** The utterance is complete: its words once the decoder has finished. */
  finish(): Promise<Hearing>
  /** Nobody wants the words any more. */
  abort(): void
}

/**
 * A live English recogniser when Debian's pocketsphinx 0.8 (`pocketsphinx_continuous`, which reads raw audio from
 * any file, a pipe included) is installed, else undefined (the session recognises each pause's utterance whole).
 */
export function pocketsphinxLive():
  | ((sampleRate: number, extra?: readonly string[]) => LiveTranscription)
  | undefined {
  const command = findPocketsphinx()
  if (!command?.program.endsWith('pocketsphinx_continuous')) return undefined
  // Built (or read) once, ahead of the first turn.
  const model = preparePocketsphinxModel()
  model.catch(() => {})
  // `extra`: more decoder settings (a speaker session's `-mllr` transform).
  return (sampleRate, extra) => {
    const stream = new PocketsphinxStream(command, model, sampleRate, extra)
    return {
      push: (pcm) => stream.push(pcm),
      abort: () => stream.abort(),
      // Counted as the recogniser's calls are; the time is what the turn waited, from the end of the audio.
      finish: () =>
        observeAiCall('pocketsphinx', async (): Promise<Transcript> => {
          const { text, confidence } = await stream.finish()
          return { text, language: 'en', provider: 'pocketsphinx', confidence }
        }),
    }
  }
}

/**
 * Holds the first WARM_UP_SECONDS back until they are all there, then writes what `withWarmUp` builds (head, pause,
 * the utterance) and from then on each piece as it comes. 24 kHz → 16 kHz in 20 ms frames (multiples of three
 * samples) resamples exactly as the whole utterance would be.
 */
class PocketsphinxStream implements LiveRecognition {
  private child: ChildProcess | undefined
  private stdout = ''
  private exited: Promise<number | null> | undefined
  private held: Int16Array[] = []
  private heldSamples = 0
  private writing = false
  private headSamples = 0
  private finished = false
  private aborted = false
  private readonly ready: Promise<DomainModelFiles>

  constructor(
    private readonly command: PocketsphinxCommand,
    model: Promise<DomainModelFiles>,
    private readonly sampleRate: number,
    private readonly extra?: readonly string[],
  ) {
    this.ready = model
    model.then(
      (files) => this.start(files),
      () => {},
    )
  }

  private start(model: DomainModelFiles) {
    if (this.aborted) return
    // pocketsphinx_continuous fopen()s its -infile, which a socket (Node's stdin pipe) cannot be: `cat` gives it a
    // pipe. Its own process group, so an abort ends `cat` and the decoder together.
    const args = this.command.args('/dev/stdin', model, this.extra)
    const child = spawn('sh', ['-c', 'cat | exec "$0" "$@"', this.command.program, ...args], {
      stdio: ['pipe', 'pipe', 'ignore'],
      detached: true,
    })
    this.child = child
    child.stdout.setEncoding('utf8')
    child.stdout.on('data', (text: string) => {
      this.stdout += text
    })
    child.stdin.on('error', () => {})
    const timer = setTimeout(() => this.abort(), LIVE_TIMEOUT_MS)
    this.exited = new Promise((resolve) => {
      child.on('close', (code) => {
        clearTimeout(timer)
        resolve(code)
      })
      child.on('error', () => {
        clearTimeout(timer)
        resolve(-1)
      })
    })
    this.flush()
  }

  push(pcm: Int16Array) {
    if (this.finished) return
    const piece = resample(pcm, this.sampleRate, RECOGNITION_SAMPLE_RATE)
    this.held.push(piece)
    this.heldSamples += piece.length
    this.flush()
  }

  /** Writes what may be written: nothing before the head is complete (or the utterance ended before it was). */
  private flush() {
    const child = this.child
    if (!child) return
    if (!this.writing) {
      const headNeeded = Math.round(WARM_UP_SECONDS * RECOGNITION_SAMPLE_RATE)
      if (this.heldSamples < headNeeded && !this.finished) return
      const all = concatPcm(this.held)
      this.headSamples = Math.min(all.length, headNeeded)
      const pause = new Int16Array(Math.round(WARM_UP_PAUSE_SECONDS * RECOGNITION_SAMPLE_RATE))
      this.writing = true
      this.held = [all.subarray(0, this.headSamples), pause, all]
    }
    for (const piece of this.held)
      child.stdin?.write(Buffer.from(piece.buffer, piece.byteOffset, piece.byteLength))
    this.held = []
    this.heldSamples = 0
    if (this.finished) child.stdin?.end()
  }

  async finish(): Promise<Hearing> {
    this.finished = true
    await this.ready
    this.flush()
    const code = await this.exited
    if (code !== 0) throw new Error(`pocketsphinx_continuous exited with ${code}`)
    const words = this.command.parse(this.stdout)
    const pause = WARM_UP_PAUSE_SECONDS * RECOGNITION_SAMPLE_RATE
    const questionStarts = (this.headSamples + pause / 2) / RECOGNITION_SAMPLE_RATE
    return { text: spokenWords(words, questionStarts), confidence: meanConfidence(words, questionStarts) }
  }

  abort() {
    this.finished = true
    this.aborted = true
    this.held = []
    const pid = this.child?.pid
    if (pid === undefined) return
    try {
      process.kill(-pid, 'SIGKILL')
    } catch {
      // already gone
    }
  }
}
