// Offline speech benchmark: cold start, real-time factor (en, es), time to first audio and MP3 encoding cost.
import { availableParallelism, loadavg } from 'node:os'
import { encodeMp3 } from '../src/server/speech/synthesis/encode'
import { runEspeak, warmUpEspeak } from '../src/server/speech/synthesis/espeak-engine'
import { espeakArguments } from '../src/server/speech/synthesis/espeak-voices'
import { synthesizeSentences } from '../src/server/speech/synthesis/sentences'
import type { SpeechRequest } from '../src/server/speech/synthesis/speech-request'
import { synthesize } from '../src/server/speech/synthesis/synthesize'
import { DEFAULT_VOICE_SETTINGS } from '../src/shared/voice/voices'

const RUNS = 5
/** Listening should start within this long of the request (issue "Voice"). */
const FIRST_AUDIO_TARGET_MS = 300

// A 40-word bee fact in each language, as the hub's Listen button speaks it.
const FACTS: Record<'en' | 'es', string> = {
  en: 'Did you know? A busy honey bee visits up to two thousand flowers in one day. She carries pollen in tiny baskets on her legs. Back at the hive, she dances to show her sisters where the best flowers grow!',
  es: '¿Sabías que una abeja obrera visita hasta dos mil flores en un solo día? Lleva el polen en cestitas diminutas en sus patas. De vuelta en la colmena, ella baila para enseñar a sus hermanas dónde crecen las mejores flores.',
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!
const ms = (value: number) => `${value.toFixed(0)} ms`

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const start = performance.now()
  const result = await work()
  return [result, performance.now() - start]
}

async function firstAudioMs(request: SpeechRequest): Promise<number> {
  const start = performance.now()
  for await (const _sentence of synthesizeSentences(request)) return performance.now() - start
  throw new Error('no audio')
}

// Figures scale with how busy the machine is, so print that alongside them.
console.log(`machine: ${availableParallelism()} cores, load average ${loadavg()[0]!.toFixed(1)}`)
const [, startMs] = await timed(() => warmUpEspeak())
const [, firstRunMs] = await timed(() => synthesize({ text: 'Hello!', language: 'en' }))
console.log(`cold start: ${ms(startMs)} to load eSpeak NG + ${ms(firstRunMs)} for the first word`)

for (const language of ['en', 'es'] as const) {
  const request: SpeechRequest = { text: FACTS[language], language, voiceId: 'Aria' }
  const words = FACTS[language].split(/\s+/).length
  const wholeRuns: number[] = []
  const firstRuns: number[] = []
  const oneRunRuns: number[] = []
  const mp3Runs: number[] = []
  let audioSeconds = 0
  for (let run = 0; run < RUNS; run++) {
    const [audio, wholeMs] = await timed(() => synthesize(request))
    audioSeconds = audio.pcm.length / audio.sampleRate
    wholeRuns.push(wholeMs)
    firstRuns.push(await firstAudioMs(request))
    const args = espeakArguments('Aria', language, DEFAULT_VOICE_SETTINGS)
    oneRunRuns.push((await timed(() => runEspeak(args, FACTS[language])))[1])
    const start = performance.now()
    encodeMp3(audio.pcm, audio.sampleRate)
    mp3Runs.push(performance.now() - start)
  }
  const whole = median(wholeRuns)
  const first = median(firstRuns)
  console.log(`\n${language}: ${words}-word fact, ${audioSeconds.toFixed(2)} s of audio (median of ${RUNS})`)
  console.log(`  real-time factor: ${(whole / 1000 / audioSeconds).toFixed(3)} (synthesis ${ms(whole)})`)
  console.log(`  first audio, sentence by sentence: ${ms(first)}`)
  console.log(`  first audio, whole text: ${ms(whole)} (as one eSpeak run: ${ms(median(oneRunRuns))})`)
  console.log(
    `  MP3 64 kbps encoding: ${ms(median(mp3Runs))} (real-time factor ${(median(mp3Runs) / 1000 / audioSeconds).toFixed(3)})`,
  )
  console.log(
    `  Listen starts within ${FIRST_AUDIO_TARGET_MS} ms: ${first < FIRST_AUDIO_TARGET_MS ? 'yes' : 'NO'}`,
  )
}
