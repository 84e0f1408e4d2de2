// extract_mochi_character (spec 7.2): the first frame of one of this garden's clips becomes Mochi's picture.
import { z } from 'zod'
import { extractCharacter } from '../features/creations/character'
import { defineFunction } from './define'

export const extractMochiCharacter = defineFunction({
  name: 'extract_mochi_character',
  input: z.object({ videoUrl: z.string().trim().min(1).max(2000) }),
  handler: ({ videoUrl }, { deps, c }) => extractCharacter(deps, c, videoUrl),
})
