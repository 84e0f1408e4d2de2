// Unit tests of the configuration: settings that moved into env.ts from the modules that used to read them.
import { describe, expect, it } from 'vitest'
import { loadEnv } from './env'

describe('loadEnv', () => {
  it('reads the metrics token, ElevenLabs and the realtime model, trimmed', () => {
    const env = loadEnv({
      METRICS_TOKEN: ' metrics-token-0123456789 ',
      ELEVENLABS_API_KEY: 'eleven-key',
      ELEVENLABS_BASE_URL: 'https://voices.test',
      OPENAI_REALTIME_MODEL: 'gpt-4o-realtime-preview',
      OPENAI_REALTIME_VOICE: 'coral',
    })
    expect(env.metricsToken).toBe('metrics-token-0123456789')
    expect(env.elevenLabs).toEqual({ apiKey: 'eleven-key', baseUrl: 'https://voices.test' })
    expect(env.ai.realtime).toEqual({ model: 'gpt-4o-realtime-preview', voice: 'coral' })
  })

  it('treats blank values as not set, and has a default voice', () => {
    const env = loadEnv({
      METRICS_TOKEN: '  ',
      ELEVENLABS_API_KEY: '',
      ELEVENLABS_BASE_URL: '',
      OPENAI_REALTIME_MODEL: '',
    })
    expect(env.metricsToken).toBeUndefined()
    expect(env.elevenLabs).toBeUndefined()
    expect(env.ai.realtime).toEqual({ model: undefined, voice: 'shimmer' })
  })

  it('still refuses a metrics token that is too short', () => {
    expect(() => loadEnv({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN: must be at least 16 characters/)
  })
})
