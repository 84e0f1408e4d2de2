// Plays the tts function's speech while it is still arriving: the MP3 it streams (Accept: audio/mpeg) is fed
// into a MediaSource, so the first sentence sounds after a fraction of a second instead of after the whole text.
import type { ApiErrorBody } from '@shared/error-codes'
import { ApiRequestError, GUEST_ID_HEADER, guestId } from '../../lib/api-client'

export interface PlayingSpeech {
  audio: HTMLAudioElement
  /** Silences it and stops the download. */
  stop: () => void
}

/** Browsers without MediaSource for MP3 (older iPhones) take the whole JSON answer instead. */
export function canStreamSpeech(): boolean {
  return typeof MediaSource !== 'undefined' && MediaSource.isTypeSupported('audio/mpeg')
}

function appendTo(buffer: SourceBuffer, bytes: Uint8Array): Promise<void> {
  return new Promise((resolve, reject) => {
    const done = () => {
      buffer.removeEventListener('error', failed)
      resolve()
    }
    const failed = () => {
      buffer.removeEventListener('updateend', done)
      reject(new Error('The browser could not take the streamed speech'))
    }
    buffer.addEventListener('updateend', done, { once: true })
    buffer.addEventListener('error', failed, { once: true })
    buffer.appendBuffer(bytes as Uint8Array<ArrayBuffer>)
  })
}

/**
 * Asks `tts` for `body` as streamed MP3 and starts playing after the first chunk. Resolves once playback has
 * started; throws an ApiRequestError when the server refuses (nothing plays then).
 */
export async function playStreamedSpeech(body: unknown): Promise<PlayingSpeech> {
  const download = new AbortController()
  const response = await fetch('/functions/v1/tts', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'audio/mpeg', [GUEST_ID_HEADER]: guestId() },
    credentials: 'same-origin',
    body: JSON.stringify(body),
    signal: download.signal,
  })
  if (!response.ok || !response.body) {
    const json = (await response.json().catch(() => null)) as ApiErrorBody | null
    throw new ApiRequestError(response.status, json)
  }
  const reader = response.body.getReader()
  const source = new MediaSource()
  const audio = new Audio()
  const url = URL.createObjectURL(source)
  let stopped = false
  const stop = () => {
    if (stopped) return
    stopped = true
    download.abort()
    audio.pause()
    URL.revokeObjectURL(url)
  }
  try {
    const opened = new Promise((resolve) => source.addEventListener('sourceopen', resolve, { once: true }))
    audio.src = url
    await opened
    const buffer = source.addSourceBuffer('audio/mpeg')
    const first = await reader.read()
    if (first.done) throw new Error('tts streamed no audio')
    await appendTo(buffer, first.value)
    // Ends the stream at what has arrived, so the player stops at the end instead of waiting for more.
    const finish = () => {
      if (!stopped && source.readyState === 'open' && !buffer.updating) source.endOfStream()
    }
    const rest = async () => {
      for (let chunk = await reader.read(); !chunk.done && !stopped; chunk = await reader.read()) {
        await appendTo(buffer, chunk.value)
      }
    }
    // A download cut short leaves what already arrived playing; there is nobody left to tell.
    rest().then(finish, finish)
    audio.addEventListener('ended', stop, { once: true })
    await audio.play()
    return { audio, stop }
  } catch (error) {
    stop()
    throw error
  }
}
