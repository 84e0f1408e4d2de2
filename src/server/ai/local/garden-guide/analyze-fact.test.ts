// Offline "Analyze": why the fact matters, related facts and something to try, never the fact repeated.
import { describe, expect, it } from 'vitest'
import { analyzeFact } from './analyze-fact'

const prompt = (fact: string) =>
  `Here is a bee fact for children: "${fact}" Please explain it more deeply for a curious child aged 6 to 12, in simple and friendly English, in a few short sentences.`

describe('analyzeFact', () => {
  it('explains why a bee fact matters, adds related facts and an activity, without repeating the fact', () => {
    const fact = 'Bees have five eyes. Honeybees have two big eyes and three small ones on top of the head.'
    const analysis = analyzeFact(prompt(fact), 'en')!
    expect(analysis.text).toMatch(/^Why it matters: /)
    expect(analysis.text).toMatch(/\n\nRelated facts: /)
    expect(analysis.text).toMatch(/\n\nSomething to try: /)
    expect(analysis.text).not.toContain('three small ones on top of the head')
    expect(analysis.citations.length).toBeGreaterThanOrEqual(3)
  })

  it('brings in the plant profile for a plant fact, in Spanish', () => {
    const analysis = analyzeFact(
      'Aquí tienes un dato: "Los girasoles siguen al sol durante el día." Explícalo.',
      'es',
    )!
    expect(analysis.text).toMatch(/^Por qué importa: /)
    expect(analysis.text).toMatch(/excelentes para las abejas/)
    expect(analysis.text).toMatch(/Algo para probar: /)
    expect(analysis.citations.map((c) => c.id)).toContain('plant-sunflower')
  })
})
