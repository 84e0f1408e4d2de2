// Families of everyday questions in both languages: overwatering and wet leaves, mulch and moisture, heat lovers'
// planting months, baby squash rotting, edible flowers, nettle stings, hive sizes and what harms bees, raised-bed
// depth, pizza gardens, worm activities, pests "naturally", and the verifier's time-of-day and overwatering checks.
import { describe, expect, it } from 'vitest'
import { answer } from '../answer'
import { verifyAnswer } from '../answer-verifier'

const ask = (question: string) => answer(question, { language: 'en' })
const ids = (question: string) => ask(question).citations.map((citation) => citation.id)

describe('watering', () => {
  it('says what too much water does when asked whether a plant can be overwatered', () => {
    expect(ask('is it possible to overwater my peppers').text).toMatch(/^Yes.*rot/)
    expect(ask('¿le puedo echar demasiada agua a la albahaca?').text).toMatch(/pudren/)
  })

  it('gives the reason to keep leaves dry', () => {
    expect(ask('should I wet the leaves of my cucumbers when I water them').text).toMatch(/fungal|mildew/)
    expect(ask('¿está bien mojar las hojas del zapallo al regarlo?').text).toMatch(/hongos|oídio/)
  })

  it('says mulch keeps moisture in', () => {
    expect(ask('will a layer of straw mean less watering').text).toMatch(/moisture|evaporation/)
    expect(ask('¿poner paja en el huerto hace que riegue menos?').text).toMatch(/humedad|evaporación/)
  })
})

describe('heat lovers go out when the soil is warm', () => {
  it('plants peppers and aubergines out a month after the last frost month', () => {
    expect(ask('when should we put chili plants out in Murcia').text).not.toMatch(/second/)
    expect(ask('¿cuándo trasplanto berenjenas en Madrid?').text).toMatch(/junio/)
  })
})

describe('baby squash rotting from the tip', () => {
  it('leads with poor pollination for cucurbits, not for tomatoes', () => {
    expect(ids('tiny courgettes keep going mushy and dropping')).toContain('doctor-young-fruit-rot')
    expect(ask('my baby cucumbers shrivel up and turn yellow').text).toMatch(/pollinat/)
    expect(ask('los pepinos chiquitos se me arrugan y se pudren').text).toMatch(/poliniz/)
    expect(ids('small tomatoes rotting on the bottom')).toContain('doctor-ber')
  })
})

describe('edible flowers and stings', () => {
  it('says which flowers children can eat, by name', () => {
    expect(ask('are pansy flowers ok for my toddler to eat').text).toMatch(/edible/)
    expect(ask('¿mi hija puede comerse los pétalos de caléndula?').text).toMatch(/comestibles/)
    expect(ask('can the kids munch on borage flowers').text).toMatch(/edible/)
    // A poisonous flower stays poisonous.
    expect(ask('can my son eat foxglove flowers').text).toMatch(/poisonous/)
  })

  it('answers a nettle sting on a child', () => {
    expect(ask('my daughter fell against some nettles and her arm burns, what helps').text).toMatch(
      /soap and cool water/,
    )
  })
})

describe('bees', () => {
  it('says how many bees live in a hive or nest', () => {
    expect(ask('how many honeybees are in a colony').text).toMatch(/20,000 to 60,000/)
    expect(ask('¿cuántas abejas hay en un nido de abejorros?').text).toMatch(/50 a 400/)
  })

  it('says what is harming bees worldwide, but not for a spraying question', () => {
    expect(ask('are honeybees going extinct').text).toMatch(/pesticides.*varroa/)
    expect(ask('¿qué está matando a las abejas?').text).toMatch(/pesticidas/)
    expect(ids('when should I spray so I am not harming bees')).not.toContain('fact-bee-decline')
  })
})

