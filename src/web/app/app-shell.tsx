// After the first-visit flow: navigation bar, the routes, the consent banner and the footer. During the flow
// the bar and footer stay hidden and the current step is shown instead.
import { lazy, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { Outlet, ScrollRestoration } from 'react-router'
import { LandingScreen } from '../features/flow/landing-screen'
import { useFlowStep } from '../features/flow/use-flow-step'
import { FloatingDecorations } from '../features/shell/floating-decorations'
import { Footer } from '../features/shell/footer'
import { Header } from '../features/shell/header'
import { IntroPopupGate } from '../features/shell/intro-popup-gate'
import { useConnectivityMonitor } from '../features/system/use-connectivity'
import { CrashTrigger } from './crash-trigger'
import { Loading } from './loading'

const FirstVisitFlow = lazy(async () => ({
  default: (await import('../features/flow/first-visit-flow')).FirstVisitFlow,
}))

export function AppShell() {
  const { t } = useTranslation()
  const step = useFlowStep()
  useConnectivityMonitor()

  if (step === 'landing') return <LandingScreen />
  if (step !== 'done') {
    return (
      <Suspense fallback={<Loading />}>
        <FirstVisitFlow step={step} />
      </Suspense>
    )
  }
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-50 focus:rounded-full focus:bg-[var(--primary)] focus:px-4 focus:py-2 focus:text-[var(--primary-fg)]"
      >
        {t('skipToContent')}
      </a>
      <FloatingDecorations />
      <Header isRegistered />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        <Outlet />
      </main>
      <Footer />
      <IntroPopupGate />
      <CrashTrigger />
      <ScrollRestoration />
    </div>
  )
}
