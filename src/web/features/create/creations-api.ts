// The creator's calls: my creations (list, delete), generating a picture or clip, and the mascot assets.
import type { Language } from '@shared/constants'
import type { AdvancedImageGenerationResult } from '../../../server/functions/advanced-image-generation'
import type { GenerateImageSoraResult } from '../../../server/functions/generate-image-sora'
import { api, guestId, invokeFunction, unwrap } from '../../lib/api-client'

export type CreationKind = 'image' | 'video'
export type { AdvancedImageGenerationResult, GenerateImageSoraResult }

export function creationsQuery(kind?: CreationKind) {
  return {
    queryKey: ['creations', kind ?? 'all'] as const,
    queryFn: () => unwrap(api.api.creations.$get({ query: kind ? { kind } : {} })),
  }
}

export type CreationRecord = Awaited<
  ReturnType<ReturnType<typeof creationsQuery>['queryFn']>
>['creations'][number]

export const assetsQuery = {
  queryKey: ['mochi-assets'] as const,
  queryFn: () => unwrap(api.api.creations.assets.$get()),
}

export function deleteCreation(id: string) {
  return unwrap(api.api.creations[':id'].$delete({ param: { id } }))
}

export function generateCreation(input: { prompt: string; type: CreationKind; language: Language }) {
  // user_id is what the original client sent; the server knows the caller from the guest header or session.
  return invokeFunction<GenerateImageSoraResult>('generate_image_sora', { ...input, user_id: guestId() })
}

/** Where a generated result can be seen: the picture's data URL or the clip's URL. */
export function resultUrl(result: GenerateImageSoraResult): string {
  return result.type === 'image' ? result.data : result.url
}
