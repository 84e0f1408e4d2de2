// Speech in another language, sent without a language, is refused by the offline English listener, never turned into
// English-looking words; English questions sent the same way are still heard. Spoken by our own voices.
import { beforeAll, describe, expect, it } from 'vitest'
import { VOICES } from '../../../shared/voice/voices'
import { testEnv } from '../../env'
import { ApiError } from '../../lib/errors'
import { encodeWav, resample } from '../synthesis/encode'
import { synthesize } from '../synthesis/synthesize'
import { phonesOf, soundAgreement } from './english-check'
import { preparePocketsphinxModel } from './pocketsphinx'
import { createRecognizer } from './recognizer'

/** Our own Spanish questions, written for this test (not those the threshold was measured on). */
const SPANISH = [
  '¿Por qué zumban las abejas?',
  '¿Cuándo planto los tomates?',
  '¿Qué comen las mariposas?',
  'Mi planta tiene hojas amarillas',
  '¿Cómo hago una casita para abejas?',
  '¿Las lombrices son buenas para el huerto?',
  '¿Puedo comer las fresas del jardín?',
  'Una abeja me picó en la mano',
  '¿Cuánta agua necesitan las zanahorias?',
  '¿De qué color son las flores favoritas de las abejas?',
]
const ENGLISH = ['how do bees make honey', 'when should i plant tomatoes', 'what do worms eat']

const voices = VOICES.filter((voice) => voice.inSettings || voice.inSimpleChat)
const speak = async (text: string, language: 'en' | 'es', index: number) => {
  const speech = await synthesize({ text, language, voiceId: voices[index % voices.length]!.id })
  return encodeWav(resample(speech.pcm, speech.sampleRate, 16_000), 16_000)
}

describe('soundAgreement', () => {
  it('compares two listens phone for phone', () => {
    const dictionary = new Map([
      ['bees', ['B IY Z']],
      ['be', ['B IY']],
      ['buzz', ['B AH Z']],
    ])
    const heard = phonesOf('bees buzz', dictionary)
    expect(heard).toEqual(['B', 'IY', 'Z', 'B', 'AH', 'Z'])
    expect(soundAgreement(heard, heard)).toBe(1)
    expect(soundAgreement(heard, phonesOf('be buzz', dictionary))).toBeCloseTo(5 / 6)
    expect(soundAgreement([], heard)).toBe(0)
  })
})

describe('offline recognition without a language', () => {
  const recognizer = createRecognizer(testEnv())!
  beforeAll(() => preparePocketsphinxModel(), 180_000)

  it('refuses every Spanish clip with the 503 and never returns a transcript', async () => {
    expect(recognizer.provider).toBe('pocketsphinx')
    const outcomes: string[] = []
    for (const [index, question] of SPANISH.entries()) {
      const wav = await speak(question, 'es', index)
      try {
        const transcript = await recognizer.transcribe(wav)
        // Nothing heard at all is not an invented transcript.
        outcomes.push(transcript.text ? `heard "${transcript.text}"` : 'nothing')
      } catch (error) {
        outcomes.push(error instanceof ApiError && error.status === 503 ? 'refused' : String(error))
      }
    }
    expect(
      outcomes.filter((outcome) => outcome.startsWith('heard')),
      outcomes.join('; '),
    ).toEqual([])
  }, 600_000)

  it('still hears English questions', async () => {
    for (const [index, question] of ENGLISH.entries()) {
      const wav = await speak(question, 'en', index)
      const transcript = await recognizer.transcribe(wav)
      expect(transcript).toMatchObject({ language: 'en', provider: 'pocketsphinx' })
      const words = question.split(' ')
      const heard = new Set(transcript.text.split(' '))
      expect(
        words.filter((word) => heard.has(word)).length / words.length,
        transcript.text,
      ).toBeGreaterThanOrEqual(0.6)
    }
  }, 300_000)
})
