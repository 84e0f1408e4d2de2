// App-wide providers: data fetching, the error boundary and toasts (bottom-right, one visible, close buttons).
import { TOASTS } from '@shared/constants'
import { QueryClientProvider } from '@tanstack/react-query'
import { type ReactNode, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Toaster } from 'sonner'
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
        offset={TOASTS.offsetPx}
        hotkey={[...TOASTS.hotkey]}
        containerAriaLabel={t('notifications')}
        toastOptions={{ closeButtonAriaLabel: t('closeToast') }}
      />
    </QueryClientProvider>
  )
}
