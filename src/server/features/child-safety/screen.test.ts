// Unit tests of the one gate every surface passes: flagged turns, hidden personal details, Spanish replies.
import { beforeAll, describe, expect, it } from 'vitest'
import { warmUpModeration } from '../../ai/safety/moderate'
import { testEnv } from '../../env'
import { createLogger } from '../../lib/logger'
import { providerCategory, screenChildText } from './screen'

// The learned classifier trains once per test file (a second or more on a busy machine), not inside a test.
beforeAll(() => warmUpModeration(), 120_000)

const env = testEnv()
const deps = { env, logger: createLogger(env) }
const options = { seed: 's', useProvider: false } as const

describe('screenChildText', () => {
  it('lets garden questions through unchanged, with no verdict', async () => {
    expect(await screenChildText('Why do bees love flowers?', { ...options, language: 'en' }, deps)).toEqual({
      flagged: false,
      text: 'Why do bees love flowers?',
    })
  })

  it('hides personal details, nudges, and says so as a personal_info verdict', async () => {
    const screened = await screenChildText(
      'my phone is 555-123-4567, do bees sleep?',
      { ...options, language: 'en' },
      deps,
    )
    expect(screened).toMatchObject({ flagged: false, safety: { category: 'personal_info' } })
    expect(screened.text).not.toContain('555-123-4567')
    expect(!screened.flagged && screened.nudge).toBeTruthy()
  })

  it('answers a child who wants to hurt themselves with care, in English and Spanish', async () => {
    const english = await screenChildText('I want to kill myself', { ...options, language: 'en' }, deps)
    expect(english).toMatchObject({ flagged: true, safety: { category: 'self_harm' } })
    expect(english.flagged && english.reply).toMatch(/emergency/i)
    const spanish = await screenChildText('quiero matarme', { ...options, language: 'es' }, deps)
    expect(spanish.flagged && spanish.reply).toMatch(/adulto de confianza/i)
  })

  it('maps the provider’s moderation categories onto ours', () => {
    expect(providerCategory(['harassment', 'self-harm/intent'])).toBe('self_harm')
    expect(providerCategory(['illicit/violent'])).toBe('weapons')
    expect(providerCategory(['harassment'])).toBe('bullying')
  })
})
