// The combined chat of spec 2.4: Voice and Text tabs (Voice first), and cards to the learning hub and dashboard.
import { BookOpen, Keyboard, LayoutDashboard, Mic } from 'lucide-react'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Card } from '../../ui/card'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../ui/tabs'
import { LazyPanel, LazyRealtimeVoiceChat, LazySimpleChat } from './lazy-modules'

const CARDS = [
  { to: '/learning-hub', title: 'combined.learnTitle', body: 'combined.learnBody', Icon: BookOpen },
  {
    to: '/dashboard',
    title: 'combined.dashboardTitle',
    body: 'combined.dashboardBody',
    Icon: LayoutDashboard,
  },
] as const

export function CombinedChat() {
  const { t } = useTranslation('chat')
  const [tab, setTab] = useState('voice')
  const [hasOpenedText, setHasOpenedText] = useState(false)
  const titleId = useId()
  if (tab === 'text' && !hasOpenedText) setHasOpenedText(true)

  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-4">
      <h2 id={titleId} className="font-display text-2xl font-extrabold">
        {t('combined.tabsLabel')}
      </h2>
      <Tabs value={tab} onValueChange={setTab} activationMode="manual">
        <TabsList aria-label={t('combined.tabsLabel')} className="max-w-md">
          <TabsTrigger value="voice" className="inline-flex items-center justify-center gap-1.5">
            <Mic aria-hidden className="h-4 w-4" />
            {t('combined.voice')}
          </TabsTrigger>
          <TabsTrigger value="text" className="inline-flex items-center justify-center gap-1.5">
            <Keyboard aria-hidden className="h-4 w-4" />
            {t('combined.text')}
          </TabsTrigger>
        </TabsList>
        <TabsContent value="voice">
          <LazyPanel>
            <LazyRealtimeVoiceChat />
          </LazyPanel>
        </TabsContent>
        <TabsContent
          value="text"
          forceMount={hasOpenedText || undefined}
          className="data-[state=inactive]:hidden"
        >
          <LazyPanel>
            <LazySimpleChat />
          </LazyPanel>
        </TabsContent>
      </Tabs>
      <ul className="grid gap-4 sm:grid-cols-2">
        {CARDS.map(({ to, title, body, Icon }) => (
          <li key={to}>
            <Link to={to} className="block h-full rounded-3xl">
              <Card className="h-full transition hover:-translate-y-0.5 hover:shadow-md">
                <Icon aria-hidden className="h-8 w-8 text-[var(--accent)]" />
                <h3 className="mt-2 text-xl font-bold">{t(title)}</h3>
                <p className="mt-1 text-[var(--fg-muted)]">{t(body)}</p>
              </Card>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
