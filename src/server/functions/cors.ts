// CORS for /functions/v1: callers on other sites (supabase-js in another app) get an answer only from the
// origins the operator trusts, PUBLIC_URL and TRUSTED_ORIGINS; every other origin gets no CORS headers at all.
import { cors } from 'hono/cors'
import { type Env, publicUrl } from '../env'

/** What supabase-js sends besides the body: its bearer token, its client header and the anon key. */
const ALLOWED_HEADERS = [
  'authorization',
  'content-type',
  'accept',
  'apikey',
  'x-client-info',
  'x-mochi-guest-id',
]

export function functionsCors(env: Pick<Env, 'trustedOrigins'> & Parameters<typeof publicUrl>[0]) {
  const trusted = new Set([publicUrl(env), ...env.trustedOrigins].map((url) => url.replace(/\/$/, '')))
  return cors({
    origin: (origin) => (trusted.has(origin) ? origin : null),
    allowMethods: ['POST', 'GET', 'OPTIONS'],
    allowHeaders: ALLOWED_HEADERS,
    exposeHeaders: ['x-voice-id', 'x-speech-provider', 'x-request-id'],
    credentials: true,
    maxAge: 600,
  })
}
