// Families of everyday wording the guide must read right, in both languages: a problem described is a diagnosis,
// pets in a pest question, kids who plant, regions and cities, pots and new trees, bees and pollination, sun.
import { describe, expect, it } from 'vitest'
import { answer } from '../answer'
import { understand } from './understand'

const en = (question: string) => answer(question, { language: 'en' })
// The UI language stays English, as in the eval: Spanish must be read from the question itself.
const es = (question: string) => answer(question, { language: 'en' })

describe('a plant problem described is a diagnosis, not a planting date', () => {
  it.each([
    ['the blossoms on my tomato plant just fall off', 'flowerdrop'],
    ['my eggplant gets flowers but they all fall off', 'flowerdrop'],
    ['a mis berenjenas se les caen las flores', 'flowerdrop'],
    // Small squash rotting from the end were mostly not pollinated; blossom-end rot comes second in that diagnosis.
    ['why are my squash rotting at the end while still small', 'young-fruit-rot'],
  ])('"%s" → %s', (question, id) => {
    const reading = understand(question)
    expect(reading.intent).toBe('doctor')
    expect(reading.symptom?.id).toBe(id)
  })

  it('answers flower drop with ranked causes in English and Spanish', () => {
    const english = en('my chilli plant has flowers that fall off before any fruit')
    expect(english.dontKnow).toBe(false)
    expect(english.text).toMatch(/likely causes/)
    expect(english.text).toMatch(/pollinat|temperature/i)
    const spanish = es('se le caen las flores a mi planta de pimiento')
    expect(spanish.language).toBe('es')
    expect(spanish.text).toMatch(/causas probables/)
    expect(spanish.text).toMatch(/polinización|temperaturas/)
  })
})

describe('leggy seedlings', () => {
  it.each([
    ['my pepper seedlings are super thin and falling over'],
    ['the seedlings on my windowsill are really skinny and leaning'],
    ['mis plantines de lechuga estan altos y flacos'],
    ['los almácigos de tomate se estiran y se doblan'],
  ])('"%s" is short of light', (question) => {
    const reading = understand(question)
    expect(reading.symptom?.id).toBe('leggy')
    const reply = answer(question, { language: 'en' })
    expect(reply.dontKnow).toBe(false)
    expect(reply.text).toMatch(/light|luz/)
    expect(reply.text).toMatch(/grow light|lámpara/)
  })
})

describe('pest questions that mention pets or bees stay pest questions', () => {
  it('slugs with a dog around: slug control, not a toxicity verdict on the lettuce', () => {
    expect(understand('snails are eating my lettuce, what is safe for my dog').intent).not.toBe('toxic')
    const reply = en('snails are eating my lettuce, what can i use that is safe for my dog and the bees')
    expect(reply.dontKnow).toBe(false)
    expect(reply.text).toMatch(/beer|torch|by hand/)
    expect(reply.text).not.toMatch(/not considered poisonous/)
  })

  it('works in Spanish too', () => {
    const reply = es('los caracoles se comen mis acelgas, que hago sin dañar al gato ni a las abejas')
    expect(reply.language).toBe('es')
    expect(reply.text).toMatch(/cerveza|linterna|a mano/)
    expect(reply.text).not.toMatch(/venenosas/)
  })

  it('reads small green bugs as aphids', () => {
    expect(en('little green bugs all over my roses, how do i get rid of them').text).toMatch(/aphids/)
    expect(es('tengo bichitos verdes en el rosal').text).toMatch(/pulgones/)
  })
})

describe('planting dates, whoever plants and wherever in a region', () => {
  it('a kids-plant question gets months, not sun safety', () => {
    const reply = en('when can my kids plant sunflowers in ohio')
    expect(reply.text).toMatch(/In Ohio/)
    expect(reply.text).toMatch(/May|June/)
    expect(reply.text).not.toMatch(/sunscreen/)
    const spanish = es('cuando pueden sembrar girasoles mis hijos en madrid')
    expect(spanish.text).toMatch(/En Madrid/)
    expect(spanish.text).not.toMatch(/protector solar|crema solar/)
  })

  it('reads a place after a region word and "when\'s"', () => {
    expect(understand('we garden in central florida').place?.id).toBe('florida')
    const reply = en("we're in south florida, when's a good time to put pepper plants in")
    expect(reply.text).toMatch(/In Florida/)
    expect(reply.text).toMatch(/February|March|August/)
  })

  it('knows cities: southern Chile is colder than Santiago, Temuco is in it', () => {
    expect(understand('vivo en temuco').place?.id).toBe('chile-sur')
    expect(understand('we live in puerto montt').place?.id).toBe('chile-sur')
    const reply = es('en valdivia cuando se siembran las habas')
    expect(reply.language).toBe('es')
    expect(reply.text).toMatch(/Sur de Chile/)
    expect(reply.text).toMatch(/hemisferio sur/)
    expect(understand('when do i plant tomatoes in memphis').place?.id).toBe('tennessee')
    expect(understand('cuando planto tomates en arequipa').place?.id).toBe('peru')
  })

  it('"we put the potatoes in" is planting: "ponemos" in Spanish', () => {
    const reply = es('somos de galicia, cuando ponemos los ajos')
    expect(reply.dontKnow).toBe(false)
    expect(reply.text).toMatch(/En Galicia/)
  })
})

