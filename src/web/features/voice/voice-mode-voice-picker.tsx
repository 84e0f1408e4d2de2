// Chooses which of the simple chat's five voices (spec 3) Mochi speaks with in voice mode.
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { SIMPLE_CHAT_VOICES } from '../../../shared/voice/voices'

export function VoiceModeVoicePicker({
  voiceId,
  onChange,
}: {
  voiceId: string
  onChange: (id: string) => void
}) {
  const { t, i18n } = useTranslation('chat')
  const id = useId()
  const language = (i18n.resolvedLanguage ?? i18n.language ?? 'en').startsWith('es') ? 'es' : 'en'
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-semibold">
        {t('voiceMode.voice')}
      </label>
      <select
        id={id}
        value={voiceId}
        onChange={(event) => onChange(event.target.value)}
        className="surface min-h-9 rounded-xl px-2 text-sm"
      >
        {SIMPLE_CHAT_VOICES.map((voice) => (
          <option key={voice.id} value={voice.id}>
            {voice.name} — {voice.chatDescription[language]}
          </option>
        ))}
      </select>
    </div>
  )
}
