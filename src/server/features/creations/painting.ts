// What a painter hands back: the bytes of a picture or clip and how it was made; the options painters take.
import type { IMAGE_MODELS } from '../../../shared/constants'

export type ImageModelName = (typeof IMAGE_MODELS)[number]

export interface Painting {
  bytes: Uint8Array
  mediaType: string
  width: number | null
  height: number | null
  /** The model that drew it: an OpenAI image model, or "mochi-illustrator". */
  model: string
  /** The illustrator's seed: with the prompt it redraws the same bytes. Null for OpenAI pictures. */
  seed: number | null
  /** "fallback" when the configured model failed and the illustrator drew it instead. */
  note?: 'fallback'
  /** Anything else worth keeping with the creation (frames, what the illustrator recognised…). */
  details?: Record<string, unknown>
}

export const IMAGE_QUALITIES = ['standard', 'hd', 'low', 'medium', 'high', 'auto'] as const
export type ImageQuality = (typeof IMAGE_QUALITIES)[number]
export const OUTPUT_FORMATS = ['png', 'jpeg', 'webp'] as const
export type OutputFormat = (typeof OUTPUT_FORMATS)[number]
