// The answer verifier: an answer that does not carry what was asked (a frequency, a distance, a cause…) is refused.
import { describe, expect, it } from 'vitest'
import type { Language } from '../../../../shared/constants'
import { answer } from './answer'
import { questionKinds, verifyAnswer } from './answer-verifier'
import { checkRelevance } from './relevance-gate'

const none = [] as const

// Each row: a question of one kind, a neighbouring answer that misses it, and an answer that carries it.
const KINDS: [kind: string, language: Language, question: string, neighbour: string, carrier: string][] = [
  [
    'how-often',
    'en',
    'how often should grandpa water the runner beans',
    'Runner beans climb fast and have bright red flowers that hummingbirds visit.',
    'Water runner beans deeply twice a week, more often in a heat wave.',
  ],
  [
    'how-often',
    'es',
    '¿cada cuántos días hay que regar las habas?',
    'Las habas se cosechan unos 90 días después de sembrarlas, cuando las vainas están llenas.',
    'Riega las habas una vez a la semana, cuando la tierra esté seca a un dedo de profundidad.',
  ],
  [
    'how-far-apart',
    'en',
    'how far apart do cabbages go in a raised bed',
    'Cabbages like cool weather and rich soil with plenty of compost.',
    'Set cabbages 45 cm (18 inches) apart each way.',
  ],
  [
    'how-far-apart',
    'es',
    '¿a qué distancia pongo las coles una de otra?',
    'A las coles les gusta el tiempo fresco y la tierra rica en compost.',
    'Deja unos 45 cm entre col y col.',
  ],
  [
    'how-deep',
    'en',
    'how deep do sweet pea seeds go',
    'Sweet peas smell lovely and bees visit their flowers in early summer.',
    'Sow sweet peas about 2 cm deep and firm the soil over them.',
  ],
  [
    'how-deep',
    'es',
    '¿a qué profundidad entierro las semillas de girasol?',
    'Un jardín de girasoles forma una casita de hojas para jugar en verano.',
    'Entierra las semillas de girasol a unos 3 cm de profundidad.',
  ],
  [
    'why',
    'en',
    'why do my snapdragons flop over',
    'Snapdragons come in many colours and children love squeezing the flowers open like little mouths.',
    'Snapdragons flop because they grow tall in rich soil with too little sun; stake them early.',
  ],
  [
    'why',
    'es',
    '¿por qué se me secan las puntas del romero?',
    'El romero tiene flores azules y las abejas lo visitan en invierno.',
    'Suele ser por exceso de riego: el romero se pudre si la tierra no drena.',
  ],
  [
    'for-bees',
    'en',
    'which shrubs should we plant to help bumblebees',
    'Plant shrubs in autumn so their roots settle before summer, and water them through the first year.',
    'Bumblebees love flowering currant, ceanothus and lavender shrubs.',
  ],
  [
    'for-bees',
    'es',
    '¿qué arbustos pongo para atraer a las abejas?',
    'Planta los arbustos en otoño para que arraiguen antes del verano.',
    'Las abejas adoran el romero, la lavanda y el ceanoto.',
  ],
  [
    'which-creatures',
    'en',
    'what insects help a vegetable patch',
    'Most insects are harmless, and only a few are pests.',
    'Ladybirds, lacewings and hoverflies eat aphids, and ground beetles eat slug eggs.',
  ],
  [
    'which-creatures',
    'es',
    '¿qué bichos son buenos para el huerto?',
    'La mayoría de los bichos son inofensivos y solo unos pocos son plaga.',
    'Las mariquitas, las crisopas y los sírfidos comen pulgones.',
  ],
  [
    'ph',
    'en',
    'what ph do blueberries want',
    'Blueberries are ready in midsummer when the berries turn deep blue.',
    'Blueberries want acid soil, around pH 4.5 to 5.5.',
  ],
  [
    'when',
    'es',
    '¿cuándo se podan los rosales?',
    'Los rosales necesitan sol y una tierra rica en compost.',
    'Poda los rosales a finales del invierno, cuando empiezan a hincharse las yemas.',
  ],
  [
    'watering',
    'en',
    'how often do i water the strawberry pots',
    'Pick strawberries every two days once they turn fully red.',
    'Water strawberry pots every day in summer, when the top of the mix feels dry.',
  ],
  [
    'pruning',
    'es',
    '¿cuándo podo la lavanda?',
    'Riega la lavanda poco: aguanta la sequía cuando ya ha arraigado, y florece en verano.',
    'Poda la lavanda al final del verano, cortando las flores secas y un poco de hoja.',
  ],
  [
    'how-tall',
    'en',
    'how tall will our hollyhocks grow',
    'Hollyhocks are loved by bumblebees and self-sow year after year.',
    'Hollyhocks grow 1.5 to 2.5 metres tall.',
  ],
  [
    'how-tall',
    'es',
    '¿cuánto mide una malva real adulta?',
    'Las malvas reales gustan mucho a los abejorros y se resiembran solas.',
    'La malva real llega a medir de 1,5 a 2,5 metros.',
  ],
  [
    'bite-or-sting',
    'en',
    'do earwigs bite kids',
    'Earwigs hide in dark, damp places and eat aphids at night.',
    'Earwigs can give a tiny pinch but are harmless to children.',
  ],
  [
    'bite-or-sting',
    'es',
    '¿las tijeretas muerden?',
    'Las tijeretas se esconden en sitios húmedos y oscuros y comen pulgones de noche.',
    'Las tijeretas pueden dar un pellizco flojito, pero son inofensivas.',
  ],
  [
    'plants-for-shade',
    'en',
    'which herbs will grow along a shady north wall',
    'Herbs love sun and well-drained soil; pick them often to keep them bushy.',
    'Mint, parsley and chives cope with part shade.',
  ],
  [
    'plants-for-dry',
    'es',
    '¿qué arbustos aguantan un verano muy seco?',
    'Los arbustos se plantan en otoño para que arraiguen antes del verano.',
    'La jara, el romero y la lavanda aguantan la sequía.',
  ],
  [
    'how-many',
    'en',
    'how many garlic cloves go in one row',
    'Garlic likes sun and loose soil, and is ready when half its leaves turn brown.',
    'Plant about ten cloves in a one-metre row, 10 cm apart.',
  ],
  [
    'how-many',
    'es',
    '¿cuántas semillas de calabaza pongo en cada hoyo?',
    'Las calabazas necesitan sol, calor y mucho espacio.',
    'Pon dos o tres semillas por hoyo y deja la más fuerte.',
  ],
  [
    'in-month',
    'en',
    'which seeds can we sow in february',
    'Radishes are among the fastest crops to grow and are fun for children.',
    'In late winter, sow broad beans and peas outside and start tomatoes indoors.',
  ],
  [
    'in-month',
    'es',
    '¿qué hortalizas siembro en agosto?',
    'Los rábanos crecen muy deprisa y son divertidos para los niños.',
    'A finales del verano siembra lechugas, espinacas y rábanos para el otoño.',
  ],
  [
    'in-season',
    'en',
    'what vegetables can we start in the winter',
    'Radishes are among the fastest crops and children love them.',
    'In winter, start onions and peppers indoors and sow broad beans outside in mild areas.',
  ],
  [
    'dying',
    'es',
    'se me están muriendo los plantines de pimiento',
    'A los pimientos les encanta el calor: plántalos después de la última helada, a pleno sol.',
    'La causa más probable es el exceso de riego: revisa que el sustrato drene bien.',
  ],
  [
    'flowering',
    'en',
    'when will our sweet peas flower',
    'Sow sweet peas in autumn or early spring, after the last frost, in full sun.',
    'Sweet peas flower from early summer for about three months if you keep picking them.',
  ],
  [
    'harvest',
    'es',
    '¿cuándo cosechamos las cebollas?',
    'Siembra las cebollas a finales del invierno, en marzo, a pleno sol.',
    'Las cebollas están listas a finales del verano, cuando las hojas caen y se secan.',
  ],
]

