// The routes of spec 2.1, each screen loaded lazily with the "Loading" fallback.
import { type ComponentType, lazy, type ReactNode, Suspense } from 'react'
import { BrowserRouter, Outlet, Route, Routes } from 'react-router'
import { Loading } from '../ui/loading'
import { AppShell } from './app-shell'

function lazyNamed<M, K extends keyof M, P extends object = Record<string, never>>(
  load: () => Promise<M>,
  name: K,
) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType<P> }))
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
const ChatPage = lazyNamed(() => import('../features/chat/chat-page'), 'ChatPage')
const VoicePage = lazyNamed(() => import('../features/voice/voice-page'), 'VoicePage')
const DashboardPage = lazyNamed(() => import('../features/dashboard/dashboard-page'), 'DashboardPage')
const LearningHubPage = lazyNamed(() => import('../features/learning/learning-hub-page'), 'LearningHubPage')
const LessonRoute = lazyNamed<
  typeof import('../features/learning/lesson-page'),
  'LessonRoute',
  { notFound: ReactNode }
>(() => import('../features/learning/lesson-page'), 'LessonRoute')
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
