// Families of everyday questions in both languages: sowing months by the rains in tropical places, pot varieties,
// what goes in the compost with children, other homework (an honest don't-know), bees in winter and water for bees,
// swarms, bees or wasps, toddlers and water, soil texture, worm bins, raised beds, wood ash, pots in wind and heat.
import { describe, expect, it } from 'vitest'
import { answer } from '../answer'

const ask = (question: string) => answer(question, { language: 'en' })
const ids = (question: string) => ask(question).citations.map((citation) => citation.id)

describe('sowing by the rains in tropical places', () => {
  it('gives the rainy-season months for a crop and for a place on its own', () => {
    expect(ask('¿en qué meses siembro maíz en Colombia?').text).toMatch(
      /marzo a mayo.*septiembre a noviembre/,
    )
    expect(ask('when do I sow beans in Guatemala').text).toMatch(/May and June/)
    expect(ask('¿qué se siembra en Perú y cuándo?').text).toMatch(/septiembre/)
    expect(ask('what can I plant in Costa Rica').text).toMatch(/May to November/)
  })
})

describe('pots', () => {
  it('names compact varieties and the care a hanging basket needs', () => {
    expect(ask('which tomato suits a small pot on my terrace').text).toMatch(/cherry|dwarf|determinate/)
    const basket = ask('¿se dan bien las fresas en una cesta colgante?').text
    expect(basket).toMatch(/remontantes/)
    expect(basket).toMatch(/potasio/)
    expect(ask('can potatoes grow in a big sack').text).toMatch(/earthing up/)
    expect(ask('¿puedo sembrar papas en un costal?').text).toMatch(/aporcar/)
  })

  it('answers watering pots in heat and wind', () => {
    expect(ask('our planters bake on a breezy sunny deck, how much water do they need').text).toMatch(
      /twice a day/,
    )
    expect(ask('las macetas se me secan con el viento y el calor del balcón, ¿cuánto riego?').text).toMatch(
      /a diario/,
    )
  })
})

describe('compost, soil and worms', () => {
  it('lists what goes in the compost when children help, not hand washing', () => {
    expect(ask('which scraps go in the compost heap when the kids help').text).toMatch(
      /fruit and vegetable scraps|banana skins/,
    )
  })

  it('tells clay from sand by hand, fills raised beds and doses wood ash', () => {
    expect(ids('how do we know whether our garden is sandy or clay')).toContain('fact-soil-texture-test')
    expect(ask('¿con qué tierra relleno el bancal elevado del huerto?').text).toMatch(/tierra vegetal/)
    expect(ask('¿sirve la ceniza de la estufa para la tierra del huerto?').text).toMatch(/calcio/)
  })

  it('answers a worm bin with children from the worm-bin fact', () => {
    expect(ids('can my children start worm composting')).toContain('fact-worm-bin-care')
    expect(ask('vermicompost con mis hijos, ¿qué lombriz uso?').text).toMatch(/rojas/)
  })
})

describe('bees, wasps and water', () => {
  it('helps bees through the cold months in both languages', () => {
    expect(ask('what can we plant to help bumblebees over the winter').text).toMatch(/hellebores/)
    expect(ask('¿qué hago para ayudar a los abejorros en invierno?').text).toMatch(/brezo/)
  })

  it('explains bees and wasps, and which stings more', () => {
    expect(ask('my daughter asks how a wasp differs from a bee').text).toMatch(/waist/)
    expect(ask('¿pican más las avispas que las abejas?').text).toMatch(/varias veces/)
  })

  it('answers swarms, thirsty bees and toddlers near water', () => {
    expect(ask('a big ball of bees swarming on our fence, should we worry').text).toMatch(/beekeeper/)
    expect(ask('¿las abejas beben agua? ¿cómo les pongo?').text).toMatch(/plato poco profundo/)
    expect(ask('we have a pond and a 3 year old, what should we do').text).toMatch(/drown/)
  })
})

describe('outside the garden', () => {
  it("gives an honest don't-know to a long request for other help", () => {
    expect(ask('could you help me with my daughter’s fractions homework tonight').dontKnow).toBe(true)
    expect(ask('¿me puedes ayudar con la tarea de historia de mi hijo mañana?').dontKnow).toBe(true)
    expect(ask('hello, can you help me').dontKnow).toBe(false)
  })
})

