// Checks the illustrator through the AI SDK's own generateImage, as the providers module will call it.
import { generateImage } from 'ai'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createLocalImageModel, LOCAL_IMAGE_MODEL_ID } from './image-model'

// The SDK logs unsupported-feature warnings to the console; this suite asserts them instead.
const sdkGlobals = globalThis as { AI_SDK_LOG_WARNINGS?: boolean }
beforeAll(() => {
  sdkGlobals.AI_SDK_LOG_WARNINGS = false
})
afterAll(() => {
  delete sdkGlobals.AI_SDK_LOG_WARNINGS
})

describe('createLocalImageModel', () => {
  it('draws a PNG garden for the AI SDK', async () => {
    const result = await generateImage({
      model: createLocalImageModel(),
      prompt: 'tres girasoles amarillos con abejas bajo el sol',
      size: '256x256',
      seed: 3,
    })
    expect(result.image.mediaType).toBe('image/png')
    expect([...result.image.uint8Array.subarray(1, 4)]).toEqual([0x50, 0x4e, 0x47])
    expect(result.warnings).toEqual([])
    expect(result.responses[0]?.modelId).toBe(LOCAL_IMAGE_MODEL_ID)
    expect(result.providerMetadata.local?.images[0]).toEqual({
      seed: 3,
      recognised: ['tres', 'girasoles', 'amarillos', 'abejas', 'sol'],
    })
  })

  it('gives several different gardens for one call and warns about sizes it cannot draw', async () => {
    const result = await generateImage({
      model: createLocalImageModel(),
      prompt: 'tulips',
      n: 2,
      size: '300x200',
      seed: 1,
    })
    expect(result.images).toHaveLength(2)
    const [first, second] = result.images
    expect(Buffer.from(first!.uint8Array).equals(Buffer.from(second!.uint8Array))).toBe(false)
    expect(result.warnings).toEqual([expect.objectContaining({ type: 'unsupported', feature: 'size' })])
  })
})
