import { createHash } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_VOICE_SETTINGS, VOICE_NAMES } from '../../../shared/voice/voices'
import { pitchStats, rms } from './audio-metrics'
import { encodeMp3, mp3DurationSeconds } from './encode'
import { listEspeakVariants, runEspeak, warmUpEspeak } from './espeak-engine'
import { ESPEAK_PROFILES, espeakArguments } from './espeak-voices'
import { synthesizeSentences } from './sentences'
import { SpeechInputError, type SpeechRequest, TTS_MAX_CHARS } from './speech-request'
import { synthesize } from './synthesize'

const SHORT = { en: 'Hello, little bee.', es: 'Hola, abejita.' }
const LONG = {
  en: 'Honey bees visit thousands of flowers every single day, and they dance to tell their sisters where the sweetest nectar is.',
  es: 'Las abejas visitan miles de flores cada día, y bailan para contar a sus hermanas dónde está el néctar más dulce de todos.',
}
const SENTENCE = 'Bees dance to tell their friends where the best flowers are.'

const seconds = (audio: { pcm: Int16Array; sampleRate: number }) => audio.pcm.length / audio.sampleRate
const hash = (pcm: Int16Array) => createHash('sha256').update(pcm).digest('hex')
const speak = (request: Partial<SpeechRequest>) => synthesize({ text: SENTENCE, language: 'en', ...request })

beforeAll(() => warmUpEspeak(), 30_000)

describe('synthesize', () => {
  it.each(['en', 'es'] as const)(
    'speaks %s as audible 22 kHz audio that grows with the text',
    async (language) => {
      const short = await synthesize({ text: SHORT[language], language })
      const long = await synthesize({ text: LONG[language], language })
      expect(short.sampleRate).toBe(22_050)
      expect(rms(short.pcm)).toBeGreaterThan(1000)
      expect(rms(long.pcm)).toBeGreaterThan(1000)
      expect(seconds(short)).toBeGreaterThan(0.6)
      expect(seconds(long)).toBeGreaterThan(seconds(short) * 3)
      // About 2.5 words a second at ~170 words a minute, pauses included.
      expect(seconds(long)).toBeGreaterThan(5)
      expect(seconds(long)).toBeLessThan(11)
    },
  )

  it('gives every named voice its own sound, in both languages, with no eSpeak complaints', async () => {
    const variants = await listEspeakVariants()
    for (const name of VOICE_NAMES) expect(variants, name).toContain(ESPEAK_PROFILES[name].variant)
    for (const language of ['en', 'es'] as const) {
      const hashes = new Set<string>()
      for (const name of VOICE_NAMES) {
        const output = await runEspeak(
          espeakArguments(name, language, DEFAULT_VOICE_SETTINGS),
          SHORT[language],
        )
        expect(output.warnings, `${name} ${language}`).toEqual([])
        hashes.add(hash(output.pcm))
      }
      expect(hashes.size).toBe(VOICE_NAMES.length)
    }
  })

  it('makes a female voice sound higher than a male one, and two women differ in pitch or pace', async () => {
    const aria = await speak({ voiceId: 'Aria' })
    const roger = await speak({ voiceId: 'CwhRBWXzGAHq8TQ4Fs17' })
    const sarah = await speak({ voiceId: 'Sarah' })
    expect(hash(aria.pcm)).not.toBe(hash(roger.pcm))
    expect(pitchStats(aria.pcm, aria.sampleRate).medianHz).toBeGreaterThan(
      pitchStats(roger.pcm, roger.sampleRate).medianHz * 1.6,
    )
    expect(hash(aria.pcm)).not.toBe(hash(sarah.pcm))
    const pitchRatio = pitchStats(aria.pcm, 22_050).medianHz / pitchStats(sarah.pcm, 22_050).medianHz
    const paceRatio = seconds(sarah) / seconds(aria)
    expect(Math.max(pitchRatio, paceRatio)).toBeGreaterThan(1.08)
  })

  it('lets the sliders change the sound: stability the pitch swing, similarity the pitch, style the pace', async () => {
    const steady = await speak({ settings: { stability: 1 } })
    const lively = await speak({ settings: { stability: 0 } })
    expect(pitchStats(lively.pcm, 22_050).spreadHz).toBeGreaterThan(
      pitchStats(steady.pcm, 22_050).spreadHz * 1.5,
    )

    const low = await speak({ settings: { similarity_boost: 0 } })
    const high = await speak({ settings: { similarity_boost: 1 } })
    expect(pitchStats(high.pcm, 22_050).medianHz).toBeGreaterThan(pitchStats(low.pcm, 22_050).medianHz * 1.1)

    const plain = await speak({ settings: { style: 0 } })
    const styled = await speak({ settings: { style: 1 } })
    expect(seconds(styled)).toBeLessThan(seconds(plain) * 0.75)

    const boosted = await speak({ settings: { use_speaker_boost: true } })
    const unboosted = await speak({ settings: { use_speaker_boost: false } })
    expect(rms(boosted.pcm)).toBeGreaterThan(rms(unboosted.pcm) * 1.08)
  })

  it('gives the same bytes for the same request, whatever ran before', async () => {
    const first = await speak({ voiceId: 'Liam' })
    await synthesize({ text: LONG.es, language: 'es', voiceId: 'Daniel' })
    const again = await speak({ voiceId: 'Liam' })
    expect(hash(again.pcm)).toBe(hash(first.pcm))
  })

  it('speaks an unknown voice as Aria and ignores emoji', async () => {
    const aria = await synthesize({ text: SHORT.en, language: 'en', voiceId: 'Aria' })
    const unknown = await synthesize({ text: `🐝 ${SHORT.en} 🌻✨`, language: 'en', voiceId: 'not-a-voice' })
    expect(hash(unknown.pcm)).toBe(hash(aria.pcm))
  })

  it('reports what eSpeak said when it fails, and keeps working afterwards', async () => {
    await expect(runEspeak(['-v', 'xx-none'], 'Hello')).rejects.toThrow(/exit\(1\).*voice does not exist/)
    expect(rms((await synthesize({ text: SHORT.en, language: 'en' })).pcm)).toBeGreaterThan(1000)
  })

  it('refuses text with nothing to say, or too much, with a 400 error', async () => {
    const empty = await synthesize({ text: ' 🐝🌻 ** ', language: 'en' }).catch((error: unknown) => error)
    expect(empty).toBeInstanceOf(SpeechInputError)
    expect(empty).toMatchObject({ status: 400, code: 'empty:tts_text' })
    const long = await synthesize({ text: 'a'.repeat(TTS_MAX_CHARS + 1), language: 'en' }).catch(
      (e: unknown) => e,
    )
    expect(long).toMatchObject({ status: 400, code: 'too_long:tts_text' })
  })

  it('encodes to an MP3 whose length matches the speech', async () => {
    const audio = await synthesize({ text: SHORT.es, language: 'es' })
    const mp3 = encodeMp3(audio.pcm, audio.sampleRate)
    expect(mp3[0] === 0xff && (mp3[1]! & 0xe0) === 0xe0).toBe(true)
    expect(Math.abs(mp3DurationSeconds(mp3) / seconds(audio) - 1)).toBeLessThan(0.15)
  })
})

