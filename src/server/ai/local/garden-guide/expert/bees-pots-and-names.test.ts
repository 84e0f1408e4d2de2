// Families of questions the guide learnt in session 7, each asked in new words in both languages: few bees, bee
// vision, bee flowers by month, pots drying fast, bee games, helpful bugs, plant-specific diseases, the family's own
// plant names, "a lot of water", tool ages, typed-in-a-hurry spellings and a month read as its season.
import { describe, expect, it } from 'vitest'
import { answer } from '../answer'
import { monthSeason } from './month-season'
import { understand } from './understand'

// The UI language stays English, as in the eval: Spanish must be read from the question itself.
const ask = (question: string) => answer(question, { language: 'en' })

const cites = (question: string, id: string) => {
  const reply = ask(question)
  expect(reply.dontKnow).toBe(false)
  expect(reply.citations.map((citation) => citation.id)).toContain(id)
  return reply
}

describe('a garden with few bees', () => {
  it.each([
    ['we hardly ever see bumblebees around the vegetable patch'],
    ['where have the bees gone from our flowers lately'],
    ['casi no vienen abejas a mi jardín, ¿qué pasa?'],
    ['por que ya no hay abejas en el huerto'],
  ])('"%s" gets the causes, pesticides first', (question) => {
    const reply = cites(question, 'fact-few-bees')
    expect(reply.text).toMatch(/pesticid/i)
  })

  it('leaves the what-if question to its own fact', () => {
    expect(ask('what would happen if there were no bees').citations[0]?.id).not.toBe('fact-few-bees')
  })
})

describe('how bees see', () => {
  it.each([['are bees colour blind'], ['¿las abejas pueden ver el color rojo?']])('"%s"', (question) => {
    expect(cites(question, 'fact-bee-vision').text).toMatch(/ultraviolet|ultravioleta/)
  })
})

describe('bee flowers for a season or a month', () => {
  it.each([
    ['which flowers feed bees at the end of winter', /crocus/],
    ['what can I grow for the bees in march', /crocus/],
    ['plantas para abejas que florezcan a principios de primavera', /azafranes/],
  ])('"%s" gets the early flowers', (question, mustSay) => {
    expect(cites(question, 'fact-bee-flowers-early-spring').text).toMatch(mustSay)
  })

  it('a bee-flower question with a place is not the place calendar', () => {
    const reply = ask('what flowers can I plant for bees in winter in Texas')
    expect(reply.citations.some((citation) => citation.id.startsWith('place-'))).toBe(false)
    expect(reply.text).toMatch(/hellebore|heather|mahonia/)
  })
})

describe('a month is a season', () => {
  it('reads months for the north, and six months on for the south', () => {
    expect(monthSeason(' in february ')?.season).toBe('winter')
    expect(monthSeason(' en agosto ', 'south')?.season).toBe('winter')
    expect(monthSeason(' en enero ', 'south')?.season).toBe('summer')
    expect(monthSeason(' in march ')?.words).toMatch(/early spring/)
    expect(monthSeason(' how often do i water ')).toBeUndefined()
  })

  it('waters by the season of the month, and says the south differs when no place is known', () => {
    const winter = ask('how often should I water my spinach in january')
    expect(winter.text).toMatch(/In winter, water much less/)
    expect(winter.text).toMatch(/southern hemisphere/)
    const south = ask('cada cuánto riego los tomates en enero en Chile')
    expect(south.text).toMatch(/calor del verano/)
    expect(south.text).not.toMatch(/hemisferio norte/)
  })
})

describe('pots that dry out fast', () => {
  it.each([
    ['my window box is bone dry again by the afternoon'],
    ['why do my terracotta pots dry so quickly'],
    ['las macetas del balcón se secan rapidísimo, ¿por qué?'],
  ])('"%s" gets causes and fixes', (question) => {
    expect(cites(question, 'fact-pots-dry-fast').text).toMatch(/terracotta|barro/)
  })
})

describe('bee games and helpful bugs', () => {
  it('bee games for children', () => {
    expect(cites('any bee games my kids can play outside', 'fact-bee-games-kids').text).toMatch(/waggle/)
    expect(cites('un juego sobre abejas para mis hijos', 'fact-bee-games-kids').text).toMatch(/danza/)
  })

  it.each([
    ['which insects are on my side in the veggie garden'],
    ['cuáles bichos son los buenos del jardín'],
  ])('"%s" gets the helpful insects', (question) => {
    expect(cites(question, 'fact-helpful-insects').text).toMatch(/lacewings|crisopas/)
  })

  it('a huge green caterpillar on tomatoes is a hornworm, and tiny red spiders are spider mites', () => {
    cites('there is a huge green worm eating my tomato plant', 'fact-hornworm')
    cites('orugas verdes gigantes en la tomatera', 'fact-hornworm')
    cites('little red spiders all over my cucumber leaves', 'fact-spider-mites')
  })
})

