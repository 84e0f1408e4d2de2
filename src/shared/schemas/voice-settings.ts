// The voice settings card's choices (spec 2.9, 5): the body of PUT /api/voice-settings, its answer, and defaults.
import { z } from 'zod'
import { SLIDER, VOICE_DEFAULTS } from '../constants'
import { DEFAULT_VOICE_ID, SETTINGS_VOICES } from '../voice/voices'

const STEPS = Math.round((SLIDER.max - SLIDER.min) / SLIDER.step)

/** The nearest slider step; the database keeps sliders as `real`, which turns 0.7 into 0.699999988. */
export function toSliderStep(value: number): number {
  const step = Math.round((value - SLIDER.min) / SLIDER.step)
  return Math.round((SLIDER.min + Math.min(STEPS, Math.max(0, step)) * SLIDER.step) * 10) / 10
}

function isOnStep(value: number): boolean {
  const steps = (value - SLIDER.min) / SLIDER.step
  return Math.abs(steps - Math.round(steps)) < 1e-9
}

const SLIDER_MESSAGE = `a number from ${SLIDER.min} to ${SLIDER.max} in steps of ${SLIDER.step}`
const slider = z
  .number({ message: SLIDER_MESSAGE })
  .min(SLIDER.min, { message: SLIDER_MESSAGE })
  .max(SLIDER.max, { message: SLIDER_MESSAGE })
  .refine(isOnStep, { message: SLIDER_MESSAGE })

export const SETTINGS_VOICE_IDS: readonly string[] = SETTINGS_VOICES.map((voice) => voice.id)

export function isSettingsVoiceId(value: string): boolean {
  return SETTINGS_VOICE_IDS.includes(value)
}

export const voiceSettingsSchema = z.object({
  enabled: z.boolean({ message: 'true or false' }),
  voiceId: z
    .string({ message: 'one of the eight voices of the settings card' })
    .refine(isSettingsVoiceId, { message: 'one of the eight voices of the settings card' }),
  volume: slider,
  stability: slider,
  similarityBoost: slider,
  style: slider,
})
export type VoiceSettingsRecord = z.infer<typeof voiceSettingsSchema>

/** What an owner who never saved their settings gets (spec 9 "Voice defaults"); voice replies start on. */
export const DEFAULT_VOICE_SETTINGS_RECORD: VoiceSettingsRecord = {
  enabled: true,
  voiceId: DEFAULT_VOICE_ID,
  volume: VOICE_DEFAULTS.volume,
  stability: VOICE_DEFAULTS.stability,
  similarityBoost: VOICE_DEFAULTS.similarityBoost,
  style: VOICE_DEFAULTS.style,
}

/** GET and PUT /api/voice-settings answer with the settings, and whether the owner has saved any yet. */
export interface VoiceSettingsResponse {
  settings: VoiceSettingsRecord
  saved: boolean
}
