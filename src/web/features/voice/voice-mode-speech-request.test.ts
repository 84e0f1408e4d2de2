// The voice mode's tts body: emoji stripped, the chosen voice, the chat model and the simple chat's settings.
import { describe, expect, it } from 'vitest'
import { CHAT_TTS_MODEL, chatTtsRequest, SPOKEN_REPLY_MAX } from './voice-mode-speech-request'

describe('chatTtsRequest', () => {
  it('strips emoji and carries the voice, the chat model and stability 0.6', () => {
    expect(chatTtsRequest('Bees dance! 🐝💃 They love 🌻 flowers.', 'EXAVITQu4vr4xnSDxMaL')).toEqual({
      text: 'Bees dance! They love flowers.',
      voice_id: 'EXAVITQu4vr4xnSDxMaL',
      model: CHAT_TTS_MODEL,
      voice_settings: { stability: 0.6, similarity_boost: 0.8, style: 0.2, use_speaker_boost: true },
    })
    expect(CHAT_TTS_MODEL).toBe('eleven_multilingual_v2')
  })

  it('has nothing to say for a reply made only of emoji', () => {
    expect(chatTtsRequest('🐝 🌻✨', 'EXAVITQu4vr4xnSDxMaL')).toBeNull()
  })

  it('cuts a very long reply at a sentence end within the server limit', () => {
    const sentence = 'Bees visit many flowers every single day. '
    const reply = sentence.repeat(80)
    const text = chatTtsRequest(reply, 'x')!.text
    expect(reply.length).toBeGreaterThan(SPOKEN_REPLY_MAX)
    expect(text.length).toBeLessThanOrEqual(SPOKEN_REPLY_MAX)
    expect(text.length).toBeGreaterThan(SPOKEN_REPLY_MAX - sentence.length)
    expect(text.endsWith('day.')).toBe(true)
  })
})
