// One topic tile of the hub: a link to a lesson (optionally with an action on the way), or a button.
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { cn } from '../../../ui/cn'

interface TopicCardProps {
  emoji: string
  title: string
  description: string
  badge?: ReactNode
  to?: string
  onSelect?: () => void
}

const TILE =
  'flex h-full w-full flex-col gap-2 rounded-3xl border border-[var(--border)] bg-[var(--surface)] p-5 text-left shadow-sm transition hover:-translate-y-0.5 hover:bg-[var(--surface-muted)]'

export function TopicCard({ emoji, title, description, badge, to, onSelect }: TopicCardProps) {
  const body = (
    <>
      <span aria-hidden="true" className="text-4xl">
        {emoji}
      </span>
      <span className="font-display text-xl font-bold">{title}</span>
      <span className="text-[var(--fg-muted)]">{description}</span>
      {badge && (
        <span className="mt-auto self-start rounded-full bg-[var(--accent)] px-3 py-1 text-sm font-semibold text-[var(--accent-fg)]">
          {badge}
        </span>
      )}
    </>
  )
  if (to) {
    return (
      <Link to={to} onClick={onSelect} className={cn(TILE, 'text-[var(--fg)] no-underline')}>
        {body}
      </Link>
    )
  }
  return (
    <button type="button" onClick={onSelect} className={cn(TILE, 'text-[var(--fg)]')}>
      {body}
    </button>
  )
}
