// Mochi the bee, drawn inline so it shows instantly and scales crisply.
import { cn } from './cn'

export function MochiMascot({ className, title }: { className?: string; title?: string }) {
  return (
    <svg
      viewBox="0 0 64 64"
      className={cn('h-16 w-16', className)}
      role="img"
      aria-label={title}
      aria-hidden={title ? undefined : true}
    >
      <title>{title ?? 'Mochi'}</title>
      <ellipse
        cx="22"
        cy="20"
        rx="12"
        ry="9"
        fill="#dbeafe"
        stroke="#1f2937"
        strokeWidth="2"
        transform="rotate(-25 22 20)"
      />
      <ellipse
        cx="42"
        cy="20"
        rx="12"
        ry="9"
        fill="#dbeafe"
        stroke="#1f2937"
        strokeWidth="2"
        transform="rotate(25 42 20)"
      />
      <ellipse cx="32" cy="38" rx="20" ry="17" fill="#f5b700" stroke="#1f2937" strokeWidth="2" />
      <path
        d="M20 28 q12 6 24 0 M15 38 q17 8 34 0 M18 48 q14 6 28 0"
        fill="none"
        stroke="#1f2937"
        strokeWidth="4"
        strokeLinecap="round"
      />
      <circle cx="26" cy="35" r="2.5" fill="#1f2937" />
      <circle cx="38" cy="35" r="2.5" fill="#1f2937" />
      <path d="M27 42 q5 4 10 0" fill="none" stroke="#1f2937" strokeWidth="2" strokeLinecap="round" />
      <circle cx="22" cy="40" r="2.5" fill="#f9a8d4" />
      <circle cx="42" cy="40" r="2.5" fill="#f9a8d4" />
    </svg>
  )
}
