// The added knowledge answers family questions on soil and compost, containers, bee-safe pests, kid activities and
// parent safety in both languages, each from the fact about what was asked (its citation and its key words).
import { describe, expect, it } from 'vitest'
import { answer } from '../answer'
import { MORE_TOPIC_FACTS } from './more-topic-facts'
import { rankTopicFacts, TOPIC_FACTS } from './topic-facts'

const CASES: [question: string, factId: string, mustSay: RegExp][] = [
  // soil and compost
  ['what can I throw in my compost heap?', 'compost-yes-and-no', /coffee grounds|fruit and vegetable scraps/],
  ['¿qué puedo echar en la compostera?', 'compost-yes-and-no', /posos de café|restos de fruta/],
  ['vivimos en un piso pequeño, ¿cómo hago compost?', 'compost-small-home', /vermicompostera/],
  ['how long until my compost is usable?', 'compost-how-long', /months/],
  ['my compost pile is slimy and wet, what went wrong', 'compost-wet-or-dry', /browns/],
  ['are worms good for my garden?', 'earthworms-help-soil', /castings/],
  ['¿qué comen las lombrices de la vermicompostera?', 'worm-bin-care', /restos de fruta/],
  ['¿cómo mido el pH de la tierra?', 'soil-test', /kit/],
  ['¿qué tipo de tierra tengo?', 'soil-jar-test', /frasco/],
  ['the ground is rock hard, how can I loosen it', 'hard-compacted-soil', /compost/],
  ['¿con qué lleno un bancal elevado?', 'raised-bed-mix', /compost/],
  ['how do I make my own potting mix', 'potting-mix-recipe', /perlite/],
  ['what is the best mulch for a vegetable bed', 'mulch-kinds', /Straw/],
  ['¿qué significa el NPK de los abonos?', 'fertiliser-numbers', /nitrógeno/],
  ['what natural fertilizer is safe for bees', 'organic-feeding', /compost/],
  ['¿qué es un abono verde?', 'cover-crops', /trébol/],
  // containers and balconies
  ['does a planter need a hole in the bottom', 'drainage-holes', /drainage holes/],
  ['¿la maceta tiene que tener agujero?', 'drainage-holes', /agujeros de drenaje/],
  ['my balcony plants dry out every day', 'watering-pots', /finger/],
  ['are terracotta pots better than plastic', 'pot-materials', /Terracotta/],
  ['mi terraza tiene mucho viento', 'windy-balcony', /viento/],
  ['¿cómo cultivo aromáticas dentro de casa?', 'herbs-indoors', /ventana/],
  ['how do self watering pots work', 'self-watering-pots', /reservoir/],
  // bee-safe pest control
  ['tiny green bugs on my roses, what do I do', 'little-green-bugs', /aphids/],
  ['tengo bichitos verdes en el rosal', 'little-green-bugs', /pulgones/],
  ['how do I make a soap spray for aphids', 'soap-spray', /litre/],
  ["what time of day is safe to spray so bees aren't hurt", 'when-to-spray', /evening/],
  ['¿cómo atraigo mariquitas al huerto?', 'helpful-insects', /crisopas/],
  ['slug pellets safe for dogs?', 'slugs-pet-safe', /metaldehyde/],
  ['something cut my seedlings off at the base overnight', 'cutworms', /cutworms/],
  ['las hormigas arrieras se comen mi limonero', 'leaf-cutter-ants', /arrieras/],
  ['mosquitas en las macetas de casa', 'fungus-gnats', /trampas adhesivas amarillas/],
  // kid activities
  ['my kids want to see a bean sprout in a jar, how?', 'bean-jar', /paper towel/],
  ['semillas en una bolsita pegada a la ventana', 'seed-in-a-bag', /bolsa/],
  ['¿cómo hacemos una carrera de girasoles?', 'sunflower-race-how', /medidlos/],
  ['how do you make seed bombs with kids', 'seed-bombs-how', /clay/],
  ['¿cómo construyo un hotel para abejas?', 'bee-hotel-how', /cañas de bambú/],
  ['how to make a cress head', 'cress-heads-how', /cress seeds/],
  ['¿cómo germino un hueso de aguacate?', 'avocado-pit-how', /palillos/],
  ["how big should my daughter's own garden patch be", 'kids-own-plot', /1 metre/],
  // parent safety
  ['are the mushrooms in my yard dangerous for my little boy', 'lawn-mushrooms', /poison/],
  ['¿las setas del césped son peligrosas para mi hijo?', 'lawn-mushrooms', /toxicología/],
  ['¿son peligrosos los abejorros para un niño de 3 años?', 'bumblebees-and-small-children', /tranquilos/],
  ['¿las azucenas son malas para los gatos?', 'lilies-and-cats', /veterinario/],
  ['how should I store fertilizer with kids around', 'garden-chemicals-safety', /original containers/],
  ['garrapatas en los niños después del campo', 'ticks', /pinzas/],
  ['a mi hijo le picaron las hormigas bravas', 'fire-ants', /emergencias/],
  [
    'is oleander around a crawling baby a problem? is it dangerous',
    'toxic-shrubs-toddlers',
    /poison control/,
  ],
  // grown from everyday wording
  ['how much compost should I add to my vegetable bed', 'how-much-compost', /2 to 5 cm/],
  ['¿cuánto compost le pongo a los bancales?', 'how-much-compost', /metro cuadrado/],
  ['can I compost in winter', 'compost-in-winter', /spring/],
  ['do I need to add worms to my compost', 'compost-worms-needed', /No need/],
  ['¿qué es el humus de lombriz?', 'humus', /humus/],
  ['should I add sand to clay soil', 'clay-drainage', /not sand/],
  ['¿cómo hago que mi tierra arcillosa drene mejor?', 'clay-drainage', /materia orgánica/],
  ['¿pongo piedras en el fondo de la maceta?', 'gravel-in-pots', /No hace falta/],
  ['which herbs can share one pot', 'herbs-together', /mint/],
  ['¿qué hortalizas crecen en macetas pequeñas?', 'small-pot-crops', /rabanitos/],
  ['is vinegar a safe weed killer', 'vinegar-weedkiller', /roots/],
  ['experimentos con plantas para niños', 'plant-experiments', /apio/],
  ['how do we make a terrarium with the kids', 'terrarium', /jar/],
  ['can my kids raise monarch caterpillars', 'raising-monarchs', /milkweed/],
  ['¿cómo consigo que a mis hijos les guste la huerta?', 'kids-keen-on-gardening', /cosecha/],
  ['como ayudo a las abejas en un balcón chiquito', 'help-bees-small-space', /pesticidas/],
  ['my yard only gets 2 hours of sun, what will bees visit', 'bee-plants-little-sun', /foxgloves/],
  ['si desaparecieran las abejas, ¿tendríamos fresas?', 'food-without-bees', /polinización/],
  ['mi compost tiene gusanos blancos, ¿es malo?', 'compost-grubs', /ayudantes/],
  ['how do you make compost tea', 'compost-tea', /dilute/],
  ['¿cómo hago te de compost?', 'compost-tea', /cuélalo/],
  ['how do i make a compost bin out of pallets', 'build-compost-bin', /pallets/],
  ['can i put leaves from the yard on my garden beds', 'leaves-on-beds', /mulch/],
  ['hay que remover la tierra cada año', 'dig-every-year', /No/],
  ['garden ideas for a kindergarten class', 'class-garden', /cress/],
  ['how do i stop caterpillars eating my broccoli without spray', 'caterpillars-no-spray', /netting/],
  ['los pájaros picotean mis tomates', 'birds-peck-tomatoes', /bebedero/],
  ['las hormigas llevan pulgones a mis habas', 'ants-and-aphids', /melaza/],
  ['mi nena se metió una baya en la boca', 'berry-in-mouth', /toxicología/],
  ['can i put onion peels in the worm bin', 'worm-bin-care', /onion peels/],
  ['what should kids wear in the garden', 'garden-clothes', /shoes/],
  ['mi bebé se mete plantas a la boca, ¿cómo lo evito?', 'toddler-mouths-plants', /toxicología/],
  ['is it safe for kids to drink from the garden hose', 'hose-water', /lead/],
  ['how hot is too hot for kids to garden', 'too-hot-to-garden', /30 °C/],
  ['los niños encontraron un nido de abejas en el suelo, ¿qué hacemos?', 'ground-bee-nest', /abejas mineras/],
  ['¿qué pasa si mi hijo se come un bulbo de narciso?', 'berry-in-mouth', /toxicología/],
  ['something is digging in my pots at night', 'digging-in-pots', /chicken wire/],
  ['telitas en las hojas del tomate con puntitos', 'webbing-spider-mites', /araña roja/],
  ['como quito las hormigas del bancal sin veneno', 'ants-in-beds', /riega/],
  ['how do i keep my potted herbs alive indoors in winter', 'herbs-indoors', /grow light/],
  ['¿cómo hacemos un comedero para pájaros con los niños?', 'bird-feeder-kids', /piña/],
  ['ideas for a garden scavenger hunt for kids', 'garden-scavenger-hunt', /feather/],
  ['es normal que el compost esté caliente', 'compost-heat', /buena señal/],
  ['whats a good ratio of greens to browns', 'greens-browns-ratio', /buckets/],
  ['¿dónde pongo la compostera, al sol o a la sombra?', 'compost-bin-spot', /media sombra/],
  ['is mushroom compost good for vegetables', 'mushroom-compost', /lime/],
  ['¿para qué sirve la cal en la tierra?', 'garden-lime', /pH/],
  ['la sal de epsom sirve para las plantas', 'epsom-salt', /magnesio/],
  ['how do i know if my soil needs fertilizer', 'soil-needs-feeding', /yellowing/],
  ['compost is full of ants', 'compost-grubs', /too dry/],
  ['how much water does a new shrub need', 'new-tree-watering', /litres/],
  ['la tierra negra sirve para macetas', 'yard-soil-in-pots', /sustrato/],
  ['que le pongo al macetero para que drene', 'drainage-holes', /drenaje/],
  ['can I put my compost heap next to the fence', 'compost-bin-spot', /bare soil/],
  ['my wellies keep getting stuck, our clay soil is so heavy', 'clay-drainage', /organic matter/],
]

