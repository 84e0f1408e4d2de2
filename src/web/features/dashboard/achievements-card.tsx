// The five achievements of spec 3, earned ones highlighted, each with what it takes.
import { Award, Lock } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Card } from '../../ui/card'
import { cn } from '../../ui/cn'
import { ACHIEVEMENTS, earnedAchievements, type ProgressSnapshot } from '../progress/local-progress'

export function AchievementsCard({ progress }: { progress: ProgressSnapshot }) {
  const { t } = useTranslation(['chat', 'shell'])
  const earned = new Set(earnedAchievements(progress))
  return (
    <Card className="flex flex-col gap-3">
      <h2 className="text-xl font-bold">{t('chat:dashboard.achievementsTitle')}</h2>
      <ul className="grid gap-2 sm:grid-cols-2">
        {ACHIEVEMENTS.map((id) => {
          const isEarned = earned.has(id)
          return (
            <li
              key={id}
              className={cn(
                'flex items-start gap-2 rounded-2xl border-2 p-2',
                isEarned ? 'border-[var(--accent)] bg-[var(--surface-muted)]' : 'border-[var(--border)]',
              )}
            >
              {isEarned ? (
                <Award aria-hidden className="mt-0.5 h-5 w-5 shrink-0 text-[var(--accent)]" />
              ) : (
                <Lock aria-hidden className="mt-0.5 h-5 w-5 shrink-0 text-[var(--fg-muted)]" />
              )}
              <span>
                <span className="block font-semibold">
                  {t(`shell:achievements.${id}`)}{' '}
                  <span className="text-sm font-normal text-[var(--fg-muted)]">
                    ({isEarned ? t('chat:dashboard.earned') : t('chat:dashboard.notYet')})
                  </span>
                </span>
                <span className="block text-sm text-[var(--fg-muted)]">
                  {t(`chat:achievementHints.${id}`)}
                </span>
              </span>
            </li>
          )
        })}
      </ul>
    </Card>
  )
}
