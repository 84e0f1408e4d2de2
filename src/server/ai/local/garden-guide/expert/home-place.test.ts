// Which messages tell Mochi where the family lives (kept in a signed-in profile) and which only ask about a place.
import { describe, expect, it } from 'vitest'
import { findPlaceById, placeChoices, statedHomePlace } from './home-place'

describe('statedHomePlace', () => {
  it.each([
    ['we live in Ohio, when should I plant tomatoes?', 'ohio'],
    ["I'm in Texas", 'texas'],
    ['our garden is in Queensland', 'queensland'],
    ['vivo en Jalisco, ¿cuándo siembro frijol?', 'jalisco'],
    ['estamos en Madrid', 'madrid'],
  ])('reads "%s" as home: %s', (text, id) => {
    expect(statedHomePlace(text)?.id).toBe(id)
  })

  it.each([
    'when do I plant tomatoes in Spain?',
    'and in Spain?',
    '¿cuándo siembro papas en Chile?',
    'we live in a flat',
  ])('does not read "%s" as home', (text) => {
    expect(statedHomePlace(text)).toBeUndefined()
  })

  it('takes the answer to Mochi’s question about the place as home', () => {
    const asked = [
      { role: 'user' as const, text: 'when do I sow beans?' },
      {
        role: 'assistant' as const,
        text: 'The months depend on where you garden. Which state, region or country are you in? Then I can tell you.',
      },
    ]
    expect(statedHomePlace('Ontario', asked)?.id).toBe('ontario')
    expect(statedHomePlace('Ontario', asked.slice(0, 1))).toBeUndefined()
  })
})

describe('place choices', () => {
  it('lists every place once with its name in the UI language, and finds them by id', () => {
    const es = placeChoices('es')
    expect(new Set(es.map((p) => p.id)).size).toBe(es.length)
    expect(es).toContainEqual({ id: 'uk', name: 'Reino Unido' })
    expect(placeChoices('en')).toContainEqual({ id: 'uk', name: 'UK' })
    expect(findPlaceById('texas')?.en[0]).toBe('Texas')
    expect(findPlaceById('atlantis')).toBeUndefined()
    expect(findPlaceById(null)).toBeUndefined()
  })
})
