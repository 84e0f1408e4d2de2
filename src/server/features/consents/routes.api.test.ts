import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { analyticsEvents, userSessions } from '../../db/schema/analytics'
import { followers } from '../../db/schema/follows'
import { emailOutbox } from '../../db/schema/outbox'
import { createTestContext, databaseKind, type TestContext } from '../../test/test-app'

let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestContext({ env: { trustProxy: true } })
})
afterAll(() => ctx.close())

const guest = () => crypto.randomUUID()
const trackBody = (name: string) => ({
  p_event_name: name,
  p_event_type: 'click',
  p_page_url: '/learning-hub',
  p_metadata: { text: 'A very long button label that goes on and on and on beyond fifty characters' },
  p_element_id: 'listen-button',
})

describe(`consents (${databaseKind})`, () => {
  it('records the banner choices for a guest, with consent version 1.0 and no address', async () => {
    const browser = ctx.client({ guestId: guest() })
    const response = await browser.request('/api/consents/banner', {
      method: 'POST',
      json: { choice: 'accept_selected', analytics: true, marketing: false, guestEmail: 'guest@garden.test' },
      headers: { 'user-agent': 'GardenBrowser/1.0' },
    })
    expect(response.status).toBe(201)
    const body = await response.json()
    expect(body.active.sort()).toEqual(['analytics', 'data_processing'])
    expect(body.consents).toHaveLength(3)
    for (const consent of body.consents) {
      expect(consent).toMatchObject({
        consent_version: '1.0',
        ip_address: null,
        user_id: null,
        email: 'guest@garden.test',
      })
      expect(consent.user_agent).toBe('GardenBrowser/1.0')
    }
  })

  it.each([
    ['accept_all', {}, ['analytics', 'cookies', 'data_processing', 'marketing']],
    ['reject', {}, ['data_processing']],
  ])('%s grants exactly what spec 4 says', async (choice, extra, active) => {
    const browser = ctx.client({ guestId: guest() })
    const response = await browser.request('/api/consents/banner', {
      method: 'POST',
      json: { choice, ...extra },
    })
    expect((await response.json()).active.sort()).toEqual(active)
  })

  it('withdraws a consent by setting withdrawn_at, and only the owner can', async () => {
    const owner = ctx.client({ guestId: guest() })
    const stranger = ctx.client({ guestId: guest() })
    const { consents } = await (
      await owner.request('/api/consents/banner', { method: 'POST', json: { choice: 'accept_all' } })
    ).json()
    const analytics = consents.find(
      (consent: { consent_type: string }) => consent.consent_type === 'analytics',
    )
    expect(
      (await stranger.request(`/api/consents/${analytics.id}/withdraw`, { method: 'POST' })).status,
    ).toBe(404)
    const withdrawn = await owner.request(`/api/consents/${analytics.id}/withdraw`, { method: 'POST' })
    expect(withdrawn.status).toBe(200)
    expect((await withdrawn.json()).consent.withdrawn_at).toBeTruthy()
    const list = await (await owner.request('/api/consents')).json()
    expect(list.active).not.toContain('analytics')
    expect(list.active).toContain('data_processing')
    const strangerList = await (await stranger.request('/api/consents')).json()
    expect(strangerList.consents).toEqual([])
  })

  it('refuses callers with no identity and unknown consent types', async () => {
    expect((await ctx.request('/api/consents')).status).toBe(401)
    const browser = ctx.client({ guestId: guest() })
    const bad = await browser.request('/api/consents', {
      method: 'POST',
      json: { consentType: 'telepathy', consentGiven: true },
    })
    expect(bad.status).toBe(400)
    expect((await bad.json()).error.field).toBe('consentType')
  })
})

