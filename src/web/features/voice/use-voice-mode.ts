// The chat's simple voice mode (spec 2.4 and 4): on/off with a toast, Mochi's finished replies spoken in the
// chosen voice, and hold-to-talk questions sent like typed ones. Problems become the spec's toasts (section 8).
import { useCallback, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { toast } from '../../lib/toast'
import {
  type HoldToTalkNotice,
  type HoldToTalkProblem,
  type HoldToTalkRecorder,
  useHoldToTalkRecorder,
} from './use-hold-to-talk-recorder'
import { useVoiceModeSpeech, type VoiceModeSpeech } from './use-voice-mode-speech'
import { useVoiceSettings } from './use-voice-settings'
import { useChatVoice } from './voice-mode-storage'

export interface UseVoiceModeOptions {
  /** Sends a transcript as the family's message, the same path as typing. */
  onTranscript: (text: string) => void
}

export interface VoiceMode {
  isOn: boolean
  toggle: () => void
  voiceId: string
  setVoiceId: (voiceId: string) => void
  speech: VoiceModeSpeech
  recorder: HoldToTalkRecorder
  notice: HoldToTalkNotice | null
  /** Call with each finished reply; it is spoken only while voice mode is on. */
  speakReply: (text: string) => void
}

export function useVoiceMode({ onTranscript }: UseVoiceModeOptions): VoiceMode {
  const { t, i18n } = useTranslation('chat')
  const language = (i18n.resolvedLanguage ?? i18n.language ?? 'en').startsWith('es') ? 'es' : 'en'
  const [isOn, setOn] = useState(false)
  const [notice, setNotice] = useState<HoldToTalkNotice | null>(null)
  const { voiceId, setVoiceId } = useChatVoice()
  const { settings } = useVoiceSettings()

  const handleSpeechError = useCallback(
    () => toast.error(t('voiceMode.voiceErrorTitle'), { description: t('voiceMode.voiceErrorBody') }),
    [t],
  )
  const speech = useVoiceModeSpeech({ voiceId, volume: settings.volume, onError: handleSpeechError })

  const handleProblem = useCallback(
    (problem: HoldToTalkProblem) => {
      if (problem === 'microphone')
        toast.error(t('voiceMode.microphoneErrorTitle'), { description: t('voiceMode.microphoneErrorBody') })
      else
        toast.error(t('voiceMode.processingErrorTitle'), { description: t('voiceMode.processingErrorBody') })
    },
    [t],
  )
  const recorder = useHoldToTalkRecorder({
    language,
    onTranscript,
    onNotice: setNotice,
    onProblem: handleProblem,
  })

  const isOnRef = useRef(isOn)
  isOnRef.current = isOn
  const { speak, stop } = speech
  const { cancel } = recorder

  useEffect(() => {
    if (isOn) return
    stop()
    cancel()
    setNotice(null)
  }, [isOn, stop, cancel])

  const toggle = useCallback(() => {
    const next = !isOnRef.current
    isOnRef.current = next
    setOn(next)
    toast(next ? t('voiceMode.toastOn') : t('voiceMode.toastOff'), {
      id: 'voice-mode',
      description: next ? t('voiceMode.toastOnBody') : t('voiceMode.toastOffBody'),
    })
  }, [t])

  const speakReply = useCallback(
    (text: string) => {
      if (isOnRef.current) speak(text)
    },
    [speak],
  )

  return { isOn, toggle, voiceId, setVoiceId, speech, recorder, notice, speakReply }
}
