// Shows that Mochi is getting ready to speak or speaking, with a Stop button that silences Mochi.
import { Square } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../ui/button'
import type { SpeechStatus } from './use-voice-mode-speech'

export function VoiceModeSpeaking({ status, onStop }: { status: SpeechStatus; onStop: () => void }) {
  const { t } = useTranslation('chat')
  if (status === 'idle') return null
  return (
    <div className="flex items-center gap-2">
      <p role="status" className="flex items-center gap-1.5 text-sm font-semibold">
        <span aria-hidden className="flex h-4 items-end gap-0.5">
          {[0, 150, 300].map((delay) => (
            <span
              key={delay}
              style={{ animationDelay: `${delay}ms` }}
              className="h-full w-1 rounded-full bg-[var(--accent)] motion-safe:animate-pulse"
            />
          ))}
        </span>
        {status === 'loading' ? t('voiceMode.preparing') : t('voiceMode.speaking')}
      </p>
      <Button size="sm" variant="outline" onClick={onStop}>
        <Square aria-hidden className="h-3.5 w-3.5" />
        {t('voiceMode.stopSpeaking')}
      </Button>
    </div>
  )
}
