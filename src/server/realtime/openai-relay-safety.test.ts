// Unit tests of relay-mode child safety: the sentence-by-sentence screen of Mochi's words.
import { describe, expect, it } from 'vitest'
import { SpokenReplyScreen } from './openai-relay-safety'

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
