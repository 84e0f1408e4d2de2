// One answer button: once answered, the right answer turns green with a check and a wrong pick red with a cross.
import { CircleCheck, CircleX } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { cn } from '../../ui/cn'

export type OptionResult = 'open' | 'correct' | 'wrong' | 'other'

interface TriviaOptionButtonProps {
  letter: string
  text: string
  result: OptionResult
  onChoose: () => void
}

const LOOKS: Record<OptionResult, string> = {
  open: 'surface hover:bg-[var(--surface-muted)] cursor-pointer',
  correct: 'border-2 border-[var(--accent)] bg-[var(--accent)] text-[var(--accent-fg)]',
  wrong: 'border-2 border-[var(--danger)] bg-[var(--danger)] text-[var(--danger-fg)]',
  other: 'surface opacity-70',
}

export function TriviaOptionButton({ letter, text, result, onChoose }: TriviaOptionButtonProps) {
  const { t } = useTranslation('games')
  const isLocked = result !== 'open'
  return (
    <button
      type="button"
      // aria-disabled keeps focus on the chosen answer; `disabled` would throw it back to the page.
      aria-disabled={isLocked ? 'true' : undefined}
      onClick={isLocked ? undefined : onChoose}
      className={cn(
        'flex min-h-12 w-full items-center gap-3 rounded-2xl px-4 py-2 text-start text-base font-semibold',
        isLocked && 'cursor-default',
        LOOKS[result],
      )}
    >
      <span
        aria-hidden="true"
        className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full border border-current"
      >
        {letter}
      </span>
      <span className="flex-1">{text}</span>
      {result === 'correct' && (
        <>
          <CircleCheck aria-hidden="true" className="h-6 w-6 shrink-0" />
          <span className="sr-only">({t('trivia.correctAnswer')})</span>
        </>
      )}
      {result === 'wrong' && (
        <>
          <CircleX aria-hidden="true" className="h-6 w-6 shrink-0" />
          <span className="sr-only">({t('trivia.wrongAnswer')})</span>
        </>
      )}
    </button>
  )
}
