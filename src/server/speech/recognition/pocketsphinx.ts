// Offline English recognition with Debian's pocketsphinx (0.8 `pocketsphinx_continuous` or 5.x `pocketsphinx`),
// listening with our own garden language model: free-form, its general model mishears nearly everything.
import { execFile } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { RECOGNITION_SAMPLE_RATE } from '../codecs/audio-input'
import { encodeWav } from '../synthesis/encode'
import { type DomainModelFiles, domainModelFiles, GARDEN_LM_FILE } from './domain-lm/build'
import {
  findExecutable,
  hasPocketsphinxModel,
  POCKETSPHINX_ACOUSTIC_MODEL,
  POCKETSPHINX_DICTIONARY,
} from './executables'

const RECOGNITION_TIMEOUT_MS = 30_000

/**
 * pocketsphinx normalises each voice and microphone from what it has already heard, so the start of a first
 * utterance is often misheard. The decoder therefore hears the question's first seconds (a child's whole question,
 * usually), a pause, then the whole question, and only the words after the pause count. `bench/stt.ts` measured
 * word errors of about 50% without it and 43% with a one-second warm-up; on our own development questions (written
 * apart from the bench's) a three-second warm-up took word errors from 36.8% to 34.2% for about 40% more audio to
 * decode on a three-second question.
 */
export const WARM_UP_SECONDS = 3
export const WARM_UP_PAUSE_SECONDS = 0.8

export interface TimedWord {
  word: string
  /** Seconds from the start of the decoded audio. */
  start: number
  /** The decoder's posterior probability of the word (0–1), when it says. */
  confidence?: number
}

/** What was heard, and how sure the decoder was of it on average (undefined when it gave no figure). */
export interface Hearing {
  text: string
  confidence: number | undefined
}

export interface PocketsphinxCommand {
  program: string
  /** `extra` decoder settings go before the audio (a second listen hears differently, e.g. `-frate 125`). */
  args: (wavPath: string, model: DomainModelFiles, extra?: readonly string[]) => string[]
  /** The words heard, with their start times. */
  parse: (stdout: string) => TimedWord[]
}

/**
 * How much the garden language model weighs against the acoustics (pocketsphinx's default is 6.5): our model is
 * built from the shapes of the questions families ask, and a slightly lighter weight lets the speech override them
 * when a child's words leave them. Chosen on bench/stt.ts --dev: word errors 34.1% at 6.5, 33.4% at 6, 33.1% at 5.5,
 * 33.8% at 5 (9 and 12 did worse); 5.5 lost a distress phrase ("a man online wants my address" heard as "…my
 * lettuce" in Aria's voice), which 6 keeps. Only for the garden model: the English check's general model keeps its
 * own default.
 */
export const GARDEN_LANGUAGE_WEIGHT = 6

export const modelArgs = (model: Pick<DomainModelFiles, 'languageModel' | 'dictionary'>) => [
  '-hmm',
  POCKETSPHINX_ACOUSTIC_MODEL,
  '-lm',
  model.languageModel,
  '-dict',
  model.dictionary,
  ...(path.basename(model.languageModel) === GARDEN_LM_FILE ? ['-lw', String(GARDEN_LANGUAGE_WEIGHT)] : []),
]

/** 0.8 with `-time yes` prints each word on its own line: "word start end confidence". */
export function parseContinuousOutput(stdout: string): TimedWord[] {
  const words: TimedWord[] = []
  for (const line of stdout.split('\n')) {
    const parts = line.trim().split(/\s+/)
    if (parts.length !== 4) continue
    const [word, start, end, confidence] = parts as [string, string, string, string]
    if (![start, end, confidence].every((value) => /^-?\d+(\.\d+)?$/.test(value))) continue
    words.push({ word, start: Number(start), confidence: Number(confidence) })
  }
  return words
}

/** 5.x prints one JSON object per utterance, with its words under `w` ("t" text, "b" start). */
export function parseModernOutput(stdout: string): TimedWord[] {
  return stdout
    .split('\n')
    .filter((line) => line.trim().startsWith('{'))
    .flatMap((line) => (JSON.parse(line) as { w?: { t: string; b: number; p?: number }[] }).w ?? [])
    .map((segment) => ({
      word: segment.t,
      start: segment.b,
      ...(typeof segment.p === 'number' ? { confidence: segment.p } : {}),
    }))
}

