// A bee fact (spec 2.6): title, level badge, fun-fact star, content, and Listen, Analyze, Visualize and
// Mark as Learned.
import { CheckCircle2, Loader2, Sparkles, Star, Volume2, Wand2 } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../ui/button'
import type { BeeFact } from '../learning-api'
import { type FactTool, useFactAi } from '../use-fact-ai'

interface FactCardProps {
  fact: BeeFact
  isLearned: boolean
  isSaving: boolean
  onMarkLearned: (fact: BeeFact) => void
}

export function FactCard({ fact, isLearned, isSaving, onMarkLearned }: FactCardProps) {
  const { t } = useTranslation('learning')
  const ai = useFactAi(fact)
  const titleId = `fact-${fact.id}-title`
  const toolIcon = (tool: FactTool, Icon: typeof Volume2) =>
    ai.busy === tool ? (
      <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin" />
    ) : (
      <Icon aria-hidden="true" className="h-4 w-4" />
    )

  return (
    <article
      aria-labelledby={titleId}
      aria-busy={ai.busy !== null}
      className="surface flex h-full flex-col gap-3 rounded-3xl p-5 shadow-sm"
    >
      <div className="flex items-start justify-between gap-2">
        <h3 id={titleId} className="font-display text-xl font-bold">
          {fact.title}
        </h3>
        <div className="flex shrink-0 items-center gap-1">
          {fact.fun_fact && (
            <span role="img" aria-label={t('fact.hasFunFact')} className="text-[var(--primary)]">
              <Star aria-hidden="true" className="h-5 w-5" fill="currentColor" />
            </span>
          )}
          <span className="rounded-full bg-[var(--surface-muted)] px-2 py-0.5 text-sm font-semibold">
            {t('fact.level', { level: fact.difficulty_level })}
          </span>
        </div>
      </div>

      <div aria-live="polite">
        {ai.analysis ? (
          <>
            <p className="text-sm font-bold text-[var(--accent)]">{t('fact.analysisLabel')}</p>
            <p className="whitespace-pre-line">{ai.analysis}</p>
            <Button variant="ghost" size="sm" className="mt-1 px-2" onClick={ai.showOriginal}>
              {t('fact.showOriginal')}
            </Button>
          </>
        ) : (
          <p>{fact.content}</p>
        )}
      </div>

      {fact.fun_fact && (
        <p className="rounded-2xl bg-[var(--surface-muted)] p-3 text-sm">
          <strong>{t('fact.funFact')}</strong> {fact.fun_fact}
        </p>
      )}
      {ai.image && (
        <img
          src={ai.image}
          alt={t('fact.imageAlt', { title: fact.title })}
          className="w-full rounded-2xl border border-[var(--border)]"
        />
      )}
      {ai.note && (
        <p role="status" className="text-sm text-[var(--fg-muted)]">
          {t(`fact.${ai.note}`)}
        </p>
      )}

      <div className="mt-auto flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={ai.listen} disabled={ai.busy !== null}>
          {toolIcon('listen', Volume2)}
          {ai.busy === 'listen' ? t('fact.listening') : t('fact.listen')}
        </Button>
        <Button variant="outline" size="sm" onClick={ai.analyze} disabled={ai.busy !== null}>
          {toolIcon('analyze', Sparkles)}
          {ai.busy === 'analyze' ? t('fact.analyzing') : t('fact.analyze')}
        </Button>
        <Button variant="outline" size="sm" onClick={ai.visualize} disabled={ai.busy !== null}>
          {toolIcon('visualize', Wand2)}
          {ai.busy === 'visualize' ? t('fact.visualizing') : t('fact.visualize')}
        </Button>
      </div>
      {isLearned ? (
        <p className="flex items-center gap-2 font-bold text-[var(--accent)]">
          <CheckCircle2 aria-hidden="true" className="h-5 w-5" />
          {t('fact.completed')}
        </p>
      ) : (
        <Button variant="accent" size="sm" onClick={() => onMarkLearned(fact)} disabled={isSaving}>
          {isSaving ? t('fact.saving') : t('fact.markLearned')}
        </Button>
      )}
    </article>
  )
}
