// My garden clips as a vertical feed (spec 2.4 "video"): GIFs play by themselves unless motion is reduced.
import { useQuery } from '@tanstack/react-query'
import { Film } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Card } from '../../ui/card'
import { ClipView } from './clip-view'
import { creationsQuery } from './creations-api'
import { DownloadButton } from './download-button'

export function VideoFeed() {
  const { t, i18n } = useTranslation('create')
  const clips = useQuery(creationsQuery('video'))
  const formatDate = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso))

  return (
    <section className="mx-auto flex w-full max-w-xl flex-col gap-4" aria-labelledby="video-feed-title">
      <h2 id="video-feed-title" className="flex items-center gap-2 font-display text-2xl font-extrabold">
        <Film aria-hidden className="h-7 w-7 text-[var(--accent)]" />
        {t('feed.title')}
      </h2>
      {clips.isPending && <p className="text-[var(--fg-muted)]">{t('feed.loading')}</p>}
      {clips.isError && <p className="text-[var(--danger)]">{t('errors.loadFailed')}</p>}
      {clips.isSuccess && clips.data.creations.length === 0 && (
        <Card>
          <p className="text-lg">{t('feed.empty')}</p>
        </Card>
      )}
      {clips.isSuccess && clips.data.creations.length > 0 && (
        <ol className="flex flex-col gap-6">
          {clips.data.creations.map((clip) => (
            <li key={clip.id}>
              <Card className="flex flex-col gap-3 p-3 sm:p-4">
                <ClipView url={clip.url} stillUrl={clip.stillUrl} prompt={clip.prompt} />
                <p className="font-semibold">{clip.prompt}</p>
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <span className="text-sm text-[var(--fg-muted)]">
                    {t('feed.madeOn', { date: formatDate(clip.createdAt) })}
                  </span>
                  <DownloadButton url={clip.url} kind="video" size="sm" />
                </div>
              </Card>
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}
