// Turns uploaded speech (WebM/Opus, Ogg/Opus or WAV; MP4 only via an optional ffmpeg) into 16 kHz mono PCM
// for offline recognition, decoding in process so the server needs no audio programs.
import { spawn } from 'node:child_process'
import { findExecutable } from '../recognition/executables'
import { audioTooLong, invalidAudio, unsupportedAudio } from '../recognition/stt-audio-errors'
import { decodeWav, type Pcm, resample } from '../synthesis/encode'
import { decodeOggOpus, decodeWebmOpus } from './opus-audio'

export const RECOGNITION_SAMPLE_RATE = 16_000
/**
 * The longest speech recognised in one request. A child's question is a few seconds; a minute leaves room
 * for rambling while bounding the decoding (about a second of CPU) and the memory one upload can take.
 */
export const MAX_RECOGNITION_SECONDS = 60
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
  const { pcm, sampleRate } = await decodeSpeech(bytes, sniffAudio(bytes))
  if (pcm.length === 0) throw invalidAudio('it holds no sound')
  if (pcm.length > MAX_RECOGNITION_SECONDS * sampleRate) throw audioTooLong(MAX_RECOGNITION_SECONDS)
  return resample(pcm, sampleRate, RECOGNITION_SAMPLE_RATE)
}

async function decodeSpeech(bytes: Uint8Array, kind: AudioKind): Promise<Pcm> {
  switch (kind) {
    case 'wav':
      try {
        return decodeWav(bytes)
      } catch (error) {
        throw invalidAudio((error as Error).message)
      }
    case 'webm':
      return decodeWebmOpus(bytes, MAX_RECOGNITION_SECONDS)
    case 'ogg':
      return decodeOggOpus(bytes, MAX_RECOGNITION_SECONDS)
    case 'mp4': {
      const ffmpeg = findExecutable('ffmpeg')
      if (!ffmpeg) throw unsupportedAudio('send WebM/Opus, Ogg/Opus or WAV, or install ffmpeg on the server')
      return { pcm: await decodeWithFfmpeg(ffmpeg, bytes), sampleRate: RECOGNITION_SAMPLE_RATE }
    }
    default:
      throw unsupportedAudio('send WebM/Opus, Ogg/Opus or WAV')
  }
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
        // A second past the limit, so an over-long file is still seen to be too long and refused.
        '-t',
        String(MAX_RECOGNITION_SECONDS + 1),
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
    child.on('error', () => reject(unsupportedAudio('ffmpeg could not be started')))
    child.on('close', (code) => {
      if (code !== 0) {
        reject(invalidAudio('ffmpeg could not decode it'))
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
