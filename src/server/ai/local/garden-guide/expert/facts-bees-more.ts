// More facts on helping bees where space or sun is short, and on what bees do for the food a family grows.
// Sources: pollinator societies, extension-service pollination guides.
import { BEES, buildFact } from './fact-builder'
import type { TopicFact } from './topic-facts'

export const BEE_FACTS: TopicFact[] = [
  buildFact({
    id: 'help-bees-small-space',
    topic: 'bees',
    title: [
      'Helping bees in a small yard, patio or balcony',
      'Ayudar a las abejas en un patio, terraza o balcón pequeño',
    ],
    cues: [
      BEES,
      'small|tiny|little|patio|balcon(?:y|ies)|balcon\\w*|yards?|backyard|courtyard|deck|terrace|chiquit\\w*|pequen\\w*|patios?|terraza\\w*|poco espacio|jardin pequeno|jardincito',
      'help\\w*|support\\w*|protect\\w*|save|do for|attract\\w*|ayud\\w*|proteg\\w*|salvar|hacer por|atra\\w*|apoy\\w*',
    ],
    // Shade has its own facts (bee flowers for shade, for little sun).
    not: 'shad\\w*|sombr\\w*|hours? of sun|horas de sol|poco sol|little sun',
    en: [
      'Even a small yard or patio helps bees: grow pots and a window box of bee flowers for every season (crocus and rosemary in spring, lavender, thyme, oregano and borage in summer, asters and salvias in autumn), choosing native plants where you can.',
      'Never use pesticides or insecticides, set out a shallow water dish with stones to land on, let clover and dandelions flower in any lawn, and give solitary bees a nest: a small bee hotel or a pot of bare, sunny soil.',
    ],
    es: [
      'Hasta un patio o jardín chiquito ayuda a las abejas: pon macetas y una jardinera con flores para cada temporada (azafranes y romero en primavera, lavanda, tomillo, orégano y borraja en verano, ásteres y salvias en otoño), mejor plantas nativas o autóctonas.',
      'No uses nunca pesticidas ni insecticidas, pon un plato poco hondo con agua y piedras para posarse, deja florecer el trébol y los dientes de león del césped, y da a las abejas solitarias un nido: un pequeño hotel de abejas o una maceta con tierra desnuda al sol.',
    ],
    source: 'pollinator-society',
  }),
  buildFact({
    id: 'bee-plants-little-sun',
    topic: 'bees',
    title: ['Bee plants for a yard with little sun', 'Plantas para abejas en un jardín con poco sol'],
    cues: [
      BEES,
      '(?:\\d|two|three|four|a few|few|couple of) hours? (?:of )?sun\\w*|little sun|not much sun|low light|no sun|partial sun|part sun|part shade|dappled|poco sol|pocas horas de sol|(?:\\d|dos|tres|cuatro) horas de sol|sin sol|semisombra|media sombra',
    ],
    en: [
      'With only 3 to 4 hours of sun, bees still visit foxgloves, hardy geraniums, lungwort (pulmonaria), columbines, bugle (ajuga), comfrey, hellebores, heuchera, foamflower and woodland asters, and in spring crocus and snowdrops.',
      'Give them the sunniest corner, plant in clumps, and let clover flower in the lawn; flowering shrubs such as mahonia and hydrangea with open flowers also feed bees in part shade.',
    ],
    es: [
      'Con solo 3 o 4 horas de sol, las abejas siguen visitando dedaleras, geranios vivaces, pulmonaria, aguileñas, ajuga, consuelda, eléboros, heuchera y ásteres de bosque, y en primavera azafranes y campanillas de invierno.',
      'Dales el rincón más soleado, planta en grupos y deja florecer el trébol del césped; los arbustos con flores abiertas, como la mahonia y la hortensia de flor plana, también alimentan a las abejas en semisombra.',
    ],
    source: 'pollinator-society',
  }),
  buildFact({
    id: 'food-without-bees',
    topic: 'bees',
    title: ['Food without bees', 'La comida sin abejas'],
    cues: [
      'no bees|without bees|without any bees|if bees (?:disappeared|died|vanished|were gone)|bees (?:disappeared|died out|went extinct)|world without bees|sin abejas|no hubiera abejas|no hay abejas|si (?:desaparecen|desaparecieran|se extinguen|se extinguieran|no existieran) (?:las )?abejas|mundo sin abejas',
    ],
    en: [
      'Without bees and other pollinators we would get far fewer pumpkins, squash, cucumbers, melons, strawberries, apples, cherries, blueberries and almonds, and many would be small or misshapen; about a third of what we eat depends on pollination.',
      'In a garden you can pollinate by hand, moving pollen from male to female flowers with a small paintbrush, but bees do it far better; wheat, rice and corn are pollinated by the wind and would still grow.',
    ],
    es: [
      'Sin abejas ni otros polinizadores tendríamos muchas menos calabazas, calabacines, pepinos, melones, fresas, manzanas, cerezas, arándanos y almendras, y muchos saldrían pequeños o deformes; cerca de un tercio de lo que comemos depende de la polinización.',
      'En el huerto se puede polinizar a mano, llevando el polen de las flores macho a las hembra con un pincel pequeño, pero las abejas lo hacen mucho mejor; el trigo, el arroz y el maíz se polinizan con el viento y seguirían creciendo.',
    ],
    source: 'pollinator-society',
  }),
]
