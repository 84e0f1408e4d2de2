// The picture or clip just made, with its download button and a note when the fallback painter drew it.
import { useTranslation } from 'react-i18next'
import { ClipView } from './clip-view'
import { type GenerateImageSoraResult, resultUrl } from './creations-api'
import { DownloadButton } from './download-button'
import { IllustratorNotes } from './illustrator-notes'

export function CreationResult({ result, prompt }: { result: GenerateImageSoraResult; prompt: string }) {
  const { t } = useTranslation('create')
  const url = resultUrl(result)
  return (
    <section className="flex flex-col gap-3" aria-labelledby="creation-result-title">
      <h3 id="creation-result-title" className="font-display text-xl font-bold">
        {t('creator.resultTitle')}
      </h3>
      {result.type === 'image' ? (
        <img
          src={url}
          alt={t('creator.resultAlt', { prompt })}
          className="block aspect-square w-full rounded-2xl bg-[var(--surface-muted)] object-cover"
        />
      ) : (
        <ClipView url={url} stillUrl={result.still} prompt={prompt} />
      )}
      {result.type === 'image' && result.note === 'fallback' && (
        <p className="text-sm text-[var(--fg-muted)]">{t('creator.fallbackNote')}</p>
      )}
      <IllustratorNotes result={result} kind={result.type} />
      <DownloadButton url={url} kind={result.type} className="self-start" />
    </section>
  )
}
