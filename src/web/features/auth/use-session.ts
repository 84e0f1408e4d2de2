// The signed-in user, shared through the query cache; refetched on focus so a session that expired or was
// refreshed elsewhere shows correctly, and periodically so better-auth can extend an active session.
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { fetchSession } from './auth-api'
import { onSessionChange } from './session-broadcast'

export const SESSION_QUERY_KEY = ['session'] as const
const REFRESH_MS = 10 * 60_000

export function useSession() {
  const queryClient = useQueryClient()
  // Another tab signed out: every per-user query is fetched again now, so this tab follows within a moment.
  useEffect(() => onSessionChange(() => void queryClient.invalidateQueries()), [queryClient])
  return useQuery({
    queryKey: SESSION_QUERY_KEY,
    queryFn: fetchSession,
    staleTime: 60_000,
    refetchInterval: REFRESH_MS,
    refetchOnWindowFocus: true,
    retry: 1,
  })
}

/** After signing in or out every per-user query (session, consents, progress, chats) is fetched again. */
export function useRefreshSession() {
  const queryClient = useQueryClient()
  return () => queryClient.invalidateQueries()
}
