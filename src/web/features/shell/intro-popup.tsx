// The 3-step intro popup (chat, voice, AI creator) for registered users who have not finished onboarding;
// closing it sets the same onboarding flag. It can also be replayed from the side menu.
import { STORAGE_KEYS } from '@shared/storage-keys'
import { MessageCircle, Mic, Palette } from 'lucide-react'
import { useState, useSyncExternalStore } from 'react'
import { useTranslation } from 'react-i18next'
import { subscribeStorage, writeStorage } from '../../lib/storage'
import { Button } from '../../ui/button'
import { Dialog, DialogContent } from '../../ui/dialog'
import { closeIntroReplay, isIntroReplayRequested, needsIntro, subscribeIntroReplay } from './intro-state'

const INTRO_STEPS = [
  { id: 'chat', Icon: MessageCircle },
  { id: 'voice', Icon: Mic },
  { id: 'create', Icon: Palette },
] as const

export function IntroPopup() {
  const { t } = useTranslation('shell')
  const isReplay = useSyncExternalStore(subscribeIntroReplay, isIntroReplayRequested)
  const isNeeded = useSyncExternalStore(subscribeStorage, needsIntro)
  const [index, setIndex] = useState(0)
  const isOpen = isReplay || isNeeded
  const step = INTRO_STEPS[index]!
  const isLast = index === INTRO_STEPS.length - 1

  const close = () => {
    writeStorage(STORAGE_KEYS.onboardingCompleted, 'true')
    closeIntroReplay()
    setIndex(0)
  }

  return (
    <Dialog open={isOpen} onOpenChange={(open) => !open && close()}>
      {isOpen && (
        <DialogContent title={t(`intro.${step.id}.title`)} closeLabel={t('close')}>
          <p className="text-sm font-semibold text-[var(--fg-muted)]">
            {t('intro.progress', { current: index + 1, total: INTRO_STEPS.length })}
          </p>
          <div className="my-4 flex justify-center">
            <step.Icon aria-hidden className="h-12 w-12 text-[var(--accent)]" />
          </div>
          <p className="text-lg">{t(`intro.${step.id}.body`)}</p>
          <div className="mt-6 flex justify-end gap-2">
            {index > 0 && (
              <Button variant="ghost" onClick={() => setIndex(index - 1)}>
                {t('intro.back')}
              </Button>
            )}
            <Button onClick={isLast ? close : () => setIndex(index + 1)}>
              {isLast ? t('intro.done') : t('intro.next')}
            </Button>
          </div>
        </DialogContent>
      )}
    </Dialog>
  )
}
