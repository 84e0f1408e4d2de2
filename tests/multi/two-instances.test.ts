// The two-instance proof: two built servers on one PostgreSQL behind Debian's nginx (deploy/nginx.conf), with
// both mail workers on a loopback SMTP server. Run by scripts/two-instances.sh (and scripts/test.sh).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type LoopbackS3, startLoopbackS3 } from '../../src/server/media/s3-loopback'
import { PUBLISH_INTERVAL_MS } from '../../src/server/operator/cluster-figures'
import { connectVoiceClient } from '../../src/server/realtime/realtime-test-server'
import { type SmtpSink, startSmtpSink } from '../../src/server/test/smtp-sink'
import { type Cluster, startCluster } from './cluster'

const OPERATOR = 'ops@garden.test'
const PASSWORD = 'sunflower'
const FAMILIES = 6
const EXTRA_MAILS = 40

/** A browser: a cookie jar in front of fetch, pointed at nginx unless a URL says otherwise. */
function browser(base: string) {
  const cookies = new Map<string, string>()
  const cookieHeader = () => [...cookies].map(([key, value]) => `${key}=${value}`).join('; ')
  return {
    cookieHeader,
    async request(pathOrUrl: string, init: RequestInit & { json?: unknown } = {}) {
      const url = pathOrUrl.startsWith('http') ? pathOrUrl : `${base}${pathOrUrl}`
      const headers = new Headers(init.headers)
      headers.set('origin', base)
      if (cookies.size > 0) headers.set('cookie', cookieHeader())
      let body = init.body
      if (init.json !== undefined) {
        headers.set('content-type', 'application/json')
        body = JSON.stringify(init.json)
      }
      const response = await fetch(url, { ...init, headers, body, redirect: 'manual' })
      for (const line of response.headers.getSetCookie()) {
        const [pair] = line.split(';')
        const at = pair!.indexOf('=')
        cookies.set(pair!.slice(0, at), pair!.slice(at + 1))
      }
      return response
    },
  }
}

const signUpBody = (email: string) => ({
  email,
  displayName: 'Garden Family',
  age: 40,
  password: PASSWORD,
  confirmPassword: PASSWORD,
  language: 'en',
  consents: { dataProcessing: true, marketing: false, analytics: true, notifications: false },
})

function verifyLink(raw: string): string {
  const decoded = raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))
  return decoded.match(/https?:\/\/[^\s"<>]+verify-email[^\s"<>]+/)![0].replace(/&amp;/g, '&')
}