describe('verifyAnswer: what each kind of question asks for', () => {
  it.each(KINDS)(
    '%s (%s): refuses a neighbour and accepts a carrier for "%s"',
    (kind, language, question, neighbour, carrier) => {
      expect(questionKinds(question, language)).toContain(kind)
      expect(verifyAnswer(question, language, { text: neighbour, citations: [...none] })).toEqual({
        ok: false,
        missing: kind,
      })
      expect(verifyAnswer(question, language, { text: carrier, citations: [...none] }).ok).toBe(true)
    },
  )

  it('reads no kind in a question that asks for none of them', () => {
    expect(questionKinds('tell me about ladybirds', 'en')).toEqual([])
    expect(questionKinds('háblame de las mariquitas', 'es')).toEqual([])
  })
})

describe('verifyAnswer: the plant and the colour the family named', () => {
  it.each([
    ['do sunflowers need a stake', 'en', 'Plant profile: Tomato'],
    ['¿los girasoles necesitan un tutor?', 'es', 'Ficha de cultivo: Tomate'],
  ] as const)('refuses an answer built from another plant profile: %s', (question, language, title) => {
    const verdict = verifyAnswer(question, language, {
      text: 'They grow tall in full sun.',
      citations: [{ id: 'plant-tomato', title }],
    })
    expect(verdict).toEqual({ ok: false, missing: 'plant' })
  })

  it.each([
    ['how do we dry pumpkin seeds', 'en', 'Beans, peas and sunflowers make seeds that are easy to save.'],
    [
      '¿cómo secamos las semillas de calabaza?',
      'es',
      'Los frijoles, los guisantes y los girasoles dan semillas fáciles de guardar.',
    ],
  ] as const)('refuses an answer that opens on other plants: %s', (question, language, text) => {
    expect(
      verifyAnswer(question, language, { text, citations: [{ id: 'saving-seeds', title: 'Saving seeds' }] }),
    ).toEqual({
      ok: false,
      missing: 'plant',
    })
  })

  it('lets a question about a creature name its plant as context', () => {
    const text =
      'Bees help grow our food! Apples, cherries, almonds and pumpkins need pollinators to grow well.'
    expect(verifyAnswer('why do bees matter for our pear tree', 'en', { text, citations: [] }).ok).toBe(true)
  })

  it('accepts an answer from the profile of the plant asked about', () => {
    const verdict = verifyAnswer('do sunflowers need a stake', 'en', {
      text: 'Giant sunflowers need a stake in windy spots.',
      citations: [{ id: 'plant-sunflower', title: 'Plant profile: Sunflower' }],
    })
    expect(verdict.ok).toBe(true)
  })

  it.each([
    [
      'the leaves on my cherry tree are going red and blistered',
      'en',
      'Curled leaves on cherries: aphids suck the sap.',
    ],
    [
      'las hojas de mi ciruelo se ponen rojas y abultadas',
      'es',
      'Hojas enrolladas en ciruelos: los pulgones chupan la savia.',
    ],
  ] as const)(
    'refuses a diagnosis that says nothing of the leaf colour described: %s',
    (question, language, text) => {
      expect(
        verifyAnswer(question, language, {
          text,
          citations: [{ id: 'doctor-curl', title: 'Curling leaves' }],
        }),
      ).toEqual({
        ok: false,
        missing: 'colour',
      })
    },
  )
})

