// A labelled form field with its error message wired to aria-describedby.
import { type InputHTMLAttributes, useId } from 'react'
import { cn } from './cn'

interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string
  error?: string
  hint?: string
}

export function Field({ label, error, hint, className, id, ...props }: FieldProps) {
  const generated = useId()
  const inputId = id ?? generated
  const errorId = `${inputId}-error`
  const hintId = `${inputId}-hint`
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={inputId} className="font-semibold">
        {label}
      </label>
      <input
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={cn(
          'surface min-h-11 rounded-xl px-3 text-base text-[var(--fg)]',
          error && 'border-[var(--danger)]',
          className,
        )}
        {...props}
      />
      {hint && (
        <p id={hintId} className="text-sm text-[var(--fg-muted)]">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} role="alert" className="text-sm font-semibold text-[var(--danger)]">
          {error}
        </p>
      )}
    </div>
  )
}
