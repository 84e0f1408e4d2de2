// Tests of live recognition with the system's pocketsphinx: audio fed as it comes gives the words that recognising
// the whole utterance gives, and an aborted decoder ends.
import { beforeAll, describe, expect, it } from 'vitest'
import { HUB_SAMPLE_RATE } from '../../../shared/constants'
import { testEnv } from '../../env'
import { encodeWav, resample } from '../synthesis/encode'
import { synthesize } from '../synthesis/synthesize'
import { pocketsphinxLive } from './pocketsphinx-live'
import { createRecognizer } from './recognizer'

const FRAME = (HUB_SAMPLE_RATE * 20) / 1000
let question: Int16Array

beforeAll(async () => {
  const speech = await synthesize({ text: 'When should I plant tomatoes?', language: 'en', voiceId: 'Roger' })
  const voice = resample(speech.pcm, speech.sampleRate, HUB_SAMPLE_RATE)
  // As the turn detector hands it over: a little silence before, the pause after.
  question = new Int16Array(voice.length + HUB_SAMPLE_RATE / 2)
  question.set(voice, HUB_SAMPLE_RATE / 5)
}, 30_000)

describe('pocketsphinxLive', () => {
  it('hears, from audio fed 20 ms at a time, the words the whole utterance gives', async () => {
    const listen = pocketsphinxLive()
    expect(listen).toBeDefined()
    const live = listen!(HUB_SAMPLE_RATE)
    for (let at = 0; at < question.length; at += FRAME) {
      live.push(question.slice(at, at + FRAME))
      await new Promise((resolve) => setImmediate(resolve))
    }
    const heard = await live.finish()
    const whole = await createRecognizer(testEnv())!.transcribe(encodeWav(question, HUB_SAMPLE_RATE), 'en')
    expect(heard).toEqual(whole)
    expect(heard.text).toContain('tomatoes')
  }, 30_000)

  it('hears an utterance shorter than the warm-up', async () => {
    const live = pocketsphinxLive()!(HUB_SAMPLE_RATE)
    const short = question.subarray(0, Math.round(HUB_SAMPLE_RATE * 0.8))
    live.push(short)
    const heard = await live.finish()
    const whole = await createRecognizer(testEnv())!.transcribe(encodeWav(short, HUB_SAMPLE_RATE), 'en')
    expect(heard.text).toBe(whole.text)
  }, 30_000)

  it('ends the decoder when aborted', async () => {
    const live = pocketsphinxLive()!(HUB_SAMPLE_RATE)
    live.push(question)
    live.abort()
    await expect(live.finish()).rejects.toThrow(/exited/)
  }, 30_000)
})