describe('diseases of one plant lead its diagnosis', () => {
  it('peach leaf curl for puffy red peach or nectarine leaves', () => {
    expect(ask('the new leaves on our nectarine tree are thick and reddish and blistered').text).toMatch(
      /1\. Peach leaf curl/,
    )
    expect(ask('mi duraznero tiene las hojas abolladas y coloradas').text).toMatch(/1\. La lepra/)
  })

  it('leaf spot for purple spots on strawberry leaves, and not on other plants', () => {
    expect(ask('little purple specks on my strawberry leaves').text).toMatch(/1\. Strawberry leaf spot/)
    expect(ask('purple spots on my tomato leaves').text).not.toMatch(/Strawberry leaf spot/)
  })
})

describe("the family's own words", () => {
  it.each([
    ['¿cuándo siembro chauchas en Buenos Aires?', /chauchas/, /judías/],
    ['cuando se plantan los choclos en Perú', /choclos/, /maíz en/],
    ['when should I sow courgettes in England', /courgettes/, /zucchini/],
  ])('"%s" answers with the name the family used', (question, used, other) => {
    const reply = ask(question)
    expect(reply.text).toMatch(used)
    expect(reply.text).not.toMatch(other)
  })

  it('reads "el chile" as the plant and "en Chile" as the country', () => {
    expect(understand('cuánto sol requiere el chile').plants[0]?.id).toBe('chili')
    expect(understand('cuánto sol requiere el chile').place).toBeUndefined()
    expect(understand('cuando planto papas en Chile').place?.id).toBe('chile')
  })

  it('reads hurried spellings', () => {
    expect(understand('how often should i watr the beans').intent).toBe('watering')
    expect(understand('a que distansia van los tomates').intent).toBe('spacing')
    expect(understand('hay avejas en mi lavanda').plants.map((plant) => plant.id)).not.toContain('pea')
  })
})

describe('how much water, soil pH and tool ages', () => {
  it('says whether a plant needs a lot of water before how often', () => {
    expect(ask('do courgettes need loads of water?').text).toBeTruthy()
    expect(ask('does rosemary need much water').text).toMatch(/^No:/)
    expect(ask('¿la frutilla necesita mucha agua?').text).toMatch(/^No tanta, pero constante/)
  })

  it('gives the pH with the soil a plant likes', () => {
    expect(ask('what kind of soil do peppers like').text).toMatch(/pH of about 6\.0 to 7\.0/)
  })

  it('gives ages for tools', () => {
    expect(ask('how old should my son be before he uses secateurs').text).toMatch(/8 to 10/)
    expect(ask('¿con cuántos años puede mi hija usar un rastrillo?').text).toMatch(/2 o 3 años/)
  })

  it('says every part of angel’s trumpet is poisonous', () => {
    expect(ask('is brugmansia dangerous for my toddler').text).toMatch(/all parts/)
  })

  it('potatoes in a sack start from seed potatoes', () => {
    expect(ask('can I grow spuds in a sack on the patio').text).toMatch(/seed (?:potatoes|spuds)/)
    expect(ask('how do I grow sweet potatoes in a grow bag').text).toMatch(/slips/)
  })
})

describe('more families found by asking in new words', () => {
  it('bees in the rain, not rain barrels', () => {
    cites('where do bumblebees go when there is a storm', 'fact-bees-in-rain')
    cites('¿las abejas salen cuando está lloviendo?', 'fact-bees-in-rain')
  })

  it('whether something is safe for bees is about the bees, not about children', () => {
    cites('will diatomaceous earth hurt the bees', 'fact-diatomaceous-earth')
  })

  it('rotting bottoms are blossom-end rot', () => {
    expect(ask('the bottom ends of my tomatoes are rotting').text).toMatch(/Blossom-end rot/)
  })

  it('garden safety in the heat is sun safety', () => {
    cites('keeping little kids safe gardening in a heat wave', 'safety-sun')
  })
})

describe('eating, stings and caterpillars: who ate and what to do', () => {
  it('"what to do if…" is a question about what to do', () => {
    cites('what to do if my daughter gets stung by a honeybee', 'safety-sting-first-aid')
  })

  it('a pet that ate a plant gets the vet first, in both languages', () => {
    expect(ask('my puppy chewed up a daffodil bulb').text).toMatch(
      /^If it was your dog or cat, call your vet/,
    )
    expect(ask('mi gata se comió una hoja de lirio').text).toMatch(/^Si fue tu perro o tu gato/)
  })

  it('something that ate the leaves is a pest, not a poisoning', () => {
    const reply = ask('something ate the leaves of my chard overnight')
    expect(reply.citations.map((citation) => citation.id)).toContain('doctor-holes')
    expect(reply.text).not.toMatch(/poison control/)
  })

  it('caterpillars: smooth ones can be held, hairy ones never', () => {
    expect(
      cites('is it ok for my son to pick up a woolly bear caterpillar', 'fact-touch-caterpillars').text,
    ).toMatch(/Hairy/)
    expect(cites('¿se pueden tocar las orugas peludas?', 'fact-touch-caterpillars').text).toMatch(
      /procesionaria/,
    )
  })
})

