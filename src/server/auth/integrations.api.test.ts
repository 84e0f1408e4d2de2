import type { AddressInfo } from 'node:net'
import { eq } from 'drizzle-orm'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { user } from '../db/schema/auth'
import { emailOutbox } from '../db/schema/outbox'
import { startOidcServer, type TestOidcServer, walkAuthorization } from '../test/oidc-server'
import { createTestContext, databaseKind, type TestContext } from '../test/test-app'

interface ReceivedMail {
  to: string[]
  raw: string
}

async function startSmtpServer(rejectFirst: boolean) {
  const received: ReceivedMail[] = []
  let rejected = !rejectFirst
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (!rejected) {
        rejected = true
        const error = new Error('Mailbox busy, try later') as Error & { responseCode: number }
        error.responseCode = 451
        callback(error)
        return
      }
      callback()
    },
    onData(stream, session, callback) {
      let raw = ''
      stream.on('data', (chunk: Buffer) => {
        raw += chunk.toString('utf8')
      })
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw })
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.server.address() as AddressInfo).port
  return {
    received,
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** Quoted-printable soft line breaks and =3D escapes, enough to read a link out of a raw mail. */
function decodeQuotedPrintable(raw: string) {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))
}

describe(`email confirmation over a real SMTP server (${databaseKind})`, () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>
  let ctx: TestContext
  beforeAll(async () => {
    smtp = await startSmtpServer(true)
    ctx = await createTestContext({ env: { smtpUrl: smtp.url } })
  })
  afterAll(async () => {
    await ctx.close()
    await smtp.close()
  })

  it('requires the emailed link before sign-in, retries a refused delivery, and the link returns to the site root', async () => {
    const signUp = await ctx.request('/api/account/sign-up', {
      method: 'POST',
      json: {
        email: 'confirm.me@garden.test',
        displayName: 'Careful Parent',
        age: 45,
        password: 'sunflower',
        confirmPassword: 'sunflower',
        language: 'en',
        consents: { dataProcessing: true, marketing: false, analytics: false, notifications: false },
      },
    })
    expect(signUp.status).toBe(201)
    expect((await signUp.json()).requiresEmailConfirmation).toBe(true)

    const browser = ctx.client()
    const early = await browser.request('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email: 'confirm.me@garden.test', password: 'sunflower' },
    })
    expect(early.status).toBe(403)
    expect((await early.json()).error.code).toBe('email_not_verified:sign_in')

    // The first delivery is refused by the server (451): the mail stays pending with one attempt recorded.
    await ctx.mailer.flush()
    await expect
      .poll(async () => {
        const [row] = await ctx.database.db
          .select()
          .from(emailOutbox)
          .where(eq(emailOutbox.toAddress, 'confirm.me@garden.test'))
        return row?.attempts
      })
      .toBeGreaterThanOrEqual(1)
    // Make the retry due now instead of waiting for the back-off, then deliver.
    await ctx.database.db
      .update(emailOutbox)
      .set({ nextAttemptAt: new Date(0) })
      .where(eq(emailOutbox.status, 'pending'))
    await ctx.mailer.flush()
    await expect.poll(() => smtp.received.length).toBeGreaterThanOrEqual(1)
    const [row] = await ctx.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, 'confirm.me@garden.test'))
    expect(row?.status).toBe('sent')

    const mail = smtp.received.find((m) => m.to.includes('confirm.me@garden.test'))!
    const link = decodeQuotedPrintable(mail.raw).match(/https?:\/\/[^\s"<>]+verify-email[^\s"<>]+/)![0]
    const verified = await browser.request(link.replace(/&amp;/g, '&'))
    expect(verified.status).toBe(302)
    expect(new URL(verified.headers.get('location')!, 'http://localhost:3000').pathname).toBe('/')

    const [account] = await ctx.database.db
      .select()
      .from(user)
      .where(eq(user.email, 'confirm.me@garden.test'))
    expect(account?.emailVerified).toBe(true)
    const later = await ctx.client().request('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email: 'confirm.me@garden.test', password: 'sunflower' },
    })
    expect(later.status).toBe(200)
  })
})

describe(`"Continue with Google" against a real OpenID Connect server (${databaseKind})`, () => {
  let oidc: TestOidcServer
  let ctx: TestContext
  beforeAll(async () => {
    oidc = await startOidcServer({ redirectUri: 'http://localhost:3000/api/auth/callback/google' })
    ctx = await createTestContext({
      env: {
        oidc: {
          issuer: oidc.issuer,
          clientId: oidc.clientId,
          clientSecret: oidc.clientSecret,
          name: 'Google',
        },
      },
    })
  })
  afterAll(async () => {
    await ctx.close()
    await oidc.close()
  })

  it('signs a family in with PKCE and returns to the site root with a session', async () => {
    const providers = await (await ctx.request('/api/account/providers')).json()
    expect(providers.oidc).toEqual({ id: 'google', enabled: true, name: 'Google' })

    const browser = ctx.client()
    const start = await browser.request('/api/auth/sign-in/social', {
      method: 'POST',
      json: { provider: 'google', callbackURL: '/' },
    })
    expect(start.status).toBe(200)
    const { url } = await start.json()
    const authorize = new URL(url)
    expect(authorize.origin).toBe(oidc.issuer)
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256')

    const callback = await walkAuthorization(url, 'http://localhost:3000')
    const done = await browser.request(callback)
    expect(done.status).toBe(302)
    expect(done.headers.get('location')).toBe('/')

    const me = await browser.request('/api/account/me')
    expect(me.status).toBe(200)
    expect((await me.json()).user.email).toBe(oidc.account.email)
  })
})
