// Capability tokens for media URLs: <img> tags send cookies but not the guest header, so a URL carries proof.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { Env } from '../env'
import { mediaRoot } from './store'

const SECRET_FILE = '.secret'
const secrets = new Map<string, string>()

/**
 * AUTH_SECRET when configured; otherwise a random secret kept in DATA_DIR/media/.secret (its leading dot
 * keeps it out of reach of any media key). Several instances must share AUTH_SECRET for tokens to agree.
 */
export function mediaSecret(env: Pick<Env, 'authSecret' | 'dataDir'>): string {
  if (env.authSecret) return env.authSecret
  const root = mediaRoot(env)
  const cached = secrets.get(root)
  if (cached) return cached
  const file = path.join(root, SECRET_FILE)
  let secret: string
  if (existsSync(file)) secret = readFileSync(file, 'utf8').trim()
  else {
    mkdirSync(root, { recursive: true })
    secret = randomBytes(32).toString('base64url')
    writeFileSync(file, secret, { mode: 0o600 })
  }
  secrets.set(root, secret)
  return secret
}

/** An unguessable token for one creation's media, derived rather than stored. */
export function mediaToken(secret: string, id: string): string {
  return createHmac('sha256', secret).update(`mochi-media:${id}`).digest('base64url').slice(0, 32)
}

export function isValidMediaToken(secret: string, id: string, token: string | undefined): boolean {
  if (!token) return false
  const expected = Buffer.from(mediaToken(secret, id))
  const given = Buffer.from(token)
  return given.length === expected.length && timingSafeEqual(given, expected)
}
