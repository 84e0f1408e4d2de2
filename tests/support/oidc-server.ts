// Starts the loopback OpenID Connect provider for the end-to-end tests (run with tsx; stops on SIGTERM).
import { startOidcServer } from '../../src/server/test/oidc-server'

const port = Number(process.env.OIDC_PORT ?? 3199)
const redirectUri = process.env.OIDC_REDIRECT_URI ?? 'http://127.0.0.1:3100/api/auth/callback/google'
const server = await startOidcServer({ port, redirectUri })
console.log(`OIDC test provider listening on ${server.issuer} (client ${server.clientId})`)
const stop = () => void server.close().then(() => process.exit(0))
process.on('SIGTERM', stop)
process.on('SIGINT', stop)
