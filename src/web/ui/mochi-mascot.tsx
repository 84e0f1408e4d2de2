// Mochi the bee, drawn inline so it shows instantly and scales crisply; a pose per chat mood changes only the face
// and one small prop, so every pose costs a few dozen bytes.
import type { Mood } from '@shared/chat-message'
import { cn } from './cn'

export type MochiPose = 'happy' | Mood

const INK = '#1f2937'

/** Eyes, mouth and one extra per pose; the body, wings and stripes are shared. */
function Face({ pose }: { pose: MochiPose }) {
  switch (pose) {
    case 'excited':
      return (
        <g data-pose="excited">
          <circle cx="26" cy="34" r="3.2" fill={INK} />
          <circle cx="38" cy="34" r="3.2" fill={INK} />
          <circle cx="27" cy="33" r="1.1" fill="#fff" />
          <circle cx="39" cy="33" r="1.1" fill="#fff" />
          <path d="M26 41 q6 8 12 0 z" fill={INK} />
          <path d="M29.5 44 q2.5 2 5 0" fill="#f87171" />
          <path
            d="M8 14 l2 4 l4 1 l-4 1 l-2 4 l-2 -4 l-4 -1 l4 -1 z M56 12 l1.5 3 l3 1 l-3 1 l-1.5 3 l-1.5 -3 l-3 -1 l3 -1 z"
            fill="#f5b700"
            stroke={INK}
            strokeWidth="1"
          />
        </g>
      )
    case 'helpful':
      return (
        <g data-pose="helpful">
          <circle cx="26" cy="35" r="2.5" fill={INK} />
          <circle cx="38" cy="35" r="2.5" fill={INK} />
          <path d="M27 42 q5 4 10 0" fill="none" stroke={INK} strokeWidth="2" strokeLinecap="round" />
          <path d="M52 44 v10" stroke="#16a34a" strokeWidth="2" />
          <circle cx="52" cy="42" r="4" fill="#f9a8d4" stroke={INK} strokeWidth="1" />
          <circle cx="52" cy="42" r="1.5" fill="#f5b700" />
        </g>
      )
    case 'funny':
      return (
        <g data-pose="funny">
          <path d="M23 35 q3 -2 6 0" fill="none" stroke={INK} strokeWidth="2" strokeLinecap="round" />
          <circle cx="38" cy="35" r="2.5" fill={INK} />
          <path d="M26 41 q6 5 12 0" fill="none" stroke={INK} strokeWidth="2" strokeLinecap="round" />
          <path d="M31 43 q2 5 4 0" fill="#f87171" stroke={INK} strokeWidth="1" />
        </g>
      )
    case 'thinking':
      return (
        <g data-pose="thinking">
          <circle cx="27" cy="33" r="2.5" fill={INK} />
          <circle cx="39" cy="33" r="2.5" fill={INK} />
          <path d="M28 43 h8" stroke={INK} strokeWidth="2" strokeLinecap="round" />
          <circle cx="52" cy="10" r="7" fill="#fff" stroke={INK} strokeWidth="1.5" />
          <circle cx="45" cy="19" r="1.5" fill="#fff" stroke={INK} strokeWidth="1" />
          <text x="52" y="14" textAnchor="middle" fontSize="10" fontWeight="700" fill={INK}>
            ?
          </text>
        </g>
      )
    default:
      return (
        <g data-pose="happy">
          <circle cx="26" cy="35" r="2.5" fill={INK} />
          <circle cx="38" cy="35" r="2.5" fill={INK} />
          <path d="M27 42 q5 4 10 0" fill="none" stroke={INK} strokeWidth="2" strokeLinecap="round" />
        </g>
      )
  }
}

export function MochiMascot({
  className,
  title,
  pose = 'happy',
}: {
  className?: string
  title?: string
  pose?: MochiPose
}) {
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
        stroke={INK}
        strokeWidth="2"
        transform="rotate(-25 22 20)"
      />
      <ellipse
        cx="42"
        cy="20"
        rx="12"
        ry="9"
        fill="#dbeafe"
        stroke={INK}
        strokeWidth="2"
        transform="rotate(25 42 20)"
      />
      <ellipse cx="32" cy="38" rx="20" ry="17" fill="#f5b700" stroke={INK} strokeWidth="2" />
      <path
        d="M20 28 q12 6 24 0 M15 38 q17 8 34 0 M18 48 q14 6 28 0"
        fill="none"
        stroke={INK}
        strokeWidth="4"
        strokeLinecap="round"
      />
      <circle cx="22" cy="40" r="2.5" fill="#f9a8d4" />
      <circle cx="42" cy="40" r="2.5" fill="#f9a8d4" />
      <Face pose={pose} />
    </svg>
  )
}
