import { describe, expect, it } from 'vitest'
import {
  GARDEN_LANGUAGE_WEIGHT,
  meanConfidence,
  modelArgs,
  parseContinuousOutput,
  parseModernOutput,
  spokenWords,
  WARM_UP_PAUSE_SECONDS,
  WARM_UP_SECONDS,
  withWarmUp,
} from './pocketsphinx'

describe('pocketsphinx output', () => {
  it('reads 0.8 word timings and keeps only the words after the warm-up', () => {
    const stdout = [
      'how do bees',
      '<s> 0.000 0.020 1.000100',
      'how 0.030 0.180 0.607710',
      'do 0.190 0.360 0.777377',
      'how do bees make honey',
      '<s> 1.900 1.950 0.999700',
      'how 2.000 2.180 0.999400',
      '<sil> 2.190 2.250 0.581140',
      'do(2) 2.260 2.400 0.782917',
      '[NOISE] 2.410 2.500 0.5',
      'bees 2.510 2.800 0.883544',
      'make 2.810 3.000 0.9',
      'honey 3.010 3.400 0.9',
      '</s> 3.410 3.500 1.000000',
    ].join('\n')
    const words = parseContinuousOutput(stdout)
    expect(words[1]).toEqual({ word: 'how', start: 0.03, confidence: 0.60771 })
    expect(spokenWords(words, 1.5)).toBe('how do bees make honey')
    // Only the question's own words count: not the warm-up, silences, noises or sentence marks.
    expect(meanConfidence(words, 1.5)).toBeCloseTo((0.9994 * 0.782917 * 0.883544 * 0.9 * 0.9) ** (1 / 5), 6)
  })

  it('reads 5.x JSON lines', () => {
    const stdout =
      '{"b":0.0,"d":1.2,"p":1,"t":"bees buzz","w":[{"t":"<s>","b":0},{"t":"bees","b":0.1},{"t":"buzz","b":0.6}]}\n'
    expect(spokenWords(parseModernOutput(stdout))).toBe('bees buzz')
    expect(meanConfidence(parseModernOutput(stdout))).toBeUndefined()
    const sure = '{"t":"bees","w":[{"t":"bees","b":0.1,"p":0.8},{"t":"buzz","b":0.6,"p":0.6}]}'
    expect(meanConfidence(parseModernOutput(sure))).toBeCloseTo(Math.sqrt(0.8 * 0.6), 6)
  })
})

describe('withWarmUp', () => {
  it('puts the first second, a pause and then the whole question', () => {
    const rate = 1000
    const pcm = Int16Array.from({ length: 3000 }, (_, i) => (i % 100) + 1)
    const { audio, questionStarts } = withWarmUp(pcm, rate)
    const head = WARM_UP_SECONDS * rate
    const pause = WARM_UP_PAUSE_SECONDS * rate
    expect(audio.length).toBe(head + pause + pcm.length)
    expect([...audio.subarray(0, head)]).toEqual([...pcm.subarray(0, head)])
    expect(audio.subarray(head, head + pause).every((sample) => sample === 0)).toBe(true)
    expect([...audio.subarray(head + pause)]).toEqual([...pcm])
    expect(questionStarts).toBeCloseTo((head + pause / 2) / rate)
  })

  it('warms up on a short question whole', () => {
    const { audio } = withWarmUp(new Int16Array(500).fill(7), 1000)
    expect(audio.length).toBe(500 + WARM_UP_PAUSE_SECONDS * 1000 + 500)
  })
})

describe('decoder settings', () => {
  it('weighs the garden model by its own language weight and leaves any other model at the default', () => {
    const garden = modelArgs({
      languageModel: '/data/speech/garden-lm-1/mochi.lm',
      dictionary: '/d/mochi.dict',
    })
    expect(garden.slice(garden.indexOf('-lw'), garden.indexOf('-lw') + 2)).toEqual([
      '-lw',
      String(GARDEN_LANGUAGE_WEIGHT),
    ])
    const general = modelArgs({ languageModel: '/usr/share/en-us.lm.bin', dictionary: '/d/cmudict.dict' })
    expect(general).not.toContain('-lw')
  })
})
