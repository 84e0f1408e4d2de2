// The blind-written knowledge of pass C (containers, soil and compost, pests, fruit and herb doctor, regional timing)
// answers family questions in both languages from the fact about what was asked: its citation and key words.
import { describe, expect, it } from 'vitest'
import {
  citedIds,
  type FactCase,
  itAnswersFromTheFacts,
  itKeepsTheFactsWellFormed,
} from './blind-facts-checks'
import { BLIND_C_FRUIT_FACTS } from './facts-blind-c-fruit'
import { BLIND_C_LAST_FACTS } from './facts-blind-c-last'
import { BLIND_C_MORE_FACTS } from './facts-blind-c-more'
import { BLIND_C_PEST_FACTS } from './facts-blind-c-pests'
import { BLIND_C_POT_FACTS } from './facts-blind-c-pots'
import { BLIND_C_REGION_FACTS } from './facts-blind-c-regions'
import { BLIND_C_SOIL_FACTS } from './facts-blind-c-soil'

const PASS_C_FACTS = [
  ...BLIND_C_PEST_FACTS,
  ...BLIND_C_POT_FACTS,
  ...BLIND_C_SOIL_FACTS,
  ...BLIND_C_FRUIT_FACTS,
  ...BLIND_C_REGION_FACTS,
  ...BLIND_C_MORE_FACTS,
  ...BLIND_C_LAST_FACTS,
]

