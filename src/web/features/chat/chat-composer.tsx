// Where the family types: Enter sends, Shift+Enter adds a line, at most 2000 characters (a counter shows near
// the limit). While Mochi answers the box rests and Stop takes the focus; afterwards the focus comes back.
import { CHAT_MESSAGE_MAX } from '@shared/chat-message'
import { Send, Square } from 'lucide-react'
import { type FormEvent, type KeyboardEvent, useId, useLayoutEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../ui/button'
import { cn } from '../../ui/cn'

/** The counter appears from 90 % of the limit, so it only shows when it helps. */
const COUNTER_FROM = Math.floor(CHAT_MESSAGE_MAX * 0.9)

interface ChatComposerProps {
  isBusy: boolean
  onSend: (text: string) => void
  onStop: () => void
}

export function ChatComposer({ isBusy, onSend, onStop }: ChatComposerProps) {
  const { t } = useTranslation('chat')
  const [value, setValue] = useState('')
  const formRef = useRef<HTMLFormElement>(null)
  const textareaRef = useRef<HTMLTextAreaElement>(null)
  const stopRef = useRef<HTMLButtonElement>(null)
  const wasBusy = useRef(isBusy)
  const hintId = useId()
  const counterId = useId()

  // A layout effect: the focus moves in the same commit that disables the box, so no task (and no test reading the
  // page after that commit) ever sees the focus resting on a disabled textarea.
  useLayoutEffect(() => {
    if (isBusy === wasBusy.current) return
    wasBusy.current = isBusy
    const active = document.activeElement
    // Only move focus that was ours (or was lost when the box was disabled), never from elsewhere on the page.
    const isOurs = !active || active === document.body || formRef.current?.contains(active)
    if (!isOurs) return
    if (isBusy) stopRef.current?.focus()
    else textareaRef.current?.focus()
  }, [isBusy])

  const submit = () => {
    const text = value.trim()
    if (!text || isBusy) return
    onSend(text)
    setValue('')
  }

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault()
    submit()
  }

  const handleKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return
    event.preventDefault()
    submit()
  }

  const showCounter = value.length >= COUNTER_FROM
  const isFull = value.length >= CHAT_MESSAGE_MAX
  return (
    <form
      ref={formRef}
      onSubmit={handleSubmit}
      className="border-t border-[var(--border)] bg-[var(--surface)] p-3"
    >
      <label htmlFor={`${hintId}-input`} className="sr-only">
        {t('composer.label')}
      </label>
      <div className="flex items-end gap-2">
        <textarea
          ref={textareaRef}
          id={`${hintId}-input`}
          value={value}
          onChange={(event) => setValue(event.target.value.slice(0, CHAT_MESSAGE_MAX))}
          onKeyDown={handleKeyDown}
          disabled={isBusy}
          maxLength={CHAT_MESSAGE_MAX}
          rows={2}
          placeholder={t('composer.placeholder')}
          aria-describedby={showCounter ? `${hintId} ${counterId}` : hintId}
          className="surface max-h-40 min-h-12 flex-1 resize-y rounded-2xl px-3 py-2 text-base text-[var(--fg)] disabled:opacity-60"
        />
        {isBusy ? (
          <Button asChild variant="outline">
            <button ref={stopRef} type="button" onClick={onStop}>
              <Square aria-hidden className="h-4 w-4" />
              {t('composer.stop')}
            </button>
          </Button>
        ) : (
          <Button type="submit" disabled={value.trim().length === 0}>
            <Send aria-hidden className="h-4 w-4" />
            {t('composer.send')}
          </Button>
        )}
      </div>
      <div className="mt-1 flex flex-wrap justify-between gap-2 text-xs text-[var(--fg-muted)]">
        <p id={hintId} className="max-md:sr-only">
          {t('composer.hint')}
        </p>
        {showCounter && (
          <p id={counterId} className={cn('ml-auto font-semibold', isFull && 'text-[var(--danger)]')}>
            {isFull
              ? t('composer.tooLong', { max: CHAT_MESSAGE_MAX })
              : t('composer.counter', { count: value.length, max: CHAT_MESSAGE_MAX })}
          </p>
        )}
      </div>
    </form>
  )
}
