// The routes of spec 2.1, each screen loaded lazily with the "Loading" fallback.
import i18next from 'i18next'
import { type ComponentType, lazy, type ReactNode, Suspense } from 'react'
import { BrowserRouter, Outlet, Route, Routes } from 'react-router'
import { deriveFlowStep } from '../features/flow/flow-step'
import { readStorage } from '../lib/storage'
import type { LazyNamespace } from '../locales/resources'
import { Loading } from '../ui/loading'
import { AppShell, preloadAppLayout } from './app-shell'

/** A lazy screen whose strings (`namespaces`) load beside its code, and which can be asked to load early. */
function lazyNamed<M, K extends keyof M, P extends object = Record<string, never>>(
  load: () => Promise<M>,
  name: K,
  namespaces: readonly LazyNamespace[] = [],
) {
  let loading: Promise<{ default: ComponentType<P> }> | undefined
  const preload = () => {
    loading ??= Promise.all([load(), namespaces.length > 0 && i18next.loadNamespaces([...namespaces])]).then(
      ([module]) => ({ default: module[name] as ComponentType<P> }),
    )
    return loading
  }
  return Object.assign(
    lazy(() => preload()),
    { preload },
  )
}

const HomePage = lazyNamed(() => import('../features/pages/home-page'), 'HomePage')
const NotFoundPage = lazyNamed(() => import('../features/pages/not-found-page'), 'NotFoundPage')
const TechnicalPage = lazyNamed(() => import('../features/technical/technical-page'), 'TechnicalPage')
const AuthPage = lazyNamed(() => import('../features/auth/auth-page'), 'AuthPage')
const ResetPasswordPage = lazyNamed(() => import('../features/auth/reset-password-page'), 'ResetPasswordPage')
const FinishProfilePage = lazyNamed(() => import('../features/auth/finish-profile-page'), 'FinishProfilePage')
const ProfilePage = lazyNamed(() => import('../features/profile/profile-page'), 'ProfilePage')
const EmbedPage = lazyNamed(() => import('../features/embed/embed-page'), 'EmbedPage')
const FollowConfirmPage = lazyNamed(
  () => import('../features/follow/follow-confirm-page'),
  'FollowConfirmPage',
)
const FollowUnsubscribePage = lazyNamed(
  () => import('../features/follow/follow-unsubscribe-page'),
  'FollowUnsubscribePage',
)
const PrivacyPage = lazyNamed(() => import('../features/privacy/privacy-page'), 'PrivacyPage')
const ChatPage = lazyNamed(() => import('../features/chat/chat-page'), 'ChatPage', ['chat'])
const VoicePage = lazyNamed(() => import('../features/voice/voice-page'), 'VoicePage', ['voice'])
const DashboardPage = lazyNamed(() => import('../features/dashboard/dashboard-page'), 'DashboardPage', [
  'chat',
])
const LearningHubPage = lazyNamed(() => import('../features/learning/learning-hub-page'), 'LearningHubPage', [
  'learning',
  'games',
])
const LessonRoute = lazyNamed<
  typeof import('../features/learning/lesson-page'),
  'LessonRoute',
  { notFound: ReactNode }
>(() => import('../features/learning/lesson-page'), 'LessonRoute', ['learning'])
const ProductionDashboardPage = lazyNamed(
  () => import('../features/operator/production-dashboard-page'),
  'ProductionDashboardPage',
)
const ControlCenterPage = lazyNamed(
  () => import('../features/operator/control-center-page'),
  'ControlCenterPage',
)
const StatusPage = lazyNamed(() => import('../features/status/status-page'), 'StatusPage')
const HelpPage = lazyNamed(() => import('../features/safety/help-page'), 'HelpPage')
const DiagnosticsPage = lazyNamed(() => import('../features/status/diagnostics-page'), 'DiagnosticsPage')

// The app's main screens by path, for a returning visitor's first load.
const FIRST_SCREENS: ReadonlyArray<[RegExp, { preload: () => unknown }]> = [
  [/^\/$/, HomePage],
  [/^\/chat\/?$/, ChatPage],
  [/^\/voice\/?$/, VoicePage],
  [/^\/dashboard\/?$/, DashboardPage],
  [/^\/learning-hub\/?$/, LearningHubPage],
  [/^\/learning\/[^/]+\/?$/, LessonRoute],
]

/**
 * For a visitor past the first-visit flow, starts loading the app layout and the opened screen (code and strings)
 * at once, instead of the screen only after the layout has loaded and rendered: one round trip less before the
 * first screen. A first visit loads neither (it sees the landing screen).
 */
export function preloadFirstScreen(pathname: string): void {
  if (deriveFlowStep((key) => readStorage(key as Parameters<typeof readStorage>[0])) !== 'done') return
  const screen = FIRST_SCREENS.find(([path]) => path.test(pathname))?.[1]
  if (!screen) return
  void preloadAppLayout().catch(() => undefined)
  void Promise.resolve(screen.preload()).catch(() => undefined)
}

function SuspenseOutlet() {
  return (
    <Suspense fallback={<Loading />}>
      <Outlet />
    </Suspense>
  )
}

/**
 * The routes, declared for react-router's light BrowserRouter (the data router's loaders and actions are unused
 * and would cost 17 kB gzip on every page). A route's render error reaches the app's ErrorBoundary (spec 2.9).
 */
export function AppRoutes() {
  return (
    <BrowserRouter>
      <Routes>
        {/* Pages reached from outside (an iframe, a link in an email) skip the first-visit flow and the shell. */}
        <Route element={<SuspenseOutlet />}>
          <Route path="embed" element={<EmbedPage />} />
          <Route path="status" element={<StatusPage />} />
          <Route path="diagnostics" element={<DiagnosticsPage />} />
          <Route path="follow/confirm" element={<FollowConfirmPage />} />
          <Route path="follow/unsubscribe" element={<FollowUnsubscribePage />} />
          <Route path="privacy" element={<PrivacyPage />} />
        </Route>
        <Route element={<AppShell />}>
          <Route element={<SuspenseOutlet />}>
            <Route index element={<HomePage />} />
            <Route path="chat" element={<ChatPage />} />
            <Route path="voice" element={<VoicePage />} />
            <Route path="auth" element={<AuthPage />} />
            <Route path="reset-password" element={<ResetPasswordPage />} />
            <Route path="dashboard" element={<DashboardPage />} />
            <Route path="learning-hub" element={<LearningHubPage />} />
            <Route path="learning/:lessonId" element={<LessonRoute notFound={<NotFoundPage />} />} />
            <Route path="production" element={<ProductionDashboardPage />} />
            <Route path="control-center" element={<ControlCenterPage />} />
            <Route path="technical-details" element={<TechnicalPage />} />
            <Route path="profile" element={<ProfilePage />} />
            <Route path="finish-profile" element={<FinishProfilePage />} />
            <Route path="help" element={<HelpPage />} />
            <Route path="*" element={<NotFoundPage />} />
          </Route>
        </Route>
      </Routes>
    </BrowserRouter>
  )
}
