// What every route can reach: configuration, the database and the logger; and the Hono context types.
import type { Database } from './db/client'
import type { Env } from './env'
import type { Logger } from './lib/logger'

export interface AppDeps {
  env: Env
  database: Database
  logger: Logger
  startedAt: Date
}

export interface AppEnv {
  Variables: {
    requestId: string
  }
}
