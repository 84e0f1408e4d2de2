// The "Voice mode" switch of the text chat: a toggle button (aria-pressed), operable by pointer and keyboard.
import { Volume2, VolumeX } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../ui/button'

export function VoiceModeToggle({ isOn, onToggle }: { isOn: boolean; onToggle: () => void }) {
  const { t } = useTranslation('chat')
  const Icon = isOn ? Volume2 : VolumeX
  return (
    <Button variant={isOn ? 'accent' : 'outline'} size="sm" aria-pressed={isOn} onClick={onToggle}>
      <Icon aria-hidden className="h-4 w-4" />
      {t('voiceMode.toggle')}
    </Button>
  )
}
