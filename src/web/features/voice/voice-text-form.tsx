// The text box of every voice screen: typing always works, even where speech recognition does not (Spanish offline).
import { Send } from 'lucide-react'
import { type FormEvent, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../ui/button'

interface VoiceTextFormProps {
  /** Sends the text to Mochi; false when it could not be sent (not connected), so the draft stays. */
  onSend: (text: string) => boolean
  isConnected: boolean
}

export function VoiceTextForm({ onSend, isConnected }: VoiceTextFormProps) {
  const { t } = useTranslation('voice')
  const id = useId()
  const [draft, setDraft] = useState('')

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault()
    if (onSend(draft)) setDraft('')
  }

  return (
    <form onSubmit={handleSubmit} className="flex gap-2">
      <label className="sr-only" htmlFor={id}>
        {t('chat.typeLabel')}
      </label>
      <input
        id={id}
        className="surface min-h-11 flex-1 rounded-full px-4"
        value={draft}
        maxLength={1000}
        placeholder={t('chat.typePlaceholder')}
        disabled={!isConnected}
        onChange={(event) => setDraft(event.target.value)}
      />
      <Button type="submit" size="icon" disabled={!isConnected || !draft.trim()} aria-label={t('chat.send')}>
        <Send aria-hidden="true" className="h-4 w-4" />
      </Button>
    </form>
  )
}
