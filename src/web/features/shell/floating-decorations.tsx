// Decorative insects and flowers drifting at the edges: fewer under 768 px, none with reduced motion.
// Painted above the page background (z-0) and below the page content (main is z-1), so they show in the gaps.
import { useIsMobile } from '../../lib/use-media-query'
import { useReducedMotion } from '../system/use-display-preferences'

const DECORATIONS = [
  { emoji: '🐝', top: '12%', left: '4%', delay: '0s' },
  { emoji: '🌸', top: '70%', left: '2%', delay: '1.5s' },
  { emoji: '🦋', top: '28%', left: '92%', delay: '3s' },
  { emoji: '🌼', top: '82%', left: '90%', delay: '2s' },
  { emoji: '🐞', top: '50%', left: '95%', delay: '4s' },
  { emoji: '🌻', top: '40%', left: '1%', delay: '5s' },
  { emoji: '🐝', top: '88%', left: '48%', delay: '2.5s' },
  { emoji: '🌷', top: '18%', left: '70%', delay: '3.5s' },
] as const

export function FloatingDecorations() {
  const isMobile = useIsMobile()
  const isReduced = useReducedMotion()
  if (isReduced) return null
  const shown = DECORATIONS.slice(0, isMobile ? 3 : DECORATIONS.length)
  return (
    <div
      aria-hidden
      className="decoration pointer-events-none fixed inset-0 z-0 overflow-hidden"
      data-testid="decorations"
    >
      {shown.map((item, i) => (
        <span
          key={i}
          className="animate-float absolute text-2xl opacity-60 md:text-3xl"
          style={{ top: item.top, left: item.left, animationDelay: item.delay }}
        >
          {item.emoji}
        </span>
      ))}
    </div>
  )
}
