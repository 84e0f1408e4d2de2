// Unit tests of the one speaker: a realtime sentence spoken by ElevenLabs through the AI SDK (its PCM wire format,
// against a loopback fake), PCM at another rate, and the fall-back to eSpeak that warns once and lets ElevenLabs
// rest a minute after a failure, for MP3 as for PCM.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Logger } from '../lib/logger'
import {
  createSpeaker,
  ELEVENLABS_REST_MS,
  PCM_24K,
  sharedSpeaker,
  speak,
  speakPcm24k as speakSentence,
  wholeMp3,
} from './speak'
import { type FakeSpeechServer, startFakeSpeechServer } from './voice-fakes'

/** A tenth of a second of a loud 440 Hz tone, as ElevenLabs would send it: little-endian PCM16 at 24 kHz. */
const TONE = Int16Array.from({ length: 2400 }, (_, i) =>
  Math.round(12_000 * Math.sin((2 * Math.PI * 440 * i) / 24_000)),
)
const toneBytes = () => {
  const bytes = Buffer.alloc(TONE.length * 2)
  for (const [i, sample] of TONE.entries()) bytes.writeInt16LE(sample, i * 2)
  return bytes
}

let fake: FakeSpeechServer
let failing: FakeSpeechServer
beforeAll(async () => {
  fake = await startFakeSpeechServer({ pcm: toneBytes() })
  failing = await startFakeSpeechServer({ failWith: 500 })
})
afterAll(async () => {
  await fake.close()
  await failing.close()
})

function spyLogger() {
  const warn = vi.fn()
  const debug = vi.fn()
  return { logger: { warn, debug } as unknown as Logger, warn, debug }
}

describe('speak with ElevenLabs', () => {
  it('returns exactly the PCM ElevenLabs sent, asked for with the voice, its sliders and pcm_24000', async () => {
    const before = fake.requests.length
    const pcm = await speakSentence(
      '**Bees** dance! 🐝',
      'en',
      'Daniel',
      { stability: 0.2 },
      {
        elevenLabs: { apiKey: 'xi-test', baseUrl: `${fake.url}/` },
      },
    )
    expect(pcm).toEqual(TONE)
    expect(fake.requests).toHaveLength(before + 1)
    const sent = fake.requests.at(-1)!
    expect(sent.path).toBe('/v1/text-to-speech/onwK4e9ZLuTAKqWW03F9?output_format=pcm_24000')
    expect(sent.headers['xi-api-key']).toBe('xi-test')
    const body = JSON.parse(sent.body.toString('utf8'))
    expect(body.text.replace(/\s+/g, ' ').trim()).toBe('Bees dance!')
    expect(body.model_id).toBe('eleven_multilingual_v2')
    expect(body.voice_settings).toEqual({
      stability: 0.2,
      similarity_boost: expect.any(Number),
      style: expect.any(Number),
      use_speaker_boost: expect.any(Boolean),
    })
  })

  it('sends nothing and returns no audio for a sentence of emoji and symbols', async () => {
    const before = fake.requests.length
    const pcm = await speakSentence('🐝🌼 **', 'en', undefined, undefined, {
      elevenLabs: { apiKey: 'xi-test', baseUrl: fake.url },
    })
    expect(pcm).toHaveLength(0)
    expect(fake.requests).toHaveLength(before)
  })

  it('speaks with eSpeak when ElevenLabs fails, warns once and rests it for a minute', async () => {
    const { logger, warn } = spyLogger()
    const providerErrors: string[] = []
    let clock = 1_000_000
    const speaker = createSpeaker({
      elevenLabs: { apiKey: 'xi', baseUrl: failing.url },
      logger,
      onProviderError: (provider) => providerErrors.push(provider),
      now: () => clock,
    })
    const say = async () =>
      (await speaker({ text: 'Bees dance.', language: 'en', voiceId: 'Roger' }, PCM_24K)).pcm
    const offline = await speakSentence('Bees dance.', 'en', 'Roger')
    expect(offline.length).toBeGreaterThan(1000)

    expect(await say()).toEqual(offline)
    clock += ELEVENLABS_REST_MS - 1
    // The MP3 path shares the rest: the offline voice speaks it without asking ElevenLabs.
    const mp3 = await speaker({ text: 'Bees dance.', voiceId: 'Roger' }, { format: 'mp3' })
    expect(mp3.provider).toBe('local')
    expect(await say()).toEqual(offline)
    expect(failing.requests).toHaveLength(1)
    expect(failing.requests[0]!.path).toBe('/v1/text-to-speech/CwhRBWXzGAHq8TQ4Fs17?output_format=pcm_24000')

    clock += 1
    expect(await say()).toEqual(offline)
    expect(failing.requests).toHaveLength(2)
    expect(providerErrors).toEqual(['elevenlabs', 'elevenlabs'])
    expect(warn).toHaveBeenCalledTimes(1)
  })

  it('counts no failure when the reply was cancelled before ElevenLabs answered', async () => {
    const providerErrors: string[] = []
    const before = fake.requests.length
    const speaker = createSpeaker({
      elevenLabs: { apiKey: 'xi', baseUrl: fake.url },
      onProviderError: (provider) => providerErrors.push(provider),
    })
    const cancelled = await speaker(
      { text: 'Bees dance.', language: 'en', signal: AbortSignal.abort() },
      PCM_24K,
    )
    expect(cancelled.pcm).toHaveLength(0)
    expect(providerErrors).toEqual([])
    // Not resting: the next sentence is asked of ElevenLabs again.
    const next = await speaker({ text: 'Bees dance.', language: 'en' }, PCM_24K)
    expect(next.pcm).toEqual(TONE)
    expect(next.provider).toBe('elevenlabs')
    expect(fake.requests).toHaveLength(before + 1)
  })

  it('asks ElevenLabs for PCM at a rate it sends, and resamples its 24 kHz for one it does not', async () => {
    const before = fake.requests.length
    const options = { elevenLabs: { apiKey: 'xi', baseUrl: fake.url } }
    const at16k = await speak(
      { text: 'Bees dance.', language: 'en' },
      { format: 'pcm', sampleRate: 16_000 },
      options,
    )
    expect(fake.requests[before]!.path).toBe(
      '/v1/text-to-speech/9BWtsMINqrJLrRacOk9x?output_format=pcm_16000',
    )
    // The fake sends its tone whatever the rate: taken as 16 kHz samples, as asked.
    expect(at16k.pcm).toEqual(TONE)
    const at48k = await speak(
      { text: 'Bees dance.', language: 'en' },
      { format: 'pcm', sampleRate: 48_000 },
      options,
    )
    expect(fake.requests[before + 1]!.path).toBe(
      '/v1/text-to-speech/9BWtsMINqrJLrRacOk9x?output_format=pcm_24000',
    )
    expect(at48k.sampleRate).toBe(48_000)
    expect(at48k.pcm.length).toBe(TONE.length * 2)
  })
})

