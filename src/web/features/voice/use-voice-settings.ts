// The voice settings of this browser (on/off, voice, sliders), kept in local storage and shared by every player.
import { VOICE_DEFAULTS } from '@shared/constants'
import { useCallback, useSyncExternalStore } from 'react'
import { DEFAULT_VOICE_ID, findVoice } from '../../../server/ai/local/speech/voices'

export const VOICE_SETTINGS_KEY = 'mochi_voice_settings'

export interface VoiceSettingsState {
  enabled: boolean
  voiceId: string
  volume: number
  stability: number
  similarityBoost: number
  style: number
}

export const DEFAULT_VOICE_SETTINGS_STATE: VoiceSettingsState = {
  enabled: true,
  voiceId: DEFAULT_VOICE_ID,
  volume: VOICE_DEFAULTS.volume,
  stability: VOICE_DEFAULTS.stability,
  similarityBoost: VOICE_DEFAULTS.similarityBoost,
  style: VOICE_DEFAULTS.style,
}

const listeners = new Set<() => void>()
let cachedRaw: string | null | undefined
let cached = DEFAULT_VOICE_SETTINGS_STATE

const unit = (value: unknown, fallback: number) =>
  typeof value === 'number' && value >= 0 && value <= 1 ? Math.round(value * 10) / 10 : fallback

function parse(raw: string | null): VoiceSettingsState {
  if (!raw) return DEFAULT_VOICE_SETTINGS_STATE
  try {
    const stored = JSON.parse(raw) as Partial<VoiceSettingsState>
    const base = DEFAULT_VOICE_SETTINGS_STATE
    return {
      enabled: typeof stored.enabled === 'boolean' ? stored.enabled : base.enabled,
      voiceId:
        typeof stored.voiceId === 'string' && findVoice(stored.voiceId) ? stored.voiceId : base.voiceId,
      volume: unit(stored.volume, base.volume),
      stability: unit(stored.stability, base.stability),
      similarityBoost: unit(stored.similarityBoost, base.similarityBoost),
      style: unit(stored.style, base.style),
    }
  } catch {
    return DEFAULT_VOICE_SETTINGS_STATE
  }
}

export function readVoiceSettings(): VoiceSettingsState {
  let raw: string | null = null
  try {
    raw = window.localStorage.getItem(VOICE_SETTINGS_KEY)
  } catch {
    // Private mode: the defaults apply.
  }
  if (raw !== cachedRaw) {
    cachedRaw = raw
    cached = parse(raw)
  }
  return cached
}

export function writeVoiceSettings(next: VoiceSettingsState) {
  try {
    window.localStorage.setItem(VOICE_SETTINGS_KEY, JSON.stringify(next))
  } catch {
    // A full or blocked storage keeps the settings for this page only.
    cachedRaw = JSON.stringify(next)
    cached = next
  }
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  window.addEventListener('storage', listener)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', listener)
  }
}

/** What a `tts` request should carry for these settings (spec 7.2). */
export function ttsVoiceFields(settings: VoiceSettingsState) {
  return {
    voice_id: settings.voiceId,
    voice_settings: {
      stability: settings.stability,
      similarity_boost: settings.similarityBoost,
      style: settings.style,
      use_speaker_boost: true,
    },
  }
}

export function useVoiceSettings() {
  const settings = useSyncExternalStore(subscribe, readVoiceSettings, () => DEFAULT_VOICE_SETTINGS_STATE)
  const update = useCallback(
    (change: Partial<VoiceSettingsState>) => writeVoiceSettings({ ...readVoiceSettings(), ...change }),
    [],
  )
  return { settings, update }
}
