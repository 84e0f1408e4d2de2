// better-auth's own client for the endpoints under /api/auth (sign-in, sign-out, password reset), loaded by
// auth-api.ts only when one of those is asked for (the session is a plain GET there), with the fields our server
// adds to its users (the role, and whether the profile is still to be finished). Google sign-in needs no client
// plugin: better-auth 1.7 serves the generic OpenID Connect provider through /sign-in/social; the bearer plugin
// is for callers without cookies.

import { createAuthClient } from 'better-auth/client'
import { inferAdditionalFields } from 'better-auth/client/plugins'

export const authClient = createAuthClient({
  // The same origin that served the page (cookies are first-party), under the server's basePath.
  baseURL: typeof window === 'undefined' ? undefined : window.location.origin,
  basePath: '/api/auth',
  fetchOptions: {
    credentials: 'same-origin',
    // Looked up at each call, not captured once, so the page always uses the current window.fetch.
    customFetchImpl: (input, init) => fetch(input, init),
  },
  plugins: [
    inferAdditionalFields({
      user: {
        role: { type: 'string', input: false, required: false },
        profilePending: { type: 'boolean', input: false, required: false },
      },
    }),
  ],
})
