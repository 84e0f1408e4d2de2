// The `tts` request of the chat's voice mode (spec 7.2 and 9): the reply without emoji, the chosen voice, the chat's
// model and the simple chat's voice settings (stability 0.6, similarity 0.8, style 0.2).
import { CHAT_TTS_MODEL, TTS_MAX_CHARS, VOICE_DEFAULTS } from '@shared/constants'
import { stripEmoji } from '../../../shared/voice/strip-emoji'

export { CHAT_TTS_MODEL }

/** The server refuses longer text, so a long reply is cut at a sentence end rather than not spoken at all. */
export const SPOKEN_REPLY_MAX = TTS_MAX_CHARS

export interface ChatTtsRequest {
  text: string
  voice_id: string
  model: typeof CHAT_TTS_MODEL
  voice_settings: {
    stability: number
    similarity_boost: number
    style: number
    use_speaker_boost: boolean
  }
}

function clip(text: string): string {
  if (text.length <= SPOKEN_REPLY_MAX) return text
  const head = text.slice(0, SPOKEN_REPLY_MAX)
  const end = Math.max(
    head.lastIndexOf('. '),
    head.lastIndexOf('! '),
    head.lastIndexOf('? '),
    head.lastIndexOf('\n'),
  )
  return (end > SPOKEN_REPLY_MAX / 2 ? head.slice(0, end + 1) : head).trim()
}

/** The request that speaks `reply`, or null when nothing speakable is left once emoji are gone. */
export function chatTtsRequest(reply: string, voiceId: string): ChatTtsRequest | null {
  const text = clip(stripEmoji(reply))
  if (!text) return null
  return {
    text,
    voice_id: voiceId,
    model: CHAT_TTS_MODEL,
    voice_settings: {
      stability: VOICE_DEFAULTS.simpleChatStability,
      similarity_boost: VOICE_DEFAULTS.similarityBoost,
      style: VOICE_DEFAULTS.style,
      use_speaker_boost: true,
    },
  }
}
