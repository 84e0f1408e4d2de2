// Connectivity (spec 4): browser online status plus a real database round trip (/api/health) every 30 s.
// Transitions are recorded as system warnings with the spec's messages.
import { CONNECTIVITY_CHECK_MS } from '@shared/constants'
import { useQuery } from '@tanstack/react-query'
import type { InferResponseType } from 'hono/client'
import { useEffect, useRef, useSyncExternalStore } from 'react'
import { useTranslation } from 'react-i18next'
import type { api } from '../../lib/api-client'
import { toast } from '../../lib/toast'
import { recordSystemError } from './system-errors'

function subscribeOnline(listener: () => void) {
  window.addEventListener('online', listener)
  window.addEventListener('offline', listener)
  return () => {
    window.removeEventListener('online', listener)
    window.removeEventListener('offline', listener)
  }
}

export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  )
}

/** A plain fetch (typed like the API client's answer), so the landing screen does not load the client. */
export async function fetchHealth() {
  const response = await fetch('/api/health', { credentials: 'same-origin' })
  const body = (await response.json()) as InferResponseType<(typeof api)['api']['health']['$get']>
  if (!response.ok || body.database.status !== 'up') throw new Error(`database ${body.database.status}`)
  return body
}

export function useHealthQuery() {
  return useQuery({
    queryKey: ['health'],
    queryFn: fetchHealth,
    refetchInterval: CONNECTIVITY_CHECK_MS,
    refetchIntervalInBackground: false,
    staleTime: 0,
    retry: false,
  })
}

export interface Connectivity {
  isOnline: boolean
  isDatabaseConnected: boolean | null
  lastSync: Date | null
}

/** Watches connectivity and records the warnings of spec section 8; mount once, in the shell. */
export function useConnectivityMonitor(): Connectivity {
  const { t } = useTranslation('errors')
  const isOnline = useOnline()
  const health = useHealthQuery()
  const wasOnline = useRef(true)
  const wasConnected = useRef<boolean | null>(null)

  useEffect(() => {
    if (!isOnline && wasOnline.current) {
      recordSystemError(t('offline'), 'warning')
      toast.warning(t('offline'))
    } else if (isOnline && !wasOnline.current) {
      toast.success(t('backOnline'))
    }
    wasOnline.current = isOnline
  }, [isOnline, t])

  const isConnected = health.isError ? false : health.isSuccess ? true : null
  useEffect(() => {
    if (isConnected === false && wasConnected.current !== false && isOnline) {
      const message =
        health.error instanceof TypeError
          ? t('network')
          : t('database', { message: health.error?.message ?? '' })
      recordSystemError(message, 'warning')
      toast.error(t('systemAlert'), { description: message })
    }
    wasConnected.current = isConnected
  }, [isConnected, isOnline, health.error, t])

  return {
    isOnline,
    isDatabaseConnected: isConnected,
    lastSync: health.dataUpdatedAt ? new Date(health.dataUpdatedAt) : null,
  }
}
