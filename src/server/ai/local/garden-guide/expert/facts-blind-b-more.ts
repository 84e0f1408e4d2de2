// More facts from the second blind writer: watering for busy families and how deep water goes, safety with sheds,
// washed vegetables and houseplants, everyday bee questions (sugar water, clever bees, bees that follow you, in the
// car, at night, senses, stripes), hummingbirds, and activities for every family (special needs, grandparents,
// photosynthesis, books, cooking, lavender bags, tracks, nesting, Earth Day).
// Sources: extension services, public-health and poison-control guidance, pollinator societies.
import { BEES, buildFact, KIDS, POTS } from './fact-builder'
import type { TopicFact } from './topic-facts'

const WATER =
  'water\\w*|irrigat\\w*|regar|regad\\w*|riego\\w*|rieg\\w*|riega\\w*|agua|moj\\w*|hydrat\\w*|hidrat\\w*'

export const BLIND_B_MORE_FACTS: TopicFact[] = [
  // ------------------------------------------------------------------ watering
  buildFact({
    id: 'watering-while-at-work',
    topic: 'watering',
    title: [
      'Watering pots when you are out at work all day',
      'Regar las macetas cuando trabajas todo el día fuera',
    ],
    cues: [
      'at work|work all day|working|out all day|busy|long days|no time|away all day|trabaj\\w*|fuera todo el dia|todo el dia fuera|ocupad[oa]s?|no tengo tiempo|poco tiempo|sin tiempo',
      `${WATER}|${POTS}|balcon\\w*|terrac\\w*|terraz\\w*|plants?|plantas?`,
    ],
    en: [
      'Water pots thoroughly early in the morning before work, until water runs from the holes, so they start the hot part of the day full; add a second drink in the evening only in heatwaves.',
      'Make it easier: use bigger pots (at least 30 to 40 cm across hold water far longer), group them together out of the afternoon sun, mulch the top with 2 to 3 cm of bark or gravel, choose self-watering pots, or fit a cheap drip kit on a battery tap timer that waters at 7 am every day.',
    ],
    es: [
      'Riega las macetas a fondo temprano por la mañana antes de ir a trabajar, hasta que salga agua por los agujeros, para que empiecen llenas las horas de calor; un segundo riego por la tarde solo con ola de calor.',
      'Facilítatelo: usa macetas más grandes (las de 30 a 40 cm de diámetro o más guardan el agua mucho más tiempo), agrúpalas lejos del sol de la tarde, cubre la tierra con 2 o 3 cm de corteza o grava, elige macetas autorregantes o pon un kit de goteo barato con un programador de grifo a pilas que riegue a las 7 de la mañana cada día.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'watering-time-summer',
    topic: 'watering',
    title: ['The best time of day to water in summer', 'La mejor hora para regar en verano'],
    cues: [
      'what time|which time|time of (?:the )?day|best time|morning or (?:the )?evening|evening or (?:the )?morning|a que hora|que hora|hora del dia|mejor hora|manana o (?:por la )?(?:tarde|noche)|(?:tarde|noche) o (?:por la )?manana',
      WATER,
      'summer|hot|heat|veran\\w*|calor|caluros\\w*',
    ],
    en: [
      'In summer, the best time to water is early morning, between about 5 and 9 am: the soil is cool, little water evaporates, and leaves dry quickly, which keeps mildew and blight away.',
      'Early evening, around 6 to 8 pm, is the next best, especially for pots after a scorching day, but water the soil rather than the leaves so they are not wet all night; midday watering is not harmful, it just wastes more water.',
    ],
    es: [
      'En verano, la mejor hora para regar es temprano por la mañana, entre las 5 y las 9 más o menos: la tierra está fresca, se evapora poca agua y las hojas se secan pronto, lo que evita el oídio y el tizón.',
      'La segunda mejor es al atardecer, hacia las 6 a 8 de la tarde, sobre todo para las macetas tras un día de mucho calor, pero moja la tierra y no las hojas para que no pasen la noche mojadas; regar a mediodía no daña, solo desperdicia más agua.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'watering-depth-check',
    topic: 'watering',
    title: ['How deep the water goes', 'Hasta qué profundidad llega el agua'],
    cues: [
      WATER,
      'how deep|deep enough|depth|deeply enough|reach\\w* the roots|soak\\w* in|que profundidad|profundidad|a fondo|suficiente|llega a las raices|penetr\\w*|cuanto baja',
    ],
    not: `${POTS}|seeds?|semillas?`,
    en: [
      'Most vegetable roots drink from the top 15 to 30 cm (6 to 12 in) of soil, so that is how deep each watering should reach. About 2.5 cm (1 in) of water wets roughly 30 cm of sandy soil, 15 to 20 cm of loam and only 10 cm of clay.',
      'To check, water as usual, wait an hour, then dig a small hole with a trowel beside a plant and look for where the damp, dark soil stops; if it is only a few centimetres down, water for longer and less often.',
    ],
    es: [
      'Casi todas las hortalizas beben de los primeros 15 a 30 cm de tierra, así que hasta ahí debe llegar cada riego. Unos 25 litros por metro cuadrado mojan alrededor de 30 cm de tierra arenosa, 15 a 20 cm de tierra franca y solo 10 cm de arcilla.',
      'Para comprobarlo, riega como siempre, espera una hora y cava un hoyito con una pala junto a una planta para ver dónde termina la tierra oscura y húmeda; si solo llega a unos centímetros, riega más tiempo y menos a menudo.',
    ],
    source: 'extension-service',
  }),
  // ------------------------------------------------------------------ parent safety
  buildFact({
    id: 'shed-mouse-droppings',
    topic: 'safety',
    title: [
      'Cleaning mouse droppings in a shed safely',
      'Limpiar con seguridad cacas de ratón en un cobertizo',
    ],
    cues: [
      'mouse|mice|rats?|rodents?|raton\\w*|ratas?|roedor\\w*|hantavirus',
      'droppings?|poo\\w*|poop|nests?|urine|pee|clean\\w*|sweep\\w*|hantavirus|cacas?|heces|excrement\\w*|nidos?|orin\\w*|pipi|limpi\\w*|barr\\w*|cagarrutas?',
    ],
    en: [
      'Mouse and rat droppings and urine can carry diseases, including hantavirus in the Americas, which spreads when dried droppings are swept up as dust. Keep children out while you clean a shed, greenhouse or stored pots.',
      'Air the space for 30 minutes, wear rubber gloves (and a mask), spray the droppings and nests with a bleach solution (1 part bleach to 10 parts water) or disinfectant, leave it 5 minutes, wipe up with paper towels into a sealed bag, never sweep or vacuum them dry, and wash hands well afterwards.',
    ],
    es: [
      'Las cacas y la orina de ratones y ratas pueden transmitir enfermedades, entre ellas el hantavirus en América (por ejemplo en Argentina y Chile), que se contagia al barrer las cacas secas y levantar polvo. Que los niños no entren mientras limpias un cobertizo, un invernadero o macetas guardadas.',
      'Ventila 30 minutos, ponte guantes de goma (y mascarilla), rocía las cacas y los nidos con lejía diluida (cloro, lavandina: 1 parte por 10 de agua) o desinfectante, espera 5 minutos, recógelo con papel en una bolsa cerrada, nunca barras ni aspires en seco, y lávate bien las manos después.',
    ],
    source: 'poison-control',
  }),
  buildFact({
    id: 'wash-garden-vegetables',
    topic: 'safety',
    title: ['Washing vegetables from the garden', 'Lavar las verduras del huerto'],
    cues: [
      'wash\\w*|rins\\w*|clean\\w*|lav\\w*|enjuag\\w*|limpi\\w*|desinfect\\w*',
      'vegetables?|veggies|veg|fruits?|lettuces?|salad|carrots?|strawberr\\w*|herbs?|produce|harvest|verduras?|hortalizas?|frutas?|lechugas?|ensalada|zanahorias?|fresas?|frutillas?|hierbas?|cosecha',
      'garden|home ?grown|grow\\w*|picked|eat\\w*|raw|straight|huert\\w*|jardin\\w*|cultiv\\w*|recog\\w*|com\\w*|crud[oa]s?|directamente',
    ],
    not: 'hands?|manos?|pots?|macetas?|tools?|herramientas?',
    en: [
      'Rinse garden vegetables and fruit under cool running water just before eating, rubbing them with your hands; no soap or bleach is needed. Scrub carrots, potatoes and other roots with a brush, and peel them for toddlers if the soil may hold lead.',
      'Separate lettuce and other leaves and swish them in a bowl of water, then rinse again, because soil and tiny slugs hide at the base. Children love picking peas and cherry tomatoes straight from the plant, which is fine in a garden without sprays or pet mess, as long as they wash their hands first.',
    ],
    es: [
      'Lava las verduras y frutas del huerto bajo el chorro de agua fresca justo antes de comerlas, frotándolas con las manos; no hace falta jabón ni lejía. Cepilla las zanahorias, las papas (patatas) y otras raíces, y pélalas para los más pequeños si la tierra puede tener plomo.',
      'Separa las hojas de la lechuga y agítalas en un bol con agua, y luego enjuágalas otra vez, porque en la base se esconden tierra y babositas. A los niños les encanta comer chícharos (guisantes, arvejas) y tomatitos directamente de la mata, y no pasa nada en un huerto sin productos químicos ni cacas de mascotas, siempre que se laven antes las manos.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'houseplants-toddlers',
    topic: 'safety',
    title: ['Houseplants, toddlers and pets', 'Plantas de interior, niños pequeños y mascotas'],
    cues: [
      'house ?plants?|indoor plants?|plantas? de interior|plantas? de (?:la )?casa|plantas? dentro de casa',
      `${KIDS}|toddlers?|babies|baby|bebes?|pets?|dogs?|cats?|perros?|gatos?|mascotas?`,
      'safe\\w*|poison\\w*|toxic\\w*|danger\\w*|harm\\w*|segur\\w*|venen\\w*|toxic\\w*|peligr\\w*',
    ],
    not: 'water\\w*|rieg\\w*|regar|light|luz|repot\\w*|trasplant\\w*|bugs?|gnats?|mosquit\\w*',
    en: [
      'Many common houseplants irritate the mouth if chewed: dieffenbachia (dumb cane), philodendron, pothos, peace lily, monstera, ZZ plant and aloe cause burning, drooling or an upset stomach, and true lilies in a bouquet are deadly to cats. Keep these high up or in rooms little ones and pets do not use.',
      'Safer choices for a family home include spider plant, Boston fern, calathea, African violet, parlour palm, peperomia and herbs like basil. If a child or pet chews a plant, rinse their mouth, keep the label or a photo and call poison control or the vet.',
    ],
    es: [
      'Muchas plantas de interior comunes irritan la boca si se mastican: la diefenbaquia (galatea), el filodendro, el potus, el espatifilo (cuna de Moisés), la costilla de Adán (monstera), la zamioculca y el aloe causan ardor, babeo o malestar de estómago, y los lirios de un ramo son mortales para los gatos. Ponlas en alto o en cuartos que no usen los pequeños ni las mascotas.',
      'Opciones más seguras para una casa con familia: cinta (malamadre), helecho de Boston, calatea, violeta africana, palmera de salón, peperomia y aromáticas como la albahaca. Si un niño o una mascota muerde una planta, enjuágale la boca, guarda la etiqueta o una foto y llama a toxicología o al veterinario.',
    ],
    source: 'poison-control',
  }),
  // ------------------------------------------------------------------ bees
  buildFact({
    id: 'sugar-water-for-bees',
    topic: 'bees',
    title: [
      'Sugar water for bees (a tired bee on the ground)',
      'Agua con azúcar para las abejas (una abeja cansada en el piso)',
    ],
    // appended: a tired bee on the ground is the one bee sugar water is for ("found a bee not moving")
    cues: [
      BEES,
      'sugar ?water|sugar|syrup|honey water|agua con azucar|azucar|almibar|jarabe|agua con miel|tired|exhausted|not moving|isnt moving|wont move|(?:lying|sitting) still|cansad\\w*|agotad\\w*|no se mueve|quietita|quieta',
    ],
    en: [
      'Only give sugar water to a single exhausted bee, for example a bumblebee sitting still on the ground in cool spring weather: mix 1 part white sugar with 1 part warm water, let it cool, and put a drop on a spoon next to its head; it drinks with its tongue and usually flies off within minutes.',
      'Do not put out dishes of sugar water or honey for bees: shop honey can spread bee diseases, and sugar dishes draw crowds of wasps and robbing honeybees. Flowers from early spring to late autumn and a shallow dish of plain water with pebbles help far more.',
    ],
    es: [
      'Da agua con azúcar solo a una abeja agotada, por ejemplo un abejorro quieto en el suelo (el piso) un día fresco de primavera: mezcla 1 parte de azúcar blanco con 1 parte de agua tibia, deja que se enfríe y pon una gota en una cuchara junto a su cabeza; bebe con la lengua y suele irse volando en unos minutos.',
      'No pongas platos con agua con azúcar ni con miel para las abejas: la miel comprada puede contagiarles enfermedades, y los platos con azúcar atraen montones de avispas y abejas saqueadoras. Ayudan mucho más las flores desde principios de primavera hasta finales de otoño y un plato poco hondo con agua sola y piedritas.',
    ],
    source: 'pollinator-society',
  }),
  buildFact({
    id: 'bees-are-clever',
    topic: 'bees',
    title: ['How clever bees are', 'Lo listas que son las abejas'],
    cues: [
      BEES,
      'smart|clever|intellig\\w*|brains?|learn\\w*|recogni[sz]\\w*|faces?|count\\w*|play\\w*|remember\\w*|memory|listas?|inteligen\\w*|cerebro\\w*|aprend\\w*|reconoc\\w*|caras?|cuent\\w*|contar|jueg\\w*|recuerd\\w*|memoria',
    ],
    not: 'waggle|danc\\w*|danza\\w*|baile\\w*',
    en: [
      'A bee\'s brain is smaller than a sesame seed, but scientists have shown that honeybees can learn to recognise pictures of human faces, count up to about four, understand "more" and "fewer", and remember which flowers gave the best nectar and at what time of day.',
      'Bumblebees in experiments learned to pull strings and push a ball into a goal by watching other bees, and some even rolled little balls around just for fun, which looks a lot like play.',
    ],
    es: [
      'El cerebro de una abeja es más pequeño que una semilla de sésamo (ajonjolí), pero los científicos han demostrado que las abejas melíferas aprenden a reconocer fotos de caras humanas, cuentan hasta más o menos cuatro, entienden "más" y "menos" y recuerdan qué flores dieron mejor néctar y a qué hora del día.',
      'En experimentos, los abejorros aprendieron a tirar de cuerdas y a empujar una pelota hasta una portería mirando a otras abejas, y algunos hasta hacían rodar bolitas solo por diversión, algo muy parecido a jugar.',
    ],
    source: 'pollinator-society',
  }),
  buildFact({
    id: 'hummingbird-food',
    topic: 'bees',
    title: [
      'What hummingbirds eat, and a feeder recipe',
      'Qué comen los colibríes y una receta para el bebedero',
    ],
    cues: [
      'hummingbirds?|colibries?|colibri|picaflor(?:es)?|chupaflor(?:es)?|chuparrosas?|chupamirtos?|quindes?|tucusitos?|zunzun\\w*',
      'eat\\w*|food|feed\\w*|drink\\w*|nectar|insects?|recipe|sugar|com\\w*|aliment\\w*|beb\\w*|bebederos?|nectar|insectos?|receta|azucar',
    ],
    not: 'bees?|abejas?|wasps?|avispas?|flowers? for|plants? for|flor(?:es)? para|plantas? para|attract\\w*|atra\\w*',
    en: [
      'Hummingbirds drink nectar for energy, but they also eat lots of tiny insects and spiders for protein, especially when feeding chicks, so a garden without pesticides matters as much as flowers.',
      'For a feeder, dissolve 1 part white sugar in 4 parts water (for example 1/4 cup in 1 cup), with no honey, brown sugar or red dye, and change it and wash the feeder every 2 to 3 days in hot weather (weekly when cool), because fermented syrup makes them ill.',
    ],
    es: [
      'Los colibríes (picaflores, chuparrosas) beben néctar para tener energía, pero también comen muchos insectos diminutos y arañitas para las proteínas, sobre todo cuando alimentan a sus crías, así que un jardín sin pesticidas importa tanto como las flores.',
      'Para el bebedero, disuelve 1 parte de azúcar blanco en 4 partes de agua (por ejemplo 1/4 de taza en 1 taza), sin miel, azúcar moreno ni colorante rojo, y cámbialo y lava el bebedero cada 2 o 3 días con calor (cada semana si hace fresco), porque el almíbar fermentado los enferma.',
    ],
    source: 'pollinator-society',
  }),
  buildFact({
    id: 'bees-follow-me',
    topic: 'bees',
    title: ['Why a bee keeps following you', 'Por qué una abeja te sigue'],
    cues: [
      `${BEES}|wasps?|avispas?`,
      'follow\\w*|chas\\w*|around me|around my (?:head|face)|buzz\\w* (?:around|at) me|keeps? coming|persig\\w*|sigu\\w*|sigue\\w*|alrededor de (?:mi|la cabeza)|me rodean?|vuelan? hacia mi|no me deja',
    ],
    en: [
      'A bee that hovers around you is usually curious about a bright colour, a flowery perfume, sunscreen, a sweet drink or sweat, or you are near its nest, where guard bees bump into intruders as a warning.',
      'Stay calm, do not swat or wave your arms, and walk slowly away, indoors or into shade if it persists; it soon loses interest. If many bees chase you near a nest, cover your face and move quickly away in a straight line, and get indoors.',
    ],
    es: [
      'Una abeja que revolotea a tu alrededor suele estar curioseando un color vivo, un perfume de flores, el protector solar, una bebida dulce o el sudor, o estás cerca de su nido, donde las guardianas chocan contra los intrusos como aviso.',
      'Mantén la calma, no le des manotazos ni agites los brazos y aléjate despacio, a la sombra o dentro de casa si insiste; pronto pierde el interés. Si te persiguen muchas abejas cerca de un nido, tápate la cara y aléjate rápido en línea recta hasta entrar en un sitio cerrado.',
    ],
    source: 'pollinator-society',
  }),
  buildFact({
    id: 'bee-in-car',
    topic: 'bees',
    title: ['A bee or wasp in the car', 'Una abeja o avispa dentro del coche'],
    cues: [
      `${BEES}|wasps?|avispas?|bichos?|insects?|insectos?`,
      'cars?|vans?|bus|driving|coches?|carros?|autos?|auto|camioneta\\w*|manej\\w*|conduc\\w*',
      'in|inside|into|got|gets|flew|what|how|dentro|entr\\w*|se meti\\w*|hay|que|como',
    ],
    en: [
      'Stay calm and keep driving gently until you can pull over safely; a bee in a car wants the light, not you, and swatting at it while driving is the real danger.',
      "Once stopped, open the windows wide or the doors and let it fly out, or trap it under a cup and a piece of card. Before trips, check that children's drinks have lids, and keep an allergic child's adrenaline pen in the car.",
    ],
    es: [
      'Mantén la calma y sigue conduciendo con suavidad hasta poder parar en un sitio seguro; una abeja en el coche (carro, auto) busca la luz, no a ti, y el peligro de verdad es darle manotazos mientras manejas.',
      'Cuando pares, abre bien las ventanas o las puertas y deja que salga, o atrápala con un vaso y una cartulina. Antes de viajar, comprueba que las bebidas de los niños tengan tapa y lleva en el coche el autoinyector de adrenalina de un niño alérgico.',
    ],
    source: 'pollinator-society',
  }),
  buildFact({
    id: 'bees-at-night',
    topic: 'bees',
    title: ['Do bees fly at night?', '¿Las abejas vuelan de noche?'],
    cues: [BEES, 'night\\w*|dark|after dark|moon\\w*|noche|nocturn\\w*|oscur\\w*|luna'],
    not: 'sleep\\w*|duerm\\w*|dormir|moths?|polillas?|flowers?|flor\\w*|plant\\w*',
    en: [
      'Most bees cannot see well in the dark, so honeybees and bumblebees head home at dusk and spend the night inside, though a bumblebee caught out late may sleep clinging to a flower.',
      'A few tropical bees, such as some sweat bees and carpenter bees in Central and South America and Asia, have extra-large eyes and forage at dawn, dusk or by moonlight; at night, moths and bats take over the pollinating.',
    ],
    es: [
      'Casi ninguna abeja ve bien a oscuras, así que las melíferas y los abejorros vuelven a casa al anochecer y pasan la noche dentro, aunque un abejorro al que se le hace tarde puede dormir agarrado a una flor.',
      'Unas pocas abejas tropicales, como algunas abejas del sudor y carpinteras de Centroamérica, Sudamérica y Asia, tienen ojos enormes y recolectan al amanecer, al anochecer o con luz de luna; de noche, las polillas y los murciélagos toman el relevo de la polinización.',
    ],
    source: 'pollinator-society',
  }),
  buildFact({
    id: 'bee-senses',
    topic: 'bees',
    title: ['How bees hear, smell and taste', 'Cómo oyen, huelen y saborean las abejas'],
    cues: [
      BEES,
      'hear\\w*|ears?|smell\\w*|noses?|taste\\w*|tongues?|feet|antenna\\w*|senses?|feel\\w*|oyen|oir|oidos?|orejas?|huel\\w*|olf\\w*|nariz|sabor\\w*|gusto|lenguas?|pies|patas|antenas?|sentidos?|sient\\w*',
    ],
    not: 'legs? (?:are|have) (?:yellow|balls?)|pollen|polen|bolitas?|knees?|rodillas?',
    en: [
      'Bees have no ears or nose: they smell with their two antennae, which carry thousands of tiny smell sensors, and they can sniff out a flower, their hive mates and danger signals.',
      'They feel sounds as vibrations through their legs and antennae, taste with their tongue, mouthparts and even their feet, and they sense the electric charge around flowers, which tells them whether another bee has just emptied it.',
    ],
    es: [
      'Las abejas no tienen orejas ni nariz: huelen con sus dos antenas, que tienen miles de sensores diminutos de olor, y así encuentran flores, reconocen a sus compañeras y notan señales de peligro.',
      'Sienten los sonidos como vibraciones por las patas y las antenas, saborean con la lengua, la boca y hasta las patas, y notan la carga eléctrica que rodea a las flores, que les dice si otra abeja acaba de vaciarla.',
    ],
    source: 'pollinator-society',
  }),
  buildFact({
    id: 'bee-stripes',
    topic: 'bees',
    title: ['Why bees are striped yellow and black', 'Por qué las abejas tienen rayas amarillas y negras'],
    cues: [
      `${BEES}|wasps?|avispas?`,
      'stripes?|striped|yellow and black|black and yellow|colou?rs?|fuzzy|hairy|rayas?|rayadas?|amarill\\w* y negr\\w*|negr\\w* y amarill\\w*|color(?:es)?|peludas?|pelos?',
    ],
    not: 'flowers?|flor\\w*|see|ven|ver|vision|wear|clothes|ropa|vestir|plants?|plantas?',
    en: [
      'Yellow or orange and black stripes are a warning sign that animals learn: "I can sting, leave me alone". Birds that get stung once remember it, and harmless hoverflies copy the stripes to stay safe.',
      "Not all bees are striped: many are black, metallic green or blue, rusty red or grey, and a bee's fuzzy hairs are not just for looks, since pollen sticks to them.",
    ],
    es: [
      'Las rayas amarillas o naranjas y negras son una señal de aviso que los animales aprenden: "puedo picar, déjame en paz". Los pájaros que reciben una picadura lo recuerdan, y los sírfidos, que son inofensivos, copian las rayas para protegerse.',
      'No todas las abejas tienen rayas: muchas son negras, verdes o azules metálicas, rojizas o grises, y sus pelitos no son solo de adorno, porque el polen se pega a ellos.',
    ],
    source: 'pollinator-society',
  }),
  buildFact({
    id: 'buzzing-tree',
    topic: 'bees',
    title: ['A tree loud with buzzing bees', 'Un árbol que zumba lleno de abejas'],
    cues: [
      'trees?|hedges?|shrubs?|bush\\w*|arbol\\w*|setos?|arbustos?',
      'buzz\\w*|humm\\w*|full of bees|loud|zumb\\w*|lleno de abejas|llenos de abejas|ruido',
      `${BEES}|loud\\w*|nois\\w*|fuerte|ruido\\w*`,
    ],
    not: 'swarm\\w*|cluster\\w*|ball of|enjambr\\w*|racimo|bola de',
    en: [
      'A tree that hums loudly with bees, but with no cluster of bees hanging on a branch, is usually just in flower: lime (linden), maple, willow, fruit trees, cotoneaster, privet and eucalyptus can feed thousands of bees at once for a week or two.',
      'The bees are busy feeding and not interested in people, so you can enjoy it from underneath, but children should wear shoes there, as bees land on fallen flowers.',
    ],
    es: [
      'Un árbol que zumba con fuerza lleno de abejas, pero sin una bola de abejas colgando de una rama, normalmente solo está en flor: tilos, arces, sauces, frutales, cotoneaster, aligustres y eucaliptos pueden alimentar a miles de abejas a la vez durante una o dos semanas.',
      'Las abejas están ocupadas comiendo y no les interesan las personas, así que podéis disfrutarlo debajo, pero los niños deben llevar calzado ahí, porque las abejas se posan en las flores caídas.',
    ],
    source: 'pollinator-society',
  }),
  buildFact({
    id: 'honeybee-or-bumblebee',
    topic: 'bees',
    title: ['Telling a honeybee from a bumblebee', 'Diferencia entre abeja melífera y abejorro'],
    cues: [
      'bumble ?bees?|abejorros?|mangangas?|moscardon(?:es)?|abejon(?:es)?',
      'honey ?bees?|abejas? (?:melifer\\w*|de (?:la )?miel|comun\\w*)|difference|different|tell|differ\\w*|distinguir|abejas?',
      'difference|different|tell|apart|vs|versus|or|differ\\w*|distingu\\w*|diferenc\\w*|o|y',
    ],
    not: 'sting\\w*|pican?|honey$|miel$|plant\\w*|flowers?|flor\\w*',
    en: [
      'Honeybees are slim, about 1.2 cm long, golden-brown with darker bands and not very fuzzy; they live in colonies of tens of thousands and store lots of honey.',
      'Bumblebees are bigger, round and very fuzzy, often with bands of yellow, white, orange or red, live in small nests of a few hundred, fly in cooler weather, and make only a little honey for themselves; both are gentle when left alone.',
    ],
    es: [
      'Las abejas melíferas son delgadas, de unos 1,2 cm, de color dorado o marrón con bandas más oscuras y poco peludas; viven en colonias de decenas de miles y guardan mucha miel.',
      'Los abejorros son más grandes, redondos y muy peludos, a menudo con bandas amarillas, blancas, naranjas o rojas, viven en nidos pequeños de unos cientos, vuelan con más frío y hacen solo un poco de miel para ellos; los dos son tranquilos si no se les molesta.',
    ],
    source: 'pollinator-society',
  }),
  // ------------------------------------------------------------------ kid activities
  buildFact({
    id: 'garden-special-needs',
    topic: 'activities',
    title: [
      'Gardening with children with autism or special needs',
      'Jardinería con niños con autismo o necesidades especiales',
    ],
    cues: [
      'autis\\w*|asd|adhd|tdah|special needs|disabilit\\w*|wheelchairs?|sensory (?:needs|processing)|down syndrome|necesidades especiales|discapacidad\\w*|sillas? de ruedas|sindrome de down|neurodivergen\\w*',
    ],
    en: [
      'Gardens are calming and give clear, hands-on jobs: keep a simple routine (the same watering time, a picture checklist), use short tasks with a clear end, like filling five pots, and give each child a small bed or pot of their own.',
      "Offer a range of textures and smells (lamb's ears, mint, lavender, rosemary) plus a quiet corner, avoid plants that sting or prick, use raised beds 60 to 75 cm high and firm paths for wheelchairs, and choose tools with thick, light handles; quick crops such as radishes and cress reward effort fast.",
    ],
    es: [
      'El jardín calma y da tareas claras y manuales: mantén una rutina sencilla (la misma hora de riego, una lista con dibujos), usa tareas cortas con un final claro, como llenar cinco macetas, y da a cada niño un bancal o una maceta propios.',
      'Ofrece texturas y olores variados (oreja de conejo, menta, lavanda, romero) y un rincón tranquilo, evita plantas que pican o pinchan, usa bancales elevados de 60 a 75 cm de alto y caminos firmes para sillas de ruedas, y elige herramientas de mango grueso y ligero; cultivos rápidos como rábanos y berros premian el esfuerzo enseguida.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'grandparents-gardening',
    topic: 'activities',
    title: ['Grandparents gardening with grandchildren', 'Abuelos que cultivan con sus nietos'],
    cues: [
      'grand ?(?:parents?|ma|pa|mother|father|mas|pas)|grann\\w*|nan|nana|grandpa|abuel\\w*|yay[oa]s?|tata|lel[oa]s?',
      `garden\\w*|plant\\w*|grow\\w*|activit\\w*|ideas?|grandkids?|grandchild\\w*|${KIDS}|huert\\w*|jardin\\w*|sembr\\w*|cultiv\\w*|actividad\\w*|nietos?|nietas?`,
    ],
    en: [
      'Sitting jobs suit everyone: sowing seeds in trays at a table, potting up seedlings, planting a pot of herbs or strawberries, or shelling beans together. Raised beds, a garden stool and light tools save backs and knees.',
      'Share a project that lasts, like a sunflower to measure or a pumpkin to visit, tell them what you grew as a child, and if you live apart, each grow the same seeds and compare with photos or video calls each week.',
    ],
    es: [
      'Las tareas sentados van bien a todos: sembrar en semilleros en una mesa, trasplantar plantitas, plantar una maceta de aromáticas o de fresas (frutillas) o desgranar frijoles (judías, porotos) juntos. Los bancales elevados, un taburete de jardín y herramientas ligeras cuidan espaldas y rodillas.',
      'Compartid un proyecto que dure, como un girasol que medir o una calabaza que visitar, cuéntales qué cultivabas de niño y, si vivís lejos, sembrad las mismas semillas cada uno y comparadlas con fotos o videollamadas cada semana.',
    ],
    source: 'general-horticulture',
  }),
  buildFact({
    id: 'photosynthesis-kids',
    topic: 'activities',
    title: ['Explaining photosynthesis to children', 'Explicar la fotosíntesis a los niños'],
    cues: [
      'photosynth\\w*|fotosint\\w*|how (?:do )?plants (?:make|get) (?:their )?food|what (?:do )?plants eat|plants? (?:make|get) (?:their )?food|como (?:se alimentan|comen) las plantas|que comen las plantas|las plantas (?:fabrican|hacen) (?:su )?comida',
    ],
    en: [
      'Plants make their own food: their green leaves catch sunlight and use its energy to turn water from the roots and carbon dioxide from the air into sugar, and they breathe out oxygen for us. Soil gives minerals, like vitamins, but not the food itself.',
      'Try it: cover part of a leaf on a sunny houseplant with foil for a week and see the pale patch; put pondweed in a glass of water in the sun and watch bubbles of oxygen rise; or grow one pot of cress in a cupboard and one on the windowsill.',
    ],
    es: [
      'Las plantas fabrican su propia comida: sus hojas verdes atrapan la luz del sol y con esa energía convierten el agua de las raíces y el dióxido de carbono del aire en azúcar, y sueltan oxígeno para nosotros. La tierra da minerales, como vitaminas, pero no la comida en sí.',
      'Probadlo: tapa con papel de aluminio parte de una hoja de una planta al sol durante una semana y mirad la mancha pálida; meted una planta acuática en un vaso de agua al sol y ved subir burbujitas de oxígeno; o cultivad una maceta de berros en un armario y otra en la ventana.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'garden-books-kids',
    topic: 'activities',
    title: ['Garden stories and books for children', 'Cuentos y libros de jardín para niños'],
    cues: [
      'books?|stories|story|read\\w*|picture books?|libros?|cuentos?|historias?|leer|lectura',
      `garden\\w*|plants?|seeds?|bees?|bugs?|insects?|nature|grow\\w*|${KIDS}|huert\\w*|jardin\\w*|plantas?|semillas?|abejas?|bichos?|insectos?|naturaleza|cultiv\\w*`,
      'good|best|recommend\\w*|favou?rite\\w*|which|what|any|ideas?|about|buen[oa]s?|mejores|recomiend\\w*|favorit\\w*|que|cuales|hay|algun\\w*|sobre',
    ],
    not: 'journal|diary|diario|cuaderno',
    // Asking for books, not what to grow: "¿qué cuentos sobre plantas hay para niños?".
    en: [
      "Favourite garden picture books include The Very Hungry Caterpillar and The Tiny Seed by Eric Carle, Jack and the Beanstalk, Oliver's Vegetables, The Curious Garden by Peter Brown and Jasper's Beanstalk; older children enjoy The Secret Garden.",
      'Pair a story with a real activity: after Jack and the Beanstalk, sow runner beans (which can climb 3 m), after The Very Hungry Caterpillar, go looking for caterpillars and the leaves they eat, and after The Tiny Seed, plant sunflower seeds.',
    ],
    es: [
      'Entre los cuentos de jardín favoritos están La pequeña oruga glotona (La oruga muy hambrienta) y La semillita de Eric Carle, Juan y las habichuelas mágicas (Jack y los frijoles mágicos) y El jardín curioso de Peter Brown; a los mayores les gusta El jardín secreto.',
      'Acompaña el cuento con una actividad de verdad: después de las habichuelas mágicas, sembrad judías trepadoras (frijoles de enredadera, porotos), que suben 3 m; después de la oruga, buscad orugas y las hojas que comen; y después de La semillita, plantad semillas de girasol.',
    ],
    source: 'general-horticulture',
  }),
  buildFact({
    id: 'garden-to-table-kids',
    topic: 'activities',
    title: ['Cooking what children grow', 'Cocinar lo que cultivan los niños'],
    cues: [
      'cook\\w*|recipes?|snacks?|kitchen|meals?|eat what|cocin\\w*|recetas?|merienda\\w*|botanas?|comidas?|comer lo que',
      `${KIDS}|harvest\\w*|grow\\w*|garden\\w*|cosech\\w*|cultiv\\w*|huert\\w*|jardin\\w*`,
    ],
    not: 'compost\\w*|scraps?|restos?|regrow\\w*|water|agua',
    en: [
      'Children eat more vegetables they have grown and prepared themselves. Easy first recipes: a salad they pick and tear, cherry tomatoes and basil on toast, pesto pounded in a mortar, herb butter, a simple salsa with tomatoes, onion and coriander, and radishes dipped in yoghurt.',
      'Give under-fives washing, tearing, mixing and spreading jobs, and older children a child-safe knife with an adult; wash hands and produce first, and let them name the dish on the family menu.',
    ],
    es: [
      'Los niños comen más verduras cuando las han cultivado y preparado ellos. Recetas fáciles para empezar: una ensalada que ellos recogen y trocean, tostadas con tomatitos y albahaca, pesto machacado en mortero, mantequilla de hierbas, un pico de gallo o salsa sencilla con jitomate (tomate), cebolla y cilantro, y rábanos con yogur.',
      'A los menores de cinco, dales tareas de lavar, trocear con las manos, mezclar y untar, y a los mayores un cuchillo infantil con un adulto; lavad antes las manos y las verduras, y que pongan nombre al plato en el menú familiar.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'lavender-bags-kids',
    topic: 'activities',
    title: ['Drying lavender and making lavender bags', 'Secar lavanda y hacer saquitos'],
    cues: [
      'lavender|lavanda|espliego|alhucema',
      'bags?|sachets?|dry\\w*|bunch\\w*|pillows?|craft\\w*|bolsitas?|saquitos?|sec\\w*|ramillet\\w*|ramos?|almohad\\w*|manualidad\\w*',
    ],
    not: 'bees?|abejas?|which lavender|que lavanda|water\\w*|rieg\\w*|prun\\w*|pod\\w*',
    en: [
      'Cut lavender stems on a dry morning when about half the flowers on each spike are open (June to August in the north, December to February in the south), tie them in small bunches with an elastic band, and hang them upside down in a dark, airy place for 1 to 2 weeks.',
      'Rub the dry flowers off over a tray and spoon them into small cotton bags or a square of fabric tied with ribbon; they keep their scent for months in drawers and make lovely presents. Leave some flowers on the plants for the bees.',
    ],
    es: [
      'Corta las varas de lavanda una mañana seca cuando más o menos la mitad de las flores de cada espiga estén abiertas (junio a agosto en el hemisferio norte, diciembre a febrero en el sur), átalas en ramitos con una goma y cuélgalas boca abajo en un lugar oscuro y ventilado durante 1 o 2 semanas.',
      'Desgrana las flores secas sobre una bandeja y mételas con una cuchara en bolsitas de algodón o en un cuadrado de tela atado con una cinta; conservan el olor meses en los cajones y son un regalo precioso. Deja algunas flores en la planta para las abejas.',
    ],
    source: 'general-horticulture',
  }),
  buildFact({
    id: 'animal-tracks',
    topic: 'activities',
    title: ['Finding animal tracks in snow and mud', 'Buscar huellas de animales en la nieve y el barro'],
    cues: [
      'tracks?|footprints?|prints?|paw ?prints?|huellas?|pisadas?|rastros?',
      'animals?|snow|mud|birds?|foxes?|cats?|dogs?|deer|rabbits?|garden|animal(?:es)?|nieve|barro|lodo|pajaros?|zorros?|gatos?|perros?|ciervos?|venados?|conejos?|jardin|patio',
    ],
    en: [
      "After fresh snow, or on soft mud after rain, go out early with children to find tracks: birds leave three forward toes, cats round prints with no claw marks, dogs and foxes show claws (a fox's track is narrower, in a straight line), rabbits leave two big back feet ahead of two small front ones, and deer leave split hearts.",
      'Make a mud trap by smoothing a patch of damp sand or mud near a hedge with a little food, check it the next morning, photograph or draw the prints with a coin for size, and keep a tracks page in the garden journal.',
    ],
    es: [
      'Después de una nevada o en barro blando tras la lluvia, salid temprano a buscar huellas: los pájaros dejan tres dedos hacia delante, los gatos huellas redondas sin uñas, perros y zorros marcan las uñas (la del zorro es más estrecha y en línea recta), los conejos dejan dos patas traseras grandes delante de dos delanteras pequeñas, y los ciervos (venados) unos corazones partidos.',
      'Haced una trampa de huellas alisando un trozo de arena húmeda o barro junto a un seto con un poco de comida, miradla a la mañana siguiente, fotografiad o dibujad las huellas con una moneda al lado para ver el tamaño y haced una página de huellas en el diario del jardín.',
    ],
    source: 'general-horticulture',
  }),
  buildFact({
    id: 'nesting-material-kids',
    topic: 'activities',
    title: ['Putting out nesting material for birds', 'Dejar material para nidos a los pájaros'],
    cues: [
      'nesting|nest material|nest building|build(?:ing)? (?:their |a )?nests?|material para (?:el |los )?nidos?|hacer (?:sus |el )?nidos?|construir (?:sus |el )?nidos?',
    ],
    not: 'box\\w*|caja\\w*|wasps?|avispas?|bees?|abejas?',
    en: [
      'In early spring (February to April in the north, August to October in the south), children can help birds build nests by leaving natural materials in the garden: small twigs, moss, dry grass, fallen feathers, pet fur from an untreated dog or cat, and a muddy puddle for swallows and thrushes.',
      "Avoid dryer lint, yarn, string longer than about 5 cm and human hair, which can tangle chicks' legs, and leave some areas untidy; then watch from a distance which birds collect what.",
    ],
    es: [
      'A principios de primavera (febrero a abril en el hemisferio norte, agosto a octubre en el sur), los niños pueden ayudar a los pájaros a hacer sus nidos dejando materiales naturales en el jardín: ramitas finas, musgo, hierba seca, plumas caídas, pelo de un perro o gato sin antiparasitarios y un charco de barro para golondrinas y zorzales.',
      'Evita la pelusa de la secadora, la lana, hilos de más de unos 5 cm y el pelo humano, que pueden enredar las patas de los polluelos, y deja algunos rincones sin recoger; luego mirad desde lejos qué pájaros se llevan cada cosa.',
    ],
    source: 'general-horticulture',
  }),
  buildFact({
    id: 'earth-day-kids',
    topic: 'activities',
    title: [
      'Earth Day and bee day garden activities',
      'Actividades de jardín para el Día de la Tierra y el de las abejas',
    ],
    cues: [
      'earth day|world bee day|bee day|arbor day|pollinator week|dia de la tierra|dia (?:mundial )?de las abejas|dia del arbol|semana de los polinizadores|dia del medio ambiente|environment day',
    ],
    en: [
      'Earth Day is 22 April, World Bee Day 20 May and World Environment Day 5 June; Arbor Day falls on different dates by country, such as the last Friday in April in the USA, and Pollinator Week is in June.',
      'Good family ideas for these days: sow a pot or patch of bee flowers, plant a tree or shrub, build a bee hotel, put out a shallow water dish for bees, do a 15-minute bee or butterfly count, start a compost bin, or pick up litter in a local park.',
    ],
    es: [
      'El Día de la Tierra es el 22 de abril, el Día Mundial de las Abejas el 20 de mayo y el Día Mundial del Medio Ambiente el 5 de junio; el Día del Árbol cambia según el país (por ejemplo, en México el segundo jueves de julio, en Argentina el 29 de agosto y en España suele celebrarse el 21 de marzo).',
      'Buenas ideas en familia para esos días: sembrar una maceta o un rincón de flores para abejas, plantar un árbol o un arbusto, construir un hotel de insectos, poner un plato de agua poco hondo para las abejas, hacer un censo de abejas o mariposas de 15 minutos, empezar una compostera o recoger basura en un parque cercano.',
    ],
    source: 'pollinator-society',
  }),
]