describe('synthesizeSentences', () => {
  it('yields each sentence as soon as it is spoken, or a few together when asked', async () => {
    const request = {
      text: '¡Hola! ¿Sabes qué comen las abejas?',
      language: 'es' as const,
      voiceId: 'Charlotte',
    }
    const sentences = []
    for await (const sentence of synthesizeSentences(request)) sentences.push(sentence)
    expect(sentences.map(({ index, text }) => [index, text])).toEqual([
      [0, '¡Hola!'],
      [1, '¿Sabes qué comen las abejas?'],
    ])
    expect(seconds(sentences[1]!)).toBeGreaterThan(seconds(sentences[0]!))

    const grouped = []
    for await (const piece of synthesizeSentences(request, { groupChars: 100 })) grouped.push(piece)
    expect(grouped.map((piece) => piece.text)).toEqual(['¡Hola! ¿Sabes qué comen las abejas?'])
    const whole = await synthesize(request)
    expect(hash(whole.pcm)).toBe(hash(grouped[0]!.pcm))
    const apart = seconds(sentences[0]!) + seconds(sentences[1]!)
    expect(Math.abs(seconds(whole) / apart - 1)).toBeLessThan(0.15)
  })

  it('checks the whole text before speaking any of it', async () => {
    const iterator = synthesizeSentences({ text: `Hi. ${'a'.repeat(TTS_MAX_CHARS)}`, language: 'en' })
    await expect(iterator.next()).rejects.toBeInstanceOf(SpeechInputError)
  })
})
