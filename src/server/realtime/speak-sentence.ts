// A sentence or clause of Mochi's reply as 24 kHz PCM16 for the realtime socket (eSpeak gives 22.05 kHz).
import { HUB_SAMPLE_RATE, type Language } from '../../shared/constants'
import { resample } from '../ai/local/speech/encode'
import { synthesizeSentences } from '../ai/local/speech/sentences'
import { SpeechInputError } from '../ai/local/speech/speech-request'
import type { VoiceSettings } from '../ai/local/speech/voices'

/** Empty when the sentence has nothing speakable (only emoji or symbols). */
export async function speakSentence(
  text: string,
  language: Language,
  voiceId?: string,
  settings?: Partial<VoiceSettings>,
): Promise<Int16Array> {
  const parts: Int16Array[] = []
  try {
    for await (const piece of synthesizeSentences({ text, language, voiceId, settings })) {
      parts.push(resample(piece.pcm, piece.sampleRate, HUB_SAMPLE_RATE))
    }
  } catch (error) {
    if (error instanceof SpeechInputError) return new Int16Array(0)
    throw error
  }
  const out = new Int16Array(parts.reduce((total, part) => total + part.length, 0))
  let at = 0
  for (const part of parts) {
    out.set(part, at)
    at += part.length
  }
  return out
}
