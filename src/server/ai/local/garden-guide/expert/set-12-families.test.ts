// Set-12 families in both languages, in our own wordings: the fact asked about answers (gravel in pots, pots that
// overheat, bees that cannot sting, "can I use rainwater", a pest named on a houseplant, "like at school" as mere
// context, "ok with kids around" as a toxicity question) and a greeting quoted for translation is no hello.
import { describe, expect, it } from 'vitest'
import { answer } from '../answer'
import { verifyAnswer } from '../answer-verifier'
import { detectIntent } from '../intent-detection'

const CASES: [question: string, cited: string, mustSay: RegExp][] = [
  ['do my planters need a layer of rocks at the bottom for drainage', 'fact-gravel-in-pots', /No need/],
  ['¿le pongo piedritas al fondo del macetero para que drene?', 'fact-gravel-in-pots', /No hace falta/],
  ['our planters on the deck get really hot, what can I do', 'fact-dark-pots-heat', /light-coloured/],
  ['¿qué hago para que no se recalienten las jardineras al sol?', 'fact-dark-pots-heat', /sombra/],
  ['is there any kind of bee without a stinger', 'fact-stingless-bees-meliponas', /Stingless/],
  ['¿existen abejas que no pican?', 'fact-stingless-bees-meliponas', /sin aguijón/],
  ['can i use rain water on my veggies', 'fact-rainwater-or-tap', /chlorine/],
  ['¿puedo usar agua de lluvia para regar?', 'fact-rainwater-or-tap', /cloro/],
  ['can we grow a bean in a cup like in class', 'fact-bean-jar', /damp/],
  ['¿podemos germinar un frijol en un vaso como en la escuela?', 'fact-bean-jar', /húmedo/],
  ['hay pulgones en el ficus que saqué al balcón', 'fact-aphids', /jabón/],
  ['tengo cochinillas en una planta de interior', 'fact-mealybugs', /alcohol/],
  ['rabbits keep eating my lettuce seedlings', 'fact-rabbits', /./],
  [
    'my grandpa said you should never water in full sun because the leaves burn, true?',
    'fact-midday-watering',
    /myth/,
  ],
  [
    'there is a bumblebee sitting still on the path, it looks exhausted',
    'fact-sugar-water-for-bees',
    /sugar/,
  ],
  ['vi un abejorro agotado que no se mueve, ¿qué hago?', 'fact-sugar-water-for-bees', /azúcar/],
  ['¿cómo subo el pH de una tierra muy ácida para las lechugas?', 'plant-lettuce', /./],
  ['my 2 year old bit a tulip bulb', 'safety-ate-berry', /poison control/],
  ['papi, ¿puedo tocar la abeja con el dedo?', 'safety-touch-bees', /tocar/],
  ['can hummingbirds pollinate my garden like bees do', 'fact-hummingbirds', /pollinators/],
  ['how do we make our own soil mix for seedlings', 'fact-seed-starting-mix', /vermiculite/],
  ['¿cómo preparo el sustrato para mis almácigos?', 'fact-seed-starting-mix', /vermiculita/],
  [
    'my squash leaves droop in the afternoon but bounce back by evening',
    'doctor-wilt',
    /^[^.]*\. 1\. Heat stress/,
  ],
  [
    'las hojas del calabacín se marchitan a mediodía y se recuperan por la noche',
    'doctor-wilt',
    /1\. Estrés por calor/,
  ],
  ['how should i water my cactus in summer here in Arizona', 'fact-cactus-watering', /dry out/],
  ['¿cómo riego los cactus en invierno aquí en Sevilla?', 'fact-cactus-watering', /seque/],
  ['our peas are all leaves but no pods', 'doctor-nofruit', /1\. Too much nitrogen/],
  ['los frijoles tienen puras hojas pero ni una vaina', 'doctor-nofruit', /1\. Exceso de nitrógeno/],
  [
    'is it true that not every bee can make honey? which ones dont make it',
    'fact-why-bees-make-honey',
    /wild bees/,
  ],
  ['¿es verdad que no todas las abejas hacen miel?', 'fact-why-bees-make-honey', /silvestres/],
  ['is oleander ok to keep with toddlers around', 'plant-oleander', /poison|toxic/],
  ['¿puedo tener adelfas con mis hijos pequeños?', 'plant-oleander', /venen|tóxic/],
]

describe('set-12 families', () => {
  it.each(CASES)('%s → %s', (question, cited, mustSay) => {
    const reply = answer(question, { language: 'en' })
    expect(reply.citations.map((citation) => citation.id)).toContain(cited)
    expect(reply.text).toMatch(mustSay)
  })

  it('says garlic and bulbs still go in the month after their autumn window, until the ground freezes', () => {
    expect(answer('is it too late to put in garlic in november in michigan').text).toMatch(/still .* frozen/)
    expect(answer('¿aún puedo sembrar narcisos en noviembre en Ontario?', { language: 'es' }).text).toMatch(
      /todavía .* helada/,
    )
    // Lettuce has no such grace: the month after its window is still outside it.
    expect(answer('can i plant lettuce in november in new york').text).not.toMatch(/still plant/)
  })

  it('still reads cooking as outside the garden, but preparing soil as a garden question', () => {
    expect(answer('¿cómo preparo unas empanadas?', { language: 'es' }).dontKnow).toBe(true)
    expect(answer('¿cómo preparo la tierra del huerto?', { language: 'es' }).dontKnow).toBe(false)
  })

  it('does not diagnose leaf holes for holes in a container with no plant in it', () => {
    expect(answer('my planter has no drainage holes').citations.map((citation) => citation.id)).not.toContain(
      'doctor-holes',
    )
    expect(answer('mis macetas no tienen agujeros abajo', { language: 'es' }).text).not.toMatch(
      /Agujeros en las hojas/,
    )
    // Watering at a time of day is the routine, not one part's disease.
    expect(
      answer('mi tía dice que regar por la noche pudre las plantas', { language: 'es' }).text,
    ).not.toMatch(/pelusa gris/)
    // A plant or a creature in the pot keeps the diagnosis.
    expect(answer('caterpillars are chewing holes in the herbs in my pots').citations[0]?.id).toBe(
      'doctor-holes',
    )
  })

  it('reads a greeting to translate or spell as a language request, not a hello', () => {
    expect(detectIntent('how do you say good afternoon in french')).not.toBe('greeting')
    expect(detectIntent('traduce buenos días al inglés')).not.toBe('greeting')
    expect(detectIntent('good afternoon!')).toBe('greeting')
    expect(detectIntent('hola mochi')).toBe('greeting')
  })

  it('does not present a plant profile without toxicity to a "ok with kids around" question', () => {
    const profile = { text: 'Lantana likes full sun and well-drained soil, 60 cm apart.', citations: [] }
    expect(verifyAnswer('is lantana ok to grow with my kids around', 'en', profile).ok).toBe(false)
  })

  it('does not present a list of crops to a question about pots overheating', () => {
    const crops = { text: 'Lo más fácil en un balcón: lechuga, rabanitos y fresas.', citations: [] }
    expect(verifyAnswer('¿cómo hago para que no se calienten las macetas?', 'es', crops).ok).toBe(false)
    const shade = { text: 'Dales sombra a las macetas por la tarde y agrúpalas.', citations: [] }
    expect(verifyAnswer('¿cómo hago para que no se calienten las macetas?', 'es', shade).ok).toBe(true)
  })
})
