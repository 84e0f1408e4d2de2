// Step 4 of the first visit: a six-step tour; Next advances, the last step or Skip sets mochi_onboarding_completed.
import { STORAGE_KEYS } from '@shared/storage-keys'
import { BookOpen, MessageCircle, Mic, Palette, Sparkles, Wand2 } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { writeStorage } from '../../lib/storage'
import { Button } from '../../ui/button'
import { Card } from '../../ui/card'
import { MochiMascot } from '../../ui/mochi-mascot'

export const ONBOARDING_TOUR = [
  { id: 'welcome', Icon: Sparkles },
  { id: 'chat', Icon: MessageCircle },
  { id: 'voice', Icon: Mic },
  { id: 'generate', Icon: Palette },
  { id: 'education', Icon: BookOpen },
  { id: 'advanced', Icon: Wand2 },
] as const

export function OnboardingTour() {
  const { t } = useTranslation('flow')
  const [index, setIndex] = useState(0)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const step = ONBOARDING_TOUR[index]!
  const isLast = index === ONBOARDING_TOUR.length - 1
  const finish = () => writeStorage(STORAGE_KEYS.onboardingCompleted, 'true')

  useEffect(() => {
    if (index > 0) headingRef.current?.focus()
  }, [index])

  return (
    <main className="mx-auto flex min-h-dvh max-w-xl flex-col items-center justify-center gap-6 px-4 py-10">
      <MochiMascot className="h-20 w-20" />
      <Card className="w-full text-center">
        <p className="text-sm font-semibold text-[var(--fg-muted)]" aria-live="polite">
          {t('onboarding.progress', { current: index + 1, total: ONBOARDING_TOUR.length })}
        </p>
        <div className="my-4 flex justify-center">
          <span className="rounded-full bg-[var(--surface-muted)] p-4">
            <step.Icon aria-hidden className="h-10 w-10 text-[var(--accent)]" />
          </span>
        </div>
        <h1 ref={headingRef} tabIndex={-1} className="font-display text-2xl font-extrabold">
          {t(`onboarding.steps.${step.id}.title`)}
        </h1>
        <p className="mt-2 text-lg text-[var(--fg-muted)]">{t(`onboarding.steps.${step.id}.body`)}</p>
        <div className="mt-4 flex justify-center gap-2" aria-hidden>
          {ONBOARDING_TOUR.map((item, i) => (
            <span
              key={item.id}
              className={`h-2.5 w-2.5 rounded-full ${i <= index ? 'bg-[var(--accent)]' : 'bg-[var(--border)]'}`}
            />
          ))}
        </div>
        <div className="mt-6 flex justify-between gap-3">
          <Button variant="ghost" onClick={finish}>
            {t('onboarding.skip')}
          </Button>
          <Button onClick={isLast ? finish : () => setIndex(index + 1)}>
            {isLast ? t('onboarding.finish') : t('onboarding.next')}
          </Button>
        </div>
      </Card>
    </main>
  )
}
