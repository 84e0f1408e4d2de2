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

  it('hears a question twice, adapted to itself, when asked to', async () => {
    const recognizer = createRecognizer(offline, { adaptEachUtterance: true })!
    const wav = encodeWav(await spoken('how do bees make honey'), 16_000)
    const heard = await recognizer.transcribe(wav, 'en')
    expect(heard.text).toBe('how do bees make honey')
  }, 120_000)
})
