// Stricter answers: symptoms read from colour and texture, the honest don't-know when the colours contradict the
// symptom read or a fact is only a neighbour of the question, "cada cuándo" as how often, compost yes/no.
import { describe, expect, it } from 'vitest'
import { answer } from '../answer'
import { composeCompostable } from './compostable'
import { normalize } from './find-terms'
import { understand } from './understand'

describe('symptoms from colour and texture', () => {
  it.each([
    ['why do my zucchini have white spots like flour on the leaves', 'powder'],
    ['my cucumber leaves have whitish patches', 'powder'],
    ['mi calabacita tiene manchas blancas como polvo', 'powder'],
    ['las hojas del pepino parecen enharinadas', 'powder'],
    ['my roses have black spots on the leaves', 'spots'],
    ['my strawberries are rotting with grey fuzz', 'grey-mould'],
    ['los tomates se pudren por abajo', 'ber'],
    ['mis plántulas crecen muy largas y delgadas', 'leggy'],
  ])('"%s" is %s', (question, id) => {
    expect(understand(question).symptom?.id).toBe(id)
  })

  it('does not answer a symptom whose colours contradict what the family saw', () => {
    // "Powdery" alone would be white powdery mildew; a black powdery coating (sooty mould) is not in the knowledge.
    const reply = answer('my squash leaves have a black powdery coating', { language: 'en' })
    expect(reply.dontKnow).toBe(true)
    expect(reply.text).toMatch(/^I don't know that one yet/)
    expect(answer('my basil leaves have black spots', { language: 'en' }).dontKnow).toBe(false)
  })
})

describe('stricter matching', () => {
  it('reads "cada cuándo riego" as how often, not when to plant', () => {
    expect(understand('cada cuando riego las fresas en verano').intent).toBe('watering')
  })

  it('reads a plant that is "safe with toddlers" as a toxicity question', () => {
    expect(understand('is foxglove safe to have in a garden with toddlers').intent).toBe('toxic')
  })

  it('does not answer a question about something it has never heard of with a neighbouring entry', () => {
    const pool = answer('how do i build a swimming pool in the garden', { language: 'en' })
    expect(pool.dontKnow).toBe(true)
    // An age alone is not a garden question.
    expect(answer('how do i get my toddler to sleep through the night', { language: 'en' }).dontKnow).toBe(
      true,
    )
    expect(answer('what can my toddler do in the garden', { language: 'en' }).text).toMatch(/Ages 2–4/)
  })

  it('does not let a common verb ("dan") pick the entry: flowering trees for bees', () => {
    expect(answer('¿qué árboles dan flores para las abejas?', { language: 'en' }).text).toMatch(/tilo/)
    expect(answer('¿cada cuánto volteo la composta?', { language: 'en' }).text).toMatch(/semana/)
  })
})

describe('topic facts answer only what they are about', () => {
  it.each([
    'why do mosquitoes bite',
    'can I drink coffee in the garden',
    'my kid eats sand',
    'is it easy to keep bees',
  ])('"%s" gets no neighbouring fact', (question) => {
    expect(answer(question, { language: 'en' }).dontKnow).toBe(true)
  })

  it('still answers the pest, soil and seed questions those facts are for', () => {
    expect(answer('mosquitoes in my rain barrel', { language: 'en' }).text).toMatch(/lid/)
    expect(answer('can I put coffee grounds on my plants', { language: 'en' }).text).toMatch(/nitrogen/)
    expect(answer('my garden soil is very sandy', { language: 'en' }).text).toMatch(/Sandy soil/)
    expect(answer('gusanos comiéndose mis coles', { language: 'es' }).dontKnow).toBe(false)
  })
})

describe('compost yes or no', () => {
  const compost = (question: string, language: 'en' | 'es' = 'en') =>
    composeCompostable(` ${normalize(question)} `, language)?.sentences.join(' ')

  it('says a plain yes or no first, for each material named, with the reason', () => {
    expect(compost('can i put meat in compost')).toMatch(/^No: meat, fish and bones .*rats/)
    expect(compost('can I compost orange peels and banana skins')).toMatch(/^Yes: orange .* Yes: banana/)
    expect(compost('¿puedo echar cáscaras de plátano a la composta?', 'es')).toMatch(
      /^Sí: las cáscaras de plátano/,
    )
    expect(compost('can I put dog poop in the compost bin')).toMatch(/^No: dog and cat poop/)
  })

  it('passes when no material is named or the question is not about compost', () => {
    expect(compost('how do i start a compost pile')).toBeUndefined()
    expect(compost('can I feed my dog meat')).toBeUndefined()
  })
})
