// The wide-screen options panel of the voice page (spec 2.4): only realtime chat is available today.
import { useTranslation } from 'react-i18next'
import { Card } from '../../ui/card'

const OPTIONS = [
  { key: 'realtime', badge: 'recommended' },
  { key: 'simple', badge: 'comingSoon' },
  { key: 'webrtc', badge: 'comingSoon' },
] as const

export function VoiceOptionsPanel() {
  const { t } = useTranslation('voice')
  return (
    <Card className="space-y-3">
      <h2 className="text-lg font-bold">{t('options.title')}</h2>
      <ul className="space-y-2">
        {OPTIONS.map((option) => (
          <li
            key={option.key}
            aria-current={option.key === 'realtime' ? 'true' : undefined}
            className={
              option.key === 'realtime'
                ? 'rounded-2xl border-2 border-[var(--primary)] p-3'
                : 'p-3 opacity-70'
            }
          >
            <span className="font-semibold">{t(`options.${option.key}`)}</span>{' '}
            <span className="text-xs">({t(`options.${option.badge}`)})</span>
          </li>
        ))}
      </ul>
    </Card>
  )
}
