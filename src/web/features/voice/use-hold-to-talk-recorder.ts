// Hold-to-talk: records the microphone with MediaRecorder while the button is held, then sends the audio to
// `stt_chat` and hands back the transcript. Too-short takes, silence and a missing recogniser become notices.
import { HOLD_TO_TALK_MAX_MS, HOLD_TO_TALK_MIN_MS } from '@shared/constants'
import { ERROR_CODES } from '@shared/error-codes'
import { useCallback, useEffect, useRef, useState } from 'react'
import { ApiRequestError, invokeFunction } from '../../lib/api-client'
import { pcmToBase64 } from './pcm-audio'

// A question fits in 30 s (about 240 kB of Opus, well under stt_chat's limit); shorter than 0.3 s is a tap.
export { HOLD_TO_TALK_MAX_MS, HOLD_TO_TALK_MIN_MS }

const BITS_PER_SECOND = 64_000
const TICK_MS = 100
const PREFERRED_TYPE = 'audio/webm;codecs=opus'
/** The server's code when no recogniser is configured for the language. */
export const STT_UNAVAILABLE_CODE = ERROR_CODES.sttUnavailable

export type RecorderStatus = 'idle' | 'starting' | 'recording' | 'sending'
export type HoldToTalkNotice = 'tooShort' | 'notHeard' | 'sttUnavailable'
export type HoldToTalkProblem = 'microphone' | 'processing'

export interface UseHoldToTalkRecorderOptions {
  language: 'en' | 'es'
  onTranscript: (text: string) => void
  /** A hint for the family, or null to clear the last one. */
  onNotice: (notice: HoldToTalkNotice | null) => void
  onProblem: (problem: HoldToTalkProblem) => void
}

export interface HoldToTalkRecorder {
  status: RecorderStatus
  elapsedMs: number
  /** Loudness 0..1 while recording (0 where Web Audio is missing). */
  level: number
  /** Press: opens the microphone and starts recording. */
  start: () => void
  /** Release: stops and sends (or ignores a too-short take). */
  finish: () => void
  /** Drops the take without sending (voice mode switched off, page left). */
  cancel: () => void
}

interface Take {
  isReleased: boolean
  chunks: Blob[]
  startedAt: number
  durationMs: number
  stream?: MediaStream
  recorder?: MediaRecorder
  timer?: ReturnType<typeof setInterval>
  meter?: { context: AudioContext; analyser: AnalyserNode; samples: Uint8Array<ArrayBuffer> }
}

function openMeter(stream: MediaStream): Take['meter'] {
  if (typeof AudioContext === 'undefined') return undefined
  try {
    const context = new AudioContext()
    const analyser = context.createAnalyser()
    analyser.fftSize = 512
    context.createMediaStreamSource(stream).connect(analyser)
    return { context, analyser, samples: new Uint8Array(analyser.fftSize) }
  } catch {
    return undefined
  }
}

function readLevel(meter: NonNullable<Take['meter']>): number {
  meter.analyser.getByteTimeDomainData(meter.samples)
  let sum = 0
  for (const sample of meter.samples) sum += ((sample - 128) / 128) ** 2
  // Speech RMS sits around 0.05–0.3; scaled so a normal voice fills most of the bar.
  return Math.min(1, Math.sqrt(sum / meter.samples.length) * 4)
}

function release(take: Take) {
  clearInterval(take.timer)
  for (const track of take.stream?.getTracks() ?? []) track.stop()
  void take.meter?.context.close().catch(() => {})
  take.meter = undefined
}

