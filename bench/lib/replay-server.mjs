// A bare Node http server that answers every request with one recorded answer (status, headers, body bytes):
// the floor for any server sending those bytes through the same load generator on the same machine.
import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'

const { status, headers, body } = JSON.parse(readFileSync(process.env.REPLAY_ANSWER_FILE, 'utf8'))
const bytes = Buffer.from(body, 'base64')
createServer((request, response) => {
  response.writeHead(status, headers)
  response.end(request.method === 'HEAD' ? undefined : bytes)
}).listen(Number(process.env.PORT), '127.0.0.1')
