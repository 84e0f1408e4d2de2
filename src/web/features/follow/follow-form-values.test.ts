// The follow body and the toast chosen for a validation problem, from the shared schema's output.
import { followSchema } from '@shared/schemas/follow'
import { describe, expect, it } from 'vitest'
import { EMPTY_FOLLOW_FORM, followErrorToast, toFollowBody } from './follow-form-values'

const NOW = new Date('2025-05-01T10:00:00.000Z')

describe('toFollowBody', () => {
  it("drops a parent's email and consent typed before the under-13 box was unticked", () => {
    const values = followSchema.parse({
      ...EMPTY_FOLLOW_FORM,
      name: 'Ana',
      email: 'ana@example.org',
      parentEmail: 'old@example.org',
      parentConsent: true,
      consent: true,
    })
    expect(toFollowBody(values, 'es', NOW)).toEqual({
      name: 'Ana',
      email: 'ana@example.org',
      parentEmail: null,
      age: null,
      isChild: false,
      consent: true,
      parentConsent: false,
      language: 'es',
      timestamp: '2025-05-01T10:00:00.000Z',
    })
  })

  it("keeps a child's parent email and consent", () => {
    const values = followSchema.parse({
      ...EMPTY_FOLLOW_FORM,
      name: 'Leo',
      email: 'leo@example.org',
      age: '9',
      isChild: true,
      parentEmail: 'mum@example.org',
      parentConsent: true,
      consent: true,
    })
    expect(toFollowBody(values, 'en', NOW)).toMatchObject({
      age: 9,
      isChild: true,
      parentEmail: 'mum@example.org',
      parentConsent: true,
    })
  })
})

describe('followErrorToast', () => {
  it('maps the three spec problems to their titles and ignores other messages', () => {
    expect(followErrorToast(['emailInvalid', 'followConsentRequired'])).toEqual({
      title: 'consentRequired',
      messageKey: 'followConsentRequired',
    })
    expect(followErrorToast([undefined, 'followMissingInfo'])?.title).toBe('missingInformation')
    expect(followErrorToast(['followParentRequired'])?.title).toBe('parentConsentRequired')
    expect(followErrorToast(['emailInvalid', 'toString'])).toBeNull()
  })
})
