// Garden book entries that keep children safe outdoors: stings, plants not to eat, sun, hands and tools.
import type { KnowledgeEntryInput } from './knowledge-types'

export const SAFETY_ENTRIES: KnowledgeEntryInput[] = [
  {
    id: 'what-to-do-if-stung',
    topic: 'safety',
    keywords: {
      en: ['stung', 'sting', 'bee sting', 'stinger', 'it hurts', 'what to do if a bee stings me'],
      es: [
        'picadura',
        'me picó',
        'picadura de abeja',
        'aguijón',
        'me duele',
        'qué hago si me pica una abeja',
      ],
    },
    title: { en: 'If a bee stings you', es: 'Si te pica una abeja' },
    text: {
      en: 'If a bee stings you, walk calmly away and tell an adult right away. If the stinger is stuck in your skin, a grown-up can scrape it out sideways with a fingernail or a card, then wash the spot with soap and water and hold something cold on it. If someone has trouble breathing or their face or mouth swells, adults must call emergency help at once.',
      es: 'Si te pica una abeja, aléjate con calma y avisa enseguida a un adulto. Si el aguijón se queda clavado, un adulto puede sacarlo raspando de lado con una uña o una tarjeta, y luego lavar la zona con agua y jabón y poner algo frío encima. Si alguien tiene problemas para respirar o se le hincha la cara o la boca, los adultos deben llamar a emergencias de inmediato.',
    },
  },
  {
    id: 'wasp-sting-safety',
    topic: 'safety',
    keywords: {
      en: ['wasp sting', 'wasp', 'wasps near food', 'picnic wasps', 'stung by a wasp'],
      es: [
        'picadura de avispa',
        'avispa',
        'avispas en la comida',
        'avispas en el picnic',
        'me picó una avispa',
      ],
    },
    title: { en: 'Staying safe around wasps', es: 'Seguridad cerca de las avispas' },
    text: {
      en: 'Wasps love sweet drinks and food, so keep cups covered and look before you sip outside. If a wasp comes close, stay still or walk slowly away; waving your arms can make it sting. A wasp sting is treated like a bee sting: tell an adult, wash it and cool it.',
      es: 'A las avispas les encantan las bebidas y comidas dulces, así que tapa los vasos y mira antes de beber afuera. Si una avispa se acerca, quédate quieto o aléjate despacio; agitar los brazos puede hacer que pique. Una picadura de avispa se trata como la de abeja: avisa a un adulto, lávala y ponle frío.',
    },
  },
  {
    id: 'sting-allergies',
    topic: 'safety',
    keywords: {
      en: ['allergic', 'allergy', 'bee allergy', 'epipen', 'swelling', 'anaphylaxis'],
      es: ['alérgico', 'alergia', 'alergia a las abejas', 'autoinyector', 'hinchazón', 'anafilaxia'],
    },
    title: { en: 'Sting allergies', es: 'Alergia a las picaduras' },
    text: {
      en: 'Most stings hurt for a while and then get better, but a few people are allergic to them. Someone with a known allergy may carry a special medicine pen, and the adults around them should know where it is. Big swelling, hives all over or trouble breathing after a sting is an emergency.',
      es: 'Casi todas las picaduras duelen un rato y luego mejoran, pero algunas personas son alérgicas. Quien tiene una alergia conocida puede llevar un autoinyector con medicina, y los adultos de su alrededor deben saber dónde está. Una hinchazón grande, ronchas por todo el cuerpo o dificultad para respirar después de una picadura es una emergencia.',
    },
  },
  {
    id: 'wash-hands-after-gardening',
    topic: 'safety',
    keywords: {
      en: ['wash hands', 'dirty hands', 'germs in soil', 'after gardening', 'fingernails'],
      es: ['lavarse las manos', 'manos sucias', 'gérmenes en la tierra', 'después de cultivar', 'uñas'],
    },
    title: { en: 'Wash your hands after gardening', es: 'Lávate las manos después de cultivar' },
    text: {
      en: 'Soil is full of life, including some germs that can make you sick if they get into your mouth. Always wash your hands with soap and water after gardening, especially before eating, and scrub under your fingernails. Cover any cuts before you dig, and wear gloves if you can.',
      es: 'La tierra está llena de vida, incluidos algunos gérmenes que pueden enfermarte si llegan a la boca. Lávate siempre las manos con agua y jabón después de cultivar, sobre todo antes de comer, y frota bien debajo de las uñas. Tapa las heridas antes de escarbar y usa guantes si puedes.',
    },
  },
  {
    id: 'poisonous-plants',
    topic: 'safety',
    keywords: {
      en: ['poisonous plants', 'poison', 'toxic plants', 'foxglove', 'berries', 'can i eat this plant'],
      es: ['plantas venenosas', 'veneno', 'plantas tóxicas', 'dedalera', 'bayas', 'puedo comer esta planta'],
    },
    title: { en: 'Plants that are not for eating', es: 'Plantas que no se comen' },
    text: {
      en: 'Some pretty garden plants are poisonous, like foxglove, lily of the valley, oleander, yew berries and daffodil bulbs. Never eat any leaf, flower, berry or seed unless an adult has told you it is safe. If someone swallows part of an unknown plant, tell an adult right away.',
      es: 'Algunas plantas bonitas del jardín son venenosas, como la dedalera, el lirio de los valles, la adelfa, las bayas del tejo y los bulbos de narciso. Nunca comas una hoja, flor, baya o semilla si un adulto no te ha dicho que es segura. Si alguien se traga parte de una planta desconocida, avisa enseguida a un adulto.',
    },
  },
  {
    id: 'never-eat-wild-mushrooms',
    topic: 'safety',
    keywords: {
      en: ['mushroom', 'mushrooms', 'toadstool', 'fungi in the garden', 'can i eat mushrooms'],
      es: ['seta', 'setas', 'hongo', 'hongos', 'champiñones del jardín', 'puedo comer setas'],
    },
    title: { en: 'Never eat wild mushrooms', es: 'Nunca comas setas silvestres' },
    text: {
      en: 'Mushrooms that pop up in the garden or the woods can be very poisonous, and some deadly ones look just like safe ones. Look, draw and photograph them, but never eat or taste them. Wash your hands if you touch one.',
      es: 'Las setas que salen en el jardín o en el bosque pueden ser muy venenosas, y algunas mortales se parecen muchísimo a las que se comen. Míralas, dibújalas y hazles fotos, pero nunca las comas ni las pruebes. Lávate las manos si tocas una.',
    },
  },
  {
    id: 'vegetable-parts-not-to-eat',
    topic: 'safety',
    keywords: {
      en: ['green potatoes', 'tomato leaves', 'rhubarb leaves', 'potato leaves', 'poisonous parts'],
      es: ['papas verdes', 'hojas de tomate', 'hojas de ruibarbo', 'hojas de papa', 'partes venenosas'],
    },
    title: { en: 'Veggie parts we do not eat', es: 'Partes de las verduras que no se comen' },
    text: {
      en: 'Some vegetable plants have parts we must not eat: the leaves and stems of tomato and potato plants, rhubarb leaves, and the green parts of potatoes. Potatoes turn green when they get light, so keep them covered with soil. Only eat the parts your family normally cooks and eats.',
      es: 'Algunas plantas de verduras tienen partes que no debemos comer: las hojas y los tallos de las tomateras y de las papas, las hojas del ruibarbo y las partes verdes de las papas. Las papas se ponen verdes cuando les da la luz, así que mantenlas cubiertas de tierra. Come solo las partes que tu familia suele cocinar y comer.',
    },
  },
  {
    id: 'sun-safety',
    topic: 'safety',
    keywords: {
      en: ['sun', 'sunscreen', 'sun hat', 'sunburn', 'protect from the sun', 'hot day', 'drink water'],
      es: [
        'sol',
        'protector solar',
        'crema solar',
        'sombrero',
        'quemadura de sol',
        'protegerse del sol',
        'beber agua',
      ],
    },
    title: { en: 'Sun safety in the garden', es: 'Protégete del sol en el jardín' },
    text: {
      en: 'Gardeners spend lots of time in the sun, so wear a hat, put on sunscreen and drink plenty of water. Garden in the cooler morning or late afternoon, and rest in the shade during the hottest part of the day. If you feel dizzy or too hot, stop and tell an adult.',
      es: 'Quienes cultivan pasan mucho tiempo al sol, así que usa sombrero, ponte protector solar y bebe mucha agua. Trabaja en el jardín por la mañana temprano o al final de la tarde, y descansa a la sombra en las horas de más calor. Si te mareas o tienes mucho calor, para y avisa a un adulto.',
    },
  },
  {
    id: 'wear-gloves',
    topic: 'safety',
    keywords: {
      en: ['gloves', 'thorns', 'splinters', 'prickly plants', 'roses'],
      es: ['guantes', 'espinas', 'astillas', 'plantas que pinchan', 'rosas'],
    },
    title: { en: 'Gloves protect little hands', es: 'Los guantes protegen las manos' },
    text: {
      en: 'Garden gloves protect your hands from thorns, splinters, prickly plants and soil germs. Roses, blackberries and cacti are especially pokey. Shake your gloves before putting them on, in case a spider is napping inside!',
      es: 'Los guantes de jardín protegen las manos de espinas, astillas, plantas que pinchan y gérmenes de la tierra. Los rosales, las zarzamoras y los cactus pinchan muchísimo. Sacude los guantes antes de ponértelos, ¡por si hay una araña durmiendo dentro!',
    },
  },
  {
    id: 'tool-safety-rules',
    topic: 'safety',
    keywords: {
      en: ['tools', 'shovel', 'rake', 'scissors', 'pruners', 'can i use tools', 'ask an adult'],
      es: [
        'herramientas',
        'pala',
        'rastrillo',
        'tijeras',
        'podadora',
        'puedo usar herramientas',
        'pregunta a un adulto',
      ],
    },
    title: { en: 'Tool rules', es: 'Reglas de las herramientas' },
    text: {
      en: 'Always ask an adult before using garden tools, and let them show you how. Carry tools with the sharp or pointy end facing down, and never run with them. When you finish, put tools away, and never leave a rake lying with its teeth pointing up.',
      es: 'Pregunta siempre a un adulto antes de usar herramientas de jardín y deja que te enseñe cómo. Lleva las herramientas con la punta o el filo hacia abajo y nunca corras con ellas. Cuando termines, guárdalas, y nunca dejes un rastrillo en el suelo con los dientes hacia arriba.',
    },
  },
  {
    id: 'garden-chemicals-are-for-adults',
    topic: 'safety',
    keywords: {
      en: ['chemicals', 'spray bottle', 'fertilizer bottle', 'weed killer', 'bottles in the shed'],
      es: [
        'productos químicos',
        'botella de espray',
        'botella de abono',
        'herbicida',
        'botellas del cobertizo',
      ],
    },
    title: { en: 'Garden bottles are for adults', es: 'Los productos del jardín son cosa de adultos' },
    text: {
      en: 'Never touch, open or spray bottles and bags of garden products like weed killers, bug sprays or fertilizers. They can be harmful to children, pets and bees. Grown-ups should keep them locked away, and gentle garden tricks often work instead.',
      es: 'Nunca toques, abras ni rocíes botellas o bolsas de productos de jardín, como herbicidas, insecticidas o abonos químicos. Pueden hacer daño a los niños, a las mascotas y a las abejas. Los adultos deben guardarlos bajo llave, y muchas veces los trucos amables del jardín funcionan igual.',
    },
  },
  {
    id: 'stinging-nettles',
    topic: 'safety',
    keywords: {
      en: ['nettle', 'nettles', 'stinging nettle', 'itchy rash', 'plant that stings'],
      es: ['ortiga', 'ortigas', 'me picó una ortiga', 'ronchas', 'planta que pica'],
    },
    title: { en: 'Stinging nettles', es: 'Las ortigas' },
    text: {
      en: 'Stinging nettles have tiny hairs that prick the skin and leave an itchy, stinging rash. Wear long sleeves and gloves near them. If you brush one, wash the spot with cool water and soap, try not to rub it, and tell an adult if it bothers you.',
      es: 'Las ortigas tienen pelitos diminutos que pinchan la piel y dejan ronchas que pican y escuecen. Usa mangas largas y guantes cerca de ellas. Si rozas una, lava la zona con agua fría y jabón, intenta no frotar y avisa a un adulto si te molesta.',
    },
  },
  {
    id: 'stay-away-from-nests',
    topic: 'safety',
    keywords: {
      en: ['beehive', 'wasp nest', 'bee nest', 'hive entrance', 'poke a nest', 'found a nest'],
      es: [
        'colmena',
        'avispero',
        'nido de abejas',
        'entrada de la colmena',
        'tocar un nido',
        'encontré un nido',
      ],
    },
    title: { en: 'Leave nests alone', es: 'Deja tranquilos los nidos' },
    text: {
      en: 'Bees and wasps defend their homes, so never poke, throw things at or block a nest or a hive. Do not stand right in front of a hive entrance, which is their busy runway. If you find a nest, step back and tell an adult.',
      es: 'Las abejas y las avispas defienden su casa, así que nunca toques, tires cosas ni tapes un nido o una colmena. No te quedes justo delante de la entrada de una colmena, que es su pista de despegue. Si encuentras un nido, aléjate y avisa a un adulto.',
    },
  },
  {
    id: 'ticks-in-tall-grass',
    topic: 'safety',
    keywords: {
      en: ['ticks', 'tick', 'tall grass', 'long grass', 'check for ticks'],
      es: ['garrapata', 'garrapatas', 'hierba alta', 'pasto alto', 'revisar garrapatas'],
    },
    title: { en: 'Check for ticks', es: 'Busca garrapatas' },
    text: {
      en: 'Ticks are tiny creatures that can hide in long grass and bushes and bite. After playing in tall grass, ask an adult to check your skin and hair. If a tick is found, an adult should remove it carefully with fine tweezers.',
      es: 'Las garrapatas son bichitos diminutos que se esconden en la hierba alta y los arbustos y pueden picar. Después de jugar entre hierba alta, pide a un adulto que te revise la piel y el pelo. Si encuentra una garrapata, un adulto debe quitarla con cuidado con unas pinzas finas.',
    },
  },
  {
    id: 'water-safety-in-the-garden',
    topic: 'safety',
    keywords: {
      en: ['pond safety', 'water safety', 'pond', 'deep water', 'barrel lid'],
      es: [
        'seguridad en el estanque',
        'seguridad con el agua',
        'estanque',
        'agua profunda',
        'tapa del barril',
      ],
    },
    title: { en: 'Be careful near garden water', es: 'Cuidado cerca del agua del jardín' },
    text: {
      en: 'Ponds, rain barrels and buckets can be dangerous for young children, even when the water is shallow. Only explore a pond with an adult right next to you. Barrels and tubs should always have a secure lid.',
      es: 'Los estanques, los barriles de lluvia y los cubos pueden ser peligrosos para los niños pequeños, aunque el agua sea poco profunda. Explora un estanque solo con un adulto a tu lado. Los barriles y las tinas deben tener siempre una tapa segura.',
    },
  },
  {
    id: 'plants-and-pets',
    topic: 'safety',
    keywords: {
      en: ['pets', 'cats', 'dogs', 'plants poisonous to pets', 'lilies and cats'],
      es: ['mascotas', 'gatos', 'perros', 'plantas tóxicas para mascotas', 'lirios y gatos'],
    },
    title: { en: 'Plants and pets', es: 'Plantas y mascotas' },
    text: {
      en: 'Some plants are harmful to pets, for example lilies are very dangerous for cats. Before bringing home a new plant, a grown-up can check whether it is safe for your animals. Keep bulbs, compost and fertilizers where pets cannot dig or chew them.',
      es: 'Algunas plantas son dañinas para las mascotas; por ejemplo, los lirios son muy peligrosos para los gatos. Antes de llevar una planta nueva a casa, un adulto puede comprobar si es segura para tus animales. Guarda los bulbos, el compost y los abonos donde las mascotas no puedan escarbar ni morder.',
    },
  },
  {
    id: 'wash-vegetables',
    topic: 'safety',
    keywords: {
      en: ['wash vegetables', 'eat from the garden', 'wash fruit', 'clean vegetables'],
      es: ['lavar verduras', 'comer del huerto', 'lavar fruta', 'limpiar verduras'],
    },
    title: { en: 'Wash what you pick', es: 'Lava lo que cosechas' },
    text: {
      en: 'Rinse fruit and vegetables from the garden in clean water before eating them, to wash off soil and tiny bugs. Check with an adult that what you picked is something to eat. Then enjoy the tastiest snack there is!',
      es: 'Enjuaga con agua limpia las frutas y verduras del huerto antes de comerlas, para quitarles la tierra y los bichitos. Comprueba con un adulto que lo que cogiste es algo que se come. ¡Y luego disfruta del tentempié más rico del mundo!',
    },
  },
]
