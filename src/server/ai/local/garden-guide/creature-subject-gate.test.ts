// The relevance gate's creature rule: a pest, worm or non-honey-bee named in a question is its subject.
import { describe, expect, it } from 'vitest'
import { answer } from './answer'
import { checkRelevance } from './relevance-gate'

describe('checkRelevance: a creature named in the question', () => {
  it.each([
    [
      'do hornets make honey',
      'en',
      'Bees make honey from nectar and store it in wax cells.',
      'how-bees-make-honey',
      /hornet/,
    ],
    [
      '¿las avispas hacen miel?',
      'es',
      'Las abejas hacen miel con néctar y la guardan en celdas de cera.',
      'how-bees-make-honey',
      /wasp|avisp/,
    ],
    [
      'my son keeps finding centipedes and worms in the soil, are they good',
      'en',
      'Playing with soil is good for children: wear gloves and wash hands afterwards.',
      'wash-hands-after-gardening',
      /worm|centipede/,
    ],
    [
      'los caracoles se comen mis fresas y tengo gato, que hago',
      'es',
      'Las fresas no se consideran venenosas para niños ni mascotas.',
      'plant-strawberry',
      /snail|caracol/,
    ],
  ] as const)('rejects a neighbour for "%s"', (question, language, text, id, subject) => {
    const check = checkRelevance(question, language, { text, citations: [{ id, title: id }] })
    expect(check.relevant).toBe(false)
    expect(check.missingSubject).toMatch(subject)
  })

  it.each([
    [
      'snails are eating my strawberries and we have a dog',
      'en',
      'Go out at dusk with a torch and pick snails and slugs off by hand; use beer traps and copper rings.',
      'fact-slugs',
    ],
    [
      'las orugas se comen mis coles sin dañar a las abejas ni al perro',
      'es',
      'Quita las orugas a mano y cubre las coles con una malla fina.',
      'fact-cabbage-worms',
    ],
  ] as const)(
    'keeps an answer about the creature for "%s" (pets and bees stay context)',
    (question, language, text, id) => {
      expect(checkRelevance(question, language, { text, citations: [{ id, title: id }] }).relevant).toBe(true)
    },
  )
})

describe('checkRelevance: a plant or pot part named in the question', () => {
  it.each([
    [
      'does a planter box need a hole in the bottom',
      'en',
      'Holes in the leaves: slugs or snails, caterpillars or leaf beetles.',
      'doctor-holes',
      /bottom/,
    ],
    [
      '¿por qué se pudren las raíces de mi albahaca?',
      'es',
      'Hojas amarillas en la albahaca: falta de nitrógeno o exceso de riego.',
      'doctor-yellow',
      /root|rai/,
    ],
  ] as const)('rejects an answer about another part for "%s"', (question, language, text, id, part) => {
    const check = checkRelevance(question, language, { text, citations: [{ id, title: id }] })
    expect(check.relevant).toBe(false)
    expect(check.missingSubject).toMatch(part)
  })

  it('diagnoses black fruit bottoms as blossom-end rot, not black leaves', () => {
    const reply = answer('why are the bottoms of my peppers getting black', { language: 'en' })
    expect(reply.text).toMatch(/blossom-end rot/i)
  })
})

describe('answer() never answers a creature question with a neighbouring fact', () => {
  it.each([
    ['do hornets make honey', 'en'],
    ['¿los abejorros guardan miel como las abejas?', 'es'],
    ['are the beetles in my compost bad for the soil', 'en'],
  ] as const)('%s', (question, language) => {
    const reply = answer(question, { language })
    const creature = /hornet|abejorro|beetle|escarabajo/i
    // Either it is an honest don't-know, or its answer names the creature asked about.
    expect(reply.dontKnow === true || creature.test(reply.text)).toBe(true)
  })
})
