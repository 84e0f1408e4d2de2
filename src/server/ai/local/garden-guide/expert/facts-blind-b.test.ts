// The second blind writer's knowledge (watering, parent safety, bees and pollinators, kid activities) answers
// everyday family questions in both languages from the fact about what was asked: its citation and key words.
import { describe, expect, it } from 'vitest'
import {
  citedIds,
  type FactCase,
  itAnswersFromTheFacts,
  itKeepsTheFactsWellFormed,
} from './blind-facts-checks'
import { BLIND_B_BEE_FACTS } from './facts-blind-b-bees'
import { BLIND_B_EXTRA_FACTS } from './facts-blind-b-extra'
import { BLIND_B_FINAL_FACTS } from './facts-blind-b-final'
import { BLIND_B_KID_FACTS } from './facts-blind-b-kids'
import { BLIND_B_LAST_FACTS } from './facts-blind-b-last'
import { BLIND_B_MORE_FACTS } from './facts-blind-b-more'
import { BLIND_B_SAFETY_FACTS } from './facts-blind-b-safety'
import { BLIND_B_WATERING_FACTS } from './facts-blind-b-watering'

const BLIND_B_FACTS = [
  ...BLIND_B_WATERING_FACTS,
  ...BLIND_B_SAFETY_FACTS,
  ...BLIND_B_BEE_FACTS,
  ...BLIND_B_KID_FACTS,
  ...BLIND_B_MORE_FACTS,
  ...BLIND_B_LAST_FACTS,
  ...BLIND_B_EXTRA_FACTS,
  ...BLIND_B_FINAL_FACTS,
]

