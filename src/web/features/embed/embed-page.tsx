// /embed: a small Mochi card other sites can show in a 400×600 iframe (the only page allowed in frames).
import { useQuery } from '@tanstack/react-query'
import { ExternalLink } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { api, unwrap } from '../../lib/api-client'
import { MochiMascot } from '../../ui/mochi-mascot'

export function EmbedPage() {
  const { t, i18n } = useTranslation('pages')
  const language = i18n.language === 'es' ? 'es' : 'en'
  const facts = useQuery({
    queryKey: ['facts', language],
    queryFn: () => unwrap(api.api.facts.$get({ query: { lang: language } })),
  })
  const list = facts.data?.facts ?? []
  // One fact a day, the same for every visitor that day.
  const fact = list.length > 0 ? list[Math.floor(Date.now() / 86_400_000) % list.length] : undefined
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 p-5 text-center">
      <MochiMascot className="h-28 w-28" />
      <h1 className="font-display text-2xl font-extrabold">{t('embed.title')}</h1>
      <p className="text-[var(--fg-muted)]">{t('embed.subtitle')}</p>
      {fact && (
        <section className="surface rounded-3xl p-4 text-left" aria-label={t('embed.factLabel')}>
          <h2 className="font-bold">🐝 {fact.title}</h2>
          <p className="mt-1 text-sm">{fact.content}</p>
        </section>
      )}
      <a
        href="/"
        target="_blank"
        rel="noopener"
        className="inline-flex min-h-11 items-center gap-2 rounded-full bg-[var(--primary)] px-5 font-semibold text-[var(--primary-fg)]"
      >
        {t('embed.open')}
        <ExternalLink aria-hidden className="h-4 w-4" />
        <span className="sr-only">{t('embed.newTab')}</span>
      </a>
    </main>
  )
}
