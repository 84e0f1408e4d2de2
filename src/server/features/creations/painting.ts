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
  /**
   * "fallback" when the configured model failed and the illustrator drew it instead; "unavailable" when the
   * caller chose a model this server has no key for, so the illustrator drew it (and the caller is told).
   */
  note?: PaintingNote
  /** Anything else worth keeping with the creation (frames, what the illustrator recognised…). */
  details?: Record<string, unknown>
}

export type PaintingNote = 'fallback' | 'unavailable'

/** What the offline illustrator reports: the things it drew and the prompt words it had no drawing for. */
export interface IllustratorReport {
  drawn: string[]
  notDrawn: string[]
  /** Close things it can draw, in the prompt's language, when something could not be drawn. */
  suggestions?: string[]
}

/** The illustrator's report kept in a painting's details, or undefined for pictures from another model. */
export function illustratorReport(painting: Pick<Painting, 'details'>): IllustratorReport | undefined {
  const drawn = painting.details?.drawn
  const notDrawn = painting.details?.notDrawn
  if (!Array.isArray(drawn) || !Array.isArray(notDrawn)) return undefined
  return { drawn: drawn.map(String), notDrawn: notDrawn.map(String) }
}

export const IMAGE_QUALITIES = ['standard', 'hd', 'low', 'medium', 'high', 'auto'] as const
export type ImageQuality = (typeof IMAGE_QUALITIES)[number]
export const OUTPUT_FORMATS = ['png', 'jpeg', 'webp'] as const
export type OutputFormat = (typeof OUTPUT_FORMATS)[number]
