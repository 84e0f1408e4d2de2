// App-wide providers: data fetching, the error boundary and the toasts' host.
import { QueryClientProvider } from '@tanstack/react-query'
import { type ReactNode, useState } from 'react'
import { createQueryClient } from '../lib/query-client'
import { ErrorBoundary } from './error-fallback'
import { ToastHost } from './toast-host'

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient)
  return (
    <QueryClientProvider client={queryClient}>
      <ErrorBoundary>{children}</ErrorBoundary>
      <ToastHost />
    </QueryClientProvider>
  )
}