describe('containers, activities and pests', () => {
  it('gives the depth of a raised bed or planter box', () => {
    expect(ask('what depth does a veggie planter box need').text).toMatch(/30 cm/)
    expect(ask('¿qué profundidad tiene que tener un bancal elevado?').text).toMatch(/30 cm/)
  })

  it('plans a pizza or salsa garden', () => {
    expect(ask('ideas for a salsa garden with the children').text).toMatch(/cilantro/)
    expect(ask('¿cómo hacemos un huerto de pizza en el cole?').text).toMatch(/orégano/)
  })

  it('offers a worm activity', () => {
    expect(ids('a fun activity with earthworms for my 6 year old')).toContain('fact-worm-jar-how')
    expect(ids('¿qué actividad con lombrices puedo hacer con mi hijo?')).toContain('fact-worm-jar-how')
  })

  it('answers pest control asked "naturally" or "away"', () => {
    expect(ask('how do I keep aphids away without chemicals').dontKnow).toBe(false)
    expect(ask('¿cómo quito los pulgones de manera natural?').dontKnow).toBe(false)
  })
})

describe('the verifier', () => {
  it('asks an overwatering question for what too much water does', () => {
    const routine = { text: 'Water basil once or twice a week.', citations: [] }
    expect(verifyAnswer('can basil be overwatered', 'en', routine)).toEqual({
      ok: false,
      missing: 'overwater',
    })
  })

  it('asks a time-of-day question for a time', () => {
    const harms = { text: 'Pesticides and habitat loss harm bees.', citations: [] }
    expect(verifyAnswer('what time of day is best to water', 'en', harms).ok).toBe(false)
    expect(verifyAnswer('¿a qué hora riego el huerto?', 'es', harms).ok).toBe(false)
  })
})

describe('what a creature does', () => {
  it('answers whether bees pee or poop, and the yellow spots they leave', () => {
    expect(ask('do honeybees go to the bathroom').text).toMatch(/poop/)
    expect(ask('¿las abejas hacen caca?').text).toMatch(/caca/)
    expect(ids('there are little yellow spots on our car near the hives, is that the bees')).toContain(
      'fact-bee-waste',
    )
  })

  it('says it does not know a creature doing something the knowledge never speaks of', () => {
    expect(ask('do butterflies yawn').dontKnow).toBe(true)
    expect(ask('¿las hormigas bostezan?').dontKnow).toBe(true)
    // What the knowledge does speak of is still answered.
    expect(ask('can bees see colours').dontKnow).toBe(false)
  })
})

describe('Spanish wording and places', () => {
  it('reads "se me mueren" as a plant problem', () => {
    expect(ids('se me están muriendo los pimientos')).toContain('doctor-decline')
    expect(ids('las plantas del balcón se nos mueren')).toContain('doctor-decline')
  })

  it('makes "listos" agree with the crop and puts the article before the UK', () => {
    expect(ask('¿cuándo siembro cebollas en Asturias?').text).toMatch(/Están listas/)
    expect(ask('¿cuándo siembro pepinos en Asturias?').text).toMatch(/Están listos/)
    expect(ask('when can I sow peas in UK').text).toMatch(/In the UK/)
  })
})

describe('life spans, having and liking, and a sunflower house', () => {
  it('says how long bees live, and the verifier asks a life-span question for one', () => {
    expect(ask('what is the lifespan of a worker bee').text).toMatch(/5 to 6 weeks/)
    expect(ask('¿cuánto tiempo vive la reina de las abejas?').text).toMatch(/2 a 5 años/)
    const jobs = {
      text: 'Young workers clean cells and older ones gather nectar for 3 weeks.',
      citations: [],
    }
    expect(verifyAnswer('how long does a bumblebee live', 'en', jobs)).toEqual({
      ok: false,
      missing: 'lifespan',
    })
  })

  it('reads what a creature has or likes as the question', () => {
    expect(ask('do butterflies have teeth').dontKnow).toBe(true)
    expect(ask('do bees like lavender').dontKnow).toBe(false)
  })

  it('plans a sunflower house, and keeps cooking water apart from kitchen scraps', () => {
    expect(ask('can my kids grow a sunflower hideout').text).toMatch(/door/)
    expect(ids('is leftover pasta water ok for the plants')).toContain('fact-grey-water')
  })

  it('agrees English verbs with uncountable plant names', () => {
    expect(ask('is basil good for bees').text).toMatch(/^Basil is/)
  })
})

