import { describe, expect, it } from 'vitest'
import { FIRST_CLAUSE_MIN_WORDS, nextSpeechCut } from './speech-pieces'

const piece = (pending: string, first: boolean) => pending.slice(0, nextSpeechCut(pending, first))

describe('nextSpeechCut', () => {
  it('cuts after a finished sentence, once the next one has begun', () => {
    expect(piece('Bees dance. They', false)).toBe('Bees dance.')
    expect(piece('¿Por qué bailan? Para', false)).toBe('¿Por qué bailan?')
    expect(piece('Line one\nLine two', false)).toBe('Line one\n')
    // The model may still be writing "Bees dance..." or "3.5": nothing to speak yet.
    expect(nextSpeechCut('Bees dance.', false)).toBe(0)
    expect(nextSpeechCut('About 3.5 centimetres', false)).toBe(0)
  })

  it('speaks the first clause on its own once it has enough words', () => {
    expect(FIRST_CLAUSE_MIN_WORDS).toBe(4)
    expect(piece('Ooh, a bee question, my favo', true)).toBe('Ooh, a bee question,')
    expect(piece('Las abejas son muy listas; bail', true)).toBe('Las abejas son muy listas;')
    expect(piece('Here is a secret: bees need', true)).toBe('Here is a secret:')
  })

  it('keeps a short opening clause with what follows, and only the first piece is cut at a clause', () => {
    expect(nextSpeechCut('Ooh, a bee', true)).toBe(0)
    expect(nextSpeechCut('¡Hola, amiguito', true)).toBe(0)
    expect(piece('Ooh, yes! More', true)).toBe('Ooh, yes!')
    expect(nextSpeechCut('Ooh, a bee question, my favo', false)).toBe(0)
  })

  it('prefers a sentence end that comes before any long enough clause', () => {
    expect(piece('Yes. Bees can see colours, even ultraviolet', true)).toBe('Yes.')
    // Commas inside numbers are not clause ends.
    expect(nextSpeechCut('A hive holds 50,000 bees', true)).toBe(0)
  })
})
