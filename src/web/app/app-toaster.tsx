// sonner's <Toaster> as the app shows it (spec: bottom-right, one visible, close buttons), above the consent bar.
import { TOASTS } from '@shared/constants'
import { useTranslation } from 'react-i18next'
import { Toaster } from 'sonner'
import { useBottomOverlayHeight } from '../features/privacy/use-reserved-bottom-space'
import { useOutdoorMode } from '../features/system/use-display-preferences'

export function AppToaster() {
  const { t } = useTranslation()
  const { isOutdoor } = useOutdoorMode()
  const overlay = useBottomOverlayHeight()
  return (
    <Toaster
      position="bottom-right"
      closeButton
      richColors={!isOutdoor}
      theme={isOutdoor ? 'dark' : 'light'}
      visibleToasts={TOASTS.visible}
      duration={TOASTS.durationMs}
      offset={{
        right: TOASTS.offsetPx,
        bottom: TOASTS.offsetPx + overlay,
      }}
      mobileOffset={{ bottom: TOASTS.mobileOffsetPx + overlay }}
      hotkey={[...TOASTS.hotkey]}
      containerAriaLabel={t('notifications')}
      toastOptions={{ closeButtonAriaLabel: t('closeToast') }}
    />
  )
}
