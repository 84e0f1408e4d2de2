// A labelled horizontal progress bar (0–100) drawn with theme colours.
import { cn } from '../../ui/cn'

interface ProgressBarProps {
  percent: number
  label: string
  className?: string
}

export function ProgressBar({ percent, label, className }: ProgressBarProps) {
  const value = Math.round(Math.max(0, Math.min(100, percent)))
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      className={cn(
        'h-3 w-full overflow-hidden rounded-full border border-[var(--border)] bg-[var(--surface-muted)]',
        className,
      )}
    >
      <div
        className="h-full rounded-full bg-[var(--accent)] transition-[width]"
        style={{ width: `${value}%` }}
      />
    </div>
  )
}
