// The realtime voice socket from the browser: connects, streams the microphone as PCM16, plays Mochi's audio
// deltas, keeps the live transcript (spec 4 "Realtime voice chat", 7.4), and tells the server the family's
// language and voice settings. A heartbeat makes the status follow the server: lost within 2 s of its last word.

import type { Mood } from '@shared/chat-message'
import { HUB_BUFFER_SAMPLES, HUB_SAMPLE_RATE, type Language } from '@shared/constants'
import type { SafetyMetadata } from '@shared/safety'
import { HEARTBEAT_INTERVAL_MS, HEARTBEAT_PING, HEARTBEAT_TIMEOUT_MS } from '@shared/voice/heartbeat'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { PcmPlayer, pcmToBase64 } from './pcm-audio'
import { useVoiceSettings, type VoiceSettingsState } from './use-voice-settings'

export type VoiceStatus = 'disconnected' | 'connecting' | 'connected' | 'speaking' | 'error'

export interface VoiceChatMessage {
  id: string
  type: 'user' | 'assistant'
  content: string
  timestamp: Date
  isAudio: boolean
  mood?: Mood
  /** Set when Mochi's safety path gave this reply (the server's `safety` on the reply's closing events). */
  safety?: SafetyMetadata
}

export type VoiceProblem =
  | { kind: 'connection' }
  | { kind: 'microphone'; denied: boolean }
  | { kind: 'server'; code: string; message: string }

interface Options {
  sampleRate?: number
  bufferSize?: number
  /** Playback volume; the voice settings card's by default. */
  volume?: number
  onProblem?: (problem: VoiceProblem) => void
}

/** Slider drags and language switches settle first: the socket takes at most 10 control events a second. */
export const SESSION_UPDATE_DELAY_MS = 300

/** Microphone audio goes out in frames this long: short enough for quick turns, few enough events. */
const FRAME_MS = 40

/** The `session` of a `session.update`: what the server needs to hear and answer this family as they chose. */
export function sessionSettings(
  settings: VoiceSettingsState,
  language: string,
  sampleRate: number,
  audioWanted = true,
) {
  const spoken: Language = language.startsWith('es') ? 'es' : 'en'
  return {
    input_sample_rate: sampleRate,
    language: spoken,
    voice: settings.voiceId,
    voice_settings: {
      stability: settings.stability,
      similarity_boost: settings.similarityBoost,
      style: settings.style,
    },
    // Voice replies off (or this conversation muted): Mochi only writes, and the server makes no speech.
    modalities: settings.enabled && audioWanted ? ['audio', 'text'] : ['text'],
  }
}

interface ServerEvent {
  type: string
  delta?: string
  transcript?: string
  error?: { code: string; message: string }
  response?: { status?: string; output?: { mood?: Mood | null }[] }
  safety?: SafetyMetadata
}

/** Marks Mochi's latest reply as the safety path's, so the transcript shows the care card under it. */
export function markSafety(messages: VoiceChatMessage[], safety: SafetyMetadata): VoiceChatMessage[] {
  const last = messages.at(-1)
  if (last?.type !== 'assistant' || last.safety) return messages
  return [...messages.slice(0, -1), { ...last, safety }]
}

export function appendAssistantDelta(messages: VoiceChatMessage[], delta: string): VoiceChatMessage[] {
  const last = messages.at(-1)
  if (last?.type === 'assistant')
    return [...messages.slice(0, -1), { ...last, content: last.content + delta }]
  const message: VoiceChatMessage = {
    id: crypto.randomUUID(),
    type: 'assistant',
    content: delta,
    timestamp: new Date(),
    isAudio: true,
  }
  return [...messages, message]
}