describe('poisonous plants and the seasons of children’s jobs', () => {
  it('says which parts of a poisonous plant harm children and how', () => {
    expect(ask('is foxglove poisonous to my toddler').text).toMatch(/heart glycosides/)
    expect(ask('¿es peligroso el laurel de flor para mis hijos?').text).toMatch(/Todas sus partes/)
    expect(ask('is it bad if my son chews some tomato leaves').text).toMatch(/solanine/)
    expect(ask('¿pasa algo si mi hija prueba hojas de tomate?').text).toMatch(/solanina/)
  })

  it('names an autumn-only job in an autumn list', () => {
    expect(ask('garden ideas for the kids this autumn').text).toMatch(/bulbs/)
    expect(ask('¿qué pueden hacer los niños en el huerto en otoño?').text).toMatch(/bulbos/)
  })
})

describe('friend or foe, and thirsty bees', () => {
  it('answers whether ladybirds are good or bad, and never with cats', () => {
    const es = ask('¿las chinitas son buenas o malas pa mi huerto?')
    expect(es.citations.map((citation) => citation.id)).toContain('fact-helpful-insects')
    expect(ask('are ladybugs friends or enemies of my roses').text).toMatch(/aphids/)
    expect(ids('catarinas en el patio, ¿son amigas de las plantas?')).not.toContain('fact-cats-in-garden')
  })

  it('tells a family how to give thirsty bees a drink', () => {
    expect(ask('do bees get thirsty? how can we give them a drink').text).toMatch(/shallow dish/)
    expect(ask('¿las abejas toman agua? ¿cómo les pongo un poco?').text).toMatch(/plato poco profundo/)
  })
})

describe('time to harvest and sun for leafy crops', () => {
  it('reads "from sowing to picking" as days to harvest', () => {
    expect(ask('how long from sowing corn to picking it').text).toMatch(/80 days/)
    expect(ask('¿cuántos días pasan desde que siembro rabanitos hasta comerlos?').text).toMatch(/25 días/)
  })

  it('warns that leafy crops bolt in hot sun', () => {
    expect(ask('does coriander need full sun all day').text).toMatch(/bolts/)
    expect(ask('¿la lechuga necesita mucho sol?').text).toMatch(/espiga/)
  })
})

describe('children: quick seeds and bee projects', () => {
  it('answers an age and "quick" with fast seeds and their days', () => {
    expect(ids('what can my 8 year old grow that sprouts quickly')).toContain('fact-fast-seeds')
    expect(ask('¿qué puede sembrar mi hijo de 7 años que salga rápido?').text).toMatch(/semana/)
  })

  it('gives bee projects, and leaves a named project to its how-to', () => {
    expect(ask('un proyecto con mis hijos para ayudar a las abejas').text).toMatch(/censo de abejas/)
    expect(ask('something my kids can build or do for the bees').text).toMatch(/bee hotel/)
    expect(ids('how do we make a bee hotel with the children')).toContain('fact-bee-hotel-how')
  })
})

describe('more family wordings', () => {
  it('reads hornets, yellow jackets and honeybees in bee-or-wasp questions', () => {
    expect(ask('how do I tell a hornet from a bumblebee').text).toMatch(/hairy/)
    expect(ask('yellow jackets vs honeybees, which is worse for a kid').text).toMatch(/several times/)
  })

  it('names winter flowers for bees', () => {
    expect(ask('¿qué flores hay en invierno para las abejas?').text).toMatch(/heléboro/)
  })

  it('does not greet a long request that opens with "help me"', () => {
    expect(ask('help me fix my car please it makes a noise').dontKnow).toBe(true)
  })
})

describe('ash from the grill and water near toddlers', () => {
  it('answers ash from a wood fire or grill, with the charcoal warning', () => {
    const reply = ask('¿sirven las cenizas del asador para el huerto?').text
    expect(reply).toMatch(/potasio/)
    expect(reply).toMatch(/briquetas/)
  })

  it('reads fish ponds and water barrels near small children as water safety', () => {
    expect(ask('my 3 year old and our fish pond, tips?').text).toMatch(/drown/)
    expect(ask('can toddlers be near a water barrel').text).toMatch(/lid/)
  })
})
