// The blind-written knowledge (watering, bees and pollinators, containers, pests, parent safety, kid activities)
// answers everyday family questions in both languages from the fact about what was asked: its citation and key words.
import { describe, expect, it } from 'vitest'
import { answer } from '../answer'
import {
  citedIds,
  type FactCase,
  itAnswersFromTheFacts,
  itKeepsTheFactsWellFormed,
} from './blind-facts-checks'
import { BLIND_BEE_FACTS } from './facts-blind-bees'
import { BLIND_EXTRA_FACTS } from './facts-blind-extra'
import { BLIND_KID_FACTS } from './facts-blind-kids'
import { BLIND_MORE_FACTS } from './facts-blind-more'
import { BLIND_POTS_PESTS_FACTS } from './facts-blind-pots-pests'
import { BLIND_SAFETY_FACTS } from './facts-blind-safety'
import { BLIND_WATERING_FACTS } from './facts-blind-watering'

const BLIND_FACTS = [
  ...BLIND_WATERING_FACTS,
  ...BLIND_BEE_FACTS,
  ...BLIND_POTS_PESTS_FACTS,
  ...BLIND_SAFETY_FACTS,
  ...BLIND_KID_FACTS,
  ...BLIND_MORE_FACTS,
  ...BLIND_EXTRA_FACTS,
]