export function useRealtimeVoice({
  sampleRate = HUB_SAMPLE_RATE,
  bufferSize = HUB_BUFFER_SAMPLES,
  volume,
  onProblem,
}: Options = {}) {
  const { settings } = useVoiceSettings()
  const { i18n } = useTranslation()
  // Read when a conversation starts, so moving the slider never reconnects the voice page.
  const playbackVolume = useRef(volume ?? settings.volume)
  playbackVolume.current = volume ?? settings.volume
  const [status, setStatus] = useState<VoiceStatus>('disconnected')
  const [messages, setMessages] = useState<VoiceChatMessage[]>([])
  const [mood, setMood] = useState<Mood>('helpful')
  const [isUserSpeaking, setUserSpeaking] = useState(false)
  const [audioEnabled, setAudioEnabled] = useState(true)
  const socket = useRef<WebSocket | null>(null)
  /** Stops the current socket's heartbeat: a socket we close ourselves is not "lost". */
  const stopHeartbeat = useRef<() => void>(() => {})
  const audio = useRef<{ context: AudioContext; stream?: MediaStream; player: PcmPlayer } | null>(null)
  const audioOn = useRef(audioEnabled)
  const problem = useRef(onProblem)
  problem.current = onProblem
  audioOn.current = audioEnabled
  const session = useMemo(
    () =>
      JSON.stringify({
        type: 'session.update',
        session: sessionSettings(settings, i18n.language, sampleRate, audioEnabled),
      }),
    [settings, i18n.language, sampleRate, audioEnabled],
  )
  const latestSession = useRef(session)
  latestSession.current = session
  /** What the server was last told, so only a real change is sent again. */
  const sentSession = useRef<string | null>(null)

  const sendSession = useCallback((ws: WebSocket) => {
    if (ws.readyState !== WebSocket.OPEN || sentSession.current === latestSession.current) return
    sentSession.current = latestSession.current
    ws.send(latestSession.current)
  }, [])

  const release = useCallback(() => {
    for (const track of audio.current?.stream?.getTracks() ?? []) track.stop()
    audio.current?.player.stop()
    void audio.current?.context.close().catch(() => {})
    audio.current = null
  }, [])

  const startMicrophone = useCallback(
    async (ws: WebSocket, context: AudioContext) => {
      try {
        const stream = await navigator.mediaDevices.getUserMedia({
          audio: {
            channelCount: 1,
            sampleRate,
            echoCancellation: true,
            noiseSuppression: true,
            autoGainControl: true,
          },
        })
        if (audio.current) audio.current.stream = stream
        await context.audioWorklet.addModule('/audio-worklets/pcm-capture.js')
        // Frames of at most FRAME_MS whatever the device's rate (4096 samples would be 170 ms at 24 kHz).
        const frame = Math.min(bufferSize, Math.round((context.sampleRate * FRAME_MS) / 1000))
        const node = new AudioWorkletNode(context, 'pcm-capture', { processorOptions: { bufferSize: frame } })
        node.port.onmessage = (event: MessageEvent<ArrayBuffer>) => {
          if (ws.readyState === WebSocket.OPEN) {
            ws.send(JSON.stringify({ type: 'input_audio_buffer.append', audio: pcmToBase64(event.data) }))
          }
        }
        context.createMediaStreamSource(stream).connect(node)
      } catch (error) {
        problem.current?.({ kind: 'microphone', denied: (error as Error)?.name === 'NotAllowedError' })
      }
    },
    [sampleRate, bufferSize],
  )

  const handle = useCallback((event: ServerEvent) => {
    switch (event.type) {
      case 'session.created':
        setStatus('connected')
        return
      case 'input_audio_buffer.speech_started':
        audio.current?.player.stop()
        setUserSpeaking(true)
        return
      case 'input_audio_buffer.speech_stopped':
        setUserSpeaking(false)
        return
      case 'conversation.item.input_audio_transcription.completed':
        if (event.transcript) {
          const heard: VoiceChatMessage = {
            id: crypto.randomUUID(),
            type: 'user',
            content: event.transcript,
            timestamp: new Date(),
            isAudio: true,
          }
          setMessages((current) => [...current, heard])
        }
        return
      case 'response.audio_transcript.delta':
        setMessages((current) => appendAssistantDelta(current, event.delta ?? ''))
        return
      case 'response.audio.delta':
        if (audioOn.current && event.delta) audio.current?.player.play(event.delta)
        setStatus('speaking')
        return
      case 'response.audio.done':
        setStatus('connected')
        return
      case 'response.audio_transcript.done':
        if (event.safety) setMessages((current) => markSafety(current, event.safety!))
        return
      case 'response.done': {
        if (event.safety) setMessages((current) => markSafety(current, event.safety!))
        const next = event.response?.output?.[0]?.mood
        if (next) setMood(next)
        setStatus('connected')
        return
      }
      case 'error':
        if (event.error) problem.current?.({ kind: 'server', ...event.error })
        return
    }
  }, [])

  const connect = useCallback(() => {
    if (socket.current) return
    setStatus('connecting')
    const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws'
    const ws = new WebSocket(`${scheme}://${window.location.host}/functions/v1/realtime_session`)
    socket.current = ws
    let failed = false
    let watchdog: ReturnType<typeof setTimeout> | undefined
    let pinger: ReturnType<typeof setTimeout> | undefined
    const quiet = () => {
      clearTimeout(watchdog)
      clearTimeout(pinger)
    }
    // A server that went away without closing (a lost network, a killed process) says nothing: that is the sign.
    const lost = () => {
      quiet()
      ws.onopen = ws.onmessage = ws.onerror = ws.onclose = null
      if (socket.current === ws) socket.current = null
      ws.close()
      release()
      setUserSpeaking(false)
      setStatus('error')
      problem.current?.({ kind: 'connection' })
    }
    const heard = () => {
      clearTimeout(watchdog)
      watchdog = setTimeout(lost, HEARTBEAT_TIMEOUT_MS)
    }
    const ping = () => {
      if (ws.readyState === WebSocket.OPEN) ws.send(JSON.stringify({ type: HEARTBEAT_PING }))
      pinger = setTimeout(ping, HEARTBEAT_INTERVAL_MS)
    }
    stopHeartbeat.current = quiet
    ws.onopen = () => {
      heard()
      pinger = setTimeout(ping, HEARTBEAT_INTERVAL_MS)
      const context = new AudioContext({ sampleRate })
      audio.current = { context, player: new PcmPlayer(context, HUB_SAMPLE_RATE, playbackVolume.current) }
      sentSession.current = null
      sendSession(ws)
      void startMicrophone(ws, context)
    }
    ws.onmessage = (message) => {
      heard()
      try {
        handle(JSON.parse(String(message.data)) as ServerEvent)
      } catch {
        // A malformed event from the server is skipped rather than breaking the conversation.
      }
    }
    ws.onerror = () => {
      quiet()
      failed = true
      setStatus('error')
      problem.current?.({ kind: 'connection' })
    }
    ws.onclose = () => {
      quiet()
      if (socket.current === ws) socket.current = null
      release()
      setUserSpeaking(false)
      setStatus(failed ? 'error' : 'disconnected')
    }
  }, [handle, release, sampleRate, sendSession, startMicrophone])

  const disconnect = useCallback(() => {
    stopHeartbeat.current()
    const ws = socket.current
    socket.current = null
    ws?.close()
    release()
    setMessages([])
    setUserSpeaking(false)
    setStatus('disconnected')
  }, [release])

  const sendText = useCallback((text: string) => {
    const ws = socket.current
    const content = text.trim()
    if (!ws || ws.readyState !== WebSocket.OPEN || !content) return false
    const message: VoiceChatMessage = {
      id: crypto.randomUUID(),
      type: 'user',
      content,
      timestamp: new Date(),
      isAudio: false,
    }
    setMessages((current) => [...current, message])
    ws.send(
      JSON.stringify({
        type: 'conversation.item.create',
        item: { type: 'message', role: 'user', content: [{ type: 'input_text', text: content }] },
      }),
    )
    ws.send(JSON.stringify({ type: 'response.create' }))
    return true
  }, [])

  const toggleAudio = useCallback(() => {
    setAudioEnabled((on) => {
      if (on) audio.current?.player.stop()
      return !on
    })
  }, [])

  useEffect(() => {
    const ws = socket.current
    if (!ws || ws.readyState !== WebSocket.OPEN || sentSession.current === session) return
    const timer = setTimeout(() => sendSession(ws), SESSION_UPDATE_DELAY_MS)
    return () => clearTimeout(timer)
  }, [session, sendSession])

  useEffect(
    () => () => {
      stopHeartbeat.current()
      socket.current?.close()
    },
    [],
  )

  return { status, messages, mood, isUserSpeaking, audioEnabled, toggleAudio, connect, disconnect, sendText }
}
