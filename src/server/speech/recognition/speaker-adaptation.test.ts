// Speaker adaptation with the real sphinxtrain tools (scripts/system-deps.sh installs them for the suite): the
// mixture weights sphinxtrain reads, a transform fitted to a voice's own words, and a decoder that hears with it.
import { readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { VOICES } from '../../../shared/voice/voices'
import { resample } from '../synthesis/encode'
import { synthesize } from '../synthesis/synthesize'
import { findPocketsphinx, preparePocketsphinxModel, recognizeWithPocketsphinx } from './pocketsphinx'
import {
  type AdaptationTools,
  findAdaptationTools,
  fitSpeakerTransform,
  sendumpToMixtureWeights,
} from './speaker-adaptation'

/** A sendump as pocketsphinx reads it: length-prefixed header strings, then [stream][codeword][senone] bytes. */
function sendump(streams: number, codewords: number, senones: number, bytes: number[]): Uint8Array {
  const strings = ['title', `feature_count ${streams}`, 'cluster_count 0']
  const parts: Buffer[] = []
  for (const text of strings) {
    const length = Buffer.alloc(4)
    length.writeInt32LE(text.length + 1)
    parts.push(length, Buffer.from(`${text}\0`, 'latin1'))
  }
  const tail = Buffer.alloc(12)
  tail.writeInt32LE(0, 0)
  tail.writeInt32LE(codewords, 4)
  tail.writeInt32LE(senones, 8)
  return new Uint8Array(Buffer.concat([...parts, tail, Buffer.from(bytes)]))
}

describe('sendumpToMixtureWeights', () => {
  it('writes an s3 file of normalised weights laid out by senone, stream and codeword', () => {
    // 1 stream, 2 codewords, 2 senones: codeword 0 holds (0, 10) for the senones, codeword 1 holds (0, 0).
    const file = sendumpToMixtureWeights(sendump(1, 2, 2, [0, 10, 0, 0]))
    const text = file.toString('latin1')
    const end = text.indexOf('endhdr\n') + 'endhdr\n'.length
    expect(text.startsWith('s3\nversion 1.0\n')).toBe(true)
    expect(end % 4).toBe(0)
    const ints = new Uint32Array(file.buffer.slice(file.byteOffset + end, file.byteOffset + end + 20))
    expect([...ints]).toEqual([0x11223344, 2, 1, 2, 4])
    const weights = new Float32Array(file.buffer.slice(file.byteOffset + end + 20))
    // Senone 0: both codewords equally likely; senone 1: codeword 0 at 1.0001^-(10 << 10) against 1.
    expect(weights[0]).toBeCloseTo(0.5, 6)
    expect(weights[1]).toBeCloseTo(0.5, 6)
    const small = 1.0001 ** -(10 << 10)
    expect(weights[2]).toBeCloseTo(small / (1 + small), 6)
    expect(weights[2]! + weights[3]!).toBeCloseTo(1, 6)
  })

  it('refuses a file whose size does not match its header', () => {
    expect(() => sendumpToMixtureWeights(sendump(1, 2, 2, [0, 10, 0]))).toThrow(/size/)
  })
})

describe('fitting a speaker transform with sphinxtrain', () => {
  let tools: AdaptationTools
  let dictionary: string
  let pcm: Int16Array
  const question = 'how often should i water my basil plant'
  beforeAll(async () => {
    // Installed by scripts/system-deps.sh (the suite runs it first): missing tools fail here, never skip.
    const found = findAdaptationTools()
    expect(found, 'sphinxtrain and sphinxbase-utils: run scripts/system-deps.sh').toBeDefined()
    tools = found!
    dictionary = (await preparePocketsphinxModel()).dictionary
    const voiceId = VOICES.find((voice) => voice.name === 'Roger')!.id
    const speech = await synthesize({ text: question, language: 'en', voiceId })
    pcm = resample(speech.pcm, speech.sampleRate, 16_000)
  }, 180_000)

  it('fits a global mean transform to the words heard, and the decoder hears with it', async () => {
    const file = path.join(tmpdir(), `mochi-mllr-test-${process.pid}`)
    try {
      expect(await fitSpeakerTransform(tools, dictionary, [{ pcm, text: question }], file)).toBe(true)
      // One class, three streams; each stream its length (13), A (13 × 13), b and the variance scales.
      const numbers = (await readFile(file, 'utf8')).trim().split(/\s+/).map(Number)
      expect(numbers.slice(0, 3)).toEqual([1, 3, 13])
      expect(numbers.length).toBe(2 + 3 * (1 + 13 * 13 + 13 + 13))
      expect(numbers.every(Number.isFinite)).toBe(true)
      const command = findPocketsphinx()!
      const plain = await recognizeWithPocketsphinx(command, pcm)
      const adapted = await recognizeWithPocketsphinx(command, pcm, { extra: ['-mllr', file] })
      expect(adapted.text).not.toBe('')
      // The decoder applied it: its posteriors move (an ignored flag would change nothing).
      expect(adapted.confidence).not.toBe(plain.confidence)
    } finally {
      await rm(file, { force: true })
    }
  }, 60_000)

  it('fits nothing from utterances with no words', async () => {
    const file = path.join(tmpdir(), `mochi-mllr-empty-${process.pid}`)
    expect(await fitSpeakerTransform(tools, dictionary, [{ pcm, text: ' ' }], file)).toBe(false)
  })
})
