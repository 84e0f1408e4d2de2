// Every lesson of the hub as a small card: its picture, title, number of steps, and a tick once finished.
import { localize } from '@shared/games/localized-text'
import { LESSON_SUMMARIES } from '@shared/lessons/lesson-summaries'
import { LESSON_IDS, type LessonId } from '@shared/schemas/learning'
import { CheckCircle2 } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'

export function LessonList({ done }: { done: readonly LessonId[] }) {
  const { t, i18n } = useTranslation('learning')
  return (
    <section aria-labelledby="lessons-title" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="lessons-title" className="font-display text-2xl font-bold sm:text-3xl">
          {t('lessons.title')}
        </h2>
        <p className="font-semibold text-[var(--fg-muted)]">
          {t('lessons.doneCount', { done: done.length, total: LESSON_IDS.length })}
        </p>
      </div>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {LESSON_IDS.map((id) => {
          const lesson = LESSON_SUMMARIES[id]
          const isDone = done.includes(id)
          return (
            <li key={id}>
              <Link
                to={`/learning/${id}`}
                className="flex h-full flex-col gap-1 rounded-2xl border border-[var(--border)] bg-[var(--surface)] p-3 text-[var(--fg)] no-underline shadow-sm transition hover:bg-[var(--surface-muted)]"
              >
                <span aria-hidden="true" className="text-3xl">
                  {lesson.emoji}
                </span>
                <span className="font-display font-bold leading-tight">
                  {localize(lesson.title, i18n.language)}
                </span>
                <span className="text-sm text-[var(--fg-muted)]">
                  {t('lessons.steps', { steps: lesson.steps, questions: lesson.questions })}
                </span>
                {isDone && (
                  <span className="mt-auto inline-flex items-center gap-1 text-sm font-semibold text-[var(--accent)]">
                    <CheckCircle2 aria-hidden="true" className="h-4 w-4" />
                    {t('lessons.done')}
                  </span>
                )}
              </Link>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
