// Shows a garden clip: the animated GIF, or with reduced motion a still picture and a play button.
import { Pause, Play } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { cn } from '../../ui/cn'

interface ClipViewProps {
  url: string
  stillUrl: string | null
  prompt: string
  className?: string
}

function isReducedMotion(): boolean {
  return typeof document !== 'undefined' && document.documentElement.dataset.reducedMotion === 'true'
}

export function ClipView({ url, stillUrl, prompt, className }: ClipViewProps) {
  const { t } = useTranslation('create')
  const [isReduced] = useState(isReducedMotion)
  const [isPlaying, setIsPlaying] = useState(!isReduced)
  const imageClass = cn(
    'block aspect-square w-full rounded-2xl bg-[var(--surface-muted)] object-cover',
    className,
  )

  if (!isReduced || !stillUrl) {
    return <img src={url} alt={t('feed.clipAlt', { prompt })} className={imageClass} loading="lazy" />
  }
  return (
    <div className="relative">
      <img
        src={isPlaying ? url : stillUrl}
        alt={t(isPlaying ? 'feed.clipAlt' : 'feed.stillAlt', { prompt })}
        className={imageClass}
        loading="lazy"
      />
      <button
        type="button"
        onClick={() => setIsPlaying((playing) => !playing)}
        aria-label={t(isPlaying ? 'feed.pause' : 'feed.play')}
        className="absolute bottom-3 left-3 inline-flex h-12 w-12 items-center justify-center rounded-full bg-[var(--primary)] text-[var(--primary-fg)] shadow-md"
      >
        {isPlaying ? <Pause aria-hidden className="h-6 w-6" /> : <Play aria-hidden className="h-6 w-6" />}
      </button>
    </div>
  )
}
