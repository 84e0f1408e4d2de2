// Common passwords are refused with the spec's "Password is too weak" at sign-up and when a password is changed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, databaseKind, type TestContext } from '../test/test-app'
import { COMMON_PASSWORDS_CHECKED, isCommonPassword } from './common-passwords'

let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestContext({ env: { trustProxy: true } })
})
afterAll(() => ctx.close())

let address = 0
const signUp = (password: string) =>
  ctx.client({ ip: `10.7.0.${++address}` }).request('/api/account/sign-up', {
    method: 'POST',
    json: {
      email: `weak${address}@garden.test`,
      displayName: 'Weak',
      age: 40,
      password,
      confirmPassword: password,
      language: 'en',
      consents: { dataProcessing: true, marketing: false, analytics: false, notifications: false },
    },
  })

describe(`common passwords (${databaseKind})`, () => {
  it('checks at least the 3,000 most common passwords, without regard to case', () => {
    expect(COMMON_PASSWORDS_CHECKED).toBeGreaterThanOrEqual(3000)
    expect(isCommonPassword('PASSWORD')).toBe(true)
    expect(isCommonPassword('Honeycomb-Meadow-42')).toBe(false)
  })

  it.each(['123456', 'password', 'Qwerty123', 'iloveyou'])(
    'refuses %j at sign-up with the spec message',
    async (password) => {
      const response = await signUp(password)
      expect(response.status).toBe(400)
      expect((await response.json()).error).toMatchObject({
        code: 'weak_password:sign_up',
        field: 'password',
        message: 'Password is too weak. Please use a stronger password.',
      })
    },
  )

  it('accepts an uncommon password', async () => {
    expect((await signUp('Honeycomb-Meadow-42')).status).toBe(201)
  })

  it('refuses a common new password on change-password too', async () => {
    const response = await ctx.client({ ip: '10.7.1.1' }).request('/api/auth/change-password', {
      method: 'POST',
      json: { currentPassword: 'Honeycomb-Meadow-42', newPassword: '12345678' },
    })
    expect(response.status).toBe(400)
    expect((await response.json()).error.code).toBe('weak_password:sign_up')
  })
})
