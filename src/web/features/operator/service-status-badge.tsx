// A service's state (spec 4): healthy, unhealthy, error, not configured or unknown, each with its own icon; only
// healthy gets the solid default badge, and "not configured" is its own state, never shown as healthy.
import { AlertTriangle, CheckCircle2, HelpCircle, MinusCircle, XCircle } from 'lucide-react'
import { cn } from '../../ui/cn'
import { useOperatorT } from './use-operator-t'

const KNOWN = ['healthy', 'unhealthy', 'error', 'not_configured'] as const
type Known = (typeof KNOWN)[number] | 'unknown'

const ICONS = {
  healthy: CheckCircle2,
  unhealthy: XCircle,
  error: AlertTriangle,
  not_configured: MinusCircle,
  unknown: HelpCircle,
} as const
const STYLES: Record<Known, string> = {
  healthy: 'bg-[var(--accent)] text-[var(--accent-fg)]',
  unhealthy: 'border border-[var(--danger)] text-[var(--danger)]',
  error: 'border border-[var(--danger)] text-[var(--danger)]',
  not_configured: 'border border-dashed border-[var(--border)] text-[var(--fg-muted)]',
  unknown: 'border border-[var(--border)] text-[var(--fg-muted)]',
}

export function ServiceStatusBadge({ status }: { status: string }) {
  const { t } = useOperatorT()
  const known: Known = (KNOWN as readonly string[]).includes(status) ? (status as Known) : 'unknown'
  const Icon = ICONS[known]
  return (
    <span
      data-status={known}
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-sm font-semibold',
        STYLES[known],
      )}
    >
      <Icon aria-hidden className="h-4 w-4" />
      {t(`status.${known}`)}
    </span>
  )
}
