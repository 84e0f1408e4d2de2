// The voice settings card (spec 2.9): voice replies on/off; when on, the voice and its four sliders.
import { SLIDER } from '@shared/constants'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { SETTINGS_VOICES } from '../../../shared/voice/voices'
import { Card } from '../../ui/card'
import { useVoiceSettings, type VoiceSettingsState } from './use-voice-settings'

type SliderName = 'volume' | 'stability' | 'similarityBoost' | 'style'
const SLIDERS: SliderName[] = ['volume', 'stability', 'similarityBoost', 'style']

export function VoiceSettingsCard() {
  const { t, i18n } = useTranslation('voice')
  const { settings, update } = useVoiceSettings()
  const id = useId()
  const language = i18n.language?.startsWith('es') ? 'es' : 'en'
  return (
    <Card className="space-y-4">
      <h2 className="text-xl font-bold">{t('settings.title')}</h2>
      <label className="flex items-center justify-between gap-3">
        <span className="font-semibold">{t('settings.enabled')}</span>
        <input
          type="checkbox"
          role="switch"
          aria-checked={settings.enabled}
          className="h-6 w-6 accent-[var(--primary)]"
          checked={settings.enabled}
          onChange={(event) => update({ enabled: event.target.checked })}
        />
      </label>
      {settings.enabled ? (
        <div className="space-y-4">
          <div className="space-y-1">
            <label htmlFor={`${id}-voice`} className="font-semibold">
              {t('settings.voice')}
            </label>
            <select
              id={`${id}-voice`}
              className="surface w-full rounded-xl p-2"
              value={settings.voiceId}
              onChange={(event) => update({ voiceId: event.target.value })}
            >
              {SETTINGS_VOICES.map((voice) => (
                <option key={voice.id} value={voice.id}>
                  {voice.name} — {voice.description[language]}
                </option>
              ))}
            </select>
          </div>
          {SLIDERS.map((name) => (
            <SettingSlider
              key={name}
              id={`${id}-${name}`}
              name={name}
              settings={settings}
              onChange={update}
            />
          ))}
        </div>
      ) : (
        <p className="text-sm opacity-80">{t('settings.disabledHint')}</p>
      )}
    </Card>
  )
}

function SettingSlider({
  id,
  name,
  settings,
  onChange,
}: {
  id: string
  name: SliderName
  settings: VoiceSettingsState
  onChange: (change: Partial<VoiceSettingsState>) => void
}) {
  const { t } = useTranslation('voice')
  const value = settings[name]
  return (
    <div className="space-y-1">
      <div className="flex justify-between">
        <label htmlFor={id} className="font-semibold">
          {t(`settings.${name}`)}
        </label>
        <span aria-hidden="true">{value.toFixed(1)}</span>
      </div>
      <input
        id={id}
        type="range"
        className="w-full accent-[var(--primary)]"
        min={SLIDER.min}
        max={SLIDER.max}
        step={SLIDER.step}
        value={value}
        onChange={(event) => onChange({ [name]: Math.round(Number(event.target.value) * 10) / 10 })}
      />
    </div>
  )
}
