// Shown when a lesson is finished: a cheer, a new plant, and the ways back to the hub or on to the other lesson.

import { localize } from '@shared/games/localized-text'
import type { Lesson } from '@shared/lessons/lesson-types'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Button } from '../../../ui/button'
import { MochiMascot } from '../../../ui/mochi-mascot'
import { CelebrationBurst } from './celebration-burst'

interface LessonCelebrationProps {
  lesson: Lesson
  /** The lesson to go on to: its id and title are enough (its text loads when it opens). */
  next: Pick<Lesson, 'id' | 'title'>
}

export function LessonCelebration({ lesson, next }: LessonCelebrationProps) {
  const { t, i18n } = useTranslation('learning')
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])
  return (
    <section
      aria-labelledby="lesson-celebration-title"
      className="flex flex-col items-center gap-3 rounded-3xl border-2 border-[var(--primary)] bg-[var(--surface-muted)] p-6 text-center"
    >
      <CelebrationBurst />
      <p aria-hidden="true" className="flex items-center text-5xl">
        🎉
        <MochiMascot pose="excited" className="h-20 w-20 animate-float" />🌻
      </p>
      <h2
        id="lesson-celebration-title"
        ref={heading}
        tabIndex={-1}
        className="font-display text-3xl font-extrabold"
      >
        {t('lesson.celebrationTitle')}
      </h2>
      <p className="text-lg">{t('lesson.celebration', { title: localize(lesson.title, i18n.language) })}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link to="/learning-hub">{t('lesson.hubLink')}</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={`/learning/${next.id}`}>
            {t('lesson.otherLesson', { title: localize(next.title, i18n.language) })}
          </Link>
        </Button>
      </div>
    </section>
  )
}
