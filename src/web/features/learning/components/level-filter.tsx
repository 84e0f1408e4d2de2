// The level filter of the facts: "All levels" and one toggle button per level present (1 youngest to 5).
import { useTranslation } from 'react-i18next'
import { cn } from '../../../ui/cn'

interface LevelFilterProps {
  levels: readonly number[]
  selected: number | null
  onSelect: (level: number | null) => void
}

const CHIP = 'min-h-11 rounded-full border px-4 text-sm font-semibold transition'

export function LevelFilter({ levels, selected, onSelect }: LevelFilterProps) {
  const { t } = useTranslation('learning')
  const chip = (value: number | null, label: string) => (
    <button
      key={value ?? 'all'}
      type="button"
      aria-pressed={selected === value}
      onClick={() => onSelect(value)}
      className={cn(
        CHIP,
        selected === value
          ? 'border-[var(--accent)] bg-[var(--accent)] text-[var(--accent-fg)]'
          : 'border-[var(--border)] bg-[var(--surface)] text-[var(--fg)] hover:bg-[var(--surface-muted)]',
      )}
    >
      {label}
    </button>
  )
  return (
    <fieldset className="flex flex-wrap gap-2">
      <legend className="sr-only">{t('filter.levelLabel')}</legend>
      {chip(null, t('filter.allLevels'))}
      {levels.map((level) => chip(level, t('fact.level', { level })))}
    </fieldset>
  )
}
