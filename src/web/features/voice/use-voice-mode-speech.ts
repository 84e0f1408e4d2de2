// Speaks Mochi's replies one at a time through `tts`: while one utterance loads or plays, the next reply waits
// (only the latest waits), and Stop silences Mochi and forgets what was waiting.
import { useCallback, useEffect, useRef, useState } from 'react'
import { invokeFunction } from '../../lib/api-client'
import { chatTtsRequest } from './voice-mode-speech-request'

export type SpeechStatus = 'idle' | 'loading' | 'playing'

export interface UseVoiceModeSpeechOptions {
  voiceId: string
  /** 0..1, from the shared voice settings. */
  volume: number
  /** Speech could not be generated or played (spec 8: "Voice Error"). */
  onError: () => void
}

export interface VoiceModeSpeech {
  status: SpeechStatus
  speak: (reply: string) => void
  stop: () => void
}

export function useVoiceModeSpeech({ voiceId, volume, onError }: UseVoiceModeSpeechOptions): VoiceModeSpeech {
  const [status, setStatus] = useState<SpeechStatus>('idle')
  const latest = useRef({ voiceId, volume, onError })
  latest.current = { voiceId, volume, onError }
  // Each utterance gets a turn number; Stop and unmount move the turn on, so late answers are dropped.
  const turn = useRef(0)
  const isSpeaking = useRef(false)
  const waiting = useRef<string | null>(null)
  const audio = useRef<HTMLAudioElement | null>(null)

  const begin = useCallback(async (reply: string) => {
    const body = chatTtsRequest(reply, latest.current.voiceId)
    if (!body) return
    const myTurn = ++turn.current
    isSpeaking.current = true
    setStatus('loading')
    let isSettled = false
    const isCurrent = () => turn.current === myTurn && !isSettled
    const done = () => {
      if (!isCurrent()) return
      isSettled = true
      audio.current = null
      isSpeaking.current = false
      setStatus('idle')
      const next = waiting.current
      waiting.current = null
      if (next !== null) void begin(next)
    }
    try {
      const { audioContent } = await invokeFunction<{ audioContent?: string }>('tts', body)
      if (!isCurrent()) return
      if (!audioContent) throw new Error('tts answered without audio')
      const player = new Audio(`data:audio/mpeg;base64,${audioContent}`)
      player.volume = latest.current.volume
      player.onended = done
      player.onerror = () => {
        if (isCurrent()) latest.current.onError()
        done()
      }
      audio.current = player
      await player.play()
      if (isCurrent()) setStatus('playing')
    } catch {
      if (!isCurrent()) return
      latest.current.onError()
      done()
    }
  }, [])

  const speak = useCallback(
    (reply: string) => {
      if (isSpeaking.current) waiting.current = reply
      else void begin(reply)
    },
    [begin],
  )

  const stop = useCallback(() => {
    turn.current++
    waiting.current = null
    isSpeaking.current = false
    audio.current?.pause()
    audio.current = null
    setStatus('idle')
  }, [])

  useEffect(
    () => () => {
      turn.current++
      waiting.current = null
      audio.current?.pause()
    },
    [],
  )

  return { status, speak, stop }
}