describe(`analytics only with consent (${databaseKind})`, () => {
  it('records nothing without consent, and records once consent is given', async () => {
    const id = guest()
    const browser = ctx.client({ guestId: id })
    const refused = await browser.request('/api/rpc/track_user_event', {
      method: 'POST',
      json: trackBody('no-consent-event'),
    })
    expect(refused.status).toBe(202)
    expect((await refused.json()).recorded).toBe(false)
    const viaFunction = await browser.request('/functions/v1/user_analytics_tracker', {
      method: 'POST',
      json: { eventType: 'page_view', eventName: 'no-consent-event', data: { sessionId: 's-1', page: '/' } },
    })
    expect((await viaFunction.json()).recorded).toBe(false)
    expect(
      await ctx.database.db
        .select()
        .from(analyticsEvents)
        .where(eq(analyticsEvents.eventName, 'no-consent-event')),
    ).toEqual([])

    // "Reject" keeps data processing (running the app) but allows no tracking.
    await browser.request('/api/consents/banner', { method: 'POST', json: { choice: 'reject' } })
    const rejected = await browser.request('/api/rpc/track_user_event', {
      method: 'POST',
      json: trackBody('consented-event'),
    })
    expect(rejected.status).toBe(202)
    expect((await rejected.json()).recorded).toBe(false)
    await browser.request('/api/consents/banner', {
      method: 'POST',
      json: { choice: 'accept_selected', analytics: true, marketing: false },
    })
    const recorded = await browser.request('/api/rpc/track_user_event', {
      method: 'POST',
      json: trackBody('consented-event'),
    })
    expect(recorded.status).toBe(201)
    const rows = await ctx.database.db
      .select()
      .from(analyticsEvents)
      .where(eq(analyticsEvents.eventName, 'consented-event'))
    expect(rows).toHaveLength(1)
    expect(rows[0]?.guestId).toBe(id)
    expect((rows[0]!.metadata as { text: string }).text).toHaveLength(50)
  })

  it('stops recording after the consents are withdrawn', async () => {
    const browser = ctx.client({ guestId: guest() })
    const { consents } = await (
      await browser.request('/api/consents/banner', {
        method: 'POST',
        json: { choice: 'accept_selected', analytics: true, marketing: false },
      })
    ).json()
    const recordedBefore = await browser.request('/api/rpc/track_user_event', {
      method: 'POST',
      json: trackBody('before-withdrawal'),
    })
    expect((await recordedBefore.json()).recorded).toBe(true)
    // Withdrawing analytics alone (data processing stays) stops recording at once.
    const analytics = consents.find(
      (consent: { consent_type: string }) => consent.consent_type === 'analytics',
    )
    await browser.request(`/api/consents/${analytics.id}/withdraw`, { method: 'POST' })
    const response = await browser.request('/api/rpc/track_user_event', {
      method: 'POST',
      json: trackBody('after-withdrawal'),
    })
    expect((await response.json()).recorded).toBe(false)
  })

  it('upserts user sessions only for signed-in users, on session_id', async () => {
    expect(
      (
        await ctx
          .client({ guestId: guest() })
          .request('/api/user-sessions', { method: 'PUT', json: { session_id: 'guest-session-1' } })
      ).status,
    ).toBe(401)
    await ctx.request('/api/account/sign-up', {
      method: 'POST',
      json: {
        email: 'sessions@garden.test',
        displayName: 'Timer',
        age: 30,
        password: 'sunflower',
        confirmPassword: 'sunflower',
        language: 'en',
        consents: { dataProcessing: true, marketing: false, analytics: false, notifications: false },
      },
    })
    const browser = ctx.client()
    await browser.request('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email: 'sessions@garden.test', password: 'sunflower' },
    })
    await browser.request('/api/user-sessions', {
      method: 'PUT',
      json: { session_id: 'family-session-1', duration_seconds: 30, page_views: 2 },
    })
    const ended = await browser.request('/api/user-sessions', {
      method: 'PUT',
      json: { session_id: 'family-session-1', duration_seconds: 95, page_views: 5, ended: true },
    })
    expect(ended.status).toBe(200)
    const rows = await ctx.database.db
      .select()
      .from(userSessions)
      .where(eq(userSessions.sessionId, 'family-session-1'))
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ durationSeconds: 95, pageViews: 5 })
    expect(rows[0]?.endedAt).toBeInstanceOf(Date)
  })
})

