// A child's session learns its voice only from turns heard confidently, in the background, and the recogniser hears
// later stated-English turns with the transform (real pocketsphinx and sphinxtrain, installed by system-deps.sh).
import { existsSync } from 'node:fs'
import { beforeAll, describe, expect, it } from 'vitest'
import { VOICES } from '../../../shared/voice/voices'
import { testEnv } from '../../env'
import { encodeWav, resample } from '../synthesis/encode'
import { synthesize } from '../synthesis/synthesize'
import { preparePocketsphinxModel } from './pocketsphinx'
import { createRecognizer } from './recognizer'
import { createSpeakerSession, SESSION_LEARN_MIN_CONFIDENCE } from './speaker-session'

const dictionary = async () => (await preparePocketsphinxModel()).dictionary
const voiceIdOf = (name: string) => VOICES.find((voice) => voice.name === name)!.id

/** In Roger's voice, the one bench/stt.ts --dev hears best, unless another is named. */
async function spoken(text: string, voice = 'Roger'): Promise<Int16Array> {
  const speech = await synthesize({ text, language: 'en', voiceId: voiceIdOf(voice) })
  return resample(speech.pcm, speech.sampleRate, 16_000)
}

describe('SpeakerSession', () => {
  let pcm: Int16Array
  beforeAll(async () => {
    await preparePocketsphinxModel()
    pcm = await spoken('what do ladybugs eat in the garden', 'Charlie')
  }, 180_000)

  it('exists where sphinxtrain is installed (scripts/system-deps.sh)', () => {
    expect(createSpeakerSession(dictionary)).toBeDefined()
  })

  it('learns nothing from an unsure turn or one with no words', async () => {
    const session = createSpeakerSession(dictionary)!
    session.learn(pcm, 'what do ladybugs eat in the garden', SESSION_LEARN_MIN_CONFIDENCE - 0.01)
    session.learn(pcm, '', 0.99)
    session.learn(pcm, 'what do ladybugs eat', undefined)
    await session.settled()
    expect(session.transform()).toBeUndefined()
    await session.close()
  })

  it('fits a transform after a confident turn, refits on the next, and removes its files when closed', async () => {
    const errors: unknown[] = []
    const session = createSpeakerSession(dictionary, (error) => errors.push(error))!
    session.learn(pcm, 'what do ladybugs eat in the garden', 0.9)
    expect(session.transform()).toBeUndefined()
    await session.settled()
    const first = session.transform()
    expect(errors).toEqual([])
    expect(first && existsSync(first)).toBe(true)
    expect(session.learntTurns).toBe(1)
    session.learn(pcm, 'what do ladybugs eat in the garden', 0.9)
    await session.settled()
    expect(session.transform()).not.toBe(first)
    expect(session.learntTurns).toBe(2)
    await session.close()
    expect(existsSync(session.transform()!)).toBe(false)
  }, 60_000)

  it('fits on only its latest audio (a minute in the app), once for turns learnt while a fit ran', async () => {
    const seconds = pcm.length / 16_000
    const session = createSpeakerSession(dictionary, undefined, 2.5 * seconds)!
    for (let turn = 0; turn < 5; turn++) session.learn(pcm, 'what do ladybugs eat in the garden', 0.9)
    await session.settled()
    expect(session.learntTurns).toBe(2)
    expect(session.transform()).toMatch(/mllr-1$/)
    await session.close()
  }, 60_000)

  it('hears again only a turn it was unsure of, with a transform fitted to it and the confident turns', async () => {
    const session = createSpeakerSession(dictionary)!
    session.learn(pcm, 'what do ladybugs eat in the garden', 0.9)
    await session.settled()
    const sure = { text: 'what do ladybugs eat', confidence: SESSION_LEARN_MIN_CONFIDENCE }
    const transforms: string[] = []
    const decode = async (extra: readonly string[]) => {
      transforms.push(extra[1]!)
      expect(extra[0]).toBe('-mllr')
      expect(existsSync(extra[1]!)).toBe(true)
      return { text: 'what do ladybugs eat in the garden', confidence: 0.4 }
    }
    expect(await session.hearAgain(pcm, sure, decode)).toBe(sure)
    expect(transforms).toEqual([])
    const unsure = { text: 'what do ladybugs eat the garden', confidence: 0.2 }
    expect((await session.hearAgain(pcm, unsure, decode)).text).toBe('what do ladybugs eat in the garden')
    expect(transforms).toHaveLength(1)
    expect(transforms[0]).not.toBe(session.transform())
    // Its own transform is not kept, and an empty second listen keeps the first words.
    expect(existsSync(transforms[0]!)).toBe(false)
    const empty = async () => ({ text: '', confidence: 0.1 })
    expect(await session.hearAgain(pcm, unsure, empty)).toBe(unsure)
    await session.close()
  }, 60_000)
})