describe('pots, pets and predators', () => {
  it('gives a pot size without a "Yes" when none was asked, with English agreement', () => {
    expect(ask('how big a pot does a raspberry need').text).toMatch(/^Raspberries grow well/)
    expect(ask('can I keep raspberries in a container').text).toMatch(/^Yes: raspberries grow well/)
  })

  it('keeps cats out of beds rather than listing plants toxic to them', () => {
    expect(ids('¿cómo espanto a los gatos de mis macetas sin hacerles daño?')).toContain(
      'fact-cats-in-garden',
    )
  })

  it('asks "what eats aphids" for a creature other than the aphids', () => {
    const aphidsOnly = { text: 'Squash the aphids or hose the aphids off.', citations: [] }
    expect(verifyAnswer('which insects eat aphids', 'en', aphidsOnly).ok).toBe(false)
    const ladybirds = { text: 'Ladybirds and lacewings eat aphids.', citations: [] }
    expect(verifyAnswer('what eats aphids', 'en', ladybirds).ok).toBe(true)
  })
})

describe('"is X safe for kids" is a safety question', () => {
  it('answers mulch safety, and the verifier asks a safety answer for it', () => {
    expect(ids('are wood chips safe for my toddler to play on')).toContain('fact-mulch-safety')
    const whatMulchIs = { text: 'Mulch is a layer of straw or leaves that keeps moisture in.', citations: [] }
    expect(verifyAnswer('is straw mulch safe for dogs', 'en', whatMulchIs).ok).toBe(false)
  })
})

describe('watering questions with their own facts', () => {
  it('prefers the fact about every word asked to the general rules', () => {
    expect(ids('how should I water the veg patch when we go away on holiday')).toContain(
      'fact-garden-on-holiday',
    )
    expect(ids('do my succulents still want water in winter')).toContain('fact-cactus-watering')
    expect(ids('do you water plants before you fertilise them')).toContain('fact-water-and-feeding')
    expect(ids('¿hay que regar después de echar el abono?')).toContain('fact-water-and-feeding')
  })

  it('reads wilting with a watering question as the problem', () => {
    expect(ids('my cucumbers go limp in the afternoon, do they need more water')).toContain('doctor-wilt')
  })
})

describe('how bees get home', () => {
  it('answers the way home, not how bees find flowers', () => {
    expect(ids('how do honeybees navigate back to the hive')).toContain('fact-bees-find-home')
    expect(ids('¿cómo vuelven las abejas a su colmena?')).toContain('fact-bees-find-home')
    expect(ids('how do bees find flowers')).toContain('fact-how-bees-find-flowers')
  })
})

describe('more plant problems', () => {
  it('reads crooked cucumbers as fruit, not forked roots', () => {
    expect(ids('my courgettes come out bent and lumpy')).toContain('doctor-misshapen')
    expect(ids('los calabacines me salen deformes')).toContain('doctor-misshapen')
    expect(ids('my carrots came out forked')).toContain('doctor-forked')
  })

  it('diagnoses purple seedlings and dropping leaves', () => {
    expect(ask('the tomato seedlings have gone purple underneath').text).toMatch(/phosphorus/)
    expect(ids('mi naranjo está perdiendo muchas hojas')).toContain('doctor-leafdrop')
    expect(ids('why is my fig shedding leaves')).toContain('doctor-leafdrop')
  })

  it('keeps holes the problem when the culprits are called tiny', () => {
    expect(ids('holes in my kale and tiny green caterpillars')).toContain('doctor-holes')
    // The culprit named leads the causes.
    expect(ask('my radish leaves are full of holes and little black beetles jump off').text).toMatch(
      /first\. 1\. Leaf beetles/,
    )
  })
})

describe('compost and coffee', () => {
  it('answers composting without a garden rather than the compost lists', () => {
    expect(ids('what can we compost living in a flat')).toContain('fact-compost-small-home')
    expect(ids('what can go in the compost bin')).toContain('fact-compost-materials')
  })

  it('says coffee grounds barely change soil pH', () => {
    expect(ask('are used coffee grounds acidic for the garden').text).toMatch(/^Hardly/)
    expect(ask('¿los posos de café hacen la tierra ácida?').text).toMatch(/^Apenas/)
  })
})

describe('creatures dying and small fruit', () => {
  it('answers whether bees die after stinging, asked "is it true…"', () => {
    expect(ids('¿es cierto que una abeja se muere después de picarte?')).toContain(
      'fact-bees-die-after-sting',
    )
  })

  it('reads "why are my X small" as a small harvest', () => {
    expect(ids('why are my onions so tiny this year')).toContain('doctor-small')
  })
})
