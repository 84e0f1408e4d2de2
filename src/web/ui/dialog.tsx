// Dialogs and side sheets on Radix Dialog: focus trap, Escape to close, labelled title, a close button.
import { X } from 'lucide-react'
import { Dialog as RadixDialog } from 'radix-ui'
import type { ReactNode } from 'react'
import { cn } from './cn'

export const Dialog = RadixDialog.Root
export const DialogTrigger = RadixDialog.Trigger
export const DialogClose = RadixDialog.Close

type Layout = 'center' | 'sheet-right' | 'full'

const LAYOUTS: Record<Layout, string> = {
  center: 'left-1/2 top-1/2 w-[min(92vw,32rem)] max-h-[90dvh] -translate-x-1/2 -translate-y-1/2 rounded-3xl',
  'sheet-right': 'right-0 top-0 h-dvh w-[min(92vw,24rem)] rounded-l-3xl',
  full: 'inset-0 h-dvh w-screen',
}

interface DialogContentProps {
  title: string
  description?: string
  layout?: Layout
  closeLabel: string
  children: ReactNode
  className?: string
}

export function DialogContent({
  title,
  description,
  layout = 'center',
  closeLabel,
  children,
  className,
}: DialogContentProps) {
  return (
    <RadixDialog.Portal>
      <RadixDialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
      <RadixDialog.Content
        className={cn(
          'surface fixed z-50 flex flex-col overflow-y-auto p-5 text-[var(--fg)] shadow-xl',
          LAYOUTS[layout],
          className,
        )}
        aria-describedby={description ? undefined : undefined}
      >
        <div className="mb-3 flex items-start justify-between gap-3">
          <RadixDialog.Title className="font-display text-2xl font-extrabold">{title}</RadixDialog.Title>
          <RadixDialog.Close
            className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full hover:bg-[var(--surface-muted)]"
            aria-label={closeLabel}
          >
            <X aria-hidden className="h-6 w-6" />
          </RadixDialog.Close>
        </div>
        {description ? (
          <RadixDialog.Description className="mb-3 text-[var(--fg-muted)]">
            {description}
          </RadixDialog.Description>
        ) : (
          <RadixDialog.Description className="sr-only">{title}</RadixDialog.Description>
        )}
        {children}
      </RadixDialog.Content>
    </RadixDialog.Portal>
  )
}
