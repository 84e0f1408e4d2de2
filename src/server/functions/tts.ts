// tts (spec 7.2): text to base64 MP3 in one of Mochi's voices; ElevenLabs when configured, offline otherwise.
import { z } from 'zod'
import { SLIDER } from '../../shared/constants'
import { type ElevenLabsConfig, elevenLabsFromProcessEnv } from '../features/voice/elevenlabs'
import { speakMp3 } from '../features/voice/speak'
import { defineFunction } from './define'

const slider = z.number().min(SLIDER.min).max(SLIDER.max)

export const ttsInput = z.object({
  // The real limit (TTS_MAX_CHARS, counted without emoji) is checked by the synthesiser; this only bounds parsing.
  text: z.string().max(20_000),
  voice_id: z.string().max(100).optional(),
  model: z.string().max(100).optional(),
  voice_settings: z
    .object({
      stability: slider.optional(),
      similarity_boost: slider.optional(),
      style: slider.optional(),
      use_speaker_boost: z.boolean().optional(),
    })
    .optional(),
})

export interface TtsOptions {
  /** Where the ElevenLabs settings come from; the process environment unless a test says otherwise. */
  elevenLabs?: () => ElevenLabsConfig | undefined
}

export function createTtsFunction(options: TtsOptions = {}) {
  const elevenLabs = options.elevenLabs ?? (() => elevenLabsFromProcessEnv())
  return defineFunction({
    name: 'tts',
    input: ttsInput,
    handler: async (input, { deps }) => {
      const spoken = await speakMp3(
        { text: input.text, voiceId: input.voice_id, model: input.model, settings: input.voice_settings },
        { elevenLabs: elevenLabs(), logger: deps.logger },
      )
      return {
        audioContent: Buffer.from(spoken.mp3).toString('base64'),
        contentType: 'audio/mpeg',
        durationSeconds: Math.round(spoken.durationSeconds * 1000) / 1000,
        voice_id: spoken.voiceId,
        provider: spoken.provider,
      }
    },
  })
}

export const tts = createTtsFunction()
