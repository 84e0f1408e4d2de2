import { describe, expect, it } from 'vitest'
import { groupSentences, splitSentences } from './sentences'

describe('splitSentences', () => {
  it('splits English at . ! ? and …', () => {
    expect(splitSentences('Bees dance. Do you dance? I do! Well… sometimes.')).toEqual([
      'Bees dance.',
      'Do you dance?',
      'I do!',
      'Well… sometimes.',
    ])
  })

  it('splits Spanish before ¿ and ¡, even without a space', () => {
    expect(
      splitSentences('¿Sabías que las abejas bailan? ¡Sí! Bailan para contar dónde hay flores.'),
    ).toEqual(['¿Sabías que las abejas bailan?', '¡Sí!', 'Bailan para contar dónde hay flores.'])
    expect(splitSentences('Hola, Sr. García.¿Cómo está?¡Muy bien!')).toEqual([
      'Hola, Sr. García.',
      '¿Cómo está?',
      '¡Muy bien!',
    ])
  })

  it('does not split after titles, initials, decimals or abbreviations inside a sentence', () => {
    expect(splitSentences('Dr. Bee met Mrs. Honey at 3.5 p.m. today. J. R. Smith waved.')).toEqual([
      'Dr. Bee met Mrs. Honey at 3.5 p.m. today.',
      'J. R. Smith waved.',
    ])
    expect(splitSentences('La Dra. Miel estudia flores, árboles, etc. y luego descansa. ¡Qué bien!')).toEqual(
      ['La Dra. Miel estudia flores, árboles, etc. y luego descansa.', '¡Qué bien!'],
    )
  })

  it('ends a sentence at a short word like "No." but keeps "No. 5" whole', () => {
    expect(splitSentences('¿Quieres miel? No. Gracias. Es la No. 5 del jardín.')).toEqual([
      '¿Quieres miel?',
      'No.',
      'Gracias.',
      'Es la No. 5 del jardín.',
    ])
  })

  it('ends a sentence at "etc." when a new sentence follows', () => {
    expect(splitSentences('Bees love roses, tulips, etc. Then they fly home.')).toEqual([
      'Bees love roses, tulips, etc.',
      'Then they fly home.',
    ])
  })

  it('keeps closing quotes and brackets with their sentence and splits at line breaks', () => {
    expect(splitSentences('"Bees!" she said. (Really.)\nNew line without a stop')).toEqual([
      '"Bees!" she said.',
      '(Really.)',
      'New line without a stop',
    ])
  })

  it('attaches stray punctuation to the sentence before it', () => {
    expect(splitSentences('Wow! !! Bees.')).toEqual(['Wow! !!', 'Bees.'])
  })

  it('cuts a very long sentence at a space, or at a comma when there is one', () => {
    const long = `${'word '.repeat(30).trim()}, ${'more '.repeat(30).trim()}`
    const pieces = splitSentences(long, 100)
    expect(pieces.slice(0, 2)).toEqual(['word '.repeat(20).trim(), `${'word '.repeat(10).trim()},`])
    expect(pieces.every((piece) => piece.length <= 100)).toBe(true)
    expect(pieces.join(' ')).toBe(long)
  })

  it('returns nothing for blank text', () => {
    expect(splitSentences('  \n ')).toEqual([])
  })
})

describe('groupSentences', () => {
  it('joins neighbours up to the limit and leaves longer sentences alone', () => {
    expect(groupSentences(['One.', 'Two.', 'Three three.', 'Four.'], 10)).toEqual([
      'One. Two.',
      'Three three.',
      'Four.',
    ])
    expect(groupSentences(['One.', 'Two.'], 0)).toEqual(['One.', 'Two.'])
  })

  it('gives the first piece its own limit, so a short opening can be spoken first', () => {
    const sentences = ['One.', 'Two.', 'Three.', 'Four.', 'Five.']
    expect(groupSentences(sentences, 20, 0)).toEqual(['One.', 'Two. Three. Four.', 'Five.'])
    expect(groupSentences(sentences, 20, 9)).toEqual(['One. Two.', 'Three. Four. Five.'])
  })
})
