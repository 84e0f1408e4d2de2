// Unsupervised speaker adaptation (MLLR): from a speaker's own audio and what the decoder heard in it, sphinxtrain fits
// one global linear transform of the acoustic model's means that the next decode (`-mllr`) hears that speaker with.
// Nothing is fitted ahead of time: every transform comes from the child's own turns, at the time they speak.
import { execFile } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdir, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { RECOGNITION_SAMPLE_RATE } from '../codecs/audio-input'
import { encodeWav } from '../synthesis/encode'
import { findExecutable, POCKETSPHINX_ACOUSTIC_MODEL } from './executables'

/** Debian's sphinxtrain keeps its programs out of PATH. */
const SPHINXTRAIN_DIR = '/usr/lib/sphinxtrain'
const TOOL_TIMEOUT_MS = 20_000

export interface AdaptationTools {
  featureExtractor: string
  baumWelch: string
  mllrSolve: string
  mdefConvert: string
}

/** sphinx_fe (sphinxbase-utils), bw and mllr_solve (sphinxtrain), pocketsphinx_mdef_convert; undefined if any is missing. */
export function findAdaptationTools(): AdaptationTools | undefined {
  const trainer = (name: string) =>
    findExecutable(name) ??
    (existsSync(path.join(SPHINXTRAIN_DIR, name)) ? path.join(SPHINXTRAIN_DIR, name) : undefined)
  const featureExtractor = findExecutable('sphinx_fe')
  const mdefConvert = findExecutable('pocketsphinx_mdef_convert')
  const baumWelch = trainer('bw')
  const mllrSolve = trainer('mllr_solve')
  if (!featureExtractor || !mdefConvert || !baumWelch || !mllrSolve) return undefined
  if (!existsSync(path.join(POCKETSPHINX_ACOUSTIC_MODEL, 'sendump'))) return undefined
  return { featureExtractor, baumWelch, mllrSolve, mdefConvert }
}

const run = (program: string, args: readonly string[]) =>
  new Promise<string>((resolve, reject) => {
    execFile(program, args, { timeout: TOOL_TIMEOUT_MS, maxBuffer: 8 * 1024 * 1024 }, (error, out) =>
      error ? reject(error) : resolve(out),
    )
  })

/** Log base and shift of pocketsphinx's quantised mixture weights (sendump): weight = 1.0001^-(byte << 10). */
const SENDUMP_LOG_BASE = 1.0001
const SENDUMP_SHIFT = 10

/**
 * The model's mixture weights as sphinxtrain reads them (an s3 "mixture_weights" file): Debian's en-us model ships
 * them only quantised for pocketsphinx ("sendump"), and bw needs them to tell which Gaussians heard each frame.
 * Laid out [senone][feature stream][codeword] and normalised per stream.
 */
export function sendumpToMixtureWeights(sendump: Uint8Array): Buffer {
  const view = new DataView(sendump.buffer, sendump.byteOffset, sendump.byteLength)
  let offset = 0
  let streams = 1
  for (;;) {
    const length = view.getInt32(offset, true)
    offset += 4
    if (length === 0) break
    const line = Buffer.from(sendump.subarray(offset, offset + length - 1)).toString('latin1')
    offset += length
    const feature = /^feature_count (\d+)/.exec(line)
    if (feature) streams = Number(feature[1])
    if (/^cluster_count [1-9]/.test(line)) throw new Error('clustered sendump files are not supported')
  }
  const codewords = view.getInt32(offset, true)
  const senones = view.getInt32(offset + 4, true)
  offset += 8
  if (sendump.length - offset !== streams * codewords * senones)
    throw new Error('sendump size does not match its header')
  const weights = new Float32Array(senones * streams * codewords)
  for (let stream = 0; stream < streams; stream++)
    for (let codeword = 0; codeword < codewords; codeword++) {
      const row = offset + (stream * codewords + codeword) * senones
      for (let senone = 0; senone < senones; senone++)
        weights[(senone * streams + stream) * codewords + codeword] =
          SENDUMP_LOG_BASE ** -(sendump[row + senone]! << SENDUMP_SHIFT)
    }
  for (let start = 0; start < weights.length; start += codewords) {
    let sum = 0
    for (let i = 0; i < codewords; i++) sum += weights[start + i]!
    for (let i = 0; i < codewords; i++) weights[start + i]! /= sum
  }
  // s3 binary: text header, padded so the data starts on a 4-byte boundary, byte-order magic, dimensions, floats.
  let header = 's3\nversion 1.0\n'
  const misaligned = (header.length + 'endhdr\n'.length) & 3
  header += `${' '.repeat(misaligned ? 4 - misaligned : 0)}endhdr\n`
  const dims = new Uint32Array([0x11223344, senones, streams, codewords, weights.length])
  return Buffer.concat([Buffer.from(header, 'latin1'), Buffer.from(dims.buffer), Buffer.from(weights.buffer)])
}

export interface AdaptationModel {
  /** Text model definition (bw reads no binary one). */
  mdef: string
  mixtureWeights: string
}

let prepared: Promise<AdaptationModel> | undefined

