// Speaks a text as MP3: ElevenLabs when configured, otherwise (or when it fails) Mochi's offline voice.
import { detectLanguage } from '../../ai/local/speech/detect-language'
import { encodeMp3Async, mp3DurationSeconds } from '../../ai/local/speech/encode'
import { prepareSpeech } from '../../ai/local/speech/speech-request'
import { synthesize } from '../../ai/local/speech/synthesize'
import type { VoiceSettings } from '../../ai/local/speech/voices'
import type { Logger } from '../../lib/logger'
import { type ElevenLabsConfig, elevenLabsSpeech } from './elevenlabs'

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

export async function speakMp3(request: SpeakRequest, options: SpeakOptions = {}): Promise<SpokenMp3> {
  // Checked first, so an empty or oversized text is a 400 whichever provider would have spoken it.
  const speech = prepareSpeech({
    text: request.text,
    language: detectLanguage(request.text),
    voiceId: request.voiceId,
    settings: request.settings,
  })
  if (options.elevenLabs) {
    try {
      const mp3 = await elevenLabsSpeech(options.elevenLabs, {
        text: speech.text,
        voiceId: speech.voice.id,
        model: request.model,
        settings: speech.settings,
      })
      return {
        mp3,
        durationSeconds: mp3DurationSeconds(mp3),
        voiceId: speech.voice.id,
        provider: 'elevenlabs',
      }
    } catch (error) {
      options.logger?.warn({ err: error }, 'ElevenLabs speech failed; the offline voice speaks')
    }
  }
  const { pcm, sampleRate } = await synthesize({
    text: speech.text,
    language: speech.language,
    voiceId: speech.voice.id,
    settings: speech.settings,
  })
  const mp3 = await encodeMp3Async(pcm, sampleRate)
  return { mp3, durationSeconds: mp3DurationSeconds(mp3), voiceId: speech.voice.id, provider: 'local' }
}
