// Realtime voice chat with Mochi (the hub's voice module): connect, talk or type, hear Mochi, read the transcript.
import { Mic, Square, Volume2, VolumeX } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../ui/button'
import { Card } from '../../ui/card'
import { useRealtimeVoice, type VoiceStatus } from './use-realtime-voice'
import { useVoiceProblemToasts } from './use-voice-problem-toasts'
import { VoiceTextForm } from './voice-text-form'
import { VoiceTranscript } from './voice-transcript'

const STATUS_KEYS: Record<VoiceStatus, 'notConnected' | 'connecting' | 'live' | 'speaking' | 'error'> = {
  disconnected: 'notConnected',
  connecting: 'connecting',
  connected: 'live',
  speaking: 'speaking',
  error: 'error',
}

export function RealtimeVoiceChat() {
  const { t } = useTranslation('voice')
  // The hook follows the voice settings card itself: language, voice, sliders, volume and voice replies on/off.
  const voice = useRealtimeVoice({ onProblem: useVoiceProblemToasts() })
  const isConnected = voice.status === 'connected' || voice.status === 'speaking'

  return (
    <Card className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-bold">{t('chat.title')}</h2>
        <span
          role="status"
          className="rounded-full bg-[var(--surface-muted)] px-3 py-1 text-sm font-semibold"
        >
          {voice.isUserSpeaking ? t('status.listening') : t(`status.${STATUS_KEYS[voice.status]}`)}
        </span>
      </div>
      <div className="flex flex-wrap gap-2">
        {isConnected || voice.status === 'connecting' ? (
          <Button variant="danger" onClick={voice.disconnect}>
            <Square aria-hidden="true" className="h-4 w-4" /> {t('chat.stop')}
          </Button>
        ) : (
          <Button onClick={voice.connect}>
            <Mic aria-hidden="true" className="h-4 w-4" /> {t('chat.start')}
          </Button>
        )}
        <Button
          variant="outline"
          onClick={voice.toggleAudio}
          disabled={!isConnected}
          aria-pressed={voice.audioEnabled}
        >
          {voice.audioEnabled ? (
            <Volume2 aria-hidden="true" className="h-4 w-4" />
          ) : (
            <VolumeX aria-hidden="true" className="h-4 w-4" />
          )}
          {voice.audioEnabled ? t('chat.audioOn') : t('chat.audioOff')}
        </Button>
      </div>
      <VoiceTranscript messages={voice.messages} />
      <VoiceTextForm onSend={voice.sendText} isConnected={isConnected} />
    </Card>
  )
}