describe('verifyAnswer: the part of the plant described', () => {
  const fruitDrop = [{ id: 'doctor-fruitdrop', title: 'Plant doctor: young fruit falling off' }]
  it.each([
    [
      'our orange tree keeps shedding its leaves',
      'en',
      'Young fruit falling off on oranges: 1. The tree sheds extra fruit it cannot feed. 2. Dry soil.',
    ],
    [
      'mi naranjo está soltando las hojas',
      'es',
      'Frutos pequeños que se caen en naranjos: 1. El árbol suelta frutos que no puede alimentar. 2. Sequía.',
    ],
  ] as const)('refuses a diagnosis of another part: %s', (question, language, text) => {
    expect(verifyAnswer(question, language, { text, citations: fruitDrop })).toEqual({
      ok: false,
      missing: 'part',
    })
  })

  it('accepts a diagnosis whose likeliest cause speaks of the part described', () => {
    const text =
      'Young fruit falling off on squash: 1. The first flowers are male flowers, which always drop. 2. Poor pollination.'
    expect(
      verifyAnswer('the flowers on our squash keep dropping', 'en', { text, citations: fruitDrop }).ok,
    ).toBe(true)
  })
})

describe('verifyAnswer: the subject of a safety question', () => {
  it.each([
    [
      'is oleander dangerous for our puppy',
      'en',
      'Ponds and rain barrels can be dangerous for small children.',
    ],
    [
      '¿es peligrosa la adelfa para los niños?',
      'es',
      'Los estanques y los barriles pueden ser peligrosos para los niños.',
    ],
  ] as const)('refuses a safety answer about something else: %s', (question, language, text) => {
    expect(verifyAnswer(question, language, { text, citations: [] })).toEqual({
      ok: false,
      missing: 'subject',
    })
  })

  it.each([
    ['is oleander dangerous for our puppy', 'en', 'Oleander is very poisonous to dogs: every part of it.'],
    [
      '¿un estanque es peligroso para los niños?',
      'es',
      'Un niño puede ahogarse en pocos centímetros de agua.',
    ],
  ] as const)(
    'accepts one about it, or when the subject is not where the pattern looks: %s',
    (question, language, text) => {
      expect(verifyAnswer(question, language, { text, citations: [] }).ok).toBe(true)
    },
  )
})

