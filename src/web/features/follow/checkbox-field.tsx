// A labelled checkbox with its error message wired to aria-describedby (the follow form's agreements).
import { type InputHTMLAttributes, type ReactNode, useId } from 'react'

interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode
  error?: string
}

export function CheckboxField({ label, error, id, ...props }: CheckboxFieldProps) {
  const generated = useId()
  const inputId = id ?? generated
  const errorId = `${inputId}-error`
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={inputId} className="flex min-h-11 items-start gap-3">
        <input
          id={inputId}
          type="checkbox"
          className="mt-1 h-5 w-5 shrink-0 accent-[var(--accent)]"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...props}
        />
        <span>{label}</span>
      </label>
      {error && (
        <p id={errorId} role="alert" className="text-sm font-semibold text-[var(--danger)]">
          {error}
        </p>
      )}
    </div>
  )
}