// Where the composed answers or an earlier fact already say the same thing, either source is right.
const SAME_ANSWER_ELSEWHERE: Record<string, readonly string[]> = {
  'compost-yes-and-no': ['fact-compost-materials'],
  'little-green-bugs': ['fact-aphids'],
  'bumblebees-and-small-children': ['fact-bumblebee-sting'],
  'new-tree-watering': ['watering-basics'],
  'bee-plants-little-sun': ['fact-bee-flowers-shade'],
}

describe('added knowledge', () => {
  it.each(CASES)('"%s" is answered by %s', (question, factId, mustSay) => {
    const reply = answer(question, { language: 'en' })
    expect(reply.dontKnow).toBe(false)
    const accepted = [`fact-${factId}`, ...(SAME_ANSWER_ELSEWHERE[factId] ?? [])]
    expect(reply.citations.some((citation) => accepted.includes(citation.id))).toBe(true)
    expect(reply.text).toMatch(mustSay)
  })

  it('answers in the language of the question', () => {
    expect(answer('¿qué acolchado es mejor para el huerto?', { language: 'en' }).language).toBe('es')
    expect(answer('what do I fill a raised bed with', { language: 'es' }).language).toBe('en')
  })

  it('keeps every added fact bilingual, sourced and found by its own cue words', () => {
    const ids = new Set<string>()
    for (const fact of MORE_TOPIC_FACTS) {
      expect(ids.has(fact.id)).toBe(false)
      ids.add(fact.id)
      expect(fact.facts.en.length).toBeGreaterThan(0)
      expect(fact.facts.es.length).toBe(fact.facts.en.length)
      expect(fact.title.es.length).toBeGreaterThan(0)
      expect(fact.source).toMatch(/extension-service|general-horticulture|poison-control|pollinator-society/)
      expect(TOPIC_FACTS).toContain(fact)
    }
    expect(TOPIC_FACTS.filter((fact) => ids.has(fact.id))).toHaveLength(MORE_TOPIC_FACTS.length)
  })

  it('matches cue words as whole words only', () => {
    // "paja" (straw, a mulch) must not find "pájaro" (bird).
    expect(rankTopicFacts(' que pajaro esta cantando en mi jardin ').map((fact) => fact.id)).not.toContain(
      'mulch-kinds',
    )
  })

  it('ranks a fact whose cues found more of the question first ("abono verde" before "abono")', () => {
    expect(rankTopicFacts(' que es un abono verde ')[0]?.id).toBe('cover-crops')
  })

  it('gives way to the next fact when the most specific one is not about the question', () => {
    const reply = answer('how do i make my clay soil better', { language: 'en' })
    expect(reply.citations.map((citation) => citation.id)).toContain('fact-clay-soil')
  })

  it('reads "¿qué les echo?" as a question about what to use, not about a thing called "les"', () => {
    const reply = answer('tengo pulgones en los rosales, ¿qué les echo que no mate a las catarinas?', {
      language: 'en',
    })
    expect(reply.dontKnow).toBe(false)
    expect(reply.text).toMatch(/pulgones/)
  })

  it('answers lead in city soil as a parent-safety question', () => {
    const reply = answer('is it safe to grow vegetables in city soil, what about lead', { language: 'en' })
    expect(reply.citations.map((citation) => citation.id)).toContain('safety-soil-lead')
    expect(reply.text).toMatch(/raised beds/)
    expect(answer('¿es seguro cultivar verduras en tierra de ciudad por el plomo?').text).toMatch(/plomo/)
  })

  it('does not read "how to make seed bombs with children" as a child with a seed in the mouth', () => {
    const reply = answer('¿cómo hacer bombas de semillas con niños?', { language: 'en' })
    expect(reply.citations.map((citation) => citation.id)).toContain('fact-seed-bombs-how')
  })

  it("answers recycling pots, and leaves painting pots or kitchen fruit flies to an honest don't-know", () => {
    expect(answer('can I recycle plastic pots', { language: 'en' }).citations[0]?.id).toBe(
      'fact-reuse-plastic-pots',
    )
    expect(answer('how do I paint terracotta pots', { language: 'en' }).dontKnow).toBe(true)
    expect(answer('¿cómo saco las moscas de la fruta de la cocina?', { language: 'en' }).dontKnow).toBe(true)
  })

  it('answers moles in the lawn from the moles fact rather than giving a gopher answer', () => {
    const reply = answer('how do I get rid of moles in the lawn', { language: 'en' })
    expect(reply.citations.map((citation) => citation.id)).toEqual(['fact-moles-lawn'])
  })
})
