// "My achievements": the five achievements of spec 3 with how to earn each, and the progress percent of spec 9.
import { useTranslation } from 'react-i18next'
import { Card } from '../../../ui/card'
import { ProgressBar } from '../../games/progress-bar'
import { ACHIEVEMENTS, type AchievementId } from '../../progress/local-progress'

interface AchievementsCardProps {
  earned: readonly AchievementId[]
  percent: number
}

export function AchievementsCard({ earned, percent }: AchievementsCardProps) {
  const { t } = useTranslation('learning')
  return (
    <Card aria-labelledby="achievements-title">
      <h2 id="achievements-title" className="font-display text-2xl font-bold">
        {t('achievements.title')}
      </h2>
      <p className="mt-1 font-semibold">{t('achievements.percent', { percent })}</p>
      <ProgressBar percent={percent} label={t('achievements.percentLabel')} className="mt-2" />
      <ul className="mt-4 flex flex-col gap-2">
        {ACHIEVEMENTS.map((id) => {
          const isEarned = earned.includes(id)
          return (
            <li key={id} className="flex items-start gap-3">
              <span aria-hidden="true" className={isEarned ? 'text-2xl' : 'text-2xl opacity-40 grayscale'}>
                🏅
              </span>
              <div>
                <p className={isEarned ? 'font-bold' : 'font-semibold text-[var(--fg-muted)]'}>
                  {t(`achievements.${id}`)}
                  <span className="sr-only">
                    {' '}
                    ({isEarned ? t('achievements.earned') : t('achievements.notYet')})
                  </span>
                </p>
                <p className="text-sm text-[var(--fg-muted)]">{t(`achievements.${id}Hint`)}</p>
              </div>
            </li>
          )
        })}
      </ul>
    </Card>
  )
}
