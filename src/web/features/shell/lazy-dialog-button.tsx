// A header button whose dialog code loads on first hover, focus or tap (keeping dialogs out of the first load).
import { type ComponentType, lazy, type ReactNode, Suspense, useState } from 'react'
import { Button } from '../../ui/button'

interface LazyDialogButtonProps {
  label: string
  icon: ReactNode
  /** Loads a dialog that takes a trigger element and opens itself when it is clicked. */
  load: () => Promise<ComponentType<{ trigger: ReactNode; defaultOpen?: boolean }>>
}

export function LazyDialogButton({ label, icon, load }: LazyDialogButtonProps) {
  const [Dialog] = useState(() => lazy(async () => ({ default: await load() })))
  const [isWanted, setIsWanted] = useState(false)
  const trigger = (
    <Button variant="ghost" className="min-w-11 px-2 xl:px-4" aria-label={label}>
      {icon}
      <span aria-hidden className="hidden whitespace-nowrap xl:inline">
        {label}
      </span>
    </Button>
  )
  if (isWanted) {
    return (
      <Suspense fallback={trigger}>
        <Dialog trigger={trigger} defaultOpen />
      </Suspense>
    )
  }
  return (
    <Button
      variant="ghost"
      className="min-w-11 px-2 xl:px-4"
      aria-label={label}
      aria-haspopup="dialog"
      onPointerEnter={() => void load()}
      onFocus={() => void load()}
      onClick={() => setIsWanted(true)}
    >
      {icon}
      <span aria-hidden className="hidden whitespace-nowrap xl:inline">
        {label}
      </span>
    </Button>
  )
}
