// The question Chromium's fake microphone "hears" in end-to-end tests: our own synthesised voice saying a garden
// question between silences, written as a WAV file before the browsers start. Run with tsx (global setup does).
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { encodeWav, resample } from '../../src/server/speech/synthesis/encode'
import { synthesize } from '../../src/server/speech/synthesis/synthesize'
import { findVoice } from '../../src/shared/voice/voices'

import { FAKE_MICROPHONE_WAV } from './fake-microphone-file'

export const FAKE_MICROPHONE_QUESTION = 'How do bees make honey?'

const SAMPLE_RATE = 48_000
/** Quiet before the question lets the page connect; quiet after keeps Chromium's loop from asking again soon. */
const LEAD_SECONDS = 2
const TAIL_SECONDS = 40

export async function writeFakeMicrophone() {
  const speech = await synthesize({
    text: FAKE_MICROPHONE_QUESTION,
    language: 'en',
    // A voice of its own: not Mochi's default, and nothing in the recogniser was built from any voice.
    voiceId: findVoice('Roger')!.id,
  })
  const question = resample(speech.pcm, speech.sampleRate, SAMPLE_RATE)
  const pcm = new Int16Array((LEAD_SECONDS + TAIL_SECONDS) * SAMPLE_RATE + question.length)
  pcm.set(question, LEAD_SECONDS * SAMPLE_RATE)
  mkdirSync(path.dirname(FAKE_MICROPHONE_WAV), { recursive: true })
  writeFileSync(FAKE_MICROPHONE_WAV, encodeWav(pcm, SAMPLE_RATE))
}

await writeFakeMicrophone()
