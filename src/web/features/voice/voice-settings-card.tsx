// Placeholder until this module is built.
import { useTranslation } from 'react-i18next'
import { ComingTogetherCard } from '../pages/coming-together-card'

export function VoiceSettingsCard() {
  const { t } = useTranslation('pages')
  return <ComingTogetherCard title={t('modules.voiceSettings')} />
}
