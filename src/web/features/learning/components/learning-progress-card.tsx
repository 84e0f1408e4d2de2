// "Your Learning Progress": one bar per fact category, completed/total.
import { useTranslation } from 'react-i18next'
import { Card } from '../../../ui/card'
import { ProgressBar } from '../../games/progress-bar'
import { categoryName } from '../category-name'
import type { CategoryProgress } from '../category-progress'

export function LearningProgressCard({ categories }: { categories: readonly CategoryProgress[] }) {
  const { t } = useTranslation('learning')
  return (
    <Card aria-labelledby="learning-progress-title">
      <h2 id="learning-progress-title" className="font-display text-2xl font-bold">
        {t('progress.title')}
      </h2>
      <ul className="mt-3 grid grid-cols-1 gap-x-6 gap-y-3 md:grid-cols-2">
        {categories.map(({ category, completed, total }) => {
          const name = categoryName(t, category)
          return (
            <li key={category}>
              <div className="flex justify-between gap-2 text-sm font-semibold">
                <span>{name}</span>
                <span>{t('progress.count', { completed, total })}</span>
              </div>
              <ProgressBar
                percent={total === 0 ? 0 : (completed / total) * 100}
                label={t('progress.barLabel', { category: name, completed, total })}
                className="mt-1"
              />
            </li>
          )
        })}
      </ul>
    </Card>
  )
}
