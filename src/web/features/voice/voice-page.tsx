// /voice: realtime voice chat with Mochi for signed-in users; auto-connects, shows status, mood and the transcript.
import { VOICE_PAGE_SAMPLE_RATE } from '@shared/constants'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { toast } from '../../lib/toast'
import { useIsMobile } from '../../lib/use-media-query'
import { Button } from '../../ui/button'
import { Card } from '../../ui/card'
import { MochiMascot } from '../../ui/mochi-mascot'
import { useSession } from '../auth/use-session'
import { useRealtimeVoice, type VoiceProblem } from './use-realtime-voice'
import { useVoiceProblemToasts } from './use-voice-problem-toasts'
import { VoiceOptionsPanel } from './voice-options-panel'
import { VoiceTextForm } from './voice-text-form'
import { VoiceTranscript } from './voice-transcript'

export function VoicePage() {
  const { t } = useTranslation('voice')
  const session = useSession()
  if (session.isPending) return <p className="p-6">{t('page.loading')}</p>
  if (!session.data) {
    return (
      <Card className="mx-auto my-8 max-w-md space-y-3 text-center">
        <h1 className="text-2xl font-bold">{t('page.authTitle')}</h1>
        <p>{t('page.authMessage')}</p>
        <Button asChild>
          <Link to="/auth">{t('page.signIn')}</Link>
        </Button>
      </Card>
    )
  }
  return <VoiceConversation />
}

function VoiceConversation() {
  const { t } = useTranslation('voice')
  const isMobile = useIsMobile()
  const toastProblem = useVoiceProblemToasts()
  const handleProblem = (problem: VoiceProblem) => {
    if (problem.kind === 'server') toast.message(t('page.buzzUp'))
    toastProblem(problem)
  }
  const voice = useRealtimeVoice({
    sampleRate: VOICE_PAGE_SAMPLE_RATE,
    onProblem: handleProblem,
  })
  const { connect } = voice
  useEffect(() => connect(), [connect])

  const status = voice.status === 'speaking' ? 'connected' : voice.status
  const testMicrophone = async () => {
    try {
      const stream = await navigator.mediaDevices.getUserMedia({ audio: true })
      for (const track of stream.getTracks()) track.stop()
      toast.success(t('page.microphoneOk'))
    } catch {
      toast.error(t('errors.microphoneDenied'), { description: t('errors.microphoneDeniedHelp') })
    }
  }

  const main = (
    <Card className="space-y-4">
      <div className="flex items-center gap-4">
        <MochiMascot className="h-20 w-20" title={t('page.mascot')} pose={voice.mood} />
        <div>
          <h1 className="text-2xl font-bold">{t('page.title')}</h1>
          <p role="status">{t(`page.status.${status}`)}</p>
          <p className="text-sm">{t('page.mood', { mood: t(`moods.${voice.mood}`) })}</p>
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        {voice.status === 'error' || voice.status === 'disconnected' ? (
          <Button onClick={voice.connect}>{t('page.reconnect')}</Button>
        ) : (
          <Button variant="danger" onClick={voice.disconnect}>
            {t('chat.stop')}
          </Button>
        )}
        <Button variant="outline" onClick={testMicrophone}>
          {t('page.testMicrophone')}
        </Button>
      </div>
      <p className="text-sm opacity-80">{voice.isUserSpeaking ? t('status.listening') : t('page.hint')}</p>
      <VoiceTranscript messages={voice.messages} />
      <VoiceTextForm onSend={voice.sendText} isConnected={status === 'connected'} />
    </Card>
  )
  if (isMobile) return <div className="p-3">{main}</div>
  return (
    <div className="mx-auto grid max-w-5xl gap-4 p-6 md:grid-cols-[2fr_1fr]">
      {main}
      <VoiceOptionsPanel />
    </div>
  )
}
