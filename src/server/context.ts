// What every route can reach: configuration, the database and the logger; and the Hono context types.
import type { Models } from './ai/providers'
import type { Auth } from './auth/auth'
import type { Caller } from './auth/caller'
import type { Database } from './db/client'
import type { Env } from './env'
import type { Logger } from './lib/logger'
import type { Mailer } from './mail/mailer'

export interface AppDeps {
  env: Env
  database: Database
  logger: Logger
  startedAt: Date
  auth: Auth
  mailer: Mailer
  models: Models
}

export interface AppEnv {
  Variables: {
    requestId: string
    caller?: Caller
  }
}