describe('two instances behind nginx on one PostgreSQL', () => {
  let cluster: Cluster
  let smtp: SmtpSink
  let s3: LoopbackS3
  const families: { email: string; client: ReturnType<typeof browser> }[] = []
  let operator: ReturnType<typeof browser>

  beforeAll(async () => {
    smtp = await startSmtpSink()
    s3 = await startLoopbackS3()
    cluster = await startCluster({
      S3_ENDPOINT: s3.endpoint,
      S3_BUCKET: s3.bucket,
      S3_ACCESS_KEY_ID: s3.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
      SMTP_URL: smtp.url,
      ADMIN_EMAILS: OPERATOR,
      SIGN_IN_LIMIT_PER_ACCOUNT: '5',
      SIGN_IN_LIMIT_PER_ADDRESS: '1000',
      METRICS_TOKEN: 'metrics-token-two-instances',
      CHAT_LIMIT_PER_MINUTE: '3',
    })
  }, 120_000)
  afterAll(async () => {
    await cluster?.close()
    await smtp?.close()
    await s3?.close()
  }, 60_000)

  it('delivers every sign-up mail exactly once with both mail workers running, and sessions work on either instance', async () => {
    const emails = [OPERATOR, ...Array.from({ length: FAMILIES }, (_, i) => `family${i}@garden.test`)]
    // Sign-ups arrive together, spread by nginx over both instances.
    const answers = await Promise.all(
      emails.map((email) =>
        browser(cluster.url).request('/api/account/sign-up', { method: 'POST', json: signUpBody(email) }),
      ),
    )
    expect(answers.map((answer) => answer.status)).toEqual(emails.map(() => 201))
    // More mail waiting at once, so both workers race for the same rows.
    await cluster.pool.query(
      `insert into email_outbox (kind, to_address, subject, text, status)
       select 'welcome', 'extra' || n || '@garden.test', 'Hi', 'Hello', 'pending' from generate_series(1, ${EXTRA_MAILS}) n`,
    )
    const expected = [
      ...emails,
      ...Array.from({ length: EXTRA_MAILS }, (_, i) => `extra${i + 1}@garden.test`),
    ]
    await expect
      .poll(() => smtp.received.length, { timeout: 30_000, interval: 250 })
      .toBeGreaterThanOrEqual(expected.length)
    // Both workers poll every 2 s: give them time to send anything twice before counting.
    await new Promise((resolve) => setTimeout(resolve, 4_500))
    const delivered = smtp.received.flatMap((mail) => mail.to).sort()
    expect(delivered).toEqual([...expected].sort())
    const { rows } = await cluster.pool.query(
      `select status, attempts, count(*)::int as n from email_outbox group by 1, 2`,
    )
    expect(rows).toEqual([{ status: 'sent', attempts: 1, n: expected.length }])

    // Each family follows its link (through nginx), signs in, and its session is known to both instances.
    for (const email of emails) {
      const mail = smtp.received.find((received) => received.to.includes(email))!
      const client = browser(cluster.url)
      expect(
        (await client.request(verifyLink(mail.raw).replace(/^https?:\/\/[^/]+/, cluster.url))).status,
      ).toBe(302)
      const signIn = await client.request('/api/auth/sign-in/email', {
        method: 'POST',
        json: { email, password: PASSWORD },
      })
      expect(signIn.status).toBe(200)
      for (const instance of cluster.instances) {
        const me = await fetch(`${instance.url}/api/account/me`, {
          headers: { cookie: client.cookieHeader() },
        })
        expect(me.status).toBe(200)
        expect(JSON.stringify(await me.json())).toContain(email)
      }
      if (email === OPERATOR) operator = client
      else families.push({ email, client })
    }
  }, 90_000)

  it('shares sign-in limits: wrong passwords counted on both instances add up', async () => {
    const [a, b] = cluster.instances
    const attempt = (base: string) =>
      fetch(`${base}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: { origin: cluster.url, 'content-type': 'application/json' },
        body: JSON.stringify({ email: families[0]!.email, password: 'not-the-password' }),
      })
    const statuses: number[] = []
    // Alternating instances: three failures on each; only a shared count refuses the sixth attempt.
    for (let i = 0; i < 6; i++) statuses.push((await attempt(i % 2 === 0 ? a!.url : b!.url)).status)
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429])
    // Through nginx, whichever instance answers, the account stays locked.
    for (let i = 0; i < 2; i++) expect((await attempt(cluster.url)).status).toBe(429)
  })

  it('shares the chat quota: three messages a minute, wherever they land', async () => {
    const guestId = crypto.randomUUID()
    const chat = async (base: string, n: number) => {
      const answer = await fetch(`${base}/api/chat`, {
        method: 'POST',
        headers: { origin: cluster.url, 'content-type': 'application/json', 'x-mochi-guest-id': guestId },
        body: JSON.stringify({
          messages: [{ id: `m${n}`, role: 'user', parts: [{ type: 'text', text: 'Why do bees buzz?' }] }],
        }),
      })
      await answer.text()
      return answer.status
    }
    const [a, b] = cluster.instances
    const statuses = [
      await chat(a!.url, 1),
      await chat(b!.url, 2),
      await chat(a!.url, 3),
      await chat(b!.url, 4),
    ]
    expect(statuses).toEqual([200, 200, 200, 429])
  })

  it('reads on one instance what was written on the other', async () => {
    const [a, b] = cluster.instances
    const cookie = families[1]!.client.cookieHeader()
    const facts = (await (await fetch(`${a!.url}/api/facts`)).json()) as { facts: { id: string }[] }
    const factId = facts.facts[0]!.id
    const written = await fetch(`${a!.url}/api/learning/progress/learned`, {
      method: 'POST',
      headers: { cookie, origin: cluster.url, 'content-type': 'application/json' },
      body: JSON.stringify({ factId }),
    })
    expect(written.status).toBe(200)
    const read = await fetch(`${b!.url}/api/learning/progress`, { headers: { cookie } })
    expect(read.status).toBe(200)
    expect(JSON.stringify(await read.json())).toContain(factId)
  })

  it('serves a picture made on one instance from the other (media in S3-compatible storage)', async () => {
    const [a, b] = cluster.instances
    const cookie = families[1]!.client.cookieHeader()
    const made = await fetch(`${a!.url}/functions/v1/advanced_image_generation`, {
      method: 'POST',
      headers: { cookie, origin: cluster.url, 'content-type': 'application/json' },
      body: JSON.stringify({ prompt: 'a sunflower with a happy bee' }),
    })
    expect(made.status).toBe(200)
    const { image } = (await made.json()) as { image: string }
    const picture = await fetch(`${b!.url}${image}`, { headers: { cookie } })
    expect(picture.status).toBe(200)
    expect(picture.headers.get('content-type')).toMatch(/^image\//)
    expect((await picture.arrayBuffer()).byteLength).toBeGreaterThan(500)
  }, 60_000)

  it('gives the same health, analytics and deployment figures on both instances', async () => {
    const cookie = operator.cookieHeader()
    const read = async (url: string, init: RequestInit = {}) => {
      const answer = await fetch(url, {
        ...init,
        headers: { cookie, origin: cluster.url, 'content-type': 'application/json', ...init.headers },
      })
      expect(answer.status).toBe(200)
      return answer.json()
    }
    const [a, b] = cluster.instances.map((instance) => instance.url)
    // Three page views recorded on instance A, counted on both.
    for (let i = 0; i < 3; i++) {
      const view = await fetch(`${a}/api/rpc/track_user_event`, {
        method: 'POST',
        headers: { cookie, origin: cluster.url, 'content-type': 'application/json' },
        body: JSON.stringify({
          p_event_name: 'page_view',
          p_event_type: 'navigation',
          p_page_url: '/',
          p_metadata: {},
        }),
      })
      expect(view.status).toBe(201)
    }
    const health = { method: 'POST', body: JSON.stringify({ check_type: 'production_readiness' }) }
    const [healthA, healthB] = [
      await read(`${a}/functions/v1/unified_health_monitor`, health),
      await read(`${b}/functions/v1/unified_health_monitor`, health),
    ]
    expect(healthA.critical_services).toEqual(healthB.critical_services)
    // Request figures add up both instances' published windows, whichever instance answers.
    await new Promise((resolve) => setTimeout(resolve, PUBLISH_INTERVAL_MS + 1_000))
    const withMetrics = { method: 'POST', body: JSON.stringify({ include_metrics: true }) }
    const figuresA = (await read(`${a}/functions/v1/unified_health_monitor`, withMetrics)).performance_metrics
    const figuresB = (await read(`${b}/functions/v1/unified_health_monitor`, withMetrics)).performance_metrics
    expect([figuresA.instances, figuresB.instances]).toEqual([2, 2])
    expect(Math.abs(figuresA.requests_in_window - figuresB.requests_in_window)).toBeLessThanOrEqual(3)
    expect(figuresA.requests_in_window).toBeGreaterThan(30)
    expect(figuresA.uptime_percentage).toBe(figuresB.uptime_percentage)
    expect(figuresA.error_rate).toBe(figuresB.error_rate)
    expect(healthA.overall_health).toBe(healthB.overall_health)
    expect(healthA.critical_services.database).toBe(true)
    expect(healthA.critical_services.email).toBe(true)
    // Usage figures come from the shared database; latency and uptime figures describe the answering instance.
    const [usageA, usageB] = [
      await read(`${a}/api/operator/analytics?days=7`),
      await read(`${b}/api/operator/analytics?days=7`),
    ]
    expect(usageA.totals).toEqual(usageB.totals)
    expect(usageA.series).toEqual(usageB.series)
    expect(usageB.totals.page_views).toBe(3)
    expect(await read(`${a}/api/operator/deployments`)).toEqual(await read(`${b}/api/operator/deployments`))
    // The outbox depth in /metrics comes from the shared table: both instances report the same queue.
    const outbox = async (url: string) =>
      (
        await (
          await fetch(`${url}/metrics`, { headers: { authorization: 'Bearer metrics-token-two-instances' } })
        ).text()
      )
        .split('\n')
        .filter((line) => line.startsWith('mochi_mail_outbox_messages{'))
    expect(await outbox(a!)).toEqual(await outbox(b!))
  })

  it('holds a realtime voice conversation through the proxy', async () => {
    const voice = await connectVoiceClient(
      `${cluster.url.replace('http', 'ws')}/functions/v1/realtime_session`,
      {
        cookie: families[2]!.client.cookieHeader(),
        origin: cluster.url,
      },
    )
    try {
      voice.send({
        type: 'conversation.item.create',
        item: {
          type: 'message',
          role: 'user',
          content: [{ type: 'input_text', text: 'Why do bees make honey?' }],
        },
      })
      voice.send({ type: 'response.create' })
      const done = await voice.waitFor((event) => event.type === 'response.done', 30_000)
      expect(done.response).toMatchObject({ status: 'completed' })
      expect(voice.events.filter((event) => event.type === 'response.audio.delta').length).toBeGreaterThan(2)
    } finally {
      voice.close()
    }
    // The turn's model answer and its speech are counted under the function on the instance that held the socket.
    const scraped = await Promise.all(
      cluster.instances.map(async (instance) =>
        (
          await fetch(`${instance.url}/metrics`, {
            headers: { authorization: 'Bearer metrics-token-two-instances' },
          })
        ).text(),
      ),
    )
    const all = scraped.join('\n')
    expect(all).toMatch(
      /mochi_ai_calls_total\{function="realtime_session",provider="local",outcome="ok"\} [1-9]/,
    )
    expect(all).toMatch(
      /mochi_ai_calls_total\{function="realtime_session",provider="espeak",outcome="ok"\} [1-9]/,
    )
  }, 40_000)

  it('loses no acknowledged write when one instance stops mid-traffic, and the other keeps serving', async () => {
    const client = families[3]!.client
    const run = `drain-${Date.now()}`
    const acknowledged: string[] = []
    const failed: number[] = []
    let stoppedAt = Number.POSITIVE_INFINITY
    let afterStop = 0
    let sent = 0
    const write = async () => {
      const name = `${run}-${sent++}`
      const started = Date.now()
      const answer = await client.request('/api/rpc/track_user_event', {
        method: 'POST',
        json: { p_event_name: name, p_event_type: 'drain', p_page_url: '/', p_metadata: {} },
      })
      if (answer.status === 201) {
        acknowledged.push(name)
        if (started > stoppedAt) afterStop++
      } else failed.push(answer.status)
    }
    const worker = async () => {
      for (let i = 0; i < 40; i++) await write()
    }
    const traffic = Promise.all([worker(), worker(), worker(), worker()])
    await expect.poll(() => acknowledged.length, { timeout: 20_000, interval: 20 }).toBeGreaterThanOrEqual(30)
    const a = cluster.instances[0]!
    const exit = a.stop('SIGTERM')
    stoppedAt = Date.now()
    await traffic
    expect(await exit).toBe(0)
    const { rows } = await cluster.pool.query<{ event_name: string }>(
      'select event_name from analytics_events where event_name like $1',
      [`${run}-%`],
    )
    const stored = new Set(rows.map((row) => row.event_name))
    expect(acknowledged.filter((name) => !stored.has(name))).toEqual([])
    // The other instance took the traffic: requests made after the stop were answered.
    expect(afterStop).toBeGreaterThan(20)
    expect(failed).toEqual([])
    expect((await fetch(`${cluster.url}/api/health`)).status).toBe(200)
  }, 60_000)
})
