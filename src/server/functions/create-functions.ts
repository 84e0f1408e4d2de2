// The Create issue's named functions (image and clip generation, the mascot character).
import { advancedImageGeneration } from './advanced-image-generation'
import type { FunctionDefinition } from './define'
import { extractMochiCharacter } from './extract-mochi-character'
import { generateImageSora } from './generate-image-sora'

export const CREATE_FUNCTIONS: FunctionDefinition[] = [
  generateImageSora,
  advancedImageGeneration,
  extractMochiCharacter,
]
