// A real OpenID Connect provider (npm oidc-provider) on loopback for tests: one client, one family account,
// and interactions that sign that account in and grant consent without a form, so a redirect chain completes.
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import Provider from 'oidc-provider'

export interface TestOidcServer {
  issuer: string
  clientId: string
  clientSecret: string
  account: { sub: string; email: string; name: string }
  close: () => Promise<void>
}

export async function startOidcServer({
  redirectUri,
  port = 0,
  account = { sub: 'family-account-1', email: 'oidc.parent@garden.test', name: 'Oidc Parent' },
}: {
  redirectUri: string
  port?: number
  account?: { sub: string; email: string; name: string }
}): Promise<TestOidcServer> {
  const clientId = 'mochis-garden'
  const clientSecret = 'loopback-test-secret-0123456789abcdef'
  const server = http.createServer()
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    pkce: { required: () => true },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    cookies: { keys: ['loopback-test-cookie-key'] },
    findAccount: async (_ctx, sub) =>
      sub === account.sub
        ? {
            accountId: sub,
            claims: async () => ({ sub, email: account.email, email_verified: true, name: account.name }),
          }
        : undefined,
  })
  provider.proxy = false
  // The tests talk plain HTTP on loopback; oidc-provider otherwise insists on secure cookies behind TLS.
  const callback = provider.callback()

  server.on('request', async (req, res) => {
    if (!req.url?.startsWith('/interaction/')) {
      callback(req, res)
      return
    }
    try {
      const details = await provider.interactionDetails(req, res)
      if (details.prompt.name === 'login') {
        await provider.interactionFinished(
          req,
          res,
          { login: { accountId: account.sub } },
          { mergeWithLastSubmission: false },
        )
        return
      }
      const grant = new provider.Grant({ accountId: account.sub, clientId })
      grant.addOIDCScope('openid email profile')
      const grantId = await grant.save()
      await provider.interactionFinished(
        req,
        res,
        { consent: { grantId } },
        { mergeWithLastSubmission: true },
      )
    } catch (error) {
      res.statusCode = 500
      res.end(String(error))
    }
  })

  return {
    issuer,
    clientId,
    clientSecret,
    account,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}

/** Follows redirects on the provider's side (with its own cookie jar) until it points back at the app. */
export async function walkAuthorization(authorizeUrl: string, appOrigin: string): Promise<string> {
  const cookies = new Map<string, string>()
  let url = authorizeUrl
  for (let hop = 0; hop < 10; hop++) {
    if (url.startsWith(appOrigin)) return url
    const response = await fetch(url, {
      redirect: 'manual',
      headers: cookies.size ? { cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') } : {},
    })
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';')
      const index = pair.indexOf('=')
      cookies.set(pair.slice(0, index), pair.slice(index + 1))
    }
    const location = response.headers.get('location')
    if (!location)
      throw new Error(`Authorization stopped at ${url} with ${response.status}: ${await response.text()}`)
    url = new URL(location, url).toString()
  }
  throw new Error('Too many redirects during authorization')
}
