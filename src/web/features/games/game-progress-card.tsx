// "Your Gaming Progress": games completed, playable games and total score, with a few tips.
import { GAMES } from '@shared/constants'
import type { GameProgressSummary } from '@shared/games/catalogue'
import { Lightbulb, Trophy } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Card } from '../../ui/card'

const TIPS = ['progress.tipMemory', 'progress.tipRead', 'progress.tipHard', 'progress.tipReplay'] as const

export function GameProgressCard({ summary }: { summary: GameProgressSummary }) {
  const { t } = useTranslation('games')
  const figures = [
    { label: t('progress.gamesCompleted'), value: summary.gamesCompleted },
    { label: t('progress.playableGames'), value: summary.playableGames },
    {
      label: t('progress.totalScore'),
      value: t('progress.totalScoreValue', { score: summary.totalScore, max: summary.maxTotalScore }),
    },
  ]
  return (
    <Card aria-labelledby="games-progress-title" role="region" className="space-y-4">
      <h3 id="games-progress-title" className="flex items-center gap-2 font-display text-xl font-bold">
        <Trophy aria-hidden="true" className="h-6 w-6 text-[var(--accent)]" />
        {t('progress.title')}
      </h3>
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        {figures.map((figure) => (
          <div key={figure.label} className="rounded-2xl bg-[var(--surface-muted)] p-3 text-center">
            <dt className="text-sm text-[var(--fg-muted)]">{figure.label}</dt>
            <dd className="font-display text-2xl font-bold text-[var(--fg)]">{figure.value}</dd>
          </div>
        ))}
      </dl>
      <p className="text-sm text-[var(--fg-muted)]">
        {t('progress.totalScoreHelp', { max: GAMES.maxScore })}
      </p>
      <div>
        <h4 className="mb-2 flex items-center gap-2 font-semibold">
          <Lightbulb aria-hidden="true" className="h-5 w-5 text-[var(--accent)]" />
          {t('progress.tipsTitle')}
        </h4>
        <ul className="list-disc space-y-1 ps-6 text-[var(--fg)]">
          {TIPS.map((tip) => (
            <li key={tip}>{t(tip)}</li>
          ))}
        </ul>
      </div>
    </Card>
  )
}
