// A honeycomb with the sun marked "up" and a bee's dance drawn on it: a waggle run at an angle, or a round dance.
import type { RoundVisual } from '@shared/games/rounds'
import { useTranslation } from 'react-i18next'

type Dance = Extract<RoundVisual, { type: 'dance' }>

export function DancePicture({ visual }: { visual: Dance }) {
  const { t } = useTranslation('games')
  const label =
    visual.dance === 'round'
      ? t('dance.picture.round')
      : t(visual.long ? 'dance.picture.longWaggle' : 'dance.picture.waggle')
  const run = visual.long ? 32 : 18
  return (
    <svg viewBox="0 0 120 120" role="img" aria-label={label} className="mx-auto h-40 w-40">
      <rect x="4" y="4" width="112" height="112" rx="18" fill="#f6c945" opacity="0.35" />
      <g>
        <circle cx="60" cy="15" r="6" fill="#f59e0b" stroke="currentColor" strokeWidth="1.5" />
        <path d="M60 5 v-3 M69 15 h3 M51 15 h-3 M66 9 l2 -2 M54 9 l-2 -2" stroke="#f59e0b" strokeWidth="2" />
      </g>
      <path d="M60 26 v8" stroke="currentColor" strokeWidth="2" strokeDasharray="2 2" />
      {visual.dance === 'round' ? (
        <g className="motion-safe:animate-[spin_3s_linear_infinite]" style={{ transformOrigin: '60px 66px' }}>
          <circle cx="60" cy="66" r="22" fill="none" stroke="currentColor" strokeWidth="4" />
          <path d="M82 66 l-6 -7 M82 66 l6 -7" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
          <ellipse cx="60" cy="44" rx="5" ry="3.5" fill="#f5b700" stroke="currentColor" strokeWidth="1.5" />
        </g>
      ) : (
        <g transform={`rotate(${visual.angle} 60 66)`}>
          <polyline
            points={zigzag(run)}
            fill="none"
            stroke="currentColor"
            strokeWidth="4"
            strokeLinejoin="round"
          />
          <path
            d={`M52 ${76 - run} L60 ${62 - run} L68 ${76 - run}`}
            fill="none"
            stroke="currentColor"
            strokeWidth="4"
            strokeLinecap="round"
          />
        </g>
      )}
    </svg>
  )
}

/** The waggle run: a zigzag straight up the comb (before rotation), from y = 66 + run to 66 - run. */
function zigzag(run: number): string {
  const points: string[] = []
  for (let y = 66 + run, side = 1; y >= 66 - run; y -= 6, side = -side) points.push(`${60 + side * 5},${y}`)
  return points.join(' ')
}
