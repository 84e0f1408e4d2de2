// GET /api/facts?lang=en|es: the bee facts of the Beeducation hub, from memory with an ETag.
import { Hono } from 'hono'
import { z } from 'zod'
import { LANGUAGES, type Language } from '../../../shared/constants'
import type { AppDeps, AppEnv } from '../../context'
import { contentCache, sendCached } from '../../lib/content-cache'
import { queryParams } from '../../lib/validate'
import { listFacts } from './data'

const listFactsQuery = z.object({ lang: z.enum(LANGUAGES, { message: 'languageInvalid' }).default('en') })

export function factRoutes({ database }: AppDeps) {
  // The facts change only with a seed, so they are read once per language and served from memory.
  const cache = contentCache(async (language: Language) => ({
    facts: await listFacts(database.db, { language }),
  }))
  return new Hono<AppEnv>().get('/', queryParams(listFactsQuery), async (c) =>
    sendCached(c, await cache.get(c.req.valid('query').lang), 'public, max-age=300'),
  )
}
