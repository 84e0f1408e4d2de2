// Understanding a family's words: plants, places, symptoms, safety topics and intents, with typos and no accents.
import { describe, expect, it } from 'vitest'
import { understand } from './understand'

describe('understand', () => {
  it('finds the plant by English, Mexican, Spanish and South American names', () => {
    expect(understand('when do I plant tomatoes').plants[0]?.id).toBe('tomato')
    expect(understand('¿cuándo siembro jitomates?').plants[0]?.id).toBe('tomato')
    expect(understand('mis frutillas se pudren').plants[0]?.id).toBe('strawberry')
    expect(understand('cuando planto zapallo').plants[0]?.id).toBe('squash')
    expect(understand('how do I grow sweet potatoes').plants[0]?.id).toBe('sweet-potato')
  })

  it('tolerates a one-letter typo and missing accents', () => {
    expect(understand('how often do I water my tomatos').plants[0]?.id).toBe('tomato')
    expect(understand('cada cuanto riego la albahca').plants[0]?.id).toBe('basil')
    expect(understand('cuando planto tomates en andalucia').place?.id).toBe('andalucia')
  })

  it('finds places with their hemisphere and frost months', () => {
    const texas = understand('when should I plant tomatoes in Texas').place
    expect(texas).toMatchObject({ id: 'texas', hemisphere: 'north', lastFrost: 3 })
    expect(understand('tomates en Buenos Aires').place).toMatchObject({ hemisphere: 'south', lastFrost: 9 })
    expect(understand('cuándo siembro en Castilla y León').place?.id).toBe('castilla-y-leon')
    expect(understand('when to plant in the UK').place?.id).toBe('uk')
    expect(understand('tell us about bees').place).toBeUndefined()
  })

  it('reads the intent: timing, last frost, watering, plant doctor, pots, toxicity, bees', () => {
    expect(understand('when should I plant tomatoes in Texas').intent).toBe('when_to_plant')
    expect(understand('when is the last frost in Illinois').intent).toBe('last_frost')
    expect(understand('how often should I water my basil').intent).toBe('watering')
    expect(understand('how much should I water cucumbers when its hot').intent).toBe('watering')
    expect(understand('why are my cucumber leaves yellow').intent).toBe('doctor')
    expect(understand('can I grow tomatoes in pots on my balcony').intent).toBe('pot')
    expect(understand('is lavender safe for dogs').intent).toBe('toxic')
    expect(understand('do bees like basil').intent).toBe('bees_value')
    expect(understand('how do I get rid of aphids on my roses without hurting bees').intent).toBeUndefined()
  })

  it('finds the symptom, specific before general', () => {
    expect(understand('the bottom of my tomatoes is turning black and rotten').symptom?.id).toBe('ber')
    expect(understand('white powder on my zucchini leaves').symptom?.id).toBe('powder')
    expect(understand('mis plantines están muy largos y se caen').symptom?.id).toBe('leggy')
    expect(understand('my pepper plant has flowers but no peppers').symptom?.id).toBe('nofruit')
  })

  it('answers parents first: stings, touching bees, eaten berries, but not "what" read as "hat"', () => {
    expect(understand('my child got stung by a bee what should I do').safety?.id).toBe('sting-first-aid')
    expect(understand('is it safe for my kid to touch a bumblebee').safety?.id).toBe('touch-bees')
    expect(understand('my toddler ate a berry from a bush in the garden').safety?.id).toBe('ate-berry')
    expect(understand('what fast growing things can kids plant').safety).toBeUndefined()
  })

  it('marks follow-ups', () => {
    expect(understand('and in Spain?').followUp).toBe(true)
    expect(understand('what about peppers?').followUp).toBe(true)
    expect(understand('¿y en Chile?').followUp).toBe(true)
    expect(understand('when should I plant tomatoes in Texas').followUp).toBe(false)
  })
})
