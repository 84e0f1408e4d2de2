// Unit tests of relay-mode child safety: the turn screen and the sentence-by-sentence screen of Mochi's words.
import { describe, expect, it } from 'vitest'
import { testEnv } from '../env'
import { createLogger } from '../lib/logger'
import { SpokenReplyScreen, screenChildTurn } from './openai-relay-safety'

const env = testEnv()
const deps = { env, logger: createLogger(env) }

describe('screenChildTurn', () => {
  it('lets garden questions through unchanged', async () => {
    expect(await screenChildTurn('Why do bees love flowers?', 'en', deps, 'a')).toEqual({
      kind: 'allow',
      text: 'Why do bees love flowers?',
      redacted: false,
    })
  })

  it('hides personal details before they reach the model', async () => {
    const screened = await screenChildTurn('my phone is 555-123-4567, do bees sleep?', 'en', deps, 'b')
    expect(screened).toMatchObject({ kind: 'allow', redacted: true })
    expect(screened.kind === 'allow' && screened.text).not.toContain('555-123-4567')
  })

  it('refuses rude or unsafe words with one of Mochi’s kind answers, in Spanish too', async () => {
    const english = await screenChildTurn('you dumbass', 'en', deps, 'c')
    expect(english).toMatchObject({ kind: 'refuse', categories: ['profanity'] })
    const spanish = await screenChildTurn('eres un pendejo', 'es', deps, 'd')
    expect(spanish.kind === 'refuse' && spanish.reply).toMatch(/[áéíóúñ¡¿]/)
  })
})

describe('SpokenReplyScreen', () => {
  it('releases whole sentences only, and the rest at the end', () => {
    const screen = new SpokenReplyScreen('en', 'r1')
    expect(screen.push('Bees make ')).toBe('')
    expect(screen.push('honey. They ')).toBe('Bees make honey.')
    expect(screen.push('dance!')).toBe('')
    expect(screen.flush()).toBe(' They dance!')
    expect(screen.text).toBe('Bees make honey. They dance!')
    expect(screen.refusal).toBeUndefined()
  })

  it('stops at the first sentence that fails and keeps what was already said', () => {
    const screen = new SpokenReplyScreen('en', 'r2')
    expect(screen.push('Bees are great. You dumbass. Bees')).toBe('Bees are great.')
    expect(screen.refusal).toBeTruthy()
    expect(screen.push(' are fuzzy. ')).toBe('')
    expect(screen.flush()).toBe('')
    expect(screen.text).toBe('Bees are great.')
  })
})
