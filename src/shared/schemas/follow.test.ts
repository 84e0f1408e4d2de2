// The follow rules: the function takes the spec's body (consent is the emailed link); the dialog also wants its ticks.
import { describe, expect, it } from 'vitest'
import { followFormSchema, followSchema } from './follow'

const adult = { name: 'Sam', email: 'sam@garden.test', parentEmail: null, age: null, isChild: false }
const child = {
  name: 'Leo',
  email: 'leo@garden.test',
  parentEmail: 'mama@garden.test',
  age: 9,
  isChild: false,
}
const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : (result.error?.issues.map((issue) => issue.message) ?? [])

describe('follow schemas', () => {
  it("accept the spec's body without consent fields, a young age taking the parent's path", () => {
    expect(followSchema.parse(adult)).toMatchObject({ isChild: false, consent: false })
    expect(followSchema.parse(child)).toMatchObject({ isChild: true, parentEmail: 'mama@garden.test' })
    expect(messages(followSchema.safeParse({ ...child, parentEmail: null }))).toEqual([
      'followParentRequired',
    ])
    expect(messages(followSchema.safeParse({ ...child, parentEmail: 'LEO@garden.test' }))).toEqual([
      'followParentEmailSame',
    ])
  })

  it("want the dialog's consent ticks on the form", () => {
    expect(messages(followFormSchema.safeParse(adult))).toEqual(['followConsentRequired'])
    expect(followFormSchema.parse({ ...adult, consent: true })).toMatchObject({ consent: true })
    expect(messages(followFormSchema.safeParse({ ...child, consent: true }))).toEqual([
      'followParentRequired',
    ])
    expect(followFormSchema.parse({ ...child, consent: true, parentConsent: true })).toMatchObject({
      isChild: true,
    })
  })
})
