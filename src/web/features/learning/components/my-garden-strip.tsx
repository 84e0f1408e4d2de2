// "My garden": one plant for every fact learned, game completed and lesson finished.
import { useTranslation } from 'react-i18next'
import { Card } from '../../../ui/card'

const PLANTS = ['🌱', '🌷', '🌻', '🌿', '🌼', '🌸', '🪴', '🌾']
const SHOWN = 24

export function MyGardenStrip({ plants }: { plants: number }) {
  const { t } = useTranslation('learning')
  const shown = Math.min(plants, SHOWN)
  return (
    <Card aria-labelledby="my-garden-title">
      <h2 id="my-garden-title" className="font-display text-2xl font-bold">
        {t('garden.title')}
      </h2>
      <p className="mt-1 font-semibold" role="status">
        {t('garden.count', { count: plants })}
      </p>
      <div
        aria-hidden="true"
        className="mt-3 flex min-h-16 flex-wrap items-end gap-1 rounded-2xl border-b-8 border-[var(--accent)] bg-[var(--surface-muted)] p-3 text-3xl"
      >
        {plants === 0 ? (
          <span className="text-base text-[var(--fg-muted)]">{t('garden.empty')}</span>
        ) : (
          Array.from({ length: shown }, (_, index) => (
            <span key={index}>{PLANTS[index % PLANTS.length]}</span>
          ))
        )}
        {plants > SHOWN && (
          <span className="text-base font-semibold">{t('garden.more', { count: plants - SHOWN })}</span>
        )}
      </div>
      {plants === 0 && <p className="sr-only">{t('garden.empty')}</p>}
      <p className="mt-2 text-sm text-[var(--fg-muted)]">{t('garden.how')}</p>
    </Card>
  )
}
