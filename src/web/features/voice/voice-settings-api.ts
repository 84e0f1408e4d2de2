// Calls of the voice settings card: the caller's saved settings (user or guest) on the server.
import type { VoiceSettingsRecord, VoiceSettingsResponse } from '@shared/schemas/voice-settings'
import { queryOptions } from '@tanstack/react-query'
import { api, unwrap } from '../../lib/api-client'

export const VOICE_SETTINGS_QUERY_KEY = ['voice-settings'] as const

export function fetchVoiceSettings(): Promise<VoiceSettingsResponse> {
  return unwrap(api.api['voice-settings'].$get())
}

export function putVoiceSettings(settings: VoiceSettingsRecord): Promise<VoiceSettingsResponse> {
  return unwrap(api.api['voice-settings'].$put({ json: settings }))
}

export const voiceSettingsQuery = queryOptions({
  queryKey: VOICE_SETTINGS_QUERY_KEY,
  queryFn: fetchVoiceSettings,
})
