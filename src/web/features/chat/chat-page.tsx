// /chat: Mochi's chat area with its five tabs.
import { useTranslation } from 'react-i18next'
import { ChatArea } from './chat-area'

export function ChatPage() {
  const { t } = useTranslation('chat')
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-4 px-3 py-6 md:px-4">
      <div>
        <h1 className="font-display text-3xl font-extrabold md:text-4xl">{t('page.title')}</h1>
        <p className="mt-1 text-[var(--fg-muted)]">{t('page.subtitle')}</p>
      </div>
      <ChatArea />
    </div>
  )
}
