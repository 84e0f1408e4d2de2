// The fact card's AI calls (spec 7.2): speech through `tts`, a deeper explanation through `claude_reasoning`,
// and a picture through `generate_image_sora`. They answer JSON (or streamed MP3); anything else is an error.
import { ApiRequestError, guestId, invokeFunction } from '../../lib/api-client'
import { canStreamSpeech, playStreamedSpeech } from '../voice/streamed-speech'
import { readVoiceSettings, ttsVoiceFields } from '../voice/use-voice-settings'

let playing: { stop: () => void } | null = null

/**
 * Speaks the text with the voice and sliders of the voice settings card (applied to every synthesis, even with
 * voice replies off: Listen is an explicit request) and resolves once playback has started: streamed, so a long
 * fact starts within a fraction of a second, where the browser can play MP3 as it arrives; else whole.
 */
export async function speak(text: string): Promise<void> {
  const settings = readVoiceSettings()
  const body = { text, ...ttsVoiceFields(settings) }
  if (canStreamSpeech()) {
    try {
      const speech = await playStreamedSpeech(body)
      // The card's volume is the player's to apply; the speech itself is made at full loudness.
      speech.audio.volume = settings.volume
      // One fact speaks at a time.
      playing?.stop()
      playing = speech
      return
    } catch (error) {
      // The server's refusal, or the browser's to play at all, stands; a player that could not take the
      // stream gets the whole MP3 instead.
      if (error instanceof ApiRequestError || (error as Error).name === 'NotAllowedError') throw error
      console.warn('Streamed speech failed; asking for the whole clip', error)
    }
  }
  const { audioContent } = await invokeFunction<{ audioContent?: string }>('tts', body)
  if (!audioContent) throw new Error('tts answered without audio')
  playing?.stop()
  const audio = new Audio(`data:audio/mpeg;base64,${audioContent}`)
  audio.volume = settings.volume
  playing = { stop: () => audio.pause() }
  await audio.play()
}

export async function explainDeeper(prompt: string): Promise<string> {
  const { response } = await invokeFunction<{ response?: string }>('claude_reasoning', {
    prompt,
    reasoning_type: 'educational',
  })
  if (!response?.trim()) throw new Error('claude_reasoning answered without text')
  return response.trim()
}

/** A displayable picture (URL or data URL) of the prompt. */
export async function picture(prompt: string): Promise<string> {
  const { data, url } = await invokeFunction<{ data?: string; url?: string }>('generate_image_sora', {
    prompt,
    type: 'image',
    user_id: guestId(),
  })
  const source = data ?? url
  if (!source) throw new Error('generate_image_sora answered without a picture')
  return source
}
