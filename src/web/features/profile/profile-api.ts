// The profile page's calls: profile, consents, export and deletion of the signed-in user's account.
import type { ConsentType, Language } from '@shared/constants'
import { type ProfileUpdateInput, profileUpdateSchema } from '@shared/schemas/account'
import { api, unwrap } from '../../lib/api-client'

export const accountQuery = {
  queryKey: ['account'] as const,
  queryFn: () => unwrap(api.api.account.me.$get()),
}
export const consentsQuery = {
  queryKey: ['consents'] as const,
  queryFn: () => unwrap(api.api.consents.$get()),
}

/** The places the garden guide knows, named in the UI language, for the garden place picker. */
export const gardenPlacesQuery = (lang: Language) => ({
  queryKey: ['garden-places', lang] as const,
  queryFn: () => unwrap(api.api.account['garden-places'].$get({ query: { lang } })),
  staleTime: 60 * 60 * 1000,
})

export function updateProfile(values: ProfileUpdateInput) {
  return unwrap(api.api.account.profile.$patch({ json: profileUpdateSchema.parse(values) }))
}

export function recordConsent(consentType: ConsentType, consentGiven: boolean) {
  return unwrap(api.api.consents.$post({ json: { consentType, consentGiven } }))
}

export function withdrawConsent(id: string) {
  return unwrap(api.api.consents[':id'].withdraw.$post({ param: { id } }))
}

export function deleteAccount(confirmEmail: string, password: string) {
  return unwrap(api.api.account.$delete({ json: { confirmEmail, password: password || undefined } }))
}

/** Downloads everything we hold about the user as a JSON file. */
export async function downloadMyData(): Promise<void> {
  const response = await fetch('/api/account/export', { credentials: 'same-origin' })
  if (!response.ok) throw new Error(`export failed (${response.status})`)
  const blob = await response.blob()
  const name =
    /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ??
    'mochis-garden-data.json'
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = name
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}
