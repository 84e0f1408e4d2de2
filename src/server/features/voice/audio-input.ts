// Turns uploaded speech (WAV, or WebM/Opus from MediaRecorder) into 16 kHz mono PCM for offline recognition.
import { spawn } from 'node:child_process'
import { decodeWav, resample } from '../../ai/local/speech/encode'
import { ApiError } from '../../lib/errors'
import { findExecutable } from './executables'

export const RECOGNITION_SAMPLE_RATE = 16_000
const FFMPEG_TIMEOUT_MS = 15_000

export type AudioKind = 'wav' | 'webm' | 'ogg' | 'mp4' | 'unknown'

export function sniffAudio(bytes: Uint8Array): AudioKind {
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to))
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WAVE') return 'wav'
  if (bytes[0] === 0x1a && bytes[1] === 0x45 && bytes[2] === 0xdf && bytes[3] === 0xa3) return 'webm'
  if (ascii(0, 4) === 'OggS') return 'ogg'
  if (ascii(4, 8) === 'ftyp') return 'mp4'
  return 'unknown'
}

export function audioMimeType(kind: AudioKind): string {
  return { wav: 'audio/wav', webm: 'audio/webm', ogg: 'audio/ogg', mp4: 'audio/mp4', unknown: 'audio/webm' }[
    kind
  ]
}

export async function toRecognitionPcm(bytes: Uint8Array): Promise<Int16Array> {
  const kind = sniffAudio(bytes)
  if (kind === 'wav') {
    let decoded: ReturnType<typeof decodeWav>
    try {
      decoded = decodeWav(bytes)
    } catch (error) {
      throw new ApiError(400, 'invalid:stt_audio', `The audio could not be read: ${(error as Error).message}`)
    }
    return resample(decoded.pcm, decoded.sampleRate, RECOGNITION_SAMPLE_RATE)
  }
  const ffmpeg = findExecutable('ffmpeg')
  if (!ffmpeg) {
    throw new ApiError(
      415,
      'unsupported:stt_audio',
      'This audio format is not supported offline; send WAV, or install ffmpeg on the server',
    )
  }
  return decodeWithFfmpeg(ffmpeg, bytes)
}

function decodeWithFfmpeg(ffmpeg: string, bytes: Uint8Array): Promise<Int16Array> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      ffmpeg,
      [
        '-v',
        'error',
        '-i',
        'pipe:0',
        '-ac',
        '1',
        '-ar',
        String(RECOGNITION_SAMPLE_RATE),
        '-f',
        's16le',
        'pipe:1',
      ],
      { stdio: ['pipe', 'pipe', 'ignore'], timeout: FFMPEG_TIMEOUT_MS },
    )
    const chunks: Buffer[] = []
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk))
    child.on('error', reject)
    child.on('close', (code) => {
      if (code !== 0) {
        reject(new ApiError(400, 'invalid:stt_audio', 'The audio could not be decoded'))
        return
      }
      const all = Buffer.concat(chunks)
      const pcm = new Int16Array(Math.floor(all.length / 2))
      for (let i = 0; i < pcm.length; i++) pcm[i] = all.readInt16LE(i * 2)
      resolve(pcm)
    })
    child.stdin.on('error', () => {})
    child.stdin.end(bytes)
  })
}
