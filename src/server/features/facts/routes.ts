// GET /api/facts?lang=en|es: the bee facts of the Beeducation hub.
import { Hono } from 'hono'
import { z } from 'zod'
import { LANGUAGES } from '../../../shared/constants'
import type { AppDeps, AppEnv } from '../../context'
import { queryParams } from '../../lib/validate'
import { listFacts } from './data'

const listFactsQuery = z.object({ lang: z.enum(LANGUAGES, { message: 'languageInvalid' }).default('en') })

export function factRoutes({ database }: AppDeps) {
  return new Hono<AppEnv>().get('/', queryParams(listFactsQuery), async (c) => {
    const facts = await listFacts(database.db, { language: c.req.valid('query').lang })
    c.header('Cache-Control', 'public, max-age=300')
    return c.json({ facts })
  })
}
