// COPPA rules of the follow path: the age decides, the parent's address differs, retention and withdrawal delete.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { followers } from '../../db/schema/follows'
import { emailOutbox } from '../../db/schema/outbox'
import { createTestContext, databaseKind, type TestContext } from '../../test/test-app'
import { hashToken } from './mutations'
import { deleteExpiredFollowRequests } from './retention'

let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestContext({ env: { trustProxy: true } })
})
afterAll(() => ctx.close())

let address = 0
const follow = (body: Record<string, unknown>) =>
  ctx.client({ ip: `10.9.0.${++address}` }).request('/functions/v1/follow-mochi', {
    method: 'POST',
    json: {
      name: 'Nora',
      email: 'nora.kid@garden.test',
      parentEmail: null,
      age: null,
      isChild: false,
      consent: true,
      parentConsent: false,
      language: 'en',
      ...body,
    },
  })

const mailsTo = (to: string) =>
  ctx.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, to))

describe(`children under 13 (${databaseKind})`, () => {
  it('an age under 13 needs the parent path even with the box unticked', async () => {
    const response = await follow({ age: 9, isChild: false })
    expect(response.status).toBe(400)
    const body = await response.json()
    expect(body.error).toMatchObject({ field: 'parentEmail', messageKey: 'followParentRequired' })
    expect(await ctx.database.db.select().from(followers).where(eq(followers.name, 'Nora'))).toHaveLength(0)
    expect(await mailsTo('nora.kid@garden.test')).toHaveLength(0)
  })

  it('an age under 13 with an unticked box but a parent goes to the parent, never to the child', async () => {
    const response = await follow({
      name: 'Iris',
      email: 'iris.kid@garden.test',
      age: '8',
      isChild: false,
      parentEmail: 'iris.parent@garden.test',
      parentConsent: true,
    })
    expect(response.status).toBe(200)
    expect((await response.json()).confirmationSentTo).toBe('parent')
    const [row] = await ctx.database.db.select().from(followers).where(eq(followers.name, 'Iris'))
    expect(row).toMatchObject({ isChild: true, email: 'iris.parent@garden.test', status: 'pending' })
    expect(await mailsTo('iris.kid@garden.test')).toHaveLength(0)
    const [mail] = await mailsTo('iris.parent@garden.test')
    expect(mail?.kind).toBe('parental_consent')
    // The parent's mail links the privacy notice and says when an unanswered request is deleted.
    expect(mail?.text).toContain(`${new URL(ctx.env.publicUrl ?? 'http://localhost:3000').origin}/privacy`)
    expect(mail?.html).toContain('/privacy')
    expect(mail?.text).toContain('7 days')
  })

  it("refuses a parent's address equal to the child's own", async () => {
    const response = await follow({
      age: 10,
      isChild: true,
      email: 'same@garden.test',
      parentEmail: 'Same@Garden.test',
      parentConsent: true,
    })
    expect(response.status).toBe(400)
    expect((await response.json()).error).toMatchObject({
      field: 'parentEmail',
      messageKey: 'followParentEmailSame',
    })
  })

  it('13 and over follow on their own', async () => {
    const response = await follow({ name: 'Teo', email: 'teo@garden.test', age: 13 })
    expect(response.status).toBe(200)
    expect((await response.json()).confirmationSentTo).toBe('follower')
  })

  it('the retention job deletes unconfirmed requests after 7 days, and only those', async () => {
    const db = ctx.database.db
    const day = 24 * 60 * 60 * 1000
    const now = new Date()
    const row = (name: string, status: string, ageDays: number) => ({
      name,
      email: `${name}@garden.test`,
      isChild: true,
      status,
      confirmTokenHash: hashToken(`confirm-${name}`),
      unsubscribeTokenHash: hashToken(`unsubscribe-${name}`),
      createdAt: new Date(now.getTime() - ageDays * day),
    })
    await db
      .insert(followers)
      .values([
        row('old-pending', 'pending', 8),
        row('young-pending', 'pending', 6),
        row('old-confirmed', 'confirmed', 30),
      ])
    const deleted = await deleteExpiredFollowRequests(db, now)
    expect(deleted).toBeGreaterThanOrEqual(1)
    const names = (await db.select({ name: followers.name }).from(followers)).map((r) => r.name)
    expect(names).not.toContain('old-pending')
    expect(names).toContain('young-pending')
    expect(names).toContain('old-confirmed')
    // Running it again (as a second instance would) is harmless.
    expect(await deleteExpiredFollowRequests(db, now)).toBe(0)
  })

  it("a parent's withdrawal deletes the child's record", async () => {
    const db = ctx.database.db
    await db.insert(followers).values({
      name: 'Pip',
      email: 'pip.parent@garden.test',
      isChild: true,
      status: 'confirmed',
      confirmTokenHash: hashToken('confirm-pip'),
      unsubscribeTokenHash: hashToken('unsubscribe-pip-token-000000'),
    })
    const response = await ctx.request('/api/follow/unsubscribe', {
      method: 'POST',
      json: { token: 'unsubscribe-pip-token-000000' },
    })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ unsubscribed: true, isChild: true })
    expect(await db.select().from(followers).where(eq(followers.name, 'Pip'))).toHaveLength(0)
  })
})
