// Symptom understanding (flowers but no fruit, fruit drop, no flowers, dying, damping off) in both languages, and
// the plant-profile details a family asks about: depth and spacing, harvest and ripeness, companions.
import { describe, expect, it } from 'vitest'
import { answer } from '../answer'
import { rankCauses } from './compose-expert'
import { SYMPTOMS } from './plant-doctor'
import { PLANT_PROFILES } from './plant-profiles'
import { understand } from './understand'

const symptomOf = (question: string) => understand(question).symptom?.id
const plant = (id: string) => PLANT_PROFILES.find((candidate) => candidate.id === id)!
const symptom = (id: string) => SYMPTOMS.find((candidate) => candidate.id === id)!

describe("symptoms in a family's words", () => {
  it.each([
    ['my squash has lots of flowers but no squash', 'nofruit'],
    ['the melon vine blooms yet never sets anything', 'nofruit'],
    ['our plum tree has no plums at all this year', 'nofruit'],
    ['mi sandía florece pero no da sandías', 'nofruit'],
    ['mi chayote echa flores pero ningún fruto', 'nofruit'],
    ['my peach tree keeps dropping small peaches', 'fruitdrop'],
    ['se le caen los limones chiquitos al limonero', 'fruitdrop'],
    ['why does my lilac never bloom', 'noflower'],
    ['mi rosal no da flores', 'noflower'],
    ['my parsley seedlings toppled over overnight', 'damping'],
    ['se me cayeron los plantines de lechuga', 'damping'],
    ['my cucumber is dying', 'decline'],
    ['mi perejil no crece', 'decline'],
    ['my basil leaves went black after a cold night', 'blackened'],
    ['our plums split open after the rain', 'split'],
    ['los jitomates se me rajan', 'split'],
    ['my beets came out really small', 'small'],
    ['las zanahorias salieron muy chiquitas', 'small'],
    ['my spinach is flowering already', 'bolt'],
    ['my potatoes have green patches', 'greening'],
    ['the pepper plant is not making any peppers', 'nofruit'],
  ])('%s → %s', (question, expected) => {
    expect(symptomOf(question)).toBe(expected)
  })

  it("puts pollination and male flowers first for the squash family, and the tree's own drop first for fruit trees", () => {
    expect(rankCauses(symptom('nofruit'), plant('cucumber'))[0]!.id).toBe('male-flowers')
    expect(rankCauses(symptom('fruitdrop'), plant('apple'))[0]!.id).toBe('natural-drop')
  })

  it('gives no male-flower cause to plants whose flowers have both parts', () => {
    const causes = rankCauses(symptom('flowerdrop'), plant('pepper')).map((cause) => cause.id)
    expect(causes).not.toContain('male-flowers')
    expect(causes[0]).toBe('heat-fruitset')
  })

  it('reads "mi planta de chile" as the plant and "en Chile" as the country', () => {
    expect(understand('mi planta de chile no crece').place).toBeUndefined()
    expect(understand('mi planta de chile no crece').plants[0]?.id).toBe('chili')
    expect(understand('¿cuándo planto tomates en Chile?').place?.id).toBe('chile')
  })

  it('does not read an everyday Spanish word as a place or a misspelt plant', () => {
    expect(understand('la maleza, ¿cómo la quito?').place).toBeUndefined()
    expect(understand('¿las bellotas son venenosas para los perros?').plants).toEqual([])
  })
})

describe('knowledge added for everyday questions', () => {
  it.each([
    ['how can I tell if the soil in my yard is healthy', 'fact-soil-health-check'],
    ['¿cómo corrijo una tierra muy ácida?', 'fact-raise-soil-ph'],
    ["how do I keep the neighbour's cat out of my vegetable bed", 'fact-cats-in-garden'],
    ['¿cómo quito la maleza sin herbicidas?', 'fact-weeds'],
    ['is chicken manure ok for vegetables', 'fact-manure'],
    ['can i put stale bread in the compost', 'fact-compost-materials'],
    ['what do bumblebees do when it gets cold', 'fact-bees-in-winter'],
  ])('%s → %s', (question, citation) => {
    const reply = answer(question, { language: 'en' })
    expect(reply.dontKnow).toBe(false)
    expect(reply.citations.map((c) => c.id)).toContain(citation)
  })
})

describe('plant profile details', () => {
  it('answers spacing and depth from the profile, in centimetres with inches in English', () => {
    const reply = answer('how far apart should i plant garlic', { language: 'en' })
    expect(reply.text).toMatch(/15 cm \(about 6 inches\) between plants/)
    expect(reply.citations[0]?.id).toBe('plant-garlic')
  })

  it('answers when a crop is ready with days and the ripeness sign', () => {
    const reply = answer('¿cómo sé si el maíz ya está listo?', { language: 'en' })
    expect(reply.language).toBe('es')
    expect(reply.text).toMatch(/jugo lechoso/)
  })

  it('answers companions from the profile, each name once', () => {
    const reply = answer('¿qué siembro junto al maíz?', { language: 'en' })
    expect(reply.text).toMatch(/Buenos vecinos/)
    const names = reply.text
      .split(':')[1]!
      .split('.')[0]!
      .split(',')
      .map((name) => name.trim())
    expect(new Set(names).size).toBe(names.length)
  })
})
