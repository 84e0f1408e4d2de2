// Composition from the knowledge: month tables by place and hemisphere, ranked causes, watering, pots, follow-ups.
import { describe, expect, it } from 'vitest'
import { rankCauses } from './compose-expert'
import { expertAnswer } from './expert-answer'
import { PLACES } from './places'
import { SYMPTOMS } from './plant-doctor'
import { PLANT_PROFILES } from './plant-profiles'
import { plantingWindows } from './planting-calendar'

const plant = (id: string) => PLANT_PROFILES.find((p) => p.id === id)!
const place = (id: string) => PLACES.find((p) => p.id === id)!
const text = (
  question: string,
  language: 'en' | 'es' = 'en',
  history: { role: 'user' | 'assistant'; text: string }[] = [],
) => expertAnswer(question, language, history)?.sentences.join(' ') ?? ''

describe('the knowledge', () => {
  it('has at least 150 plant profiles with both names, and unique ids', () => {
    expect(PLANT_PROFILES.length).toBeGreaterThanOrEqual(150)
    expect(new Set(PLANT_PROFILES.map((p) => p.id)).size).toBe(PLANT_PROFILES.length)
    for (const profile of PLANT_PROFILES) {
      expect(profile.en.length).toBeGreaterThan(0)
      expect(profile.es.length).toBeGreaterThan(0)
      expect(['extension-service', 'general-horticulture']).toContain(profile.source)
    }
  })

  it('knows places in the US, Canada, Mexico, Spain, Latin America, the UK and Oceania', () => {
    for (const id of ['texas', 'ontario', 'jalisco', 'madrid', 'chile', 'uk', 'victoria-au', 'new-zealand'])
      expect(place(id)).toBeDefined()
  })
})

describe('planting calendar', () => {
  it('plants warm crops after the last frost, shifted by half a year in the southern hemisphere', () => {
    const tomato = plant('tomato')
    expect(plantingWindows(tomato, place('minnesota')).find((w) => w.kind === 'plant-out')?.months).toEqual([
      5, 6,
    ])
    expect(plantingWindows(tomato, place('victoria-au')).find((w) => w.kind === 'plant-out')?.months).toEqual(
      [10, 11],
    )
    expect(plantingWindows(tomato, place('colombia'))[0]?.kind).toBe('rains')
  })

  it('puts garlic in around the first frost and lettuce in the cool season where it never freezes', () => {
    expect(plantingWindows(plant('garlic'), place('oregon'))[0]?.months).toEqual([9, 10])
    expect(plantingWindows(plant('lettuce'), place('florida'))[0]?.months).toEqual([10, 11, 12, 1, 2])
  })
})

describe('expertAnswer', () => {
  it('answers "when do I plant X in Y" with months', () => {
    expect(text('when should I plant tomatoes in Texas')).toMatch(
      /In Texas the last frost is usually in March, so start seeds indoors in January and February and plant tomatoes out in March and April/,
    )
    expect(text('¿cuándo planto ajos en Chile?', 'es')).toMatch(/abril y mayo/)
    expect(text('¿cuándo planto ajos en Chile?', 'es')).toMatch(/hemisferio sur/)
  })

  it('follows up on the place or the plant from the conversation', () => {
    const history = [{ role: 'user' as const, text: 'when should I plant tomatoes in Texas' }]
    expect(text('and in Spain?', 'en', history)).toMatch(/^In Spain the last frost is usually in March/)
    expect(text('what about peppers?', 'en', history)).toMatch(/peppers/)
    expect(text('what about peppers?', 'en', history)).toMatch(/In Texas/)
  })

  it('asks for the place once, then gives the frost rule without months', () => {
    const ask = text('when do I plant beans')
    expect(ask).toMatch(/Which state, region or country are you in\?/)
    const again = text('when do I plant beans', 'en', [
      { role: 'user', text: 'when do I plant beans' },
      { role: 'assistant', text: ask },
      { role: 'user', text: 'not sure' },
      { role: 'assistant', text: 'ok' },
    ])
    expect(again).toMatch(/after your last frost/)
  })

  it('ranks causes for the plant: squash wilting starts with the vine borer, roses with black spot', () => {
    const wilt = SYMPTOMS.find((s) => s.id === 'wilt')!
    expect(rankCauses(wilt, plant('zucchini'))[0]?.id).toBe('borer')
    expect(rankCauses(wilt, plant('lettuce'))[0]?.id).toBe('underwater')
    expect(rankCauses(SYMPTOMS.find((s) => s.id === 'spots')!, plant('rose'))[0]?.id).toBe('black-spot')
    expect(text('my blueberry leaves are yellow')).toMatch(/1\. Lack of iron/)
  })

  it('composes watering by need, pots and season, in Spanish too', () => {
    expect(text('how often should I water rosemary')).toMatch(/dry out between waterings/)
    expect(text('how often do i water tomatoes in pots in summer')).toMatch(
      /^In pots they dry out fast: .*water daily/,
    )
    expect(text('¿cada cuánto riego la albahaca?', 'es')).toMatch(/una o dos veces por semana/)
  })

  it('gives pot sizes, toxicity and value to bees from the profile', () => {
    expect(text('can I grow tomatoes in pots on my balcony')).toMatch(/at least 20 litres/)
    expect(text('are lilies dangerous for cats')).toMatch(/kidney failure/)
    expect(text('¿la dedalera es venenosa para los niños?', 'es')).toMatch(/venenosas/)
    expect(text('is lavender good for bees')).toMatch(/excellent for bees/)
  })

  it('tells what goes in when for a place on its own, and reads "en Chile" as the country, not a chili', () => {
    expect(text('what can I plant in Ohio')).toMatch(/Plant warm-season crops \(tomatoes.*\) in May and June/)
    expect(text('¿qué planto en Chile?', 'es')).toMatch(
      /^En Chile la última helada de primavera suele ser en septiembre/,
    )
    expect(text('what can I grow in Colombia')).toMatch(/no frost season/)
  })

  it('puts first aid first when a child ate part of a plant, then what the profile says about it', () => {
    const reply = text('my son ate a daffodil bulb')
    expect(reply).toMatch(/^Take anything left out of their mouth/)
    expect(reply).toMatch(/Daffodils are poisonous/)
    expect(text('is it safe to eat a sunflower seed')).toMatch(/^Sunflowers are not known to be poisonous/)
    expect(text('snails ate my seedlings overnight')).not.toMatch(/poison control/)
  })

  it('passes on what it does not know', () => {
    expect(expertAnswer('what is the capital of Mongolia', 'en')).toBeUndefined()
  })
})
