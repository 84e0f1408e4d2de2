// The routes of spec 2.1, each screen loaded lazily with the "Loading" fallback.
import { type ComponentType, lazy, type ReactNode, Suspense } from 'react'
import { createBrowserRouter, Outlet, useRouteError } from 'react-router'
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

/** Hands route errors to the app's own error fallback (spec 2.9) instead of the router's default screen. */
function RethrowRouteError(): never {
  throw useRouteError()
}

function SuspenseOutlet() {
  return (
    <Suspense fallback={<Loading />}>
      <Outlet />
    </Suspense>
  )
}

export function createRouter() {
  return createBrowserRouter([
    // Pages reached from outside (an iframe, a link in an email) skip the first-visit flow and the shell.
    {
      element: <SuspenseOutlet />,
      errorElement: <RethrowRouteError />,
      children: [
        { path: 'embed', element: <EmbedPage /> },
        { path: 'status', element: <StatusPage /> },
        { path: 'diagnostics', element: <DiagnosticsPage /> },
        { path: 'follow/confirm', element: <FollowConfirmPage /> },
        { path: 'follow/unsubscribe', element: <FollowUnsubscribePage /> },
        { path: 'privacy', element: <PrivacyPage /> },
      ],
    },
    {
      element: <AppShell />,
      errorElement: <RethrowRouteError />,
      children: [
        {
          element: <SuspenseOutlet />,
          children: [
            { index: true, element: <HomePage /> },
            { path: 'chat', element: <ChatPage /> },
            { path: 'voice', element: <VoicePage /> },
            { path: 'auth', element: <AuthPage /> },
            { path: 'reset-password', element: <ResetPasswordPage /> },
            { path: 'dashboard', element: <DashboardPage /> },
            { path: 'learning-hub', element: <LearningHubPage /> },
            { path: 'learning/:lessonId', element: <LessonRoute notFound={<NotFoundPage />} /> },
            { path: 'production', element: <ProductionDashboardPage /> },
            { path: 'control-center', element: <ControlCenterPage /> },
            { path: 'technical-details', element: <TechnicalPage /> },
            { path: 'profile', element: <ProfilePage /> },
            { path: 'finish-profile', element: <FinishProfilePage /> },
            { path: 'help', element: <HelpPage /> },
            { path: '*', element: <NotFoundPage /> },
          ],
        },
      ],
    },
  ])
}
