// A header icon button whose dialog code loads on first hover, focus or tap (keeping dialogs out of the first
// load). Its name is a tooltip: beside the nav the header has no room for words at any width.
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
    <Button variant="ghost" className="min-w-11 px-2" aria-label={label} title={label}>
      {icon}
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
      className="min-w-11 px-2"
      aria-label={label}
      title={label}
      aria-haspopup="dialog"
      onPointerEnter={() => void load()}
      onFocus={() => void load()}
      onClick={() => setIsWanted(true)}
    >
      {icon}
    </Button>
  )
}
