// A short shower of flowers, bees and stars over the page when a lesson or an achievement is completed.
// Purely decorative (hidden from screen readers); with reduced motion it is not drawn at all.
import { useEffect, useState } from 'react'

const PIECES = ['🌼', '🐝', '⭐', '🌸', '🍯', '🌻', '✨'] as const
const COUNT = 18
const DURATION_MS = 2600

/** The app mirrors the system setting and its own switch on the root element (display-preferences.ts). */
function isReducedMotion(): boolean {
  return typeof document !== 'undefined' && document.documentElement.dataset.reducedMotion === 'true'
}

export function CelebrationBurst() {
  const [isShown, setIsShown] = useState(true)

  useEffect(() => {
    const id = setTimeout(() => setIsShown(false), DURATION_MS)
    return () => clearTimeout(id)
  }, [])

  if (!isShown || isReducedMotion()) return null
  return (
    <div
      aria-hidden="true"
      data-testid="celebration-burst"
      className="pointer-events-none fixed inset-0 z-40 overflow-hidden"
    >
      {Array.from({ length: COUNT }, (_, index) => (
        <span
          key={index}
          className="celebrate-fall absolute top-0 text-2xl sm:text-3xl"
          style={{
            left: `${(index * 37) % 100}%`,
            animationDelay: `${(index % 6) * 120}ms`,
          }}
        >
          {PIECES[index % PIECES.length]}
        </span>
      ))}
    </div>
  )
}
