// generate_image_sora (spec 7.2): a picture or a short clip for the caller; the body's user_id is ignored.
import { z } from 'zod'
import { LANGUAGES } from '../../shared/constants'
import { createClip, createPicture } from '../features/creations/generate'
import { PROMPT_MAX_CHARS } from '../features/creations/prompt-check'
import { defineFunction } from './define'

export const generateImageSoraInput = z.object({
  prompt: z.string().max(PROMPT_MAX_CHARS).optional(),
  type: z.enum(['image', 'video']).default('image'),
  /** Sent by the original client; the caller is known from the request, never from the body. */
  user_id: z.unknown().optional(),
  language: z.enum(LANGUAGES).optional(),
})

/** What the offline illustrator drew and could not draw; absent when another model made the picture. */
interface Report {
  drawn?: string[]
  notDrawn?: string[]
  suggestions?: string[]
}

/** The spec's generated content result, plus the creation's id (and a still of a clip's first frame). */
export type GenerateImageSoraResult =
  | ({ type: 'image'; data: string; model: string; id: string; note?: 'fallback' | 'unavailable' } & Report)
  | ({ type: 'video'; url: string; still: string | null; model: string; id: string } & Report)

export const generateImageSora = defineFunction({
  name: 'generate_image_sora',
  input: generateImageSoraInput,
  handler: async ({ prompt, type, language }, { deps, c }): Promise<GenerateImageSoraResult> => {
    if (type === 'video') {
      const { creation, report } = await createClip(deps, c, { prompt, language })
      return {
        type: 'video',
        url: creation.url,
        still: creation.stillUrl,
        model: creation.model,
        id: creation.id,
        ...report,
      }
    }
    const { creation, note, report } = await createPicture(deps, c, { prompt, language })
    return {
      type: 'image',
      data: creation.url,
      model: creation.model,
      id: creation.id,
      ...(note ? { note } : {}),
      ...report,
    }
  },
})
