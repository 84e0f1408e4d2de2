// The fact card's AI calls (spec 7.2): speech through `tts`, a deeper explanation through `claude_reasoning`,
// and a picture through `generate_image_sora`. The functions answer JSON; anything else is an error.
import { DEFAULT_VOICE_ID } from '../../../server/ai/local/speech/voices'
import { guestId, invokeFunction } from '../../lib/api-client'

let playing: HTMLAudioElement | null = null

/** Speaks the text with the default voice (Aria) and resolves once playback has started. */
export async function speak(text: string): Promise<void> {
  const { audioContent } = await invokeFunction<{ audioContent?: string }>('tts', {
    text,
    voice_id: DEFAULT_VOICE_ID,
  })
  if (!audioContent) throw new Error('tts answered without audio')
  // One fact speaks at a time.
  playing?.pause()
  const audio = new Audio(`data:audio/mpeg;base64,${audioContent}`)
  playing = audio
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
