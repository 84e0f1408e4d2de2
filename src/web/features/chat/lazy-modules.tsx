// The chat area's modules, each loaded only when its tab opens (spec 2.4), behind the "Loading" fallback.
import { lazy, type ReactNode, Suspense } from 'react'
import { Loading } from '../../ui/loading'

export const LazySimpleChat = lazy(async () => ({ default: (await import('./simple-chat')).SimpleChat }))
export const LazyAdvancedChat = lazy(async () => ({
  default: (await import('./advanced-chat')).AdvancedChat,
}))
export const LazyRealtimeVoiceChat = lazy(async () => ({
  default: (await import('../voice/realtime-voice-chat')).RealtimeVoiceChat,
}))
export const LazyVoiceSettingsCard = lazy(async () => ({
  default: (await import('../voice/voice-settings-card')).VoiceSettingsCard,
}))
export const LazyImageCreatorCard = lazy(async () => ({
  default: (await import('../create/image-creator-card')).ImageCreatorCard,
}))
export const LazyVideoFeed = lazy(async () => ({ default: (await import('../create/video-feed')).VideoFeed }))
export const LazyLearningHubPage = lazy(async () => ({
  default: (await import('../learning/learning-hub-page')).LearningHubPage,
}))

export function LazyPanel({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Loading />}>{children}</Suspense>
}
