// Sends the learning events kept offline when the connection returns (and at start), then reloads what they
// changed; says when an event is kept and when kept events are saved. Mount once, in the shell.
import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { flushQueuedEvents, onOfflineQueueChange, queuedEvents } from '../../lib/offline-queue'
import { toast } from '../../lib/toast'

const RETRY_MS = 5000

export function useOfflineSync(): void {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  useEffect(() => {
    const stop = onOfflineQueueChange((change) => {
      if (change === 'queued') toast.info(t('offlineQueue.queued'))
      else {
        toast.success(t('offlineQueue.synced'))
        void queryClient.invalidateQueries()
      }
    })
    const flush = () => {
      if (queuedEvents().length > 0) void flushQueuedEvents()
    }
    window.addEventListener('online', flush)
    // The online event can come before the network carries requests again: keep trying while events wait.
    const retry = window.setInterval(flush, RETRY_MS)
    flush()
    return () => {
      stop()
      window.removeEventListener('online', flush)
      window.clearInterval(retry)
    }
  }, [t, queryClient])
}
