// /learning/<lesson id>: a lesson of short illustrated steps with Next/Back, a progress indicator and a closing
// quiz of a few questions (one step each); the last right answer records the lesson and celebrates.
import { localize } from '@shared/games/localized-text'
import { LESSON_SUMMARIES } from '@shared/lessons/lesson-summaries'
import type { Lesson } from '@shared/lessons/lesson-types'
import { nextLessonId } from '@shared/lessons/next-lesson'
import { isLessonId, LESSON_IDS, type LessonId } from '@shared/schemas/learning'
import { useQuery } from '@tanstack/react-query'
import { ArrowLeft, ArrowRight } from 'lucide-react'
import { type ReactNode, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useParams } from 'react-router'
import { Button } from '../../ui/button'
import { Loading } from '../../ui/loading'
import { ProgressBar } from '../games/progress-bar'
import { markFeatureUsed } from '../progress/local-progress'
import { LessonCelebration } from './components/lesson-celebration'
import { LessonIllustration } from './components/lesson-illustration'
import { LessonQuiz } from './components/lesson-quiz'
import { lessonQuery } from './lesson-content'
import { useCompleteLesson, useLearningProgress, useSaveLessonStep } from './use-learning-progress'

export function LessonPage({ lessonId }: { lessonId: LessonId }) {
  const { t } = useTranslation('learning')
  const content = useQuery(lessonQuery(lessonId))
  if (content.isPending) return <Loading />
  if (content.isError) {
    return (
      <p role="alert" className="mx-auto max-w-3xl px-4 py-6 font-semibold text-[var(--danger)]">
        {t('errors.loadFacts')}
      </p>
    )
  }
  // Every lesson route renders this component in the same place: a key gives each lesson fresh state.
  return <LessonView key={lessonId} lessonId={lessonId} lesson={content.data} />
}

/** The /learning/:lessonId route: an unknown id gets the not-found page. */
export function LessonRoute({ notFound }: { notFound: ReactNode }) {
  const { lessonId = '' } = useParams()
  return isLessonId(lessonId) ? <LessonPage lessonId={lessonId} /> : notFound
}

function LessonView({ lessonId, lesson }: { lessonId: LessonId; lesson: Lesson }) {
  const { t, i18n } = useTranslation('learning')
  const nextId = nextLessonId(lessonId, LESSON_IDS)
  const next = { id: nextId, title: LESSON_SUMMARIES[nextId].title }
  const total = lesson.sections.length + lesson.quiz.length
  const [step, setStep] = useState(0)
  const [isComplete, setIsComplete] = useState(false)
  const progress = useLearningProgress()
  const completeLesson = useCompleteLesson()
  const saveStep = useSaveLessonStep()
  const heading = useRef<HTMLHeadingElement>(null)
  const text = (value: { en: string; es: string }) => localize(value, i18n.language)
  // The step saved on the server (any device), taken once when the progress arrives and the reader has not
  // moved yet; later refetches never pull the reader away.
  const savedStep = progress.data?.lessonSteps[lessonId]
  const [resumedAt, setResumedAt] = useState<number | null>(null)
  const hasMoved = useRef(false)

  useEffect(() => markFeatureUsed('educationHub'), [])
  useEffect(() => {
    if (hasMoved.current || savedStep === undefined || savedStep <= 0) return
    hasMoved.current = true
    const resumed = Math.min(savedStep, total - 1)
    setStep(resumed)
    setResumedAt(resumed)
  }, [savedStep, total])

  const go = (to: number) => {
    const target = Math.max(0, Math.min(total - 1, to))
    hasMoved.current = true
    setResumedAt(null)
    setStep(target)
    saveStep.mutate({ lessonId, step: target })
    // Keyboard and screen-reader users land on the new step's heading (after it renders), not on a
    // button that may have vanished.
    requestAnimationFrame(() => heading.current?.focus())
  }
  const finish = () => {
    setIsComplete(true)
    completeLesson.mutate(lessonId)
  }

  const section = lesson.sections[step]
  const questionIndex = step - lesson.sections.length
  const question = lesson.quiz[questionIndex]
  const isQuiz = question !== undefined
  const wasDoneBefore = progress.data?.lessons.includes(lessonId) && !isComplete

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-5 px-4 py-6 sm:py-8">
      <Link
        to="/learning-hub"
        className="inline-flex items-center gap-1 self-start font-semibold text-[var(--accent)]"
      >
        <ArrowLeft aria-hidden="true" className="h-4 w-4" />
        {t('lesson.backToHub')}
      </Link>
      <header className="flex items-center gap-4">
        <span aria-hidden="true" className="text-5xl">
          {lesson.emoji}
        </span>
        <div>
          <p className="text-sm font-bold uppercase tracking-wide text-[var(--fg-muted)]">
            {t('lesson.label')}
          </p>
          <h1 className="font-display text-3xl font-extrabold sm:text-4xl">{text(lesson.title)}</h1>
          <p className="text-[var(--fg-muted)]">{text(lesson.intro)}</p>
        </div>
      </header>
      {wasDoneBefore && (
        <p className="rounded-2xl bg-[var(--surface-muted)] px-4 py-2 font-semibold">
          {t('lesson.alreadyDone')}
        </p>
      )}

      {resumedAt !== null && !isComplete && (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-[var(--surface-muted)] px-4 py-2">
          <p role="status" className="font-semibold">
            {t('lesson.resumed', { current: resumedAt + 1 })}
          </p>
          <Button variant="outline" onClick={() => go(0)}>
            {t('lesson.startOver')}
          </Button>
        </div>
      )}

      <div>
        <p id="lesson-step" className="mb-1 text-sm font-semibold">
          {t('lesson.step', { current: step + 1, total })}
        </p>
        <ProgressBar
          percent={isComplete ? 100 : ((step + 1) / total) * 100}
          label={t('lesson.progressLabel')}
        />
      </div>

      <section
        aria-labelledby="lesson-step-title"
        className="surface flex flex-col gap-4 rounded-3xl p-5 shadow-sm"
      >
        <h2 id="lesson-step-title" ref={heading} tabIndex={-1} className="font-display text-2xl font-bold">
          {section ? text(section.title) : t('lesson.quizTitle')}
        </h2>
        {section ? (
          <>
            <LessonIllustration scene={section.scene} label={text(section.alt)} />
            <p className="text-lg leading-relaxed">{text(section.body)}</p>
          </>
        ) : (
          question && (
            <LessonQuiz
              key={questionIndex}
              quiz={question}
              number={questionIndex + 1}
              total={lesson.quiz.length}
              onCorrect={questionIndex === lesson.quiz.length - 1 ? finish : () => undefined}
              onNext={questionIndex < lesson.quiz.length - 1 ? () => go(step + 1) : undefined}
            />
          )
        )}
      </section>

      {isComplete && <LessonCelebration lesson={lesson} next={next} />}

      <nav aria-label={t('lesson.navLabel')} className="flex justify-between gap-3">
        <Button variant="outline" onClick={() => go(step - 1)} disabled={step === 0}>
          <ArrowLeft aria-hidden="true" className="h-4 w-4" />
          {t('lesson.previous')}
        </Button>
        {!isQuiz && (
          <Button onClick={() => go(step + 1)}>
            {t('lesson.next')}
            <ArrowRight aria-hidden="true" className="h-4 w-4" />
          </Button>
        )}
      </nav>
    </div>
  )
}
