// The app after the first visit: navigation bar, the routes, the footer, the consent banner and the popups.
// Loaded lazily, so a brand-new visitor's first screen stays small.
import { lazy, Suspense, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Outlet, useLocation } from 'react-router'
import { useActivityTracking } from '../features/analytics/use-activity-tracking'
import { ProfilePendingRedirect } from '../features/auth/profile-pending-redirect'
import { FloatingDecorations } from '../features/shell/floating-decorations'
import { Footer } from '../features/shell/footer'
import { Header } from '../features/shell/header'
import { IntroPopupGate } from '../features/shell/intro-popup-gate'
import { OfflineRouteNotice } from '../features/system/offline-route-notice'
import { useOfflineSync } from '../features/system/use-offline-sync'
import { CrashTrigger } from './crash-trigger'
import { ScrollRestoration } from './scroll-restoration'

const ConsentBanner = lazy(async () => ({
  default: (await import('../features/privacy/consent-banner')).ConsentBanner,
}))

/** Shows its children once the browser is idle after the first paint. */
function AfterFirstPaint({ children }: { children: React.ReactNode }) {
  const [isReady, setIsReady] = useState(false)
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 200))
    const cancel = window.cancelIdleCallback ?? window.clearTimeout
    const handle = idle(() => setIsReady(true))
    return () => cancel(handle)
  }, [])
  return isReady ? <Suspense fallback={null}>{children}</Suspense> : null
}

/**
 * The layout's watchers, as leaves of their own: the session and consents answers they watch then re-render only
 * them, not the whole layout (header, footer, decorations) in one synchronous task at every answer.
 */
function LayoutWatchers() {
  useActivityTracking()
  useOfflineSync()
  return null
}

export function AppLayout() {
  const { t } = useTranslation()
  const { pathname } = useLocation()
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-50 focus:rounded-full focus:bg-[var(--primary)] focus:px-4 focus:py-2 focus:text-[var(--primary-fg)]"
      >
        {t('skipToContent')}
      </a>
      <LayoutWatchers />
      <FloatingDecorations />
      <Header isRegistered />
      <main id="main" tabIndex={-1} className="relative z-[1] flex-1 outline-none">
        <OfflineRouteNotice />
        <ProfilePendingRedirect pathname={pathname}>
          <Outlet />
        </ProfilePendingRedirect>
      </main>
      <Footer />
      <AfterFirstPaint>
        <ConsentBanner />
      </AfterFirstPaint>
      <IntroPopupGate />
      <CrashTrigger />
      <ScrollRestoration />
    </div>
  )
}
