// The empty chat: Mochi says hello and offers four questions to start with.
import { useTranslation } from 'react-i18next'
import { MochiMascot } from '../../ui/mochi-mascot'

const SUGGESTIONS = ['one', 'two', 'three', 'four'] as const

export function ChatWelcome({ onPick }: { onPick: (question: string) => void }) {
  const { t } = useTranslation('chat')
  return (
    <div className="flex flex-col items-center gap-4 px-2 py-6 text-center">
      <MochiMascot className="h-20 w-20" />
      <div>
        <h2 className="font-display text-2xl font-extrabold">{t('welcome.title')}</h2>
        <p className="mt-1 text-[var(--fg-muted)]">{t('welcome.body')}</p>
      </div>
      <ul aria-label={t('welcome.suggestionsLabel')} className="grid w-full max-w-xl gap-2 sm:grid-cols-2">
        {SUGGESTIONS.map((key) => (
          <li key={key}>
            <button
              type="button"
              onClick={() => onPick(t(`welcome.${key}`))}
              className="surface min-h-11 w-full rounded-2xl px-4 py-2 text-left font-semibold hover:bg-[var(--surface-muted)]"
            >
              {t(`welcome.${key}`)}
            </button>
          </li>
        ))}
      </ul>
    </div>
  )
}
