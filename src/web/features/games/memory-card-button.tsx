// One memory card as a button: a honeycomb back, the flower once turned, a check mark when matched.
import type { MemoryCard } from '@shared/games/memory'
import { CircleCheck, Hexagon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { cn } from '../../ui/cn'

interface MemoryCardButtonProps {
  card: MemoryCard
  /** 1-based position on the board, read out for face-down cards. */
  number: number
  flowerName: string
  shouldAnimate: boolean
  onFlip: (cardId: number) => void
}

export function MemoryCardButton({ card, number, flowerName, shouldAnimate, onFlip }: MemoryCardButtonProps) {
  const { t } = useTranslation('games')
  const isFaceUp = card.flipped || card.matched
  const label = card.matched
    ? t('memory.cardMatched', { flower: flowerName })
    : card.flipped
      ? t('memory.cardFaceUp', { flower: flowerName })
      : t('memory.cardFaceDown', { number })
  return (
    <button
      type="button"
      aria-label={label}
      // aria-disabled keeps focus on a card that was just turned, where `disabled` would drop it.
      aria-disabled={isFaceUp ? 'true' : undefined}
      onClick={() => onFlip(card.id)}
      className={cn(
        'relative aspect-square w-full rounded-2xl [perspective:600px]',
        isFaceUp ? 'cursor-default' : 'cursor-pointer',
      )}
    >
      <span
        className={cn(
          'relative block h-full w-full [transform-style:preserve-3d]',
          shouldAnimate && 'transition-transform duration-300 ease-out',
          isFaceUp && '[transform:rotateY(180deg)]',
        )}
      >
        <span
          aria-hidden="true"
          className="absolute inset-0 flex items-center justify-center rounded-2xl border-2 border-[var(--border)] bg-[var(--primary)] text-[var(--primary-fg)] shadow-sm [backface-visibility:hidden]"
        >
          <Hexagon className="h-1/2 w-1/2" />
        </span>
        <span
          aria-hidden="true"
          className={cn(
            'absolute inset-0 flex items-center justify-center rounded-2xl border-2 bg-[var(--surface)] [backface-visibility:hidden] [transform:rotateY(180deg)]',
            card.matched ? 'border-[var(--accent)]' : 'border-[var(--border)]',
          )}
        >
          {/* The flower is only in the page once turned, so nothing leaks from a face-down card. */}
          {isFaceUp && <span className="text-3xl sm:text-4xl">{card.emoji}</span>}
          {card.matched && <CircleCheck className="absolute right-1 top-1 h-5 w-5 text-[var(--accent)]" />}
        </span>
      </span>
    </button>
  )
}
