// Speech as a stream of MP3 bytes: one encoder for the whole clip, fed sentence by sentence as eSpeak speaks,
// its frames handed out a fraction of a second at a time so a listener can start before the rest is ready.
import { Mp3Encoder } from '@breezystack/lamejs'
import { runsHere, streamFromPool } from '../../workers/pool'
import { concatBytes, MP3_CHUNK_SAMPLES, MP3_DEFAULT_KBPS, type Pcm, resample } from './encode'
import { synthesizeSentences } from './sentences'
import { prepareSpeech, type SpeechRequest } from './speech-request'
import { WHOLE_CLIP_GROUP_CHARS } from './synthesize'

/**
 * Audio encoded between two hand-outs. lamejs needs about a tenth of the audio's duration, so a quarter
 * second costs ~25 ms: the first bytes leave early, and the event loop gets a turn that often.
 */
export const MP3_STREAM_BATCH_SECONDS = 0.25

export interface Mp3StreamOptions {
  kbps?: number
  batchSeconds?: number
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve))

/**
 * Encodes consecutive PCM pieces as one MP3 (no gap or second encoder delay between pieces), byte for byte
 * what `encodeMp3` makes of them joined. Pieces at another rate than the first are resampled to it. Yields
 * the first frames as soon as the encoder has any, then the frames ready after each batch of audio.
 */
export async function* encodeMp3Stream(
  pieces: AsyncIterable<Pcm> | Iterable<Pcm>,
  { kbps = MP3_DEFAULT_KBPS, batchSeconds = MP3_STREAM_BATCH_SECONDS }: Mp3StreamOptions = {},
): AsyncGenerator<Uint8Array> {
  let encoder: Mp3Encoder | undefined
  let rate = 0
  let ready: Uint8Array[] = []
  let samplesSinceHandOut = 0
  let handedOut = false
  for await (const piece of pieces) {
    if (!encoder) {
      rate = piece.sampleRate
      encoder = new Mp3Encoder(1, rate, kbps)
    }
    const pcm = piece.sampleRate === rate ? piece.pcm : resample(piece.pcm, piece.sampleRate, rate)
    for (let start = 0; start < pcm.length; start += MP3_CHUNK_SAMPLES) {
      const bytes = encoder.encodeBuffer(pcm.subarray(start, start + MP3_CHUNK_SAMPLES))
      if (bytes.length > 0) ready.push(bytes)
      samplesSinceHandOut += Math.min(MP3_CHUNK_SAMPLES, pcm.length - start)
      if (ready.length > 0 && (!handedOut || samplesSinceHandOut >= batchSeconds * rate)) {
        yield concatBytes(ready)
        ready = []
        samplesSinceHandOut = 0
        handedOut = true
        await nextTurn()
      }
    }
  }
  if (encoder) ready.push(encoder.flush())
  const rest = concatBytes(ready)
  if (rest.length > 0) yield rest
}

/**
 * Speaks the request as a stream of MP3 bytes: the first sentence is synthesised alone so its audio is out
 * within a few tens of milliseconds; the rest follows in longer pieces, as `synthesize` speaks them.
 * Throws SpeechInputError (a 400) at the first read when nothing speakable is left or the text is too long.
 */
export function synthesizeMp3Stream(request: SpeechRequest, options: Mp3StreamOptions = {}) {
  if (!runsHere()) return pooledMp3Stream(request, options)
  const pieces = synthesizeSentences(request, { groupChars: WHOLE_CLIP_GROUP_CHARS, firstGroupChars: 0 })
  return encodeMp3Stream(pieces, options)
}

/** The same stream made in a pool worker (speech and encoding together), checked here first so a 400 stays a 400. */
async function* pooledMp3Stream(
  request: SpeechRequest,
  options: Mp3StreamOptions,
): AsyncGenerator<Uint8Array> {
  prepareSpeech(request)
  yield* streamFromPool<Uint8Array>('mp3Stream', { request, options })
}

/**
 * Runs the MP3 encoder on a few seconds of a voice-like sound: lamejs is several times slower until the
 * JavaScript engine has compiled it, which would otherwise land on the first listeners after a restart.
 */
export function warmUpMp3Encoder(): void {
  const sampleRate = 22_050
  const sound = new Int16Array(3 * sampleRate)
  for (let i = 0; i < sound.length; i++) {
    const t = i / sampleRate
    sound[i] = Math.round(
      6000 * Math.sin(2 * Math.PI * (180 + 40 * Math.sin(3 * t)) * t) + ((i * 7919) % 2001) - 1000,
    )
  }
  const encoder = new Mp3Encoder(1, sampleRate, MP3_DEFAULT_KBPS)
  for (let start = 0; start < sound.length; start += MP3_CHUNK_SAMPLES) {
    encoder.encodeBuffer(sound.subarray(start, start + MP3_CHUNK_SAMPLES))
  }
  encoder.flush()
}
