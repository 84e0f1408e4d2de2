// Offline text-to-speech: speaks English or Spanish text in one of Mochi's named voices, as 16-bit mono PCM.
import { concatPcm } from './encode'
import { synthesizeSentences } from './sentences'
import type { SpeechRequest } from './speech-request'

export interface SpeechAudio {
  pcm: Int16Array
  sampleRate: number
}

/**
 * Sentences spoken in one eSpeak run: a few sentences keep the run (and the time the server is busy) short,
 * while sparing eSpeak's per-run start-up (about 20 ms) for each sentence.
 */
export const WHOLE_CLIP_GROUP_CHARS = 500

/**
 * The whole text as one clip, synthesised a few sentences at a time and joined (each piece keeps eSpeak's
 * closing pause), which sounds like one long run but never blocks the server for long.
 * Throws SpeechInputError (a 400) when nothing speakable is left or the text exceeds TTS_MAX_CHARS.
 */
export async function synthesize(request: SpeechRequest): Promise<SpeechAudio> {
  const parts: Int16Array[] = []
  let sampleRate = 0
  for await (const sentence of synthesizeSentences(request, { groupChars: WHOLE_CLIP_GROUP_CHARS })) {
    parts.push(sentence.pcm)
    sampleRate = sentence.sampleRate
  }
  return { pcm: concatPcm(parts), sampleRate }
}