describe('watering in the words families use', () => {
  it('a bucket on the deck in July is a pot in summer', () => {
    const reply = en('my pepper is in a bucket on the patio and its july, how often do i water')
    expect(reply.dontKnow).toBe(false)
    expect(reply.text).toMatch(/every day|daily/)
  })

  it('"mojo" is watering and "el cantero" is only where the plant stands', () => {
    expect(understand('cada cuanto mojo las lechugas del cantero').intent).toBe('watering')
    const reply = es('cuantas veces por semana mojo los tomates del cantero')
    expect(reply.dontKnow).toBe(false)
    expect(reply.text).toMatch(/semana/)
  })

  it('how to tell when plants need water asks for a sign, not a date', () => {
    expect(understand('how can i tell when my plants need water').intent).toBe('watering')
    const reply = en('how can i tell when my plants need water')
    expect(reply.dontKnow).toBe(false)
    expect(reply.text).toMatch(/finger/)
  })

  it('a newly planted tree gets the new-tree routine in both languages', () => {
    const english = en('how often should i water a newly planted cherry tree')
    expect(english.text).toMatch(/newly planted tree/)
    expect(english.text).toMatch(/twice a week/)
    const spanish = es('cada cuanto riego un arbolito recien plantado')
    expect(spanish.text).toMatch(/recién plantado/)
    expect(spanish.text).toMatch(/dos veces por semana/)
  })
})

describe('bees and pollination of a crop', () => {
  it('without bees: squash family needs them, beans do not', () => {
    const squash = en('would we get any squash if there were no bees')
    expect(squash.text).toMatch(/^Hardly any/)
    expect(squash.text).toMatch(/by hand/)
    expect(en('do peas need bees').text).toMatch(/^No: peas pollinate themselves/)
    expect(en('do melons need bees').text).toMatch(/^Yes: melons need pollinators/)
  })

  it('in Spanish', () => {
    const reply = es('si no hubiera abejas tendriamos pepinos')
    expect(reply.language).toBe('es')
    expect(reply.text).toMatch(/^Muy pocas/)
    expect(reply.text).toMatch(/polinizar a mano/)
    expect(es('necesitan abejas las fresas').text).toMatch(/^No del todo/)
  })

  it('little sun is shade for bee flowers', () => {
    expect(en('my yard only gets a couple hours of sun, which flowers will bees visit').text).toMatch(
      /foxgloves/,
    )
    expect(es('que flores para abejas si al patio casi no le da el sol').text).toMatch(/dedaleras/)
  })

  it('"are bumblebees dangerous" is about their sting', () => {
    expect(en('are bumblebees dangerous for a 3 year old').text).toMatch(/rarely sting/)
    expect(es('son peligrosos los abejorros para mi hijo').text).toMatch(/rara vez pican/)
  })
})

describe('sun a plant needs', () => {
  it('composes hours of sun from the plant profile', () => {
    expect(understand('how much sun do tomatoes need').intent).toBe('sun')
    expect(en('how much sun do tomatoes need').text).toMatch(/at least 6 hours/)
    expect(es('cuanto sol necesita la lechuga').text).toMatch(/4 a 6 horas/)
  })
})

describe('compost lists', () => {
  it('what cannot go in the compost lists the keep-out materials with the reason', () => {
    const english = en("what shouldn't go in our compost pile")
    expect(english.text).toMatch(/^Keep out/)
    expect(english.text).toMatch(/meat/)
    expect(english.text).toMatch(/rats/)
    const spanish = es('que no se puede echar en el compost')
    expect(spanish.text).toMatch(/^Fuera de la compostera/)
    expect(spanish.text).toMatch(/carne/)
  })

  it('when can I use my compost asks whether it is ready', () => {
    expect(en('we started a compost bin last month, when can we use it').text).toMatch(/ready/)
    expect(es('cuando puedo usar el compost de la compostera').text).toMatch(/listo/)
  })
})

describe('the relevance gate on how-to-make questions', () => {
  it('does not answer "how do we make a sprouter" with a bean profile', () => {
    const reply = es('como hacemos un germinador con porotos')
    expect(reply.text).not.toMatch(/Siémbralos a unos 3 centímetros/)
  })
})

describe('parent questions in family words', () => {
  it('a child named by age asking to touch bees', () => {
    const reply = en('is it ok for my 3 yo to touch bees')
    expect(reply.dontKnow).toBe(false)
    expect(reply.text).toMatch(/best not to touch bees/)
    expect(es('el nene quiere tocar una abeja').text).toMatch(/mejor no tocar las abejas/)
  })

  it('a pet that ate leaves of a named plant gets first aid and that plant', () => {
    const reply = en('my dog ate some tomato leaves')
    expect(reply.text).toMatch(/poison control/)
    expect(reply.text).toMatch(/[Tt]omato/)
  })
})
