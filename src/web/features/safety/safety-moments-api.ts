// The profile page's flagged-moments calls: the signed-in family's own list, removing one, clearing all.
import { api, unwrap } from '../../lib/api-client'

export const safetyMomentsQuery = {
  queryKey: ['safety-moments'] as const,
  queryFn: () => unwrap(api.api['safety-moments'].$get()),
}

export function removeSafetyMoment(id: string) {
  return unwrap(api.api['safety-moments'][':id'].$delete({ param: { id } }))
}

export function clearSafetyMoments() {
  return unwrap(api.api['safety-moments'].$delete())
}
