// The facts half of the hub: learning progress per category, category and level filters, pages of fact cards, tips.
// Facts come in the reader's language; while they load (and after a failed load, spec 8) a loading line shows.
import type { LearningProgressRecord } from '@shared/schemas/learning'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { toast } from '../../../lib/toast'
import { categoryProgress, factCategories, filterFacts, learnedFactIds } from '../category-progress'
import { factLevels, filterByLevel, pageOf } from '../fact-pages'
import { type BeeFact, factsQuery } from '../learning-api'
import { useMarkLearned } from '../use-learning-progress'
import { CategoryFilter } from './category-filter'
import { FactCard } from './fact-card'
import { FactPager } from './fact-pager'
import { LearningProgressCard } from './learning-progress-card'
import { LevelFilter } from './level-filter'
import { TipsCard } from './tips-card'

const LOAD_ERROR_TOAST_ID = 'learning-facts-error'

export function FactsSection({ progress }: { progress: readonly LearningProgressRecord[] }) {
  const { t, i18n } = useTranslation('learning')
  const language = i18n.language?.startsWith('es') ? 'es' : 'en'
  const facts = useQuery(factsQuery(language))
  const markLearned = useMarkLearned()
  const [category, setCategory] = useState<string | null>(null)
  const [level, setLevel] = useState<number | null>(null)
  const [page, setPage] = useState(1)
  const titleRef = useRef<HTMLHeadingElement>(null)

  useEffect(() => {
    if (facts.isError)
      toast.error(t('errors.title'), { id: LOAD_ERROR_TOAST_ID, description: t('errors.loadFacts') })
  }, [facts.isError, t])

  const learned = useMemo(() => learnedFactIds(progress), [progress])
  const list = facts.data?.facts
  const categories = useMemo(() => (list ? factCategories(list) : []), [list])
  const perCategory = useMemo(() => (list ? categoryProgress(list, progress) : []), [list, progress])
  const levels = useMemo(() => (list ? factLevels(list) : []), [list])
  const shown = useMemo(
    () => pageOf(filterByLevel(filterFacts(list ?? [], category), level), page),
    [list, category, level, page],
  )

  if (!list) {
    return (
      <p role="status" className="py-10 text-center text-lg font-semibold">
        <span aria-hidden="true" className="mr-2 inline-block animate-bounce">
          🐝
        </span>
        {t('hub.loading')}
      </p>
    )
  }

  const chooseCategory = (value: string | null) => {
    setCategory(value)
    setPage(1)
  }
  const chooseLevel = (value: number | null) => {
    setLevel(value)
    setPage(1)
  }
  // A new page starts at the top of the facts, with focus there for keyboard and screen-reader users.
  const turnPage = (value: number) => {
    setPage(value)
    titleRef.current?.focus({ preventScroll: true })
    titleRef.current?.scrollIntoView?.({ block: 'start' })
  }

  const handleMarkLearned = (fact: BeeFact) =>
    markLearned.mutate(fact.id, {
      onSuccess: () => {
        toast.success(t('toasts.learnedTitle'), { description: t('toasts.learnedDescription') })
      },
    })

  return (
    <div className="flex flex-col gap-6">
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-[2fr_1fr]">
        <LearningProgressCard categories={perCategory} />
        <TipsCard />
      </div>
      <section aria-labelledby="facts-title" className="flex flex-col gap-4">
        <h2
          ref={titleRef}
          id="facts-title"
          tabIndex={-1}
          className="scroll-mt-20 font-display text-2xl font-bold sm:text-3xl"
        >
          {t('fact.gridLabel')}
        </h2>
        <CategoryFilter categories={categories} selected={category} onSelect={chooseCategory} />
        <LevelFilter levels={levels} selected={level} onSelect={chooseLevel} />
        <ul className="grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-3">
          {shown.items.map((fact) => (
            <li key={`${language}-${fact.id}`}>
              <FactCard
                fact={fact}
                isLearned={learned.has(fact.id)}
                isSaving={markLearned.isPending && markLearned.variables === fact.id}
                onMarkLearned={handleMarkLearned}
              />
            </li>
          ))}
        </ul>
        <FactPager page={shown.page} pageCount={shown.pageCount} onPage={turnPage} />
      </section>
    </div>
  )
}
