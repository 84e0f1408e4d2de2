// The relay's outgoing WebSocket to OpenAI Realtime, on the `ws` package: a refused handshake is reported with its
// HTTP status (401, 403, 404) and OpenAI's message, which tell an operator what went wrong.
import WebSocket from 'ws'

const ERROR_BODY_BYTES = 2048

export type UpstreamFailure = 'unauthorized' | 'rejected' | 'unreachable' | 'timeout' | 'protocol'

export class UpstreamConnectError extends Error {
  constructor(
    readonly failure: UpstreamFailure,
    message: string,
    readonly status?: number,
  ) {
    super(message)
  }
}

export interface UpstreamHandlers {
  onMessage: (text: string) => void
  onClose: (code: number, reason: string) => void
}

export interface UpstreamOptions {
  headers: Record<string, string>
  timeoutMs: number
  maxPayload: number
}

/** Resolves once the server switched protocols; messages wait (the socket stays paused) until `listen()`. */
export function connectUpstream(url: string, options: UpstreamOptions): Promise<UpstreamConnection> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, {
      headers: options.headers,
      handshakeTimeout: options.timeoutMs,
      maxPayload: options.maxPayload,
    })
    let settled = false
    const fail = (error: UpstreamConnectError) => {
      if (settled) return
      settled = true
      socket.removeAllListeners()
      socket.on('error', () => {})
      socket.terminate()
      reject(error)
    }
    socket.once('unexpected-response', (_request, response) => {
      const status = response.statusCode ?? 0
      const chunks: Buffer[] = []
      let size = 0
      response.on('data', (chunk: Buffer) => {
        if (size < ERROR_BODY_BYTES) chunks.push(chunk)
        size += chunk.length
      })
      response.on('end', () => {
        const body = Buffer.concat(chunks).subarray(0, ERROR_BODY_BYTES).toString('utf8')
        const failure = status === 401 || status === 403 ? 'unauthorized' : 'rejected'
        fail(new UpstreamConnectError(failure, `HTTP ${status} ${errorDetail(body)}`.trim(), status))
      })
      response.on('error', () => fail(new UpstreamConnectError('rejected', `HTTP ${status}`, status)))
    })
    socket.once('error', (error: NodeJS.ErrnoException) => {
      if (/timed out/i.test(error.message)) {
        return fail(new UpstreamConnectError('timeout', `no answer within ${options.timeoutMs} ms`))
      }
      if (error.code) return fail(new UpstreamConnectError('unreachable', error.code))
      fail(new UpstreamConnectError('protocol', error.message))
    })
    socket.once('open', () => {
      if (settled) return
      settled = true
      socket.removeAllListeners()
      resolve(new UpstreamConnection(socket))
    })
  })
}

/** The message of a JSON error body (OpenAI's `{ error: { message } }`), else the start of the text. */
function errorDetail(body: string): string {
  try {
    const parsed = JSON.parse(body) as { error?: { message?: unknown } }
    if (typeof parsed.error?.message === 'string') return parsed.error.message.slice(0, 200)
  } catch {
    // not JSON
  }
  return body.replace(/\s+/g, ' ').trim().slice(0, 200)
}

/** An open upstream socket; messages are held (the socket paused) until someone listens. */
export class UpstreamConnection {
  private finished: { code: number; reason: string } | undefined
  private handlers: UpstreamHandlers | undefined

  constructor(private readonly socket: WebSocket) {
    socket.pause()
    socket.on('error', () => this.finish(1006, 'connection error'))
    socket.on('close', (code, reason) => this.finish(code, reason.toString('utf8')))
  }

  listen(handlers: UpstreamHandlers) {
    this.handlers = handlers
    if (this.finished) return handlers.onClose(this.finished.code, this.finished.reason)
    this.socket.on('message', (data, isBinary) => {
      if (!isBinary) handlers.onMessage(data.toString())
    })
    this.socket.resume()
  }

  send(text: string) {
    if (this.socket.readyState === WebSocket.OPEN) this.socket.send(text)
  }

  close(code = 1000, reason = '') {
    if (this.socket.readyState === WebSocket.OPEN || this.socket.readyState === WebSocket.CONNECTING) {
      this.socket.close(code, reason)
    }
  }

  private finish(code: number, reason: string) {
    if (this.finished) return
    this.finished = { code, reason }
    this.handlers?.onClose(code, reason)
  }
}
