// A child's distress said out loud reaches the safety reply: the safety and voice issues' own phrases, spoken by
// several of our voices, are heard by offline pocketsphinx well enough that the safety check files them as typed.
import { beforeAll, describe, expect, it } from 'vitest'
import { VOICES as ALL_VOICES } from '../../../shared/voice/voices'
import { moderateText } from '../../ai/safety/moderate'
import { testEnv } from '../../env'
import { encodeWav, resample } from '../synthesis/encode'
import { synthesize } from '../synthesis/synthesize'
import { preparePocketsphinxModel } from './pocketsphinx'
import { createRecognizer } from './recognizer'

const PHRASES = [
  'my friend is being mean to me',
  'a kid at school is being mean to me and i feel sad',
  'i feel really sad and lonely',
  'i got stung and my throat feels tight',
  'a man online wants my address',
]
/** A female and a male American voice and a British one: different pitch, pace and accent. */
const VOICES = ['Aria', 'Roger', 'Callum']
const voiceIdOf = (name: string) => ALL_VOICES.find((voice) => voice.name === name)!.id

describe('distress by voice', () => {
  const recognizer = createRecognizer(testEnv())!
  // The garden model is built once (a minute on a busy machine) before the phrases are timed.
  beforeAll(() => preparePocketsphinxModel(), 180_000)

  it.each(PHRASES)(
    '"%s" reaches the safety path in every voice',
    async (phrase) => {
      expect(recognizer.provider).toBe('pocketsphinx')
      const expected = moderateText(phrase, { language: 'en', direction: 'input' }).category
      expect(expected).toBeDefined()
      const heard: Record<string, { text: string; category: string | null | undefined }> = {}
      for (const voiceId of VOICES) {
        const speech = await synthesize({ text: phrase, language: 'en', voiceId: voiceIdOf(voiceId) })
        const wav = encodeWav(resample(speech.pcm, speech.sampleRate, 16_000), 16_000)
        const { text } = await recognizer.transcribe(wav, 'en')
        heard[voiceId] = {
          text,
          category: moderateText(text, { language: 'en', direction: 'input' }).category,
        }
      }
      for (const voiceId of VOICES) expect(heard[voiceId]!.category, JSON.stringify(heard)).toBe(expected)
    },
    60_000,
  )
})
