// The voice settings card's choices (spec 2.9, 5): the body of PUT /api/voice-settings, its answer, and defaults.
import { z } from 'zod'
import { SLIDER } from '../constants'
import { isSettingsVoiceId } from '../voice-settings-values'

export {
  DEFAULT_VOICE_SETTINGS_RECORD,
  isSettingsVoiceId,
  SETTINGS_VOICE_IDS,
  toSliderStep,
} from '../voice-settings-values'

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

/** GET and PUT /api/voice-settings answer with the settings, and whether the owner has saved any yet. */
export interface VoiceSettingsResponse {
  settings: VoiceSettingsRecord
  saved: boolean
}