describe(`follow for updates (${databaseKind})`, () => {
  const follow = (body: Record<string, unknown>, ip = '10.0.0.1') =>
    ctx.client({ ip }).request('/functions/v1/follow-mochi', {
      method: 'POST',
      json: {
        name: 'Lucía',
        email: 'lucia@garden.test',
        parentEmail: null,
        age: null,
        isChild: false,
        consent: true,
        parentConsent: false,
        language: 'es',
        ...body,
      },
    })

  it.each([
    [{ name: '' }, 'followMissingInfo'],
    [{ email: '' }, 'followMissingInfo'],
    [{ isChild: true, parentEmail: null, parentConsent: true }, 'followParentRequired'],
  ])('refuses %j with %s', async (body, messageKey) => {
    const response = await follow(body)
    expect(response.status).toBe(400)
    expect((await response.json()).error.messageKey).toBe(messageKey)
  })

  it("accepts the spec's body as written: no consent fields, the emailed link is the consent", async () => {
    for (const [body, sentTo] of [
      [
        { name: 'Ana', email: 'ana.spec@garden.test', parentEmail: null, age: null, isChild: false },
        'follower',
      ],
      [
        {
          name: 'Leo',
          email: 'leo.spec@garden.test',
          parentEmail: 'leo.mama@garden.test',
          age: 9,
          isChild: true,
        },
        'parent',
      ],
    ] as const) {
      const response = await ctx
        .client({ ip: `10.0.7.${sentTo.length}` })
        .request('/functions/v1/follow-mochi', {
          method: 'POST',
          json: { ...body, timestamp: '2026-11-24T23:00:00.000Z' },
        })
      expect(response.status).toBe(200)
      expect(await response.json()).toMatchObject({ pendingConfirmation: true, confirmationSentTo: sentTo })
    }
  })

  it('double opt-in for an adult: pending until the emailed link is used, then a welcome with a working unsubscribe link', async () => {
    const response = await follow(
      { email: 'adult.follower@garden.test', language: 'en', name: 'Sam' },
      '10.0.0.2',
    )
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ pendingConfirmation: true, confirmationSentTo: 'follower' })
    const [row] = await ctx.database.db
      .select()
      .from(followers)
      .where(eq(followers.email, 'adult.follower@garden.test'))
    expect(row?.status).toBe('pending')
    const [mail] = await ctx.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, 'adult.follower@garden.test'))
    const token = new URL(mail!.text.match(/https?:\/\/\S+/)![0]).searchParams.get('token')!
    const confirmed = await ctx.request('/api/follow/confirm', { method: 'POST', json: { token } })
    expect(confirmed.status).toBe(200)
    const mails = await ctx.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, 'adult.follower@garden.test'))
    const welcome = mails.find((m) => m.kind === 'follow_welcome')!
    const unsubscribeToken = new URL(welcome.text.match(/https?:\/\/\S+unsubscribe\S*/)![0]).searchParams.get(
      'token',
    )!
    expect(
      (await ctx.request('/api/follow/unsubscribe', { method: 'POST', json: { token: unsubscribeToken } }))
        .status,
    ).toBe(200)
    const [after] = await ctx.database.db.select().from(followers).where(eq(followers.id, row!.id))
    expect(after?.status).toBe('unsubscribed')
  })

  it('child path: keeps only the first name and the parent address, and asks the parent', async () => {
    const response = await follow(
      {
        name: 'Mateo',
        email: 'mateo.kid@garden.test',
        age: 9,
        isChild: true,
        parentEmail: 'Parent.Mateo@garden.test',
        parentConsent: true,
      },
      '10.0.0.3',
    )
    expect(response.status).toBe(200)
    expect((await response.json()).confirmationSentTo).toBe('parent')
    const rows = await ctx.database.db.select().from(followers).where(eq(followers.name, 'Mateo'))
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ email: 'parent.mateo@garden.test', isChild: true, status: 'pending' })
    // Nothing anywhere mentions the child's own address.
    const everything =
      JSON.stringify(await ctx.database.db.select().from(followers)) +
      JSON.stringify(await ctx.database.db.select().from(emailOutbox))
    expect(everything).not.toContain('mateo.kid@garden.test')
    const [mail] = await ctx.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, 'parent.mateo@garden.test'))
    expect(mail?.kind).toBe('parental_consent')
    expect(mail?.subject).toContain('Mateo')
    expect(mail?.language).toBe('es')
    const token = new URL(mail!.text.match(/https?:\/\/\S+/)![0]).searchParams.get('token')!
    expect(
      (await (await ctx.request('/api/follow/confirm', { method: 'POST', json: { token } })).json()).isChild,
    ).toBe(true)
    const [confirmed] = await ctx.database.db.select().from(followers).where(eq(followers.name, 'Mateo'))
    expect(confirmed?.status).toBe('confirmed')
    expect(
      (await ctx.request('/api/follow/confirm', { method: 'POST', json: { token: 'x'.repeat(43) } })).status,
    ).toBe(404)
  })

  it('limits follow requests per recipient', async () => {
    const statuses = []
    for (let i = 0; i < 4; i++)
      statuses.push((await follow({ email: 'busy@garden.test' }, `10.0.1.${i}`)).status)
    expect(statuses).toEqual([200, 200, 200, 429])
  })

  it('send-welcome-email queues one welcome mail and refuses a second for the same address the same day', async () => {
    const first = await ctx.client({ ip: '10.0.2.1' }).request('/functions/v1/send-welcome-email', {
      method: 'POST',
      json: { email: 'welcome@garden.test', age: 30, language: 'es' },
    })
    expect(first.status).toBe(200)
    const again = await ctx.client({ ip: '10.0.2.2' }).request('/functions/v1/send-welcome-email', {
      method: 'POST',
      json: { email: 'welcome@garden.test', age: 30, language: 'es' },
    })
    expect(again.status).toBe(429)
    const mails = await ctx.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, 'welcome@garden.test'))
    expect(mails).toHaveLength(1)
    expect(mails[0]?.subject).toBe('¡Bienvenido al Jardín de Mochi!')
  })
})
