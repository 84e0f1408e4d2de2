// The warp search: which listen wins, when it runs at all, and that pocketsphinx really hears a warped spectrum.
import { beforeAll, describe, expect, it } from 'vitest'
import { VOICES } from '../../../shared/voice/voices'
import { resample } from '../synthesis/encode'
import { synthesize } from '../synthesis/synthesize'
import type { Hearing, ListeningVariant } from './pocketsphinx'
import { findPocketsphinx, preparePocketsphinxModel, recognizeWithPocketsphinx } from './pocketsphinx'
import {
  surestHearing,
  WARP_FACTORS,
  WARP_SEARCH_BELOW_CONFIDENCE,
  warpVariant,
  withWarpSearch,
} from './warp-search'

const factorOf = (variant: ListeningVariant) => Number(variant.extra?.at(-1))

describe('surestHearing', () => {
  it('takes the listen with the highest confidence, the first on ties, and ignores listens that heard nothing', () => {
    const first = { text: 'how do bees like sunny', confidence: 0.4 }
    const tie = { text: 'how do bees make money', confidence: 0.4 }
    const surer = { text: 'how do bees make honey', confidence: 0.6 }
    const empty = { text: '', confidence: 0.99 }
    expect(surestHearing(first, [tie])).toBe(first)
    expect(surestHearing(first, [tie, surer, empty])).toBe(surer)
    expect(surestHearing(first, [empty, { text: 'bees', confidence: undefined }])).toBe(first)
  })
})

describe('withWarpSearch', () => {
  it('keeps a sure first listen without listening again', async () => {
    const asked: number[] = []
    const first = { text: 'what do worms eat', confidence: WARP_SEARCH_BELOW_CONFIDENCE }
    const heard = await withWarpSearch(first, async (variant) => {
      asked.push(factorOf(variant))
      return { text: 'what do words eat', confidence: 1 }
    })
    expect(heard).toBe(first)
    expect(asked).toEqual([])
  })

  it('keeps silence silent', async () => {
    const heard = await withWarpSearch({ text: '', confidence: undefined }, async () => ({
      text: 'bee',
      confidence: 0.9,
    }))
    expect(heard.text).toBe('')
  })

  it('keeps a first listen the caller holds on to (one that reaches the safety path)', async () => {
    const first = { text: 'a man online wants my address', confidence: 0.33 }
    const heard = await withWarpSearch(
      first,
      async () => ({ text: 'a man online wants my mint', confidence: 0.54 }),
      (text) => text.endsWith('address'),
    )
    expect(heard).toBe(first)
  })

  it('leaves out a listen whose decoder failed', async () => {
    const heard = await withWarpSearch(
      { text: 'how do bees like sunny', confidence: 0.3 },
      async (variant) => {
        if (factorOf(variant) === 1.1) throw new Error('pocketsphinx_continuous exited with 1')
        return { text: 'how do bees make honey', confidence: 0.4 }
      },
    )
    expect(heard.text).toBe('how do bees make honey')
  })

  it('hears an unsure question once per warp factor and returns the surest', async () => {
    const asked: number[] = []
    const heard = await withWarpSearch(
      { text: 'my plant in the a bee', confidence: 0.2 },
      async (variant) => {
        const factor = factorOf(variant)
        asked.push(factor)
        return factor === 1.2
          ? { text: 'my friend is being mean to me', confidence: 0.7 }
          : { text: 'my friend is being me', confidence: 0.3 }
      },
    )
    expect(asked.sort()).toEqual([...WARP_FACTORS].sort())
    expect(heard.text).toBe('my friend is being mean to me')
  })
})

const command = findPocketsphinx()

describe.runIf(command)('pocketsphinx with a warped spectrum', () => {
  let pcm: Int16Array
  beforeAll(async () => {
    await preparePocketsphinxModel()
    const voiceId = VOICES.find((voice) => voice.name === 'Aria')!.id
    const speech = await synthesize({ text: 'how do bees make honey', language: 'en', voiceId })
    pcm = resample(speech.pcm, speech.sampleRate, 16_000)
  }, 180_000)

  it('hears the same audio differently when the spectrum is warped', async () => {
    const plain = await recognizeWithPocketsphinx(command!, pcm)
    const hearings: Hearing[] = []
    for (const factor of [0.8, 1.3])
      hearings.push(await recognizeWithPocketsphinx(command!, pcm, warpVariant(factor)))
    expect(plain.text).not.toBe('')
    // The front end applied the warp: the decoder's posteriors move (a flag it ignored would change nothing).
    for (const hearing of hearings) expect(hearing.confidence).not.toBe(plain.confidence)
  }, 60_000)
})
