// The voice settings' values without zod (slider steps, the card's voices, the defaults), so a screen that only
// reads the settings does not load the schema library; the schema in schemas/voice-settings.ts re-exports them.
import { SLIDER, VOICE_DEFAULTS } from './constants'
import type { VoiceSettingsRecord } from './schemas/voice-settings'
import { DEFAULT_VOICE_ID, SETTINGS_VOICES } from './voice/voices'

const STEPS = Math.round((SLIDER.max - SLIDER.min) / SLIDER.step)

/** The nearest slider step; the database keeps sliders as `real`, which turns 0.7 into 0.699999988. */
export function toSliderStep(value: number): number {
  const step = Math.round((value - SLIDER.min) / SLIDER.step)
  return Math.round((SLIDER.min + Math.min(STEPS, Math.max(0, step)) * SLIDER.step) * 10) / 10
}

export const SETTINGS_VOICE_IDS: readonly string[] = SETTINGS_VOICES.map((voice) => voice.id)

export function isSettingsVoiceId(value: string): boolean {
  return SETTINGS_VOICE_IDS.includes(value)
}

/** What an owner who never saved their settings gets (spec 9 "Voice defaults"); voice replies start on. */
export const DEFAULT_VOICE_SETTINGS_RECORD: VoiceSettingsRecord = {
  enabled: true,
  voiceId: DEFAULT_VOICE_ID,
  volume: VOICE_DEFAULTS.volume,
  stability: VOICE_DEFAULTS.stability,
  similarityBoost: VOICE_DEFAULTS.similarityBoost,
  style: VOICE_DEFAULTS.style,
}