describe('where and when a problem shows', () => {
  it('fruit rotting before it ripens is a diagnosis, not a harvest date', () => {
    expect(ask('my tomatoes rot before they ripen').text).not.toMatch(/usually ready/)
    expect(ask('las frutillas se pudren antes de madurar').citations[0]?.id).toBe('doctor-grey-mould')
  })

  it('reads where on the plant the symptom is', () => {
    expect(ask('the lower leaves on my squash are going yellow').dontKnow).toBe(false)
    expect(understand('hojas amarillas abajo en mi pimiento').matched).toContain('abajo')
  })

  it('gives the plural of accented Spanish names', () => {
    expect(ask('¿cada cuánto riego el limón?').text).toMatch(/tus limones/)
  })
})

describe('children and indoor pots', () => {
  it('garden games for children', () => {
    expect(
      cites('what games can the kids play in the backyard garden', 'fact-garden-games-kids').text,
    ).toMatch(/scavenger hunt/)
    cites('juegos para hacer con los peques en el huerto', 'fact-garden-games-kids')
  })

  it('a worm farm in a jar', () => {
    cites('can we build a little worm farm in a bottle', 'fact-worm-jar-how')
  })

  it('windowsill and indoor plants get the pot rule, not the garden-bed rule', () => {
    const reply = ask('how often should I water the herbs on my kitchen windowsill')
    expect(reply.text).toMatch(/windowsill or indoors/)
    // The houseplant fact (about "plantas de interior" by name) or the indoor pot rule, never the garden-bed rule.
    const indoors = ask('¿cada cuánto se riegan las plantas de interior?').text
    expect(indoors).toMatch(/dentro de casa|plantas de interior/)
    expect(indoors).not.toMatch(/bancales/)
  })
})

describe('watering by age, season and place of the plant', () => {
  it('seedlings and plants just set out are watered more often first', () => {
    expect(ask('how often should I water my tomato seedlings').text).toMatch(/^Seedlings first/)
    expect(ask('¿cada cuánto riego los plantines de lechuga?').text).toMatch(/^Primero los plantines/)
    expect(ask('lettuce I just transplanted, how often do I water').text).toMatch(/^Just planted/)
  })

  it('strawberries just planted are not a new tree', () => {
    expect(ask('cada cuánto riego las frutillas recién plantadas').text).not.toMatch(/árbol/)
  })

  it('autumn and pots in winter have their own rules', () => {
    expect(ask('should I keep watering the vegetable garden in autumn').text).toMatch(/In autumn/)
    expect(ask('¿cuánto riego las macetas en invierno?').text).toMatch(/Macetas en invierno/)
  })

  it('a lawn', () => {
    expect(cites('how much should we water the grass in summer', 'fact-lawn-watering').text).toMatch(
      /2\.5 cm/,
    )
    cites('cada cuánto riego el césped', 'fact-lawn-watering')
  })
})

describe('bees on children, soap and compost words', () => {
  it('a bee that lands on a child: stay still', () => {
    expect(cites('a bee landed on my sons arm what should he do', 'fact-bee-lands-on-child').text).toMatch(
      /statue/,
    )
    cites('¿qué hago si una abeja se le sube a mi hija?', 'fact-bee-lands-on-child')
  })

  it('soap sprays and bees, in both languages', () => {
    cites('does soapy water spray kill bees', 'fact-soap-spray-bees')
    cites('¿el agua con jabón es segura para las abejas?', 'fact-soap-spray-bees')
  })

  it('what compost greens and browns are', () => {
    cites('which things count as greens and which as browns for compost', 'fact-greens-and-browns')
    cites('¿qué materiales son verdes y cuáles secos en la composta?', 'fact-greens-and-browns')
  })
})

describe('what the new facts must not catch', () => {
  it('board games and a pet eating grass are not garden games or a plant problem', () => {
    expect(ask('board games that teach children about nature').citations[0]?.id).not.toBe(
      'fact-garden-games-kids',
    )
    expect(understand('my dog keeps eating the grass').intent).not.toBe('doctor')
  })

  it('a month with a place stays a planting question that asks nothing more', () => {
    expect(ask('can I sow peas in February in Oregon').text).toMatch(/February/)
  })
})

describe('plant doctor words from across the Spanish-speaking world', () => {
  it.each([
    ['unos puntitos anaranjados debajo de las hojas del poroto', 'doctor-rust'],
    ['la acelga tiene huequitos en las hojas', 'doctor-holes'],
    ['los almácigos de pimiento se doblaron y se pudrieron en la base', 'doctor-damping'],
  ])('"%s" → %s', (question, id) => {
    expect(ask(question).citations[0]?.id).toBe(id)
  })
})

describe('children named in regional words', () => {
  it('"los chicos", "los peques" and toddlers who eat are safety questions', () => {
    cites('¿cómo cuido a los chicos del sol en la huerta?', 'safety-sun')
    expect(understand('can toddlers eat strawberries straight from the plant').intent).toBe('toxic')
  })
})
