// The caller's generated pictures and clips: list, read the media, delete.
import { Hono } from 'hono'
import type { AppDeps, AppEnv } from '../../context'

export function creationRoutes(_deps: AppDeps) {
  return new Hono<AppEnv>()
}