const CASES: FactCase[] = [
  // watering
  ['it rained a lot yesterday, do I water today?', 'water-after-rain', /finger/],
  ['¿tengo que regar si ayer llovió mucho?', 'water-after-rain', /dedo/],
  ['can I pour the bath water on my flower bed?', 'grey-water', /soap/],
  ['¿puedo regar con el agua de fregar los platos?', 'grey-water', /jabones/],
  ['is rainwater better for plants than tap water?', 'rainwater-or-tap', /chlorine/],
  ['how often should I water the lawn?', 'lawn-watering', /2\.5 cm/],
  ['¿cada cuánto hay que regar el pasto?', 'lawn-watering', /25 litros/],
  ['how long should the sprinkler run?', 'sprinkler-how-long', /tuna/],
  ['¿cómo riego en la temporada de secas?', 'dry-and-rainy-season', /lluvias/],
  ['nos vamos de vacaciones un mes, ¿cómo cuido el huerto?', 'garden-on-holiday', /acolchado/],
  ['what is an olla for watering the garden?', 'olla-irrigation', /clay/],
  // bees and pollinators
  ['¿qué flores de verano atraen abejas?', 'summer-bee-flowers', /lavanda/],
  ['which flowers for bees grow in a Mediterranean garden?', 'bee-plants-spain', /rosemary/],
  ['what are wild bees?', 'native-bees-what', /solitary/],
  ['there is a bumblebee nest under our shed', 'bumblebee-nest-garden', /one season/],
  ['what flowers bring hoverflies?', 'attract-hoverflies', /alyssum/],
  ['¿qué son las meliponas?', 'stingless-bees-meliponas', /aguijón/],
  // containers
  ['¿cuánto peso aguanta mi balcón con macetas grandes?', 'balcony-weight', /1 kg por litro/],
  ['how many plants can go in one pot?', 'plants-per-pot', /30 cm/],
  ['mushrooms popped up in my houseplant pot, are they dangerous?', 'mushrooms-in-pots', /poisonous/],
  ['¿cómo cultivo microverdes en casa?', 'microgreens', /bandeja/],
  ['how do I make a self-watering pot from a plastic bottle?', 'diy-self-watering-bottle', /wick/],
  // pests, the bee-safe way
  ['my onions have silver streaks, is it thrips?', 'thrips', /insecticidal soap/],
  ['hay gallina ciega en el pasto, ¿qué hago?', 'lawn-grubs', /nematodos/],
  ['is spinosad safe to use around bees?', 'spinosad-pyrethrin', /dusk/],
  ['¿las trampas amarillas adhesivas dañan a las abejas?', 'sticky-traps', /abejas/],
  ['does spraying for mosquitoes kill bees?', 'mosquito-spraying-bees', /Bti/],
  ['¿la citronela ahuyenta a los mosquitos?', 'mosquito-repelling-plants', /agua estancada/],
  // parent safety
  ['a mi hija le picó un alacrán en el patio', 'scorpions', /antiveneno/],
  ['my son picked up a fuzzy caterpillar and his hand itches', 'stinging-caterpillars', /sticky tape/],
  ['which insect repellent is safe for my toddler?', 'repellent-for-kids', /DEET/],
  ['¿a qué edad puede mi hijo usar la cortadora de pasto?', 'mower-safety-kids', /12 años/],
  ['the neighbours cats poop in our sandbox', 'cat-mess-sandpit', /toxoplasma/],
  ['¿puedo sembrar papas en llantas viejas?', 'tyres-as-planters', /zinc/],
  // kid activities
  ['any garden activities for a rainy afternoon?', 'rainy-day-garden', /cress/],
  ['¿cómo hacemos un espantapájaros para el huerto?', 'scarecrow-how', /paja/],
  ['can we sow seeds in an egg carton?', 'egg-carton-seedlings', /true leaves/],
  ['¿dónde colgamos la caja nido?', 'nest-box-kids', /metros/],
  ['how do you scratch a name into a pumpkin?', 'name-on-pumpkin', /softball/],
  ['¿cómo hago un mini invernadero con una botella?', 'bottle-greenhouse', /botella/],
  ['how do we build a rain gauge?', 'rain-gauge-kids', /ruler/],
  ['ideas de huerto para mi hijo adolescente', 'teens-gardening', /proyecto/],
  // more watering, bees and pots
  ['is the water from my dehumidifier ok for my plants?', 'ac-condensate-water', /distilled/],
  ['¿puedo regar el huerto con agua de mar?', 'salty-well-water', /sal/],
  ['we just sowed grass seed, how often do we water it?', 'new-lawn-seed-watering', /dry out/],
  ['hay abejas en el bebedero de los colibríes', 'bees-at-hummingbird-feeder', /protectores/],
  ['do honeybees die when they sting?', 'bees-die-after-sting', /barbs/],
  ['¿qué plantas van bien en cestas colgantes?', 'hanging-basket-plants', /petunias/],
  // last set
  ['does mulch really save water?', 'mulch-and-watering', /half/],
  ['se me secó la albahaca, ¿cómo la recupero?', 'revive-dry-plant', /cubo/],
  ['should we water the beds before a frost tonight?', 'water-before-frost', /heat/],
  ['tengo caracoles en las macetas del balcón', 'slugs-in-pots', /cobre/],
  ['when do we sow cempasuchil for the Day of the Dead?', 'marigolds-day-of-the-dead', /July/],
]

describe('blind-written knowledge', () => {
  itAnswersFromTheFacts(CASES)

  itKeepsTheFactsWellFormed(BLIND_FACTS, { withSource: false })

  it('leaves "if bees disappeared, would we have strawberries" to the food-without-bees fact', () => {
    expect(answer('if bees disappeared would we still have strawberries?').citations[0]?.id).not.toBe(
      'fact-bees-disappearing-why',
    )
  })

  it('leaves everyday words to the facts they belong to (keeping cats out, ground nests, gnats, "saco", "clima")', () => {
    expect(citedIds('Mantener a los gatos fuera de los bancales')).not.toContain('fact-garden-on-holiday')
    expect(citedIds('Abejas que anidan en el suelo')).not.toContain('fact-tired-bee-help')
    expect(citedIds('little flies in my pots (fungus gnats)')).not.toContain('fact-mould-on-potting-soil')
    expect(citedIds('¿cómo saco los pulgones del rosal?')).not.toContain('fact-grow-bags')
    expect(citedIds('¿qué plantas van bien con el clima de Madrid?')).not.toContain(
      'fact-ac-condensate-water',
    )
  })
})
