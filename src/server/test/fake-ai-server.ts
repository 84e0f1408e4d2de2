// Loopback fakes of third-party AI APIs speaking their real wire formats (OpenAI chat completions and Anthropic
// messages, streaming and not), recording the requests they get. The only test doubles in the project.
import http from 'node:http'
import type { AddressInfo } from 'node:net'

export interface FakeAiServer {
  url: string
  requests: Array<{ path: string; body: Record<string, unknown>; headers: http.IncomingHttpHeaders }>
  close: () => Promise<void>
}

export interface FakeAiOptions {
  /** Words streamed back, one chunk each. */
  reply: string
  /** Answer every request with this HTTP status instead (e.g. 500 to test fallbacks). */
  failWith?: number
}

export async function startFakeAiServer(options: FakeAiOptions): Promise<FakeAiServer> {
  const requests: FakeAiServer['requests'] = []
  const server = http.createServer((req, res) => {
    let raw = ''
    req.on('data', (chunk) => {
      raw += chunk
    })
    req.on('end', () => {
      const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {}
      requests.push({ path: req.url ?? '', body, headers: req.headers })
      if (options.failWith) {
        res.writeHead(options.failWith, { 'content-type': 'application/json' })
        res.end(JSON.stringify({ error: { message: 'The fake provider is down', type: 'server_error' } }))
        return
      }
      const words = options.reply.split(/(?<= )/)
      if (req.url?.endsWith('/chat/completions')) return openAiChat(res, body, words)
      if (req.url?.endsWith('/messages')) return anthropicMessages(res, body, words)
      if (req.url?.endsWith('/moderations')) {
        const flagged = String(body.input).includes('FLAG-ME')
        res.writeHead(200, { 'content-type': 'application/json' })
        res.end(
          JSON.stringify({
            id: 'modr-fake',
            model: body.model,
            results: [
              {
                flagged,
                categories: { violence: flagged },
                category_scores: { violence: flagged ? 0.99 : 0.01 },
              },
            ],
          }),
        )
        return
      }
      res.writeHead(404).end()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}

function sse(res: http.ServerResponse) {
  res.writeHead(200, {
    'content-type': 'text/event-stream',
    'cache-control': 'no-cache',
    connection: 'keep-alive',
  })
}

function openAiChat(res: http.ServerResponse, body: Record<string, unknown>, words: string[]) {
  const base = {
    id: 'chatcmpl-fake',
    object: 'chat.completion.chunk',
    created: 1_700_000_000,
    model: String(body.model),
  }
  if (!body.stream) {
    res.writeHead(200, { 'content-type': 'application/json' })
    res.end(
      JSON.stringify({
        ...base,
        object: 'chat.completion',
        choices: [
          { index: 0, message: { role: 'assistant', content: words.join('') }, finish_reason: 'stop' },
        ],
        usage: { prompt_tokens: 10, completion_tokens: words.length, total_tokens: 10 + words.length },
      }),
    )
    return
  }
  sse(res)
  const send = (payload: unknown) => res.write(`data: ${JSON.stringify(payload)}\n\n`)
  send({ ...base, choices: [{ index: 0, delta: { role: 'assistant', content: '' }, finish_reason: null }] })
  for (const word of words)
    send({ ...base, choices: [{ index: 0, delta: { content: word }, finish_reason: null }] })
  send({
    ...base,
    choices: [{ index: 0, delta: {}, finish_reason: 'stop' }],
    usage: { prompt_tokens: 10, completion_tokens: words.length, total_tokens: 10 + words.length },
  })
  res.end('data: [DONE]\n\n')
}

function anthropicMessages(res: http.ServerResponse, body: Record<string, unknown>, words: string[]) {
  const message = {
    id: 'msg_fake',
    type: 'message',
    role: 'assistant',
    model: String(body.model),
    stop_sequence: null,
  }
  if (!body.stream) {
    res.writeHead(200, { 'content-type': 'application/json' })
    res.end(
      JSON.stringify({
        ...message,
        content: [{ type: 'text', text: words.join('') }],
        stop_reason: 'end_turn',
        usage: { input_tokens: 10, output_tokens: words.length },
      }),
    )
    return
  }
  sse(res)
  const send = (event: string, payload: unknown) =>
    res.write(`event: ${event}\ndata: ${JSON.stringify(payload)}\n\n`)
  send('message_start', {
    type: 'message_start',
    message: { ...message, content: [], stop_reason: null, usage: { input_tokens: 10, output_tokens: 1 } },
  })
  send('content_block_start', {
    type: 'content_block_start',
    index: 0,
    content_block: { type: 'text', text: '' },
  })
  for (const word of words)
    send('content_block_delta', {
      type: 'content_block_delta',
      index: 0,
      delta: { type: 'text_delta', text: word },
    })
  send('content_block_stop', { type: 'content_block_stop', index: 0 })
  send('message_delta', {
    type: 'message_delta',
    delta: { stop_reason: 'end_turn', stop_sequence: null },
    usage: { output_tokens: words.length },
  })
  send('message_stop', { type: 'message_stop' })
  res.end()
}
