// Beeducation: learning progress, lesson completions and game scores of the caller (user or guest).
import { Hono } from 'hono'
import type { AppDeps, AppEnv } from '../../context'

export function learningRoutes(_deps: AppDeps) {
  return new Hono<AppEnv>()
}
