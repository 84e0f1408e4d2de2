// Shown when the registration form gets an age under 13: children cannot register, but they can follow Mochi on
// the parental-consent path, which opens from here (its code loads only when asked for).
import { type ComponentType, lazy, type ReactNode, Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../ui/button'

type FollowDialogType = ComponentType<{ trigger: ReactNode; defaultOpen?: boolean }>
const loadFollowDialog = async (): Promise<FollowDialogType> =>
  (await import('../follow/follow-dialog')).FollowDialog

export function UnderThirteenNote() {
  const { t } = useTranslation('flow')
  const [Dialog] = useState(() => lazy(async () => ({ default: await loadFollowDialog() })))
  const [isWanted, setIsWanted] = useState(false)
  const trigger = (
    <Button type="button" variant="outline" onClick={() => setIsWanted(true)}>
      {t('registration.underThirteenAction')}
    </Button>
  )
  return (
    <div
      role="status"
      className="flex flex-col gap-2 rounded-2xl border-2 border-dashed border-[var(--border)] p-3"
    >
      <p>{t('registration.underThirteen')}</p>
      {isWanted ? (
        <Suspense fallback={trigger}>
          <Dialog trigger={trigger} defaultOpen />
        </Suspense>
      ) : (
        trigger
      )}
    </div>
  )
}