const CASES: FactCase[] = [
  // pests, the bee-safe way
  ['moles are making hills all over our lawn', 'moles-lawn', /earthworms/],
  ['¿cómo saco los topos del jardín?', 'moles-lawn', /malla/],
  ['how can we stop the squash vine borer this year?', 'squash-vine-borer', /row cover/],
  ['¿qué hago con el gusano cogollero en la milpa?', 'fall-armyworm', /cogollo/],
  ['there are little worms inside our guavas', 'fruit-flies-in-fruit', /fallen/],
  ['las avispas se están comiendo las uvas', 'wasps-eating-fruit', /bolsitas/],
  ['a raccoon keeps eating our sweet corn', 'raccoons-corn', /electric/],
  ['¿cómo quito el pulgón negro de las habas?', 'blackfly-broad-beans', /despunta/],
  ['how do we keep squirrels from eating our peaches?', 'squirrels-fruit-tomatoes', /baffle/],
  ['tengo grillotopo en el huerto, ¿qué hago?', 'mole-crickets', /nematodos/],
  // containers and balconies
  ['how do I line a hanging basket?', 'hanging-basket-how', /coir/],
  ['¿qué pongo en la jardinera de la ventana?', 'window-box', /20 cm/],
  ['¿puedo sacar mis plantas de interior al patio en verano?', 'houseplants-outdoors', /12 °C/],
  ['how do I keep my pots alive in a heat wave?', 'pots-heatwave', /morning/],
  ['¿hay que dejar agua en el plato de la maceta?', 'saucers-pot-feet', /30 minutos/],
  ['can we grow vegetables in old plastic buckets, are they safe?', 'food-safe-containers', /HDPE/],
  ['our mint is taking over the whole bed', 'mint-in-pots', /runners/],
  // soil and compost
  ['how tall should we build our raised bed?', 'raised-bed-depth', /30 cm/],
  ['¿qué tan profundo hago el bancal elevado?', 'raised-bed-depth', /30 cm/],
  ['how does bokashi work?', 'bokashi', /bran/],
  ['the worm bin stinks, what did we do wrong?', 'worm-bin-smell', /cardboard/],
  ['las lombrices se escapan de la caja', 'worms-escaping', /luz/],
  ['how many red wigglers do we need to start?', 'worm-bin-start', /500 g/],
  ['¿cómo recojo el humus de lombriz?', 'worm-castings-harvest', /3 a 6 meses/],
  ['how long should we wait to harvest after spreading fresh manure?', 'manure-harvest-wait', /120 days/],
  ['could our backyard soil have lead in it?', 'urban-soil-lead', /test/],
  ['¿cómo se solariza la tierra?', 'soil-solarisation', /transparente/],
  ['is biochar good for the garden?', 'biochar', /charge/],
  ['¿se pueden enterrar restos de fruta en el huerto?', 'trench-composting', /20 a 30 cm/],
  ['can we fill the bottom of a raised bed with logs?', 'hugelkultur', /rots/],
  // fruit, berries and herbs
  ["why doesn't our avocado tree have any fruit?", 'avocado-no-fruit', /type B/],
  ['the trunk of our young apple tree cracked on the sunny side', 'trunk-sunscald', /white/],
  ['¿cómo sé si mi papayo es macho o hembra?', 'papaya-male-female', /hermafrodita/],
  ['¿en qué mes se poda la parra?', 'prune-grapes', /enero y febrero/],
  ['when do you prune raspberry canes?', 'prune-raspberries', /after harvest/],
  ['nuestras mandarinas salen muy ácidas', 'sour-dry-citrus', /endulzan/],
  ['¿cómo se poda la lavanda?', 'prune-woody-herbs', /madera marrón/],
  ['our cherry tree is oozing gum from the bark', 'gummosis', /wound/],
  ['if we plant an apple seed will we get the same apples?', 'fruit-from-pips', /different from the parent/],
  ['¿cuánto tarda en florecer la pitahaya?', 'dragon-fruit', /poste/],
  // regions and seasons
  ['what grows well in Bogotá?', 'andean-highlands', /potatoes/],
  ['¿cómo se siembra una milpa con los niños?', 'milpa', /tres hermanas/],
  ['¿qué hortalizas se dan bien en Lanzarote?', 'canary-islands-garden', /octubre a mayo/],
  ['¿cuándo empieza la primavera en Uruguay?', 'southern-hemisphere-seasons', /septiembre a noviembre/],
  ['any tips for growing vegetables in Scotland?', 'scotland-garden', /polytunnel/],
  ['what can we grow in Darwin?', 'australia-tropical-north', /dry season/],
  // more
  ['how can we stop deer eating the roses?', 'deer-roses-resistant', /lavender/],
  ['¿qué son los cultivos asociados?', 'companion-planting-what', /capuchinas/],
  ['how do we make our hydrangea blue?', 'hydrangea-colour', /aluminium/],
  ['¿puedo sembrar ajos del supermercado?', 'supermarket-seed-crops', /certificadas/],
  ['how do I protect my lemon tree from frost?', 'frost-protect-tender-trees', /frost cloth/],
  ['nuestras plantas se helaron anoche, ¿qué hacemos?', 'after-frost-damage', /uña/],
  ['¿cómo evito que los jabalíes entren al huerto?', 'wild-boar', /pastor eléctrico/],
  ['how do you plant a bare root apple tree?', 'bare-root-trees', /Soak/],
  ['how do we start a straw bale garden?', 'straw-bale-garden', /condition/],
  ['¿cada cuánto abono el naranjo?', 'feeding-citrus-fruit-trees', /magnesio/],
  ['which shade cloth should we put over the tomatoes?', 'shade-cloth', /30%/],
  ['¿para qué sirve una cajonera fría?', 'cold-frame-cloches', /tapa/],
  ['is the ground too wet to dig today?', 'soil-workable', /Squeeze/],
  ['our puppy keeps digging up the flower beds', 'dogs-in-garden', /sand/],
  ['hay gusanos en la punta de los elotes', 'corn-earworm', /aceite/],
  ['why does our olive tree have no olives?', 'olive-no-fruit', /winter/],
]

describe('blind-written knowledge, pass C', () => {
  itAnswersFromTheFacts(CASES)

  itKeepsTheFactsWellFormed(PASS_C_FACTS, { withSource: true })

  it('leaves mole sauce and a pet iguana to others', () => {
    expect(citedIds('how do I make mole poblano sauce?')).not.toContain('fact-moles-lawn')
    expect(citedIds('what should I feed my pet iguana?')).not.toContain('fact-iguanas-garden')
  })

  it('keeps everyday words to their own meaning ("hay" as "there is", half shade, a spinning sprinkler, garden boxes)', () => {
    expect(citedIds('hay pulgones en mi huerto')).not.toContain('fact-straw-or-hay')
    expect(citedIds('hay hojas enroscadas en mi tomate')).not.toContain('fact-manure-herbicide')
    expect(citedIds('¿qué plantas de media sombra pongo en el balcón?')).not.toContain('fact-shade-cloth')
    expect(citedIds('how long should the spinning sprinkler run')).not.toContain('fact-compost-tumbler')
    expect(citedIds('what should I plant in my garden boxes')).not.toContain('fact-cardboard-newspaper')
    expect(citedIds('can I grow vegetables on a windowsill')).not.toContain('fact-food-safe-containers')
    expect(citedIds('my lettuce leaves have round holes')).not.toContain('fact-leafcutter-bee-holes')
  })
})
