// Offline English recognition with Debian's pocketsphinx (0.8 `pocketsphinx_continuous` or 5.x `pocketsphinx`).
import { execFile } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { encodeWav } from '../../ai/local/speech/encode'
import { RECOGNITION_SAMPLE_RATE } from './audio-input'
import { findExecutable, hasPocketsphinxModel } from './executables'

const RECOGNITION_TIMEOUT_MS = 30_000

export interface PocketsphinxCommand {
  program: string
  args: (wavPath: string) => string[]
  /** 5.x prints one JSON object per utterance; 0.8 prints the words. */
  parse: (stdout: string) => string
}

export function findPocketsphinx(): PocketsphinxCommand | undefined {
  if (!hasPocketsphinxModel()) return undefined
  const continuous = findExecutable('pocketsphinx_continuous')
  if (continuous) {
    return {
      program: continuous,
      args: (wav) => ['-infile', wav, '-logfn', '/dev/null'],
      parse: (stdout) => stdout.split('\n').join(' '),
    }
  }
  const modern = findExecutable('pocketsphinx')
  if (modern) {
    return {
      program: modern,
      args: (wav) => ['-loglevel', 'FATAL', 'single', wav],
      parse: (stdout) =>
        stdout
          .split('\n')
          .filter((line) => line.trim().startsWith('{'))
          .map((line) => (JSON.parse(line) as { t?: string }).t ?? '')
          .join(' '),
    }
  }
  return undefined
}

/** Recognises 16 kHz mono PCM; returns the words heard (possibly empty). */
export async function recognizeWithPocketsphinx(
  command: PocketsphinxCommand,
  pcm: Int16Array,
): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'mochi-stt-'))
  const wav = path.join(dir, 'speech.wav')
  try {
    await writeFile(wav, encodeWav(pcm, RECOGNITION_SAMPLE_RATE))
    const stdout = await new Promise<string>((resolve, reject) => {
      execFile(
        command.program,
        command.args(wav),
        { timeout: RECOGNITION_TIMEOUT_MS, maxBuffer: 1024 * 1024 },
        (error, out) => (error ? reject(error) : resolve(out)),
      )
    })
    return command.parse(stdout).replace(/\s+/g, ' ').trim()
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}