export function useHoldToTalkRecorder(options: UseHoldToTalkRecorderOptions): HoldToTalkRecorder {
  const [status, setStatus] = useState<RecorderStatus>('idle')
  const [elapsedMs, setElapsedMs] = useState(0)
  const [level, setLevel] = useState(0)
  const latest = useRef(options)
  latest.current = options
  const current = useRef<Take | null>(null)

  const reset = useCallback((take: Take) => {
    if (current.current !== take) return
    current.current = null
    setStatus('idle')
    setElapsedMs(0)
    setLevel(0)
  }, [])

  const deliver = useCallback(
    async (take: Take) => {
      if (current.current !== take) return
      if (take.durationMs < HOLD_TO_TALK_MIN_MS) {
        reset(take)
        latest.current.onNotice('tooShort')
        return
      }
      setStatus('sending')
      try {
        const blob = new Blob(take.chunks, { type: take.recorder?.mimeType || 'audio/webm' })
        const audio = pcmToBase64(await blob.arrayBuffer())
        if (!audio) throw new Error('empty recording')
        const { text } = await invokeFunction<{ text?: string }>('stt_chat', {
          audio,
          language: latest.current.language,
        })
        if (current.current !== take) return
        const heard = text?.trim() ?? ''
        latest.current.onNotice(heard ? null : 'notHeard')
        if (heard) latest.current.onTranscript(heard)
      } catch (error) {
        if (current.current !== take) return
        if (error instanceof ApiRequestError && error.code === STT_UNAVAILABLE_CODE)
          latest.current.onNotice('sttUnavailable')
        else latest.current.onProblem('processing')
      } finally {
        reset(take)
      }
    },
    [reset],
  )

  const finish = useCallback(() => {
    const take = current.current
    if (!take || take.isReleased) return
    take.isReleased = true
    // Released before the microphone opened: start() sees the flag and reports a too-short take.
    if (!take.recorder) return
    take.durationMs = Date.now() - take.startedAt
    release(take)
    if (take.recorder.state !== 'inactive') take.recorder.stop()
  }, [])

  const start = useCallback(async () => {
    if (current.current) return
    const take: Take = { isReleased: false, chunks: [], startedAt: 0, durationMs: 0 }
    current.current = take
    setStatus('starting')
    let stream: MediaStream
    try {
      if (!navigator.mediaDevices?.getUserMedia || typeof MediaRecorder === 'undefined')
        throw new Error('no recorder')
      stream = await navigator.mediaDevices.getUserMedia({
        audio: { channelCount: 1, echoCancellation: true, noiseSuppression: true, autoGainControl: true },
      })
    } catch {
      if (current.current !== take) return
      reset(take)
      latest.current.onProblem('microphone')
      return
    }
    take.stream = stream
    if (current.current !== take || take.isReleased) {
      release(take)
      if (current.current === take) {
        reset(take)
        latest.current.onNotice('tooShort')
      }
      return
    }
    let recorder: MediaRecorder
    try {
      const mimeType = MediaRecorder.isTypeSupported?.(PREFERRED_TYPE) ? PREFERRED_TYPE : undefined
      recorder = new MediaRecorder(stream, { mimeType, audioBitsPerSecond: BITS_PER_SECOND })
      recorder.ondataavailable = (event) => {
        if (event.data.size > 0) take.chunks.push(event.data)
      }
      recorder.onstop = () => void deliver(take)
      recorder.start()
    } catch {
      release(take)
      reset(take)
      latest.current.onProblem('microphone')
      return
    }
    take.recorder = recorder
    take.startedAt = Date.now()
    take.meter = openMeter(stream)
    take.timer = setInterval(() => {
      const elapsed = Date.now() - take.startedAt
      setElapsedMs(elapsed)
      if (take.meter) setLevel(readLevel(take.meter))
      if (elapsed >= HOLD_TO_TALK_MAX_MS) finish()
    }, TICK_MS)
    latest.current.onNotice(null)
    setStatus('recording')
  }, [deliver, finish, reset])

  const cancel = useCallback(() => {
    const take = current.current
    if (!take) return
    reset(take)
    release(take)
    if (take.recorder && take.recorder.state !== 'inactive') take.recorder.stop()
  }, [reset])

  useEffect(() => cancel, [cancel])

  return { status, elapsedMs, level, start: useCallback(() => void start(), [start]), finish, cancel }
}
