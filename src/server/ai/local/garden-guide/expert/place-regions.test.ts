// Places families name beyond states and countries: US hardiness zones, US and Mexican regions, Australian state
// abbreviations, hemispheres and cities; the month table answers with them in both languages.
import { describe, expect, it } from 'vitest'
import { answer } from '../answer'
import { understand } from './understand'

const ask = (question: string) => answer(question, { language: 'en' })

describe('places named in other ways', () => {
  it.each([
    ['when do i plant tomatoes in zone 6', 'zone-6'],
    ['we are in zone 8b', 'zone-8'],
    ['estoy en la zona 9', 'zone-9'],
    ['when to plant garlic in qld', 'queensland'],
    ['when to plant peas in the pacific northwest', 'pacific-northwest'],
    ['when to plant tomatoes in new england', 'new-england'],
    ['cuando planto tomates en el bajio', 'guanajuato'],
    ['cuando se siembra el frijol en el norte de mexico', 'northern-mexico'],
    ['when do i plant tomatoes in the southern hemisphere', 'southern-hemisphere'],
  ])('"%s" → %s', (question, id) => {
    expect(understand(question).place?.id).toBe(id)
  })

  it('answers a zone with its months', () => {
    const reply = ask('when should i plant tomatoes in zone 5')
    expect(reply.text).toMatch(/^In Zone 5 the last frost is usually in May/)
    expect(reply.text).toMatch(/May and June/)
  })

  it('uses the article for regions, in both languages', () => {
    expect(ask('when to plant tomatoes in the midwest').text).toMatch(/^In the Midwest/)
    const spanish = ask('cuando planto tomates en el hemisferio sur')
    expect(spanish.text).toMatch(/^En el hemisferio sur la última helada suele ser en septiembre/)
  })

  it('"New England" is not England', () => {
    expect(ask('when to plant tomatoes in new england').text).not.toMatch(/UK/)
  })
})

describe('a place that is also a plant', () => {
  it('"¿cuándo siembro chile en Madrid?" is chili in Madrid; "ayote" is squash', () => {
    const reading = understand('cuando siembro chile en madrid')
    expect(reading.place?.id).toBe('madrid')
    expect(reading.plants[0]?.id).toBe('chili')
    expect(understand('cuando siembro ayote en honduras').plants[0]?.id).toBe('squash')
    expect(understand('cuando siembro tomates en chile').place?.id).toBe('chile')
  })
})