export function findPocketsphinx(): PocketsphinxCommand | undefined {
  if (!hasPocketsphinxModel()) return undefined
  const continuous = findExecutable('pocketsphinx_continuous')
  if (continuous) {
    return {
      program: continuous,
      args: (wav, model, extra = []) => [
        '-infile',
        wav,
        '-logfn',
        '/dev/null',
        '-time',
        'yes',
        ...modelArgs(model),
        ...extra,
      ],
      parse: parseContinuousOutput,
    }
  }
  const modern = findExecutable('pocketsphinx')
  if (modern) {
    return {
      program: modern,
      args: (wav, model, extra = []) => [
        '-loglevel',
        'FATAL',
        '-time',
        'yes',
        ...modelArgs(model),
        ...extra,
        'single',
        wav,
      ],
      parse: parseModernOutput,
    }
  }
  return undefined
}

/**
 * Builds (or, on later starts, reads) the garden language model ahead of the first question, so nobody waits
 * for it; `cacheDir` is where built models are kept (the first call decides).
 */
export function preparePocketsphinxModel(cacheDir?: string): Promise<DomainModelFiles> {
  return domainModelFiles(POCKETSPHINX_DICTIONARY, cacheDir)
}

/** The audio the decoder hears: the warm-up, a pause, the question; and where the question's words begin. */
export function withWarmUp(pcm: Int16Array, sampleRate = RECOGNITION_SAMPLE_RATE) {
  const head = pcm.subarray(0, Math.min(pcm.length, Math.round(WARM_UP_SECONDS * sampleRate)))
  const pause = Math.round(WARM_UP_PAUSE_SECONDS * sampleRate)
  const audio = new Int16Array(head.length + pause + pcm.length)
  audio.set(head, 0)
  audio.set(pcm, head.length + pause)
  return { audio, questionStarts: (head.length + pause / 2) / sampleRate }
}

/** The words themselves, not silences, noises or the sentence marks. */
function questionWords(words: TimedWord[], from: number): TimedWord[] {
  return words.filter(({ word, start }) => start >= from && !/^[<[]/.test(word))
}

/** What the listener says; alternate pronunciations lose "(2)". */
export function spokenWords(words: TimedWord[], from = 0): string {
  return questionWords(words, from)
    .map(({ word }) => word.replace(/\(\d+\)$/, ''))
    .join(' ')
}

/**
 * The geometric mean posterior of the question's words: low when the speech was not English (or not clear). The
 * geometric mean lets a few near-zero words (what an English listener makes of Spanish) pull the figure down.
 */
export function meanConfidence(words: TimedWord[], from = 0): number | undefined {
  const figures = questionWords(words, from).flatMap(({ confidence }) =>
    confidence === undefined || Number.isNaN(confidence) ? [] : [Math.max(confidence, 1e-4)],
  )
  if (figures.length === 0) return undefined
  return Math.exp(figures.reduce((sum, value) => sum + Math.log(value), 0) / figures.length)
}

/** Another way of listening: a different language model, or different decoder settings. */
export interface ListeningVariant {
  model?: Pick<DomainModelFiles, 'languageModel' | 'dictionary'>
  extra?: readonly string[]
}

/**
 * Recognises 16 kHz mono PCM; returns the words heard (possibly empty) and the decoder's confidence. By default
 * with the garden model; `variant` listens another way.
 */
export async function recognizeWithPocketsphinx(
  command: PocketsphinxCommand,
  pcm: Int16Array,
  variant: ListeningVariant = {},
): Promise<Hearing> {
  const model = { ...(await preparePocketsphinxModel()), ...variant.model }
  const dir = await mkdtemp(path.join(tmpdir(), 'mochi-stt-'))
  const wav = path.join(dir, 'speech.wav')
  const { audio, questionStarts } = withWarmUp(pcm)
  try {
    await writeFile(wav, encodeWav(audio, RECOGNITION_SAMPLE_RATE))
    const stdout = await new Promise<string>((resolve, reject) => {
      execFile(
        command.program,
        command.args(wav, model, variant.extra),
        { timeout: RECOGNITION_TIMEOUT_MS, maxBuffer: 1024 * 1024 },
        (error, out) => (error ? reject(error) : resolve(out)),
      )
    })
    const words = command.parse(stdout)
    return { text: spokenWords(words, questionStarts), confidence: meanConfidence(words, questionStarts) }
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}
