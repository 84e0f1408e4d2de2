// Unit tests of the relay settings: when the relay is on, the upstream address and headers, Mochi's instructions.
import { describe, expect, it } from 'vitest'
import { type Env, testEnv } from '../env'
import { listenerUpdate, relaySettings, sessionUpdate, voiceInstructions } from './openai-relay-config'

function env(openai: Partial<Env['ai']['openai']>, model: string | null = 'gpt-4o-realtime-preview') {
  const base = testEnv()
  return {
    ai: {
      ...base.ai,
      openai: { ...base.ai.openai, ...openai },
      realtime: { model: model ?? undefined, voice: 'sage' },
    },
  }
}

describe('relaySettings', () => {
  it('is off without a realtime model or without OpenAI', () => {
    expect(relaySettings(env({ apiKey: 'sk-1' }, null))).toBeUndefined()
    expect(relaySettings(env({ apiKey: undefined, baseUrl: undefined }))).toBeUndefined()
  })

  it('talks to OpenAI over TLS with the key and the beta header', () => {
    expect(relaySettings(env({ apiKey: 'sk-1' }))).toEqual({
      url: 'wss://api.openai.com/v1/realtime?model=gpt-4o-realtime-preview',
      headers: { authorization: 'Bearer sk-1', 'openai-beta': 'realtime=v1' },
      voice: 'sage',
    })
  })

  it('follows OPENAI_BASE_URL, plain ws for http and no key when none is set', () => {
    const settings = relaySettings(env({ apiKey: undefined, baseUrl: 'http://127.0.0.1:9999/v1/' }, 'm x'))
    expect(settings?.url).toBe('ws://127.0.0.1:9999/v1/realtime?model=m+x')
    expect(settings?.headers).toEqual({ 'openai-beta': 'realtime=v1' })
  })
})

describe('Mochi’s voice instructions', () => {
  it('keep the persona, speak the child’s language and ground answers in the garden book', () => {
    const spanish = voiceInstructions('es', '¿Por qué las abejas hacen miel?')
    expect(spanish).toContain('You are Mochi')
    expect(spanish).toContain('use Spanish')
    expect(spanish).toContain('Garden book facts')
    expect(spanish).toContain('Never use emoji')
    expect(voiceInstructions('en')).not.toContain('Garden book facts')
  })

  it('ask OpenAI for 16-bit PCM both ways and never to answer on its own', () => {
    const update = sessionUpdate('en', 'sage')
    expect(update.session).toMatchObject({
      voice: 'sage',
      input_audio_format: 'pcm16',
      output_audio_format: 'pcm16',
      turn_detection: { type: 'server_vad', create_response: false },
    })
  })

  it('follow the family’s language and voice-replies switch, but never change OpenAI’s voice', () => {
    expect(sessionUpdate('es', 'sage', ['text']).session).toMatchObject({
      modalities: ['text'],
      input_audio_transcription: { model: 'whisper-1', language: 'es' },
    })
    expect(sessionUpdate('en', 'sage').session.modalities).toEqual(['audio', 'text'])
    const later = listenerUpdate('es', ['audio', 'text'])
    expect(later.type).toBe('session.update')
    expect(later.session.modalities).toEqual(['audio', 'text'])
    expect(later.session.instructions).toContain('use Spanish')
    expect(later.session.input_audio_transcription).toEqual({ model: 'whisper-1', language: 'es' })
    expect(later.session).not.toHaveProperty('voice')
  })
})
