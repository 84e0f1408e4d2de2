// The voice mode strip above the composer: the toggle and, while on, the voice picker, hold-to-talk, Mochi's
// speaking indicator and the latest hint (too short, not heard, recognition not configured).
import { Info } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { VoiceMode } from './use-voice-mode'
import { VoiceModeHoldToTalk } from './voice-mode-hold-to-talk'
import { VoiceModeSpeaking } from './voice-mode-speaking'
import { VoiceModeToggle } from './voice-mode-toggle'
import { VoiceModeVoicePicker } from './voice-mode-voice-picker'

export function VoiceModeBar({ voice, isChatBusy }: { voice: VoiceMode; isChatBusy: boolean }) {
  const { t } = useTranslation('chat')
  return (
    <div className="flex flex-col gap-2 border-t border-[var(--border)] bg-[var(--surface-muted)] px-3 py-2">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <VoiceModeToggle isOn={voice.isOn} onToggle={voice.toggle} />
        {voice.isOn && <VoiceModeVoicePicker voiceId={voice.voiceId} onChange={voice.setVoiceId} />}
      </div>
      {voice.isOn && (
        <div className="flex flex-wrap items-start justify-between gap-2">
          <VoiceModeHoldToTalk
            recorder={voice.recorder}
            isBlocked={isChatBusy || voice.speech.status !== 'idle'}
          />
          <VoiceModeSpeaking status={voice.speech.status} onStop={voice.speech.stop} />
        </div>
      )}
      <p aria-live="polite" className="empty:hidden flex items-start gap-1.5 text-sm font-semibold">
        {voice.isOn && voice.notice && (
          <>
            <Info aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-[var(--accent)]" />
            {t(`voiceMode.${voice.notice}`)}
          </>
        )}
      </p>
    </div>
  )
}
