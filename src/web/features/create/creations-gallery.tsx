// "My creations": the caller's pictures and clips, newest first, each downloadable and deletable.
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { ClipView } from './clip-view'
import { creationsQuery } from './creations-api'
import { DeleteCreationButton } from './delete-creation-button'
import { DownloadButton } from './download-button'

export function CreationsGallery() {
  const { t } = useTranslation('create')
  const creations = useQuery(creationsQuery())

  return (
    <section className="flex flex-col gap-3" aria-labelledby="creations-gallery-title">
      <h3 id="creations-gallery-title" className="font-display text-xl font-bold">
        {t('gallery.title')}
      </h3>
      {creations.isPending && <p className="text-[var(--fg-muted)]">{t('gallery.loading')}</p>}
      {creations.isError && <p className="text-[var(--danger)]">{t('errors.loadFailed')}</p>}
      {creations.isSuccess && creations.data.creations.length === 0 && (
        <p className="text-[var(--fg-muted)]">{t('gallery.empty')}</p>
      )}
      {creations.isSuccess && creations.data.creations.length > 0 && (
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          {creations.data.creations.map((creation) => (
            <li key={creation.id} className="surface flex flex-col gap-2 rounded-2xl p-3">
              {creation.kind === 'image' ? (
                <img
                  src={creation.url}
                  alt={t('creator.resultAlt', { prompt: creation.prompt })}
                  loading="lazy"
                  className="block aspect-square w-full rounded-xl bg-[var(--surface-muted)] object-cover"
                />
              ) : (
                <ClipView url={creation.url} stillUrl={creation.stillUrl} prompt={creation.prompt} />
              )}
              <p className="line-clamp-2 text-sm">
                <span className="font-semibold">
                  {t(creation.kind === 'image' ? 'gallery.picture' : 'gallery.clip')}:
                </span>{' '}
                {creation.prompt}
              </p>
              <div className="flex items-center justify-between gap-2">
                <DownloadButton
                  url={creation.url}
                  kind={creation.kind}
                  size="sm"
                  label={t('creator.downloadFile')}
                />
                <DeleteCreationButton id={creation.id} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
