// Pictures from OpenAI's image models (gpt-image-1, dall-e-3) through the AI SDK, when a key is configured.
import { createOpenAI } from '@ai-sdk/openai'
import { generateImage } from 'ai'
import type { Env } from '../../env'
import { readPngSize } from '../../media/png'
import type { ImageModelName, ImageQuality, OutputFormat, Painting } from './painting'

/** gpt-image-1 can take close to a minute at high quality; past this the illustrator answers instead. */
export const OPENAI_IMAGE_TIMEOUT_MS = 120_000

export interface OpenAIPictureRequest {
  prompt: string
  model: ImageModelName
  size: string
  quality?: ImageQuality
  outputFormat?: OutputFormat
  signal?: AbortSignal
}

export function hasOpenAIImages(env: Pick<Env, 'ai'>): boolean {
  return Boolean(env.ai.openai.apiKey)
}

/** Each model names its qualities differently; the panel always asks for "high". */
function qualityFor(model: ImageModelName, quality: ImageQuality | undefined): ImageQuality | undefined {
  if (quality === undefined || quality === 'auto') return quality
  if (model === 'dall-e-3') return quality === 'high' || quality === 'hd' ? 'hd' : 'standard'
  if (quality === 'hd') return 'high'
  return quality === 'standard' ? 'medium' : quality
}

export async function paintWithOpenAI(
  env: Pick<Env, 'ai'>,
  request: OpenAIPictureRequest,
): Promise<Painting> {
  const provider = createOpenAI({ apiKey: env.ai.openai.apiKey, baseURL: env.ai.openai.baseUrl })
  const openaiOptions: Record<string, string> = {}
  const quality = qualityFor(request.model, request.quality)
  if (quality) openaiOptions.quality = quality
  // dall-e-3 has no output_format and always answers PNG.
  if (request.model === 'gpt-image-1' && request.outputFormat)
    openaiOptions.outputFormat = request.outputFormat
  const timeout = AbortSignal.timeout(OPENAI_IMAGE_TIMEOUT_MS)
  const { image } = await generateImage({
    model: provider.image(request.model),
    prompt: request.prompt,
    size: request.size as `${number}x${number}`,
    providerOptions: { openai: openaiOptions },
    // The illustrator is the retry: a failed call falls back at once instead of waiting on back-off.
    maxRetries: 0,
    abortSignal: request.signal ? AbortSignal.any([request.signal, timeout]) : timeout,
  })
  const [width, height] = request.size.split('x').map(Number)
  const measured = readPngSize(image.uint8Array)
  return {
    bytes: image.uint8Array,
    mediaType: image.mediaType,
    width: measured?.width ?? (Number.isFinite(width) ? width! : null),
    height: measured?.height ?? (Number.isFinite(height) ? height! : null),
    model: request.model,
    seed: null,
  }
}
