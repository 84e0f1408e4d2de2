// Answers the hottest reads (deploy-time content, /api/health) at the Node http layer, in front of Hono's listener,
// from answers the app itself made once: same status, headers and bytes, without building a Request/Context per hit.
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http'
import { ERROR_CODES } from '../../shared/error-codes'
import type { Env } from '../env'
import type { MetricsRecorder } from '../operator/metrics-recorder'
import { contentVersion } from './content-version'
import { etagMatches, pickEncoding } from './http-encoding'
import type { Logger } from './logger'
import { servedCounter } from './memory-reads-log'

/** What the app answered for one kind of request, ready to be written again (the request id aside). */
export interface Recorded {
  status: number
  /** Flat [name, value, …] as Hono sends them; the request id's value is replaced per answer. */
  headers: string[]
  requestIdAt: number
  /** Where the Content-Length value sits (-1: none), replaced per answer when the body is made per answer. */
  lengthAt: number
  /** The headers as a Headers object, for the security-headers figure every answer feeds. */
  seen: Headers
  body: Buffer
  etag: string | undefined
}

/** A route answered from recorded answers while the content version stands (facts and the like). */
export interface ContentRoute {
  kind: 'content'
  /** The route pattern the metrics name it by (as Hono's routePath reports it). */
  route: string
}

/**
 * A route whose body is made per answer (health): the recorded answer gives the headers; `answer` resolves with
 * the body, or undefined to hand the request to the app (e.g. the database is down: the app says how).
 */
export interface DynamicRoute {
  kind: 'dynamic'
  route: string
  answer: () => Promise<string | undefined>
  /** Called with each answer's status, e.g. for the health samples. */
  onAnswer?: (status: number) => void
}

export type MemoryRoute = ContentRoute | DynamicRoute

type Fetch = (request: Request, env: { incoming: IncomingMessage; outgoing: ServerResponse }) => unknown

export interface MemoryReadsOptions {
  fetch: Fetch
  /** Exact request targets (path and query, as sent) and what answers them; anything else goes to the app. */
  routes: Record<string, MemoryRoute>
  env: Pick<Env, 'trustProxy'>
  recorder: MetricsRecorder
  logger: Logger
}

/** Hosts, encodings and validators come from the client: bounded, so nobody can grow the maps without end. */
const MAX_VARIANTS = 256
const MAX_ACCEPT_ENCODINGS = 64
const REQUEST_ID_MAX = 255
const REQUEST_ID_BAD = /[^\w\-=]/

function hostLines(raw: string[]): number {
  let count = 0
  for (let i = 0; i < raw.length; i += 2) {
    const name = raw[i]!
    if (name.length === 4 && name.toLowerCase() === 'host') count++
  }
  return count
}

