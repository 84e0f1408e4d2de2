// TanStack Query with the spec's defaults (7.5): stale 5 min, cache 30 min, 3 query retries with
// exponential back-off capped at 30 s, 2 mutation retries.
import { QUERY_DEFAULTS } from '@shared/constants'
import { QueryClient } from '@tanstack/react-query'
import { ApiRequestError } from './api-error'

export function retryDelay(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, QUERY_DEFAULTS.retryDelayCapMs)
}

/** Client errors (4xx) are answers, not failures: retrying them cannot help. */
function shouldRetry(limit: number) {
  return (failureCount: number, error: unknown) => {
    if (error instanceof ApiRequestError && error.status >= 400 && error.status < 500) return false
    return failureCount < limit
  }
}

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: QUERY_DEFAULTS.staleTimeMs,
        gcTime: QUERY_DEFAULTS.gcTimeMs,
        retry: shouldRetry(QUERY_DEFAULTS.queryRetries),
        retryDelay,
      },
      mutations: {
        retry: shouldRetry(QUERY_DEFAULTS.mutationRetries),
        retryDelay,
      },
    },
  })
}
