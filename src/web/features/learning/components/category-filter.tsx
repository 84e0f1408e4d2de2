// The category filter: "All Topics" and one toggle button per category.
import { useTranslation } from 'react-i18next'
import { cn } from '../../../ui/cn'
import { categoryName } from '../category-name'

interface CategoryFilterProps {
  categories: readonly string[]
  selected: string | null
  onSelect: (category: string | null) => void
}

const CHIP = 'min-h-11 rounded-full border px-4 text-sm font-semibold transition'

export function CategoryFilter({ categories, selected, onSelect }: CategoryFilterProps) {
  const { t } = useTranslation('learning')
  const chip = (value: string | null, label: string) => {
    const isSelected = selected === value
    return (
      <button
        key={value ?? 'all'}
        type="button"
        aria-pressed={isSelected}
        onClick={() => onSelect(value)}
        className={cn(
          CHIP,
          isSelected
            ? 'border-[var(--primary)] bg-[var(--primary)] text-[var(--primary-fg)]'
            : 'border-[var(--border)] bg-[var(--surface)] text-[var(--fg)] hover:bg-[var(--surface-muted)]',
        )}
      >
        {label}
      </button>
    )
  }
  return (
    <fieldset className="flex flex-wrap gap-2">
      <legend className="sr-only">{t('filter.label')}</legend>
      {chip(null, t('filter.all'))}
      {categories.map((category) => chip(category, categoryName(t, category)))}
    </fieldset>
  )
}