describe('speak offline', () => {
  it('gives the offline voice as MP3 and as PCM at the asked rate, and refuses nothing-to-say MP3 with a 400', async () => {
    const mp3 = await wholeMp3(await speak({ text: 'Bees make honey.' }, { format: 'mp3' }))
    expect(mp3.provider).toBe('local')
    expect(mp3.model).toBe('espeak-ng')
    expect(mp3.durationSeconds).toBeGreaterThan(0.5)
    const at24k = await speak({ text: 'Bees make honey.', language: 'en' }, PCM_24K)
    const at16k = await speak(
      { text: 'Bees make honey.', language: 'en' },
      { format: 'pcm', sampleRate: 16_000 },
    )
    expect(Math.abs(at16k.pcm.length / at24k.pcm.length - 2 / 3)).toBeLessThan(0.01)
    await expect(speak({ text: '🐝 **' }, { format: 'mp3' })).rejects.toMatchObject({ status: 400 })
  })
})

describe('sharedSpeaker', () => {
  it('is one speaker per ElevenLabs configuration, so a failure rests ElevenLabs for later requests too', async () => {
    const config = { apiKey: 'xi', baseUrl: failing.url }
    const before = failing.requests.length
    const first = await sharedSpeaker(config)({ text: 'Bees dance.' }, { format: 'mp3' })
    const second = await sharedSpeaker(config)({ text: 'Bees dance.' }, { format: 'mp3' })
    expect([first.provider, second.provider]).toEqual(['local', 'local'])
    expect(failing.requests.length - before).toBe(1)
    // Another configuration (a fixed key) is asked afresh.
    await sharedSpeaker({ ...config })({ text: 'Bees dance.' }, { format: 'mp3' })
    expect(failing.requests.length - before).toBe(2)
  })
})
