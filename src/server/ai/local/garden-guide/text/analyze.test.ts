import { describe, expect, it } from 'vitest'
import { analyzeText } from './analyze'
import { editDistance } from './edit-distance'
import { foldText, splitWords } from './fold-text'
import { stemWord } from './stem'

describe('foldText and splitWords', () => {
  it('lower-cases and strips accents, including ñ', () => {
    expect(foldText('¿Cómo ÁRBOL Año?')).toBe('¿como arbol ano?')
    expect(splitWords("What's the bee's name?")).toEqual(['whats', 'the', 'bees', 'name'])
  })
})

describe('stemWord', () => {
  it.each([
    ['bees', 'bee'],
    ['watering', 'water'],
    ['planted', 'plant'],
    ['berries', 'berry'],
    ['radishes', 'radish'],
    ['digging', 'dig'],
    ['eggs', 'egg'],
    ['spring', 'spring'],
    ['leaves', 'leaf'],
  ])('en %s -> %s', (word, stem) => {
    expect(stemWord(word, 'en')).toBe(stem)
  })

  it.each([
    ['abejas', 'abej'],
    ['abejita', 'abej'],
    ['flores', 'flor'],
    ['raices', 'raiz'],
    ['plantalos', 'plant'],
    ['plantar', 'plant'],
    ['polinizan', 'poliniz'],
    ['regando', 'reg'],
    ['solas', 'solo'],
  ])('es %s -> %s', (word, stem) => {
    expect(stemWord(word, 'es')).toBe(stem)
  })
})

describe('analyzeText', () => {
  it('drops stopwords and merges synonyms across languages', () => {
    expect(analyzeText('How do bees make honey?', 'en')).toEqual(['bee', 'make', 'honey'])
    expect(analyzeText('¿Cómo hacen miel las abejas?', 'es')).toEqual(['hac', 'honey', 'bee'])
    expect(analyzeText('ladybugs', 'en')).toEqual(analyzeText('mariquitas', 'es'))
    expect(analyzeText('frijoles', 'es')).toEqual(analyzeText('judías', 'es'))
  })
})

describe('editDistance', () => {
  it('counts edits and swaps, and stops early past the limit', () => {
    expect(editDistance('tomato', 'tomato', 1)).toBe(0)
    expect(editDistance('sprng', 'spring', 1)).toBe(1)
    expect(editDistance('abejs', 'abjes', 1)).toBe(1)
    expect(editDistance('bee', 'honey', 1)).toBe(2)
  })
})
