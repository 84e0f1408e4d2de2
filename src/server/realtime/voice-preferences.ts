// The listener's choices a realtime `session.update` may carry (language, voice, its sliders, text-only replies),
// checked once for the offline session and the OpenAI relay alike; anything invalid keeps the choice before.
import type { Language } from '../../shared/constants'
import {
  DEFAULT_VOICE_ID,
  findVoice,
  resolveVoiceSettings,
  type VoiceSettings,
} from '../../shared/voice/voices'

/** OpenAI Realtime's names: text is always sent (it is the transcript); audio only while voice replies are on. */
export type Modality = 'audio' | 'text'

export interface VoicePreferences {
  language: Language
  /** A known voice's id. */
  voiceId: string
  settings: VoiceSettings
  modalities: Modality[]
}

const SPOKEN: Modality[] = ['audio', 'text']
const TEXT_ONLY: Modality[] = ['text']
const SLIDERS = ['stability', 'similarity_boost', 'style'] as const

export function initialPreferences(language: Language, voiceId?: string): VoicePreferences {
  return {
    language,
    voiceId: (voiceId && findVoice(voiceId)?.id) || DEFAULT_VOICE_ID,
    settings: resolveVoiceSettings(),
    modalities: SPOKEN,
  }
}

export const speaksAloud = (preferences: VoicePreferences) => preferences.modalities.includes('audio')

function sliders(current: VoiceSettings, value: unknown): VoiceSettings {
  if (!value || typeof value !== 'object') return current
  const asked = value as Record<string, unknown>
  const next: Partial<VoiceSettings> = { ...current }
  for (const key of SLIDERS) {
    const slider = asked[key]
    // Out of range is clamped by resolveVoiceSettings; a non-number keeps the slider where it was.
    if (typeof slider === 'number' && Number.isFinite(slider)) next[key] = slider
  }
  if (typeof asked.use_speaker_boost === 'boolean') next.use_speaker_boost = asked.use_speaker_boost
  return resolveVoiceSettings(next)
}

function modalities(current: Modality[], value: unknown): Modality[] {
  if (!Array.isArray(value) || value.length === 0) return current
  if (!value.every((modality) => modality === 'audio' || modality === 'text')) return current
  return value.includes('audio') ? SPOKEN : TEXT_ONLY
}

/** The preferences after one `session.update`'s `session` object (any shape: it comes from the browser). */
export function updatePreferences(current: VoicePreferences, session: unknown): VoicePreferences {
  const asked = (session && typeof session === 'object' ? session : {}) as Record<string, unknown>
  const language = asked.language === 'en' || asked.language === 'es' ? asked.language : current.language
  const voice = typeof asked.voice === 'string' ? findVoice(asked.voice) : undefined
  return {
    language,
    voiceId: voice?.id ?? current.voiceId,
    settings: sliders(current.settings, asked.voice_settings),
    modalities: modalities(current.modalities, asked.modalities),
  }
}

/** How `session.updated` echoes them, in the names the client sent. */
export function describePreferences(preferences: VoicePreferences) {
  const { stability, similarity_boost, style, use_speaker_boost } = preferences.settings
  return {
    language: preferences.language,
    voice: preferences.voiceId,
    voice_settings: { stability, similarity_boost, style, use_speaker_boost },
    modalities: preferences.modalities,
  }
}
