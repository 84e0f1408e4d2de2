// "My garden": one plant for every fact learned, game completed and lesson finished. Older plants grow taller,
// the garden rises through levels and bees come to visit once it blooms.
import { useTranslation } from 'react-i18next'
import { Card } from '../../../ui/card'
import { cn } from '../../../ui/cn'
import { gardenBees, gardenLevel, gardenPlants } from '../garden-growth'

const SHOWN = 24
const STAGE_SIZES = ['text-xl', 'text-2xl', 'text-3xl', 'text-4xl'] as const

export function MyGardenStrip({ plants }: { plants: number }) {
  const { t } = useTranslation('learning')
  const level = gardenLevel(plants)
  const bees = gardenBees(plants)
  return (
    <Card aria-labelledby="my-garden-title" data-garden-level={level}>
      <h2 id="my-garden-title" className="font-display text-2xl font-bold">
        {t('garden.title')}
      </h2>
      <p className="mt-1 font-semibold" role="status">
        <span>{t('garden.count', { count: plants })}</span> ·{' '}
        <span className="text-[var(--accent)]">{t(`garden.levels.${level}`)}</span>
      </p>
      <div
        aria-hidden="true"
        className="relative mt-3 flex min-h-20 flex-wrap items-end gap-1 rounded-2xl border-b-8 border-[var(--accent)] bg-[var(--surface-muted)] p-3"
      >
        {plants === 0 ? (
          <span className="text-base text-[var(--fg-muted)]">{t('garden.empty')}</span>
        ) : (
          gardenPlants(plants, SHOWN).map((plant, index) => (
            <span key={index} className={cn('leading-none', STAGE_SIZES[plant.stage])}>
              {plant.emoji}
            </span>
          ))
        )}
        {plants > SHOWN && (
          <span className="text-base font-semibold">{t('garden.more', { count: plants - SHOWN })}</span>
        )}
        {Array.from({ length: bees }, (_, index) => (
          <span
            key={`bee-${index}`}
            className="animate-float absolute text-xl"
            style={{
              top: `${8 + ((index * 17) % 30)}%`,
              left: `${10 + index * 18}%`,
              animationDelay: `${index}s`,
            }}
          >
            🐝
          </span>
        ))}
      </div>
      {plants === 0 && <p className="sr-only">{t('garden.empty')}</p>}
      <p className="mt-2 text-sm text-[var(--fg-muted)]">{t('garden.how')}</p>
    </Card>
  )
}
