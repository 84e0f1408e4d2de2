// A difficulty badge: green Easy, yellow Medium, red Hard, always with its word and a signal icon so colour is never the only cue.
import type { GameDifficulty } from '@shared/games/difficulty'
import { type LucideIcon, SignalHigh, SignalLow, SignalMedium } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { cn } from '../../ui/cn'

const LOOKS: Record<
  GameDifficulty,
  { key: `difficulty.${'easy' | 'medium' | 'hard'}`; className: string; icon: LucideIcon }
> = {
  Easy: { key: 'difficulty.easy', className: 'bg-[var(--accent)] text-[var(--accent-fg)]', icon: SignalLow },
  Medium: {
    key: 'difficulty.medium',
    className: 'bg-[var(--primary)] text-[var(--primary-fg)]',
    icon: SignalMedium,
  },
  Hard: { key: 'difficulty.hard', className: 'bg-[var(--danger)] text-[var(--danger-fg)]', icon: SignalHigh },
}

export function DifficultyBadge({
  difficulty,
  className,
}: {
  difficulty: GameDifficulty
  className?: string
}) {
  const { t } = useTranslation('games')
  const look = LOOKS[difficulty]
  const Icon = look.icon
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full border border-[var(--border)] px-2.5 py-0.5 text-sm font-semibold',
        look.className,
        className,
      )}
    >
      <Icon aria-hidden="true" className="h-4 w-4" />
      {t(look.key)}
    </span>
  )
}
