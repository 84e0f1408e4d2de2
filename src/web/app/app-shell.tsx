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

/**
 * A leaf of its own, so the health answers (and the errors strings arriving) re-render only it: were it a hook of
 * AppShell, the first answer would re-render the shell's Suspense boundary synchronously and mount the whole
 * layout and screen in one long task, instead of in the short slices of React's own retry.
 */
function ConnectivityMonitor() {
  useConnectivityMonitor()
  return null
}

export function AppShell() {
  const step = useFlowStep()

  return (
    <>
      <ConnectivityMonitor />
      {step === 'landing' ? (
        <LandingScreen />
      ) : (
        <Suspense fallback={<Loading />}>
          {step === 'done' ? <AppLayout /> : <FirstVisitFlow step={step} />}
        </Suspense>
      )}
    </>
  )
}