describe('the recogniser in a session', () => {
  const { ai } = testEnv()
  const offline = { ai: { ...ai, openai: { ...ai.openai, apiKey: undefined, baseUrl: undefined } } }

  it('hears stated English with the transform its confident turns taught, and unstated audio without it', async () => {
    const recognizer = createRecognizer(offline)!
    expect(recognizer.provider).toBe('pocketsphinx')
    const session = createSpeakerSession(dictionary)!
    // A question Roger's voice is heard fairly, not perfectly, on (a sure, single-path listen has posteriors of 1).
    const pcm = await spoken('how often should i water my basil plant')
    const wav = encodeWav(pcm, 16_000)
    const first = await recognizer.transcribe(wav, 'en', undefined, session)
    expect(first.text).toMatch(/^how often should i water my/)
    expect(first.confidence).toBeGreaterThanOrEqual(SESSION_LEARN_MIN_CONFIDENCE)
    expect(session.transform()).toBeUndefined()
    session.learn(pcm, first.text, first.confidence)
    await session.settled()
    expect(session.transform()).toBeDefined()
    const adapted = await recognizer.transcribe(wav, 'en', undefined, session)
    expect(adapted.text).not.toBe('')
    // The decoder heard with the transform: its posteriors moved.
    expect(adapted.confidence).not.toBe(first.confidence)
    // The language check's thresholds were measured unadapted: unstated audio is heard as without a session.
    const unstated = await recognizer.transcribe(wav, undefined, undefined, session)
    expect(unstated.confidence).toBe(first.confidence)
    await session.close()
  }, 120_000)

  it("hears an unsure turn a second time when asked to, keeping the first listen's confidence", async () => {
    // A first turn, so the second pass fits to this turn alone (a session's confident turns would join it).
    const session = createSpeakerSession(dictionary)!
    const said = 'can my dog eat the peas from our garden'
    const wav = encodeWav(await spoken(said, 'Charlie'), 16_000)
    const once = await createRecognizer(offline)!.transcribe(wav, 'en', undefined, session)
    expect(once.confidence).toBeLessThan(SESSION_LEARN_MIN_CONFIDENCE)
    const twice = await createRecognizer(offline, { secondPassWhenUnsure: true })!.transcribe(
      wav,
      'en',
      undefined,
      session,
    )
    expect(twice.confidence).toBe(once.confidence)
    const wrong = (text: string) => text.split(' ').filter((word, i) => word !== said.split(' ')[i]).length
    expect(wrong(twice.text)).toBeLessThan(wrong(once.text))
    await session.close()
  }, 120_000)

  it('hears a question twice, adapted to itself, when asked to', async () => {
    const recognizer = createRecognizer(offline, { adaptEachUtterance: true })!
    const wav = encodeWav(await spoken('how do bees make honey'), 16_000)
    const heard = await recognizer.transcribe(wav, 'en')
    expect(heard.text).toBe('how do bees make honey')
  }, 120_000)
})
