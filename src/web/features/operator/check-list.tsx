// A titled list of yes/no checks (critical services, security, mobile), each with an icon and the word.
import { Check, X } from 'lucide-react'
import { useOperatorT } from './use-operator-t'

export function CheckList({ title, checks }: { title: string; checks: Record<string, boolean> | undefined }) {
  const { t, label } = useOperatorT()
  if (!checks) return null
  return (
    <section aria-label={title} className="space-y-2">
      <h3 className="font-bold">{title}</h3>
      <ul className="space-y-1">
        {Object.entries(checks).map(([name, ok]) => (
          <li key={name} className="flex items-center justify-between gap-3">
            <span>{label('checks', name)}</span>
            <span
              className="inline-flex items-center gap-1 font-semibold"
              style={{ color: ok ? 'var(--fg)' : 'var(--danger)' }}
            >
              {ok ? <Check aria-hidden className="h-4 w-4" /> : <X aria-hidden className="h-4 w-4" />}
              {ok ? t('yes') : t('no')}
            </span>
          </li>
        ))}
      </ul>
    </section>
  )
}
