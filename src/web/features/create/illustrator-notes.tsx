// Who made a creation and what the illustrator could not draw: "Drawn by Mochi's offline illustrator", "I couldn't draw: …".
import { useTranslation } from 'react-i18next'

/** The model id the offline illustrator reports on its results. */
export const OFFLINE_ILLUSTRATOR = 'mochi-illustrator'

export interface IllustratorFields {
  model: string
  notDrawn?: string[]
  suggestions?: string[]
  note?: 'fallback' | 'unavailable'
  requested_model?: string
}

function listOf(items: string[], language: string, type: 'conjunction' | 'disjunction') {
  return new Intl.ListFormat(language === 'es' ? 'es' : 'en', { style: 'long', type }).format(items)
}

export function IllustratorNotes({ result, kind }: { result: IllustratorFields; kind: 'image' | 'video' }) {
  const { t, i18n } = useTranslation('create')
  const offline = result.model === OFFLINE_ILLUSTRATOR
  const missing = result.notDrawn ?? []
  const suggestions = result.suggestions ?? []
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm font-semibold text-[var(--fg-muted)]" data-testid="made-by">
        {offline
          ? t(kind === 'video' ? 'creator.offlineClipLabel' : 'creator.offlineLabel')
          : t('creator.modelLabel', { model: result.model })}
      </p>
      {result.note === 'unavailable' && result.requested_model && (
        <p className="text-sm text-[var(--fg-muted)]">
          {t('creator.unavailableNote', {
            model: t(`imageModels.${result.requested_model}`, { defaultValue: result.requested_model }),
          })}
        </p>
      )}
      {missing.length > 0 && (
        <div role="status" className="rounded-xl bg-[var(--surface-muted)] p-3">
          <p>{t('creator.couldNotDraw', { things: listOf(missing, i18n.language, 'conjunction') })}</p>
          {suggestions.length > 0 && (
            <p>
              {t('creator.tryInstead', { suggestions: listOf(suggestions, i18n.language, 'disjunction') })}
            </p>
          )}
        </div>
      )}
    </div>
  )
}
