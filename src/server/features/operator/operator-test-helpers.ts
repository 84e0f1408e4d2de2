// Test helpers for the operator API tests: an operator and an ordinary family account, signed in.
import { eq } from 'drizzle-orm'
import { expect } from 'vitest'
import { user } from '../../db/schema/auth'
import type { TestClient, TestContext } from '../../test/test-app'

export const OPERATOR_EMAIL = 'ops@garden.test'

export async function signedIn(ctx: TestContext, email: string): Promise<TestClient> {
  const signUp = await ctx.request('/api/account/sign-up', {
    method: 'POST',
    json: {
      email,
      displayName: 'Garden Keeper',
      age: 40,
      password: 'sunflower',
      confirmPassword: 'sunflower',
      language: 'en',
      consents: { dataProcessing: true, marketing: false, analytics: false, notifications: false },
    },
  })
  expect(signUp.status).toBe(201)
  // With SMTP configured accounts wait for a confirmation mail; these tests confirm them directly.
  await ctx.database.db.update(user).set({ emailVerified: true }).where(eq(user.email, email))
  const browser = ctx.client()
  const signIn = await browser.request('/api/auth/sign-in/email', {
    method: 'POST',
    json: { email, password: 'sunflower' },
  })
  expect(signIn.status).toBe(200)
  return browser
}

export const invoke = (client: TestClient, name: string, body: unknown = {}) =>
  client.request(`/functions/v1/${name}`, { method: 'POST', json: body })