/** Converts the model's definition and mixture weights for sphinxtrain once, into `<cacheDir>/speech/adaptation-model`. */
export function prepareAdaptationModel(
  tools: AdaptationTools,
  cacheDir = tmpdir(),
): Promise<AdaptationModel> {
  prepared ??= (async () => {
    const dir = path.join(cacheDir, 'speech', 'adaptation-model')
    const model = { mdef: path.join(dir, 'mdef.txt'), mixtureWeights: path.join(dir, 'mixture_weights') }
    if (existsSync(model.mdef) && existsSync(model.mixtureWeights)) return model
    await mkdir(dir, { recursive: true })
    // Written beside and renamed, so another process never reads half a file.
    const partial = `.${process.pid}`
    await run(tools.mdefConvert, [
      '-text',
      path.join(POCKETSPHINX_ACOUSTIC_MODEL, 'mdef'),
      model.mdef + partial,
    ])
    const sendump = await readFile(path.join(POCKETSPHINX_ACOUSTIC_MODEL, 'sendump'))
    await writeFile(model.mixtureWeights + partial, sendumpToMixtureWeights(sendump))
    await rename(model.mdef + partial, model.mdef)
    await rename(model.mixtureWeights + partial, model.mixtureWeights)
    return model
  })().catch((error: unknown) => {
    prepared = undefined
    throw error
  })
  return prepared
}

/** One utterance of the speaker and the words the decoder heard in it (its own hypothesis: nobody checked it). */
export interface HeardUtterance {
  /** 16 kHz mono PCM. */
  pcm: Int16Array
  text: string
}

/** bw's front-end settings, as in the model's feat.params (bw accepts only some of them). */
const BW_FEATURES = ['-feat', '1s_c_d_dd', '-svspec', '0-12/13-25/26-38', '-cmn', 'current', '-agc', 'none']

/**
 * Fits a global MLLR transform (one regression class) to the utterances and writes it to `outFile`; resolves to
 * false when there was nothing to fit (no words, or bw aligned none of the utterances). `alignWith`, an earlier
 * transform of the same speaker, aligns the words to the audio with adapted means (the fit itself is always from
 * the model's own means), as a second iteration of the fit.
 */
export async function fitSpeakerTransform(
  tools: AdaptationTools,
  dictionary: string,
  utterances: readonly HeardUtterance[],
  outFile: string,
  cacheDir?: string,
  alignWith?: string,
): Promise<boolean> {
  const usable = utterances.filter((utterance) => utterance.text.trim() && utterance.pcm.length > 0)
  if (usable.length === 0) return false
  const model = await prepareAdaptationModel(tools, cacheDir)
  const dir = await mkdtemp(path.join(tmpdir(), 'mochi-mllr-'))
  try {
    const ids = usable.map((_, index) => `u${index}`)
    await Promise.all(
      usable.map((utterance, index) =>
        writeFile(path.join(dir, `${ids[index]}.wav`), encodeWav(utterance.pcm, RECOGNITION_SAMPLE_RATE)),
      ),
    )
    const fileIds = path.join(dir, 'fileids')
    const transcription = path.join(dir, 'transcription')
    await writeFile(fileIds, `${ids.join('\n')}\n`)
    await writeFile(
      transcription,
      usable.map((utterance, index) => `<s> ${utterance.text.trim()} </s> (${ids[index]})\n`).join(''),
    )
    const accumulated = path.join(dir, 'accum')
    await mkdir(accumulated)
    const features = path.join(POCKETSPHINX_ACOUSTIC_MODEL, 'feat.params')
    await run(tools.featureExtractor, [
      '-argfile',
      features,
      '-samprate',
      String(RECOGNITION_SAMPLE_RATE),
      '-c',
      fileIds,
      '-di',
      dir,
      '-do',
      dir,
      '-ei',
      'wav',
      '-eo',
      'mfc',
      '-mswav',
      'yes',
    ])
    await run(tools.baumWelch, [
      '-hmmdir',
      POCKETSPHINX_ACOUSTIC_MODEL,
      '-moddeffn',
      model.mdef,
      '-mixwfn',
      model.mixtureWeights,
      '-ts2cbfn',
      '.ptm.',
      ...BW_FEATURES,
      '-dictfn',
      dictionary,
      '-fdictfn',
      path.join(POCKETSPHINX_ACOUSTIC_MODEL, 'noisedict'),
      '-ctlfn',
      fileIds,
      '-lsnfn',
      transcription,
      '-cepdir',
      dir,
      '-cepext',
      'mfc',
      '-accumdir',
      accumulated,
      ...(alignWith ? ['-mllrmat', alignWith] : []),
    ])
    // bw writes no counts when it aligned nothing: there is then no transform to solve for.
    if (!existsSync(path.join(accumulated, 'gauden_counts'))) return false
    const partial = `${outFile}.${process.pid}.partial`
    await run(tools.mllrSolve, [
      '-meanfn',
      path.join(POCKETSPHINX_ACOUSTIC_MODEL, 'means'),
      '-varfn',
      path.join(POCKETSPHINX_ACOUSTIC_MODEL, 'variances'),
      '-outmllrfn',
      partial,
      '-accumdir',
      accumulated,
    ])
    await rename(partial, outFile)
    return true
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}
