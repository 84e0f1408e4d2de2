// Unit tests of a realtime sentence spoken by ElevenLabs (its PCM wire format, against a loopback fake), and of
// the fall-back to eSpeak that warns once and lets ElevenLabs rest a minute after a failure.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Logger } from '../lib/logger'
import { createSentenceSpeaker, ELEVENLABS_REST_MS, speakSentence } from './speak-sentence'
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

describe('speakSentence with ElevenLabs', () => {
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
    const speak = createSentenceSpeaker({
      elevenLabs: { apiKey: 'xi', baseUrl: failing.url },
      logger,
      onProviderError: (provider) => providerErrors.push(provider),
      now: () => clock,
    })
    const offline = await speakSentence('Bees dance.', 'en', 'Roger')
    expect(offline.length).toBeGreaterThan(1000)

    expect(await speak('Bees dance.', 'en', 'Roger')).toEqual(offline)
    clock += ELEVENLABS_REST_MS - 1
    expect(await speak('Bees dance.', 'en', 'Roger')).toEqual(offline)
    expect(failing.requests).toHaveLength(1)
    expect(failing.requests[0]!.path).toBe('/v1/text-to-speech/CwhRBWXzGAHq8TQ4Fs17?output_format=pcm_24000')

    clock += 1
    expect(await speak('Bees dance.', 'en', 'Roger')).toEqual(offline)
    expect(failing.requests).toHaveLength(2)
    expect(providerErrors).toEqual(['elevenlabs', 'elevenlabs'])
    expect(warn).toHaveBeenCalledTimes(1)
  })

  it('counts no failure when the reply was cancelled before ElevenLabs answered', async () => {
    const providerErrors: string[] = []
    const before = fake.requests.length
    const speak = createSentenceSpeaker({
      elevenLabs: { apiKey: 'xi', baseUrl: fake.url },
      onProviderError: (provider) => providerErrors.push(provider),
    })
    const pcm = await speak('Bees dance.', 'en', undefined, undefined, AbortSignal.abort())
    expect(pcm).toHaveLength(0)
    expect(providerErrors).toEqual([])
    // Not resting: the next sentence is asked of ElevenLabs again.
    expect(await speak('Bees dance.', 'en')).toEqual(TONE)
    expect(fake.requests).toHaveLength(before + 1)
  })
})