const CASES: FactCase[] = [
  // watering
  ['¿cómo sé si estoy regando de más?', 'overwatering-signs', /agujeros de drenaje/],
  ['can too much rain kill my plants?', 'too-much-rain', /rot/],
  ['¿demasiada lluvia mata las plantas?', 'too-much-rain', /encharcada/],
  ['ola de calor, ¿cómo riego el huerto?', 'heatwave-garden', /malla de sombreo/],
  ['do I water more in windy weather?', 'windy-weather-watering', /windbreak/],
  ['how long should I run my drip irrigation?', 'drip-how-long', /30 to 60 minutes/],
  ['¿cuánto tiempo dejo el riego por goteo?', 'drip-how-long', /gotero/],
  ['what is a wicking bed?', 'wicking-bed', /reservoir/],
  ['how often to water a greenhouse?', 'greenhouse-watering', /vents/],
  ['what is a rain garden?', 'rain-garden', /downpipe/],
  ['can I water my orchid with ice cubes?', 'ice-cube-watering', /room-temperature/],
  ['¿puedo regar las plantas con leche?', 'sugar-soda-milk-water', /azúcar/],
  ['how do I root cuttings in water?', 'cuttings-in-water', /leaf joint/],
  // parent safety
  ['¿el tétanos se contagia por la tierra?', 'tetanus-soil', /vacuna/],
  ['is a garden pond dangerous for a toddler?', 'pond-safety-kids', /grid/],
  ['are snakes in the garden dangerous for my kids', 'snakes-garden', /back away/],
  ['son peligrosas las culebras del jardin para mis hijos', 'snakes-garden', /quietos/],
  ['my dog licked a toad', 'toads-frogs-kids-pets', /vet/],
  ['¿los niños pueden agarrar ranas?', 'toads-frogs-kids-pets', /salmonela/],
  ['is potting mix dust dangerous?', 'potting-mix-dust-safety', /legionella/],
  ['are elderberries safe to eat raw?', 'elderberries-raw', /cooked/],
  ['is poinsettia poisonous to kids?', 'poinsettia-safety', /sap/],
  ['which berries are safe for kids to pick?', 'safe-berries-to-pick', /raspberries/],
  ['can my kids hold our chickens?', 'backyard-chickens-kids', /salmonella/],
  // bees and pollinators
  ['do bees poop?', 'bee-waste', /cleansing flights/],
  ['¿las abejas hacen pipí?', 'bee-waste', /caca/],
  ['¿los escarabajos polinizan?', 'beetles-pollinate', /magnolias/],
  ['what is the waggle dance?', 'waggle-dance-how', /figure of eight/],
  ['¿cuántas abejas hay en una colmena?', 'bees-in-a-hive', /60\.000/],
  ['¿qué es la jalea real?', 'royal-jelly-queen', /16 días/],
  ['what is propolis?', 'propolis-what', /resin/],
  ['¿cómo nace una abeja?', 'bee-growing-up-days', /21 días/],
  ['how long does a bee live?', 'bee-lifespan', /5 to 6 weeks/],
  ['¿para qué sirven los zánganos?', 'drones-what-for', /aparearse/],
  ['my honey turned hard and white, is it bad?', 'honey-crystallised', /40 °C/],
  ['why do wasps come to our picnic?', 'wasps-what-eat', /caterpillars/],
  ['¿qué hago si veo una avispa asiática?', 'asian-hornet', /velutina/],
  ['what is buzz pollination?', 'buzz-pollination-tomatoes', /toothbrush/],
  ['¿cuál es la diferencia entre polilla y mariposa?', 'moth-or-butterfly', /antenas/],
  // kid activities
  ['¿cómo hacer una cinta de semillas?', 'seed-tape', /papel higiénico/],
  ['what can we do with pumpkins after halloween?', 'pumpkins-after-halloween', /compost/],
  ['¿cómo hacemos una lombricera?', 'make-worm-bin', /lombriz roja/],
  ['how to grow a giant sunflower with my kids', 'giant-sunflower', /Russian Giant/],
  ['how do we grow sprouts in a jar?', 'sprouting-jar', /Rinse/],
  ['science experiment: do seeds grow faster in light or dark?', 'seed-experiment-fair-test', /fair test/],
  ['¿cómo hacer compost en una botella?', 'compost-in-a-bottle', /botella/],
  ['¿cómo sembrar maní con los niños?', 'grow-peanuts', /alergia/],
  ['how do we make a hedgehog house?', 'hedgehog-house', /13 cm/],
  ['¿por qué las plantas buscan la luz?', 'plant-maze-light', /caja de zapatos/],
  // more: watering, safety, bees, activities
  ['what time of day should I water in summer?', 'watering-time-summer', /5 and 9 am/],
  ['¿cómo riego las macetas si trabajo todo el día?', 'watering-while-at-work', /programador/],
  ['¿cómo limpio las cacas de ratón del cobertizo?', 'shed-mouse-droppings', /hantavirus/],
  ['do I need to wash vegetables from my garden?', 'wash-garden-vegetables', /running water/],
  ['which houseplants are safe for toddlers?', 'houseplants-toddlers', /spider plant/],
  ['¿les puedo dar agua con azúcar a las abejas?', 'sugar-water-for-bees', /cuchara/],
  ['is it true bees can recognize faces?', 'bees-are-clever', /faces/],
  ['¿qué comen los colibríes?', 'hummingbird-food', /insectos/],
  ['why do bees follow me?', 'bees-follow-me', /swat/],
  ['¿las abejas vuelan de noche?', 'bees-at-night', /anochecer/],
  ["what's the difference between a honeybee and a bumblebee?", 'honeybee-or-bumblebee', /fuzzy/],
  ['huerto para niños con autismo', 'garden-special-needs', /rutina/],
  ['¿cómo explico la fotosíntesis a mi hijo?', 'photosynthesis-kids', /oxígeno/],
  ['¿qué cuentos sobre plantas hay para niños?', 'garden-books-kids', /Eric Carle/],
  ['what can my kids cook with what we harvest?', 'garden-to-table-kids', /pesto/],
  ['what can we do in the garden for Earth Day?', 'earth-day-kids', /22 April/],
  // last batch
  ['¿qué plantas necesitan poca agua?', 'low-water-plants', /lavanda/],
  ['should I water before or after fertilizing?', 'water-and-feeding', /scorch/],
  ['¿qué llevo en el botiquín del jardín?', 'garden-first-aid-kit', /pinzas/],
  ['¿cuál es el teléfono de toxicología en México?', 'poison-line-numbers', /SINTOX/],
  ['is a bonfire in the garden safe with kids?', 'garden-bonfire', /hedgehogs/],
  ["my son's mosquito bites are so itchy", 'mosquito-bite-itch', /calamine/],
  ['something cuts perfect circles out of my rose leaves', 'leafcutter-bee-holes', /leafcutter bees/],
  ['¿las trampas para avispas matan abejas?', 'wasp-traps', /abejorros/],
  ['¿cómo cuido un árbol de navidad en maceta?', 'living-christmas-tree', /10 a 12 días/],
  ['how do we make a kokedama?', 'kokedama', /moss/],
  ['¿cuáles son las partes de una flor?', 'flower-parts', /estambres/],
  ['ideas para que los niños vendan plantitas en un puesto', 'kids-plant-stall', /precios/],
  ['how do we make a bird bath?', 'birdbath-kids', /shallow/],
  ['¿hay que remojar el cepellón antes de plantar?', 'soak-rootball-before-planting', /burbujas/],
  ['my son got sand in his eye', 'soil-in-eye', /rinse/],
  ['¿qué hago con un pájaro muerto en el patio?', 'dead-bird-found', /gripe aviar/],
  ['hay abejorros muertos debajo del tilo', 'dead-bumblebees-lime', /hambre/],
  ['there are tiny mites on a bumblebee', 'mites-on-bumblebee', /hitchhikers/],
  ['how old is the tree in our garden?', 'tree-age-hug', /girth/],
  ['siembra de invierno en garrafas de leche', 'winter-sowing-jugs', /mini invernadero/],
  ['fibonacci spirals in sunflowers', 'spirals-in-flowers', /34 and 55/],
  ['el bancal junto a la pared sigue seco aunque llueva', 'rain-shadow-beds', /sombra de lluvia/],
  ['¿cómo riego el balcón si no tengo grifo?', 'balcony-no-tap', /regadera/],
  ['my neighbour is spraying weedkiller, is it safe for my kids?', 'garden-chemicals-safety', /weedkiller/],
  ['¿cómo se limpia un hotel de abejas?', 'bee-hotel-cleaning', /fundas de papel/],
  ['painting with water for toddlers', 'water-painting-kids', /paintbrush/],
  ['pulsera de naturaleza para un paseo con niños', 'nature-bracelet', /cinta/],
]

describe('second blind-written knowledge', () => {
  itAnswersFromTheFacts(CASES)

  itKeepsTheFactsWellFormed(BLIND_B_FACTS, { withSource: true })

  it('leaves neighbouring questions to their own facts', () => {
    expect(citedIds('how do I plant a snake plant?')).not.toContain('fact-snakes-garden')
    expect(citedIds('it rained a lot yesterday, do I water today?')).not.toContain('fact-too-much-rain')
    expect(citedIds('¿cómo hacemos un charco para mariposas?')).not.toContain('fact-too-much-rain')
  })
})
