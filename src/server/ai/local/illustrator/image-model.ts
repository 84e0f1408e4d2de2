// The offline illustrator behind the AI SDK's image-model interface, so `generateImage` treats it like OpenAI's.
import type {
  ImageModelV4,
  ImageModelV4CallOptions,
  ImageModelV4Result,
  SharedV4Warning,
} from '@ai-sdk/provider'
import { generateImage, IMAGE_SIZES, resolveSeed } from './render'

export const LOCAL_IMAGE_MODEL_ID = 'mochi-illustrator'
const MAX_IMAGES_PER_CALL = 4

function pickSize(size: ImageModelV4CallOptions['size'], warnings: SharedV4Warning[]): number {
  if (size === undefined) return IMAGE_SIZES[0]
  const [width, height] = size.split('x').map(Number)
  if (width === height && IMAGE_SIZES.includes(width as (typeof IMAGE_SIZES)[number])) return width!
  warnings.push({
    type: 'unsupported',
    feature: 'size',
    details: `Pictures are square: ${IMAGE_SIZES.join(', ')}`,
  })
  return IMAGE_SIZES[0]
}

export function createLocalImageModel(): ImageModelV4 {
  return {
    specificationVersion: 'v4',
    provider: 'local',
    modelId: LOCAL_IMAGE_MODEL_ID,
    maxImagesPerCall: MAX_IMAGES_PER_CALL,
    supportsFileInputs: false,
    supportsMaskInputs: false,
    async doGenerate(options): Promise<ImageModelV4Result> {
      const warnings: SharedV4Warning[] = []
      const size = pickSize(options.size, warnings)
      if (options.aspectRatio !== undefined && options.aspectRatio !== '1:1') {
        warnings.push({ type: 'unsupported', feature: 'aspectRatio', details: 'Pictures are square' })
      }
      if (options.files?.length || options.mask) {
        warnings.push({
          type: 'unsupported',
          feature: 'files',
          details: 'Pictures are drawn from the prompt only',
        })
      }
      const prompt = options.prompt ?? ''
      const firstSeed = resolveSeed(prompt, options.seed)
      const images = []
      // Each extra picture takes the next seed, so one call gives several different gardens.
      for (let i = 0; i < options.n; i++) {
        options.abortSignal?.throwIfAborted()
        images.push(await generateImage({ prompt, size, seed: (firstSeed + i) >>> 0 }))
      }
      return {
        images: images.map((image) => image.png),
        warnings,
        providerMetadata: {
          local: {
            images: images.map((image) => ({ seed: image.seed, recognised: image.scene.recognised })),
          },
        },
        response: { timestamp: new Date(), modelId: LOCAL_IMAGE_MODEL_ID, headers: undefined },
      }
    },
  }
}