describe('the verifier inside the relevance gate', () => {
  it('fails the gate with the missing slot named', () => {
    const check = checkRelevance('how far apart should i put the courgettes', 'en', {
      text: 'Courgettes need rich soil and lots of water.',
      citations: [{ id: 'plant-zucchini', title: 'Plant profile: Zucchini' }],
    })
    expect(check.relevant).toBe(false)
    expect(check.missingSlot).toBe('how-far-apart')
  })
})

// Family questions in our own words: whatever the knowledge holds, each reply either carries what was asked or is
// the honest don't-know, never a neighbouring fact.
const FAMILY_WORDINGS: [string, Language][] = [
  ['how often should grandma water her geraniums', 'en'],
  ['how far apart should we put our pepper plants', 'en'],
  ['how deep should a raised bed be', 'en'],
  ['why is the lavender going woody in the middle', 'en'],
  ['what plants can we grow to feed bumblebees in autumn', 'en'],
  ['which critters should we leave alone in the veg patch', 'en'],
  ['how often do we need to prune the apple tree', 'en'],
  ['what ph does a hydrangea need to go blue', 'en'],
  ['¿cada cuántos días riego las lechugas en maceta?', 'es'],
  ['¿a qué distancia siembro los frijoles?', 'es'],
  ['¿por qué mi albahaca se pone negra por abajo?', 'es'],
  ['¿qué flores siembro para atraer a los abejorros en primavera?', 'es'],
  ['¿qué insectos se comen a los pulgones?', 'es'],
  ['¿cuándo se abona el limonero?', 'es'],
  ['¿a qué profundidad siembro las habas?', 'es'],
  ['what flowers will grow under a big oak in deep shade', 'en'],
  ['how tall does a runner bean get', 'en'],
  ['do ladybirds ever bite people', 'en'],
  ['which shrubs cope with a windy hilltop garden', 'en'],
  ['¿qué flores se dan bien a la sombra de un muro?', 'es'],
  ['¿cuánto mide una mata de calabaza?', 'es'],
  ['¿las mariquitas muerden?', 'es'],
  ['¿qué plantas aguantan un suelo encharcado?', 'es'],
]

describe('answer(): every reply carries what was asked or says honestly it does not know', () => {
  it.each(FAMILY_WORDINGS)('%s', (question, language) => {
    const reply = answer(question, { language: 'en' })
    expect(reply.language).toBe(language)
    if (reply.dontKnow) expect(reply.text).toMatch(/I don't know that one yet|Eso todavía no lo sé/)
    else expect(verifyAnswer(question, language, reply)).toEqual({ ok: true })
  })

  it('turns a planting date given for a watering question into a real watering answer', () => {
    const reply = answer('how often should we water our pepper plants in summer', { language: 'en' })
    expect(reply.dontKnow).toBe(false)
    expect(reply.text).toMatch(/week|every day|daily/)
    expect(reply.text).not.toMatch(/last frost/)
  })
})
