// Children's garden activities composed for an age band and a season (months read by hemisphere) or a day indoors.
import { describe, expect, it } from 'vitest'
import { answer } from '../answer'
import {
  composeKidActivities,
  pickKidActivities,
  readAge,
  readKidActivityQuestion,
  readSeason,
} from './kid-activities'

const fold = (text: string) => ` ${text} `

describe('kid activities', () => {
  it('reads ages in numbers and words in both languages', () => {
    expect(readAge(fold('my 4 year old'))).toBe('preschool')
    expect(readAge(fold('mi hija de siete anos'))).toBe('early')
    expect(readAge(fold('our toddler'))).toBe('toddler')
    expect(readAge(fold('mis hijos de 11 anos'))).toBe('older')
    expect(readAge(fold('in my garden'))).toBeUndefined()
  })

  it('reads a month as a season in the hemisphere of the place', () => {
    expect(readSeason(fold('in july'))).toBe('summer')
    expect(readSeason(fold('en julio'), 'south')).toBe('winter')
    expect(readSeason(fold('vacaciones de verano'))).toBe('summer')
  })

  it('picks only activities that fit the age and the season, and indoor ones for a snowy day', () => {
    const toddlerSummer = pickKidActivities({ age: 'toddler', season: 'summer', indoor: false })
    expect(toddlerSummer.length).toBeGreaterThan(2)
    for (const activity of toddlerSummer) {
      expect(activity.ages).toContain('toddler')
      expect(activity.seasons).toContain('summer')
    }
    for (const activity of pickKidActivities({ season: 'winter', indoor: true }))
      expect(activity.indoor).toBe(true)
  })

  it('leaves named activities and questions without a season or day indoors to their facts', () => {
    expect(
      readKidActivityQuestion(fold('how do we grow a bean in a jar with the kids in winter')),
    ).toBeUndefined()
    expect(readKidActivityQuestion(fold('what can my toddler do in the garden'))).toBeUndefined()
  })

  it('composes an English answer for an age and a season, with safety for that age', () => {
    const reply = answer('fun things to do in the garden with my 10 year old in autumn', { language: 'en' })
    expect(reply.dontKnow).toBe(false)
    expect(reply.citations[0]?.id).toBe('fact-kid-activities')
    expect(reply.text).toMatch(/children aged 9 to 12 in autumn/)
    expect(reply.text).toMatch(/bulbs/)
    expect(reply.text).toMatch(/real tools/)
  })

  it('composes a Spanish answer for a snowy day indoors', () => {
    const reply = answer('está nevando, ¿qué actividades de jardín hacemos con los niños dentro de casa?', {
      language: 'en',
    })
    expect(reply.language).toBe('es')
    expect(reply.text).toMatch(/dentro de casa/)
    expect(reply.text).toMatch(/diario del huerto|frasco|berros/)
  })

  it("reads Spain's and the River Plate's words for children", () => {
    const reply = answer('¿qué hago en el jardín con los críos este verano?', { language: 'en' })
    expect(reply.citations[0]?.id).toBe('fact-kid-activities')
    expect(reply.text).toMatch(/verano/)
  })

  it('reads a southern month for a family in Argentina', () => {
    const reply = composeKidActivities(
      fold('en julio que hacemos en el jardin con los chicos'),
      'es',
      'south',
    )
    expect(reply?.sentences[0]).toMatch(/invierno/)
  })
})
