// Decides between the first-visit flow (spec 2.2: no navigation bar or footer) and the app itself. The landing
// screen is the only part bundled with the entry; everything after it loads lazily.
import i18next from 'i18next'
import { lazy, Suspense } from 'react'
import { LandingScreen } from '../features/flow/landing-screen'
import { useFlowStep } from '../features/flow/use-flow-step'
import { useConnectivityMonitor } from '../features/system/use-connectivity'
import { Loading } from '../ui/loading'

const FirstVisitFlow = lazy(async () => ({
  default: (await import('../features/flow/first-visit-flow')).FirstVisitFlow,
}))
// The shell's and pages' strings load beside the layout, not after it.
let layoutLoading: Promise<{ default: typeof import('./app-layout').AppLayout }> | undefined
export function preloadAppLayout() {
  layoutLoading ??= Promise.all([import('./app-layout'), i18next.loadNamespaces(['shell', 'pages'])]).then(
    ([module]) => ({ default: module.AppLayout }),
  )
  return layoutLoading
}
const AppLayout = lazy(preloadAppLayout)

export function AppShell() {
  const step = useFlowStep()
  useConnectivityMonitor()

  if (step === 'landing') return <LandingScreen />
  return (
    <Suspense fallback={<Loading />}>
      {step === 'done' ? <AppLayout /> : <FirstVisitFlow step={step} />}
    </Suspense>
  )
}
