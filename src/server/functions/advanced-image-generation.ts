// advanced_image_generation (spec 7.2): a picture from a chosen OpenAI model, or the illustrator offline.
import { z } from 'zod'
import { IMAGE_MODELS, LANGUAGES } from '../../shared/constants'
import { createPicture } from '../features/creations/generate'
import { IMAGE_QUALITIES, OUTPUT_FORMATS } from '../features/creations/painting'
import { PROMPT_MAX_CHARS } from '../features/creations/prompt-check'
import { defineFunction } from './define'

export const advancedImageGenerationInput = z.object({
  prompt: z.string().max(PROMPT_MAX_CHARS).optional(),
  /** Without one, the configured OpenAI model draws (gpt-image-1), or the illustrator when there is none. */
  model: z.enum(IMAGE_MODELS).optional(),
  quality: z.enum(IMAGE_QUALITIES).optional(),
  size: z
    .string()
    .regex(/^\d{2,4}x\d{2,4}$/, 'size must look like 1024x1024')
    .default('1024x1024'),
  output_format: z.enum(OUTPUT_FORMATS).optional(),
  language: z.enum(LANGUAGES).optional(),
})

export interface AdvancedImageGenerationResult {
  /** Same-origin URL of the stored picture. */
  image: string
  /** The engine that drew it: an OpenAI model or "mochi-illustrator". */
  model: string
  /** The model the caller chose, when it is not the one that drew. */
  requested_model?: string
  id: string
  note?: 'fallback' | 'unavailable'
  drawn?: string[]
  notDrawn?: string[]
  suggestions?: string[]
}

export const advancedImageGeneration = defineFunction({
  name: 'advanced_image_generation',
  input: advancedImageGenerationInput,
  handler: async (input, { deps, c }): Promise<AdvancedImageGenerationResult> => {
    const { creation, note, report } = await createPicture(deps, c, {
      prompt: input.prompt,
      language: input.language,
      model: input.model,
      size: input.size,
      quality: input.quality,
      outputFormat: input.output_format,
    })
    const requested = input.model && input.model !== creation.model ? { requested_model: input.model } : {}
    return {
      image: creation.url,
      model: creation.model,
      id: creation.id,
      ...requested,
      ...(note ? { note } : {}),
      ...report,
    }
  },
})
