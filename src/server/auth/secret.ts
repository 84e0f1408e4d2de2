// The secret that signs sessions: AUTH_SECRET, or one generated once and kept in DATA_DIR for a single instance.
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { Env } from '../env'
import type { Logger } from '../lib/logger'

export function resolveAuthSecret(env: Env, logger: Logger): string {
  if (env.authSecret) return env.authSecret
  if (env.databaseUrl) {
    logger.warn('AUTH_SECRET is not set: using a secret kept in DATA_DIR; every instance must share it')
  }
  const file = path.join(env.dataDir, 'auth-secret')
  if (existsSync(file)) return readFileSync(file, 'utf8').trim()
  mkdirSync(env.dataDir, { recursive: true })
  const secret = randomBytes(32).toString('base64url')
  writeFileSync(file, secret, { mode: 0o600 })
  return secret
}
