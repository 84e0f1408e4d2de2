// GET /functions/v1/realtime_session: the realtime voice WebSocket. Signed-in users only, from our own origin.
import { upgradeWebSocket } from '@hono/node-server'
import type { Context, Hono } from 'hono'
import { ERROR_CODES } from '../../shared/error-codes'
import { getCaller } from '../auth/caller'
import type { AppDeps, AppEnv } from '../context'
import { publicUrl } from '../env'
import { createRecognizer, type RecognizerOptions } from '../features/voice/recognizer'
import { RealtimeSession } from './session'

export const REALTIME_PATH = '/functions/v1/realtime_session'

export interface RealtimeOptions {
  recognizer?: RecognizerOptions
}

/** Browsers always send Origin on a WebSocket handshake; a foreign one could ride the child's cookie. */
function isAllowedOrigin(c: Context<AppEnv>, deps: AppDeps): boolean {
  const origin = c.req.header('origin')
  if (!origin) return true
  const allowed = new Set(
    [publicUrl(deps.env), ...deps.env.trustedOrigins].map((url) => url.replace(/\/$/, '')),
  )
  if (allowed.has(origin)) return true
  try {
    return new URL(origin).host === c.req.header('host')
  } catch {
    return false
  }
}

/** Mount before the `/functions/*` catch-all; `serve()` needs `websocket: createRealtimeSocketServer()`. */
export function registerRealtime(app: Hono<AppEnv>, deps: AppDeps, options: RealtimeOptions = {}) {
  const fail = (c: Context<AppEnv>, status: 401 | 403 | 426, code: string, message: string) =>
    c.json({ error: { code, message } }, status)
  app.get(
    REALTIME_PATH,
    async (c, next) => {
      if (!isAllowedOrigin(c, deps)) return fail(c, 403, ERROR_CODES.forbidden, 'This origin may not connect')
      const caller = await getCaller(c, deps)
      if (caller.kind !== 'user') {
        return fail(c, 401, ERROR_CODES.unauthorized, 'Please sign in to chat with Mochi by voice')
      }
      if (c.req.header('upgrade')?.toLowerCase() !== 'websocket') {
        return fail(c, 426, 'upgrade_required:realtime', 'Connect with a WebSocket')
      }
      await next()
    },
    upgradeWebSocket(() => {
      let session: RealtimeSession | undefined
      return {
        onOpen: (_event, ws) => {
          session = new RealtimeSession(
            {
              models: deps.models,
              logger: deps.logger,
              env: deps.env,
              recognizer: createRecognizer(deps.env, { logger: deps.logger, ...options.recognizer }),
            },
            { send: (event) => ws.send(JSON.stringify(event)) },
          )
          session.start()
        },
        onMessage: (event) => session?.receive(event.data as string | ArrayBuffer),
        onClose: () => session?.dispose(),
        onError: () => session?.dispose(),
      }
    }),
  )
}