export function createMemoryReads(options: MemoryReadsOptions) {
  const { fetch, routes, env, recorder } = options
  const targets = new Map(Object.entries(routes))
  const recorded = new Map<string, Recorded>()
  const etags = new Map<string, string>()
  const encodings = new Map<string, string>()
  let version = contentVersion()
  const served = servedCounter(options.logger)

  // The same choice as http-encoding's pickEncoding, parsed once per distinct header value.
  const encodingOf = (accept: string | undefined): string => {
    if (accept === undefined) return ''
    let encoding = encodings.get(accept)
    if (encoding === undefined) {
      encoding = pickEncoding(accept) ?? ''
      if (encodings.size < MAX_ACCEPT_ENCODINGS) encodings.set(accept, encoding)
    }
    return encoding
  }

  // Everything of a request that can change the app's answer to these routes: the target, the method, the Host
  // (the CSP names its sockets), the scheme behind a trusted proxy (HSTS), the encoding and a matching validator.
  const keyOf = (request: IncomingMessage, target: string): string | undefined => {
    const headers = request.headers
    // Node keeps the first of several Host lines, the app sees them joined: such a request is left to the app.
    if (hostLines(request.rawHeaders) > 1) return undefined
    const proto = env.trustProxy ? (headers['x-forwarded-proto'] ?? '') : ''
    const ifNoneMatch = headers['if-none-match']
    let fresh = ''
    if (ifNoneMatch !== undefined) {
      const etag = etags.get(target)
      // Until the app's ETag is known, a conditional read cannot be matched to a recorded answer.
      if (etag === undefined) return undefined
      fresh = etagMatches(ifNoneMatch, etag) ? '304' : '200'
    }
    return `${request.method} ${target}\n${headers.host ?? ''}\n${proto}\n${encodingOf(headers['accept-encoding'])}\n${fresh}`
  }

  const requestIdOf = (request: IncomingMessage): string => {
    const given = request.headers['x-request-id']
    return typeof given === 'string' &&
      given !== '' &&
      given.length <= REQUEST_ID_MAX &&
      !REQUEST_ID_BAD.test(given)
      ? given
      : crypto.randomUUID()
  }

  // The recorded list itself, with this answer's request id in place: writeHead reads it at once and keeps no
  // reference (a copy per answer was garbage the collector paid for at every cached read).
  const write = (response: ServerResponse, entry: Recorded, requestId: string, body: Buffer | undefined) => {
    entry.headers[entry.requestIdAt] = requestId
    response.writeHead(entry.status, entry.headers)
    response.end(body)
  }

  // A miss: the app answers as usual (its middleware counts and logs it), and the answer is kept for the next.
  const viaApp = async (
    request: IncomingMessage,
    response: ServerResponse,
    listener: RequestListener,
    target: string,
    key: string | undefined,
    route: MemoryRoute,
  ) => {
    // An answer made from content older than the current version must not be kept (a seed ran meanwhile).
    const madeAt = version
    const headers = new Headers()
    const raw = request.rawHeaders
    for (let i = 0; i < raw.length; i += 2) headers.append(raw[i]!, raw[i + 1]!)
    let answer: Response
    try {
      answer = (await fetch(
        new Request(`http://${request.headers.host ?? 'localhost'}${target}`, {
          method: request.method,
          headers,
        }),
        {
          incoming: request,
          outgoing: response,
        },
      )) as Response
    } catch {
      // A Host the URL parser refuses, say: the app's own listener answers it in its own way.
      listener(request, response)
      return
    }
    const body = Buffer.from(await answer.arrayBuffer())
    const flat: string[] = []
    let requestIdAt = -1
    let lengthAt = -1
    answer.headers.forEach((value, name) => {
      if (name === 'x-request-id') requestIdAt = flat.length + 1
      if (name === 'content-length') lengthAt = flat.length + 1
      flat.push(name, value)
    })
    const entry: Recorded = {
      status: answer.status,
      headers: flat,
      requestIdAt,
      lengthAt,
      seen: answer.headers,
      body,
      etag: answer.headers.get('etag') ?? undefined,
    }
    const current = madeAt === version && version === contentVersion()
    if (
      current &&
      route.kind === 'content' &&
      entry.etag &&
      answer.status === 200 &&
      request.method === 'GET'
    )
      etags.set(target, entry.etag)
    const keep =
      current &&
      key !== undefined &&
      requestIdAt !== -1 &&
      recorded.size < MAX_VARIANTS &&
      (route.kind === 'content' ? answer.status === 200 || answer.status === 304 : answer.status === 200)
    if (keep) recorded.set(key, entry)
    response.writeHead(entry.status, flat)
    response.end(request.method === 'HEAD' ? undefined : body)
  }

  // As the metrics middleware does for every answer, and one tally for the aggregated log line.
  const finished = (method: string, route: MemoryRoute, entry: Recorded, started: number) => {
    const ms = performance.now() - started
    recorder.requestFinished({ method, route: route.route, status: entry.status, ms })
    recorder.securityHeaders(entry.seen)
    served.add(method, route.route, entry.status, ms)
  }

  // Synchronous on purpose: no promise (nor async-hook bookkeeping) per answer of recorded content.
  const hitContent = (
    request: IncomingMessage,
    response: ServerResponse,
    entry: Recorded,
    route: MemoryRoute,
  ) => {
    const started = performance.now()
    const method = request.method!
    recorder.requestStarted()
    write(response, entry, requestIdOf(request), method === 'HEAD' ? undefined : entry.body)
    finished(method, route, entry, started)
  }

  const hitDynamic = async (
    request: IncomingMessage,
    response: ServerResponse,
    listener: RequestListener,
    entry: Recorded,
    route: DynamicRoute,
  ) => {
    const started = performance.now()
    const body = await route.answer()
    if (body === undefined) {
      listener(request, response)
      return
    }
    // Counted in flight from its answer on: counting from arrival would need an undo when the app takes over.
    recorder.requestStarted()
    const bytes = Buffer.from(body)
    const headers = entry.headers.slice()
    headers[entry.requestIdAt] = requestIdOf(request)
    if (entry.lengthAt === -1) headers.push('content-length', String(bytes.byteLength))
    else headers[entry.lengthAt] = String(bytes.byteLength)
    response.writeHead(entry.status, headers)
    response.end(bytes)
    route.onAnswer?.(entry.status)
    finished('GET', route, entry, started)
  }

  return {
    /** Writes the pending log lines (at shutdown). */
    flush: served.flush,
    /** The Node request listener: memory first, the app's own listener for everything else. */
    wrap(listener: RequestListener): RequestListener {
      return (request, response) => {
        const method = request.method
        const target = request.url
        const route =
          (method === 'GET' || method === 'HEAD') && target !== undefined ? targets.get(target) : undefined
        // A made-per-answer body is only worth it on GET; HEAD of those routes is rare, the app answers it.
        if (!route || target === undefined || (route.kind === 'dynamic' && method !== 'GET'))
          return listener(request, response)
        // Seeded content changed: every recorded answer is stale (the app reloads its own copy on the next read).
        const now = contentVersion()
        if (now !== version) {
          version = now
          recorded.clear()
          etags.clear()
        }
        const key = keyOf(request, target)
        const entry = key === undefined ? undefined : recorded.get(key)
        if (entry && route.kind === 'content') return hitContent(request, response, entry, route)
        const done =
          entry && route.kind === 'dynamic'
            ? hitDynamic(request, response, listener, entry, route)
            : viaApp(request, response, listener, target, key, route)
        done.catch((error: unknown) => {
          options.logger.error({ err: error, path: target }, 'request failed')
          if (response.headersSent) return response.destroy()
          const message = 'Something went wrong on our side. Please try again.'
          response.writeHead(500, { 'content-type': 'application/json' })
          response.end(JSON.stringify({ error: { code: ERROR_CODES.internal, message } }))
        })
      }
    },
  }
}
