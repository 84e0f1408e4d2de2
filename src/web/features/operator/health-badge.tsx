// The overall health figure: a percentage with its level in words and in colour (never colour alone).
import { cn } from '../../ui/cn'
import { healthLevel, LEVEL_COLOUR } from './health-level'
import { useOperatorT } from './use-operator-t'

export function HealthBadge({ percent, className }: { percent: number; className?: string }) {
  const { t } = useOperatorT()
  const level = healthLevel(percent)
  const colour = LEVEL_COLOUR[level]
  return (
    <span
      data-level={level}
      className={cn('inline-flex items-center gap-2 rounded-full px-3 py-1 font-bold', className)}
      style={{ background: colour.bg, color: colour.fg }}
    >
      <span>{t('health.percent', { percent })}</span>
      <span className="font-semibold">{t(`level.${level}`)}</span>
    </span>
  )
}
