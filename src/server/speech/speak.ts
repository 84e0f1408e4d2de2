// Speaks text as MP3, whole or streamed: ElevenLabs when configured, else (or on failure) the offline voice.

import type { VoiceSettings } from '../../shared/voice/voices'
import type { Logger } from '../lib/logger'
import { observeAiCall, observeAiStream } from '../operator/ai-call-metrics'
import { type ElevenLabsConfig, elevenLabsSpeech } from './elevenlabs'
import { detectLanguage } from './synthesis/detect-language'
import { concatBytes, mp3DurationSeconds } from './synthesis/encode'
import { synthesizeMp3Stream } from './synthesis/mp3-stream'
import { prepareSpeech } from './synthesis/speech-request'

export interface SpeakRequest {
  text: string
  voiceId?: string
  model?: string
  settings?: Partial<VoiceSettings>
}

export interface SpokenMp3 {
  mp3: Uint8Array
  durationSeconds: number
  voiceId: string
  provider: 'elevenlabs' | 'local'
}

export interface SpeakOptions {
  elevenLabs?: ElevenLabsConfig
  logger?: Logger
}

/** The speech as MP3 bytes in the order they are made: the offline voice hands out its first frames early. */
export interface SpokenMp3Stream {
  chunks: AsyncGenerator<Uint8Array>
  voiceId: string
  provider: 'elevenlabs' | 'local'
}

/**
 * Starts speaking: checks the text first (a SpeechInputError, i.e. a 400, before any audio), then asks
 * ElevenLabs for the whole MP3 when configured, and otherwise (or when it fails) streams the offline voice.
 */
export async function speakMp3Stream(
  request: SpeakRequest,
  options: SpeakOptions = {},
): Promise<SpokenMp3Stream> {
  const speech = prepareSpeech({
    text: request.text,
    language: detectLanguage(request.text),
    voiceId: request.voiceId,
    settings: request.settings,
  })
  if (options.elevenLabs) {
    try {
      const elevenLabs = options.elevenLabs
      const mp3 = await observeAiCall('elevenlabs', () =>
        elevenLabsSpeech(elevenLabs, {
          text: speech.text,
          voiceId: speech.voice.id,
          model: request.model,
          settings: speech.settings,
        }),
      )
      return { chunks: once(mp3), voiceId: speech.voice.id, provider: 'elevenlabs' }
    } catch (error) {
      options.logger?.warn({ err: error }, 'ElevenLabs speech failed; the offline voice speaks')
    }
  }
  const chunks = observeAiStream(
    'espeak',
    synthesizeMp3Stream({
      text: speech.text,
      language: speech.language,
      voiceId: speech.voice.id,
      settings: speech.settings,
    }),
  )
  return { chunks, voiceId: speech.voice.id, provider: 'local' }
}

/** The whole MP3 at once: the same bytes as the stream, joined. */
export async function speakMp3(request: SpeakRequest, options: SpeakOptions = {}): Promise<SpokenMp3> {
  const spoken = await speakMp3Stream(request, options)
  const parts: Uint8Array[] = []
  for await (const chunk of spoken.chunks) parts.push(chunk)
  const mp3 = concatBytes(parts)
  return { mp3, durationSeconds: mp3DurationSeconds(mp3), voiceId: spoken.voiceId, provider: spoken.provider }
}

async function* once(bytes: Uint8Array): AsyncGenerator<Uint8Array> {
  yield bytes
}
