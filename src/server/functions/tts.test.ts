import { describe, expect, it } from 'vitest'
import { wantsMp3Stream } from './tts'

describe('wantsMp3Stream', () => {
  it.each([
    ['audio/mpeg', true],
    ['audio/mpeg, */*;q=0.1', true],
    ['application/json, audio/mpeg;q=0.9', true],
    ['AUDIO/MPEG', true],
    ['*/*', false],
    ['audio/*', false],
    ['application/json', false],
    ['audio/mpeg3', false],
    ['', false],
    [undefined, false],
  ])('reads Accept %j as %s', (accept, wanted) => {
    expect(wantsMp3Stream(accept)).toBe(wanted)
  })
})
