// App-wide providers: data fetching, the error boundary and toasts (bottom-right, one visible, close buttons).
import { TOASTS } from '@shared/constants'
import { QueryClientProvider } from '@tanstack/react-query'
import { type ReactNode, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Toaster } from 'sonner'
import { BOTTOM_OVERLAY_VAR } from '../features/privacy/use-reserved-bottom-space'
import { useOutdoorMode } from '../features/system/use-display-preferences'
import { createQueryClient } from '../lib/query-client'
import { ErrorBoundary } from './error-fallback'

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient)
  const { t } = useTranslation()
  const { isOutdoor } = useOutdoorMode()
  return (
    <QueryClientProvider client={queryClient}>
      <ErrorBoundary>{children}</ErrorBoundary>
      <Toaster
        position="bottom-right"
        closeButton
        richColors={!isOutdoor}
        theme={isOutdoor ? 'dark' : 'light'}
        visibleToasts={TOASTS.visible}
        duration={TOASTS.durationMs}
        offset={{
          right: TOASTS.offsetPx,
          bottom: `calc(${TOASTS.offsetPx}px + var(${BOTTOM_OVERLAY_VAR}, 0px))`,
        }}
        mobileOffset={{ bottom: `calc(${TOASTS.mobileOffsetPx}px + var(${BOTTOM_OVERLAY_VAR}, 0px))` }}
        hotkey={[...TOASTS.hotkey]}
        containerAriaLabel={t('notifications')}
        toastOptions={{ closeButtonAriaLabel: t('closeToast') }}
      />
    </QueryClientProvider>
  )
}
