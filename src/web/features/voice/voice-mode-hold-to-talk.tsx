// The hold-to-talk button: press and hold (pointer, or Space/Enter on the focused button) to record, let go to
// send. It stays focusable but rests (aria-disabled) while Mochi answers or speaks, so keyboard users keep their place.
import { Loader2, Mic } from 'lucide-react'
import { type KeyboardEvent, type PointerEvent, useId } from 'react'
import { useTranslation } from 'react-i18next'
import { cn } from '../../ui/cn'
import type { HoldToTalkRecorder } from './use-hold-to-talk-recorder'

const HOLD_KEYS = new Set([' ', 'Enter'])

function clock(ms: number) {
  const seconds = Math.floor(ms / 1000)
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`
}

interface VoiceModeHoldToTalkProps {
  recorder: HoldToTalkRecorder
  /** Mochi is answering or speaking: a new question waits (spec 4). */
  isBlocked: boolean
}

export function VoiceModeHoldToTalk({ recorder, isBlocked }: VoiceModeHoldToTalkProps) {
  const { t } = useTranslation('chat')
  const hintId = useId()
  const { status, elapsedMs, level, start, finish } = recorder
  const isListening = status === 'starting' || status === 'recording'
  const isSending = status === 'sending'
  const isDisabled = !isListening && (isBlocked || isSending)

  const press = () => {
    if (!isDisabled && status === 'idle') start()
  }

  const handlePointerDown = (event: PointerEvent<HTMLButtonElement>) => {
    if (event.button !== 0) return
    event.preventDefault()
    // Keeps the release on this button even when the finger slides off it.
    event.currentTarget.setPointerCapture?.(event.pointerId)
    press()
  }

  const handleKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (!HOLD_KEYS.has(event.key)) return
    event.preventDefault()
    if (!event.repeat) press()
  }

  const handleKeyUp = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (!HOLD_KEYS.has(event.key)) return
    event.preventDefault()
    finish()
  }

  return (
    <div className="flex flex-col items-start gap-1">
      <button
        type="button"
        aria-disabled={isDisabled}
        aria-describedby={hintId}
        onPointerDown={handlePointerDown}
        onPointerUp={finish}
        onPointerCancel={finish}
        onKeyDown={handleKeyDown}
        onKeyUp={handleKeyUp}
        onBlur={finish}
        onContextMenu={(event) => event.preventDefault()}
        className={cn(
          'inline-flex min-h-11 touch-none select-none items-center gap-2 rounded-full px-4 font-semibold shadow-sm transition',
          isListening
            ? 'bg-[var(--danger)] text-[var(--danger-fg)]'
            : 'bg-[var(--primary)] text-[var(--primary-fg)] hover:brightness-95',
          isDisabled && 'cursor-not-allowed opacity-60 hover:brightness-100',
        )}
      >
        {isSending ? (
          <Loader2 aria-hidden className="h-5 w-5 motion-safe:animate-spin" />
        ) : (
          <Mic aria-hidden className="h-5 w-5" />
        )}
        {isListening
          ? t('voiceMode.listening', { time: clock(elapsedMs) })
          : isSending
            ? t('voiceMode.sending')
            : t('voiceMode.holdToTalk')}
        {isListening && (
          <span aria-hidden className="h-2 w-12 overflow-hidden rounded-full bg-white/40">
            <span
              data-testid="voice-mode-level"
              className="block h-full rounded-full bg-white motion-safe:animate-pulse"
              style={{ width: `${Math.max(10, Math.round(level * 100))}%` }}
            />
          </span>
        )}
      </button>
      <p id={hintId} className="text-xs text-[var(--fg-muted)]">
        {isBlocked && !isListening ? t('voiceMode.waitForMochi') : t('voiceMode.holdHint')}
      </p>
    </div>
  )
}
