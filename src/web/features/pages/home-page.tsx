// The home screen: Mochi's greeting, the doors to chat and voice, and the combined chat (whose own cards lead
// to Beeducation and the dashboard, so the doors do not repeat them).
import { MessageCircle, Mic } from 'lucide-react'
import { lazy, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Card } from '../../ui/card'
import { Loading } from '../../ui/loading'
import { MochiMascot } from '../../ui/mochi-mascot'

// Loaded after the doors: the chat modules are the heaviest part of the page.
const CombinedChat = lazy(async () => ({
  default: (await import('../chat/combined-chat')).CombinedChat,
}))

const DOORS = [
  { to: '/chat', key: 'chat', Icon: MessageCircle },
  { to: '/voice', key: 'voice', Icon: Mic },
] as const

export function HomePage() {
  const { t } = useTranslation('pages')
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-8 px-4 py-8">
      <section className="flex flex-col items-center gap-4 text-center md:flex-row md:text-left">
        <MochiMascot className="h-32 w-32 shrink-0" pose="excited" />
        <div>
          <h1 className="font-display text-4xl font-extrabold">{t('home.title')}</h1>
          <p className="mt-2 text-lg text-[var(--fg-muted)]">{t('home.subtitle')}</p>
        </div>
      </section>
      <nav aria-label={t('home.doorsLabel')}>
        <ul className="grid gap-4 sm:grid-cols-2">
          {DOORS.map(({ to, key, Icon }) => (
            <li key={key}>
              <Link to={to} className="block h-full rounded-3xl">
                <Card className="h-full transition hover:-translate-y-0.5 hover:shadow-md">
                  <Icon aria-hidden className="h-8 w-8 text-[var(--accent)]" />
                  <h2 className="mt-2 text-xl font-bold">{t(`home.doors.${key}.title`)}</h2>
                  <p className="mt-1 text-[var(--fg-muted)]">{t(`home.doors.${key}.body`)}</p>
                </Card>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <Suspense fallback={<Loading />}>
        <CombinedChat />
      </Suspense>
    </div>
  )
}
