// Calls of the follow feature: the follow-mochi function, and confirming or ending a follow by a mailed token.
import type { Follow } from '@shared/schemas/follow'
import { api, invokeFunction, unwrap } from '../../lib/api-client'

/** The follow-mochi answer (functions are untyped on the wire, so its shape is written down here). */
export interface FollowResult {
  success: boolean
  pendingConfirmation: boolean
  confirmationSentTo: 'follower' | 'parent'
}

export type FollowBody = Omit<Follow, 'timestamp'> & { timestamp: string }

export function sendFollowRequest(body: FollowBody): Promise<FollowResult> {
  return invokeFunction<FollowResult>('follow-mochi', body)
}

export function confirmFollow(token: string) {
  return unwrap(api.api.follow.confirm.$post({ json: { token } }))
}

export function unsubscribeFollow(token: string) {
  return unwrap(api.api.follow.unsubscribe.$post({ json: { token } }))
}
