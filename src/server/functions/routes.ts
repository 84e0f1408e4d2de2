// POST /functions/v1/:name — compatible with supabase-js functions.invoke; unknown names are a JSON 404.
import { Hono } from 'hono'
import { ERROR_CODES } from '../../shared/error-codes'
import type { AppDeps, AppEnv } from '../context'
import { ApiError, validationError } from '../lib/errors'
import { readJsonBody } from '../lib/validate'
import type { FunctionDefinition } from './define'

export function functionRoutes(deps: AppDeps, functions: FunctionDefinition[]) {
  const byName = new Map(functions.map((fn) => [fn.name, fn]))
  return new Hono<AppEnv>().post('/:name', async (c) => {
    const name = c.req.param('name')
    const fn = byName.get(name)
    if (!fn) throw new ApiError(404, ERROR_CODES.functionNotFound, `No function named "${name}"`)
    const parsed = fn.input.safeParse(await readJsonBody(c.req.raw))
    if (!parsed.success) throw validationError(parsed.error)
    const result = await fn.handler(parsed.data, { deps, c })
    if (result instanceof Response) return result
    return c.json(result as object)
  })
}
