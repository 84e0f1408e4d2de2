import { describe, expect, it } from 'vitest'
import { registrationFormSchema } from './registration'

function firstError(input: unknown) {
  const result = registrationFormSchema.safeParse(input)
  return result.success ? null : result.error.issues[0]?.message
}

describe('registrationFormSchema', () => {
  it('accepts a valid registration and coerces the age', () => {
    const result = registrationFormSchema.parse({ email: ' kid@garden.org ', age: '13', language: 'es' })
    expect(result).toEqual({ email: 'kid@garden.org', age: 13, language: 'es' })
  })

  it('accepts the age bounds 13 and 120', () => {
    expect(firstError({ email: 'a@b.co', age: 120, language: 'en' })).toBeNull()
    expect(firstError({ email: 'a@b.co', age: 13, language: 'en' })).toBeNull()
  })

  it.each([12, 121, 0, -5, 13.5, 'abc'])('rejects age %s with the age range message', (age) => {
    expect(firstError({ email: 'a@b.co', age, language: 'en' })).toBe('ageRange')
  })

  it('requires email and age', () => {
    expect(firstError({ email: '', age: 20, language: 'en' })).toBe('fillAllFields')
    expect(firstError({ email: 'a@b.co', age: '', language: 'en' })).toBe('fillAllFields')
  })

  it.each(['plainaddress', 'a@b', '@b.co', 'a b@c.de'])('rejects the email %s', (email) => {
    expect(firstError({ email, age: 30, language: 'en' })).toBe('emailInvalid')
  })

  it('only accepts en or es', () => {
    expect(firstError({ email: 'a@b.co', age: 30, language: 'fr' })).toBe('languageInvalid')
  })
})
