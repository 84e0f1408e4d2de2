// The anchor of the server benches: a hello-world Hono app on @hono/node-server, nothing else.
import { serve } from '@hono/node-server'
import { Hono } from 'hono'

const app = new Hono()
app.get('*', (c) => c.json({ hello: 'world' }))
serve({ fetch: app.fetch, port: Number(process.env.PORT), hostname: '127.0.0.1' })
