// Usage tracking with consent only (spec 6): page views and clicks go to our own analytics while analytics
// consent is active (data processing alone does not allow it); signed-in users' visits are kept in user_sessions (duration, page views).

import { clipClickText } from '@shared/schemas/analytics'
import { SESSION_STORAGE_KEYS, STORAGE_KEYS } from '@shared/storage-keys'
import { useEffect, useRef } from 'react'
import { useLocation } from 'react-router'
import { api, GUEST_ID_HEADER, guestId } from '../../lib/api-client'
import { getOrCreateId } from '../../lib/storage'
import { useSession } from '../auth/use-session'
import { canTrackUsage, useConsents } from '../privacy/use-consents'

const SESSION_PING_MS = 60_000

function analyticsSessionId(): string {
  try {
    const existing = window.sessionStorage.getItem(SESSION_STORAGE_KEYS.sessionId)
    if (existing) return existing
    const id = crypto.randomUUID()
    window.sessionStorage.setItem(SESSION_STORAGE_KEYS.sessionId, id)
    return id
  } catch {
    return 'no-session-storage'
  }
}

function eventMetadata() {
  return {
    sessionId: analyticsSessionId(),
    timestamp: new Date().toISOString(),
    userAgent: navigator.userAgent,
    screenResolution: `${window.screen.width}x${window.screen.height}`,
    language: navigator.language,
    timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
  }
}

function track(
  name: string,
  type: string,
  extra: { elementId?: string; elementClass?: string; text?: string } = {},
) {
  // Tracking failures are only logged (spec 8).
  api.api.rpc.track_user_event
    .$post({
      json: {
        p_event_name: name,
        p_event_type: type,
        p_page_url: window.location.pathname,
        p_metadata: { ...eventMetadata(), ...(extra.text ? { text: clipClickText(extra.text) } : {}) },
        p_element_id: extra.elementId || null,
        p_element_class: extra.elementClass?.slice(0, 500) || null,
      },
    })
    .catch((error) => console.warn('Tracking failed', error))
}

export function useActivityTracking() {
  const location = useLocation()
  const consents = useConsents()
  const session = useSession()
  const mayTrack = canTrackUsage(consents.data?.active)
  const counters = useRef({ pageViews: 0, interactions: 0, startedAt: Date.now() })

  // biome-ignore lint/correctness/useExhaustiveDependencies: one page view per route change is the point.
  useEffect(() => {
    counters.current.pageViews++
    if (mayTrack) track('page_view', 'navigation')
  }, [location.pathname, mayTrack])

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const target = (event.target as Element | null)?.closest('button, a, [role="button"], [role="tab"]')
      if (!target) return
      counters.current.interactions++
      if (!mayTrack) return
      track('click', 'interaction', {
        elementId: target.id,
        elementClass: typeof target.className === 'string' ? target.className : undefined,
        text: target.textContent ?? '',
      })
    }
    document.addEventListener('click', onClick, { capture: true })
    return () => document.removeEventListener('click', onClick, { capture: true })
  }, [mayTrack])

  const isSignedIn = Boolean(session.data)
  useEffect(() => {
    if (!isSignedIn) return
    const sessionId = getOrCreateId(STORAGE_KEYS.currentSessionId)
    const body = (ended: boolean) =>
      JSON.stringify({
        session_id: sessionId,
        duration_seconds: Math.round((Date.now() - counters.current.startedAt) / 1000),
        page_views: counters.current.pageViews,
        interactions: counters.current.interactions,
        ended,
      })
    const send = (ended = false) =>
      fetch('/api/user-sessions', {
        method: 'PUT',
        headers: { 'content-type': 'application/json', [GUEST_ID_HEADER]: guestId() },
        credentials: 'same-origin',
        keepalive: ended,
        body: body(ended),
      }).catch((error) => console.warn('Session tracking failed', error))
    void send()
    const timer = window.setInterval(() => void send(), SESSION_PING_MS)
    const onHide = () => void send(true)
    window.addEventListener('pagehide', onHide)
    return () => {
      window.clearInterval(timer)
      window.removeEventListener('pagehide', onHide)
    }
  }, [isSignedIn])
}
