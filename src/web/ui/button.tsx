// The app's button: honey primary, leaf accent, outline, ghost and danger variants; large touch targets.
import { Slot } from 'radix-ui'
import type { ButtonHTMLAttributes } from 'react'
import { cn } from './cn'

const VARIANTS = {
  primary: 'bg-[var(--primary)] text-[var(--primary-fg)] hover:brightness-95 shadow-sm',
  accent: 'bg-[var(--accent)] text-[var(--accent-fg)] hover:brightness-110 shadow-sm',
  outline: 'surface text-[var(--fg)] hover:bg-[var(--surface-muted)]',
  ghost: 'bg-transparent text-[var(--fg)] hover:bg-[var(--surface-muted)]',
  danger: 'bg-[var(--danger)] text-[var(--danger-fg)] hover:brightness-110',
} as const

const SIZES = {
  sm: 'min-h-9 px-3 text-sm',
  md: 'min-h-11 px-4 text-base',
  lg: 'min-h-13 px-6 text-lg',
  icon: 'h-11 w-11 p-0',
} as const

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: keyof typeof VARIANTS
  size?: keyof typeof SIZES
  asChild?: boolean
}

export function Button({
  variant = 'primary',
  size = 'md',
  asChild,
  className,
  type,
  ...props
}: ButtonProps) {
  const Component = asChild ? Slot.Root : 'button'
  return (
    <Component
      type={asChild ? undefined : (type ?? 'button')}
      className={cn(
        'inline-flex items-center justify-center gap-2 rounded-full font-semibold transition',
        'disabled:cursor-not-allowed disabled:opacity-60',
        VARIANTS[variant],
        SIZES[size],
        className,
      )}
      {...props}
    />
  )
}
