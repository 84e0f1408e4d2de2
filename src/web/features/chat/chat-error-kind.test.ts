// Which message a failed chat request shows.
import { describe, expect, it } from 'vitest'
import { chatErrorKind } from './chat-error-kind'

describe('chatErrorKind', () => {
  it('asks for a rest on 429 and shows messageError for everything else', () => {
    expect(chatErrorKind(Object.assign(new Error('Too many'), { statusCode: 429 }))).toBe('rateLimited')
    expect(chatErrorKind(Object.assign(new Error('boom'), { statusCode: 500 }))).toBe('messageError')
    expect(chatErrorKind(new Error('messageError'))).toBe('messageError')
    expect(chatErrorKind('network down')).toBe('messageError')
    expect(chatErrorKind(null)).toBe('messageError')
  })
})
