// More pollination facts for families: flowers, pollen, and the many animals that carry it.
import { fact } from './fact-builder'

const c = 'pollination'

export const POLLINATION_FACTS = [
  fact(
    'fact-wind-pollination',
    c,
    2,
    ['Some plants use the wind', 'Algunas plantas usan el viento'],
    [
      'Grasses, corn and pine trees do not need bees. They let the wind carry their pollen, so they make huge amounts of it.',
      'La hierba, el maíz y los pinos no necesitan abejas. Dejan que el viento lleve su polen, por eso producen muchísimo.',
    ],
    [
      'Wind pollen is what makes many people sneeze in spring.',
      'El polen del viento es el que hace estornudar a mucha gente en primavera.',
    ],
  ),
  fact(
    'fact-flower-constancy',
    c,
    3,
    ['One kind of flower at a time', 'Una clase de flor cada vez'],
    [
      'On one trip a honeybee usually visits only one kind of flower. That way the pollen she carries goes to the right flowers.',
      'En un viaje, una abeja melífera suele visitar solo una clase de flor. Así el polen que lleva llega a las flores correctas.',
    ],
  ),
  fact(
    'fact-flower-perfume',
    c,
    1,
    ['Flowers wear perfume', 'Las flores llevan perfume'],
    [
      'Flowers use their smell to invite pollinators. Bees can smell a flower long before they can see it.',
      'Las flores usan su olor para invitar a los polinizadores. Las abejas pueden oler una flor mucho antes de verla.',
    ],
  ),
  fact(
    'fact-night-pollinators',
    c,
    2,
    ['Night-time pollinators', 'Polinizadores de noche'],
    [
      'Moths and bats pollinate flowers at night. Night flowers are often white and smell strong, so they are easy to find in the dark.',
      'Las polillas y los murciélagos polinizan flores por la noche. Las flores nocturnas suelen ser blancas y oler fuerte, para encontrarlas fácilmente en la oscuridad.',
    ],
  ),
  fact(
    'fact-hummingbird-flowers',
    c,
    2,
    ['Flowers for hummingbirds', 'Flores para colibríes'],
    [
      'In the Americas, hummingbirds pollinate red, tube-shaped flowers. Their long beaks reach deep inside for the nectar.',
      'En América, los colibríes polinizan flores rojas con forma de tubo. Sus picos largos llegan hasta el fondo para beber el néctar.',
    ],
  ),
  fact(
    'fact-bat-pollinators',
    c,
    3,
    ['Bats pollinate too', 'Los murciélagos también polinizan'],
    [
      'Some bats drink nectar at night and carry pollen on their furry faces. Agave plants and some giant cactus flowers depend on them.',
      'Algunos murciélagos beben néctar de noche y llevan polen en su cara peluda. Las plantas de agave y las flores de algunos cactus gigantes dependen de ellos.',
    ],
  ),
  fact(
    'fact-chocolate-midges',
    c,
    3,
    ['Tiny flies make chocolate possible', 'Mosquitas que hacen posible el chocolate'],
    [
      'Cacao flowers, which become cocoa beans for chocolate, are pollinated by tiny flies called midges, not by bees.',
      'Las flores del cacao, que se convierten en los granos del chocolate, las polinizan unas mosquitas diminutas, no las abejas.',
    ],
  ),
  fact(
    'fact-fig-wasps',
    c,
    4,
    ['Figs and their wasps', 'Los higos y sus avispas'],
    [
      'Wild fig trees and tiny fig wasps need each other. The wasps crawl inside the fig to lay eggs and pollinate the flowers hidden inside it.',
      'Las higueras silvestres y unas avispitas diminutas se necesitan. Las avispas entran en el higo para poner huevos y polinizan las flores escondidas dentro.',
    ],
  ),
  fact(
    'fact-vanilla-by-hand',
    c,
    4,
    ['Vanilla pollinated by hand', 'Vainilla polinizada a mano'],
    [
      'On most vanilla farms, people pollinate each vanilla orchid flower by hand with a tiny stick, because its natural pollinators live far away.',
      'En la mayoría de las granjas de vainilla, las personas polinizan cada flor de orquídea a mano con un palito, porque sus polinizadores naturales viven lejos.',
    ],
  ),
  fact(
    'fact-almond-bees',
    c,
    3,
    ['Bees for almonds', 'Abejas para las almendras'],
    [
      'Almond trees need bees to make almonds. Every spring, beekeepers bring millions of hives to the big almond orchards of California.',
      'Los almendros necesitan abejas para dar almendras. Cada primavera, los apicultores llevan millones de colmenas a los grandes almendrales de California.',
    ],
  ),
  fact(
    'fact-squash-one-day',
    c,
    2,
    ['Flowers that open for one day', 'Flores que se abren un solo día'],
    [
      'A pumpkin or squash flower opens in the morning and closes by afternoon, just once. Bees must visit it that morning for a pumpkin to grow.',
      'Una flor de calabaza se abre por la mañana y se cierra por la tarde, una sola vez. Las abejas tienen que visitarla esa mañana para que crezca una calabaza.',
    ],
  ),
  fact(
    'fact-self-pollination',
    c,
    3,
    ['Plants that pollinate themselves', 'Plantas que se polinizan solas'],
    [
      'Some plants, like peas and beans, can pollinate themselves inside their own flowers. Others need pollen from another plant.',
      'Algunas plantas, como los guisantes y las judías, pueden polinizarse solas dentro de su propia flor. Otras necesitan polen de otra planta.',
    ],
  ),
  fact(
    'fact-pollen-shapes',
    c,
    3,
    ['Pollen under a microscope', 'El polen al microscopio'],
    [
      'Under a microscope pollen grains look amazing: some are spiky balls, some look like footballs and some have little air sacs like wings.',
      'Al microscopio, los granos de polen son asombrosos: unos son bolas con pinchos, otros parecen balones y otros tienen sacos de aire como alas.',
    ],
  ),
  fact(
    'fact-pollen-colors',
    c,
    2,
    ['Pollen is not always yellow', 'El polen no siempre es amarillo'],
    [
      'Pollen can be yellow, orange, red, gray or even blue. Look at a bee’s pollen baskets to guess which flowers she visited!',
      'El polen puede ser amarillo, naranja, rojo, gris ¡o hasta azul! Mira las cestitas de polen de una abeja para adivinar qué flores visitó.',
    ],
    [
      'Phacelia, a favorite bee flower, has blue-purple pollen.',
      'La facelia, una flor favorita de las abejas, tiene polen azul violeta.',
    ],
  ),
  fact(
    'fact-coffee-and-bees',
    c,
    3,
    ['Bees and coffee', 'Las abejas y el café'],
    [
      'Coffee plants can pollinate themselves, but when bees visit their flowers, the plants usually make more coffee beans.',
      'Las plantas de café pueden polinizarse solas, pero cuando las abejas visitan sus flores suelen dar más granos de café.',
    ],
  ),
  fact(
    'fact-flower-electricity',
    c,
    5,
    ['Flowers with a tiny charge', 'Flores con una carguita eléctrica'],
    [
      'Flowers have a weak electric charge. Scientists found that bumblebees can sense it with their hairs and may tell if another bee just emptied the flower.',
      'Las flores tienen una carga eléctrica débil. Los científicos descubrieron que los abejorros la sienten con sus pelos y pueden saber si otra abeja acaba de vaciar la flor.',
    ],
  ),
  fact(
    'fact-bee-orchid-trick',
    c,
    4,
    ['An orchid that looks like a bee', 'Una orquídea que parece una abeja'],
    [
      'Some orchids, like the bee orchids of Europe, have flowers shaped and colored like a female bee. Male bees are tricked into visiting them and carry away their pollen.',
      'Algunas orquídeas, como las orquídeas abeja de Europa, tienen flores con la forma y los colores de una abeja hembra. Los machos caen en el engaño, las visitan y se llevan su polen.',
    ],
  ),
  fact(
    'fact-sunflower-florets',
    c,
    2,
    ['One sunflower, many flowers', 'Un girasol, muchas flores'],
    [
      'The big middle of a sunflower is really hundreds, even more than a thousand, tiny flowers. Each one can become a seed.',
      'El gran centro de un girasol son en realidad cientos, hasta más de mil, florecitas. Cada una puede convertirse en una semilla.',
    ],
  ),
  fact(
    'fact-dandelion-many-flowers',
    c,
    1,
    ['A dandelion is a bouquet', 'Un diente de león es un ramo'],
    [
      'Each dandelion head is made of many tiny flowers packed together. That is why bees love it: lots of food in one stop!',
      'Cada cabeza de diente de león está hecha de muchas florecitas juntas. Por eso les encanta a las abejas: ¡mucha comida en una sola parada!',
    ],
  ),
  fact(
    'fact-beetle-pollinators',
    c,
    3,
    ['The first pollinators', 'Los primeros polinizadores'],
    [
      'Beetles were pollinating flowers long before bees existed. Magnolia flowers are still pollinated by beetles today.',
      'Los escarabajos polinizaban flores mucho antes de que existieran las abejas. Las flores de magnolia todavía las polinizan escarabajos hoy.',
    ],
  ),
  fact(
    'fact-butterfly-tongue',
    c,
    1,
    ['A curly tongue', 'Una lengua enrollada'],
    [
      'Butterflies drink nectar with a long tongue that they keep curled up like a spring, and unroll to sip from a flower.',
      'Las mariposas beben néctar con una lengua larga que guardan enrollada como un muelle y desenrollan para beber de una flor.',
    ],
  ),
  fact(
    'fact-pollen-tube',
    c,
    5,
    ['A tube to the seed', 'Un tubo hasta la semilla'],
    [
      'When a pollen grain lands on the right flower, it grows a tiny tube down through the pistil to reach the part that becomes a seed.',
      'Cuando un grano de polen cae en la flor correcta, le crece un tubito que baja por el pistilo hasta llegar a la parte que será una semilla.',
    ],
  ),
  fact(
    'fact-lopsided-apples',
    c,
    4,
    ['Lopsided apples', 'Manzanas torcidas'],
    [
      'An apple has spaces for up to ten seeds. If bees bring too little pollen, some seeds do not form and the apple can grow lopsided.',
      'Una manzana tiene espacio para hasta diez semillas. Si las abejas traen poco polen, algunas semillas no se forman y la manzana puede crecer torcida.',
    ],
  ),
  fact(
    'fact-flowers-change-color',
    c,
    4,
    ['Flowers that change color', 'Flores que cambian de color'],
    [
      'Some flowers, like horse chestnut blossoms, change the color of their spots after they are pollinated, telling bees there is no more nectar.',
      'Algunas flores, como las del castaño de Indias, cambian el color de sus manchas después de ser polinizadas, y así avisan a las abejas de que ya no hay néctar.',
    ],
  ),
  fact(
    'fact-nectar-refills',
    c,
    3,
    ['Nectar refills', 'Néctar que se rellena'],
    [
      'Many flowers refill their nectar after a bee drinks it. Borage can refill in just a few minutes, so bees keep coming back.',
      'Muchas flores vuelven a llenarse de néctar después de que una abeja lo beba. La borraja puede rellenarse en pocos minutos, así que las abejas siempre vuelven.',
    ],
  ),
  fact(
    'fact-flower-shapes-bees',
    c,
    2,
    ['Flower shapes bees like', 'Formas de flor que gustan a las abejas'],
    [
      'Bees like open, bowl-shaped flowers and flowers with a little lip to land on. Very frilly flowers with lots of petals often hide their pollen.',
      'A las abejas les gustan las flores abiertas con forma de cuenco y las que tienen un labio para posarse. Las flores con muchísimos pétalos suelen esconder el polen.',
    ],
  ),
  fact(
    'fact-hoverflies',
    c,
    2,
    ['Flies dressed as bees', 'Moscas disfrazadas de abeja'],
    [
      'Hoverflies have yellow and black stripes like bees, but they are flies and cannot sting. They are good pollinators too.',
      'Los sírfidos tienen rayas amarillas y negras como las abejas, pero son moscas y no pican. También son buenos polinizadores.',
    ],
    [
      'They can hover in one spot in the air, like tiny helicopters.',
      'Pueden quedarse quietos en el aire, como helicópteros diminutos.',
    ],
  ),
  fact(
    'fact-seeds-from-pollination',
    c,
    1,
    ['No pollen, no seeds', 'Sin polen no hay semillas'],
    [
      'Many plants can only make seeds after pollination. Those seeds grow into the next plants, so pollinators help whole meadows keep growing.',
      'Muchas plantas solo pueden hacer semillas después de la polinización. Esas semillas crecen y se convierten en nuevas plantas, así que los polinizadores ayudan a que praderas enteras sigan creciendo.',
    ],
  ),
  fact(
    'fact-pollination-by-hand-garden',
    c,
    3,
    ['Be a pollinator', 'Sé polinizador'],
    [
      'You can pollinate a squash flower yourself: with a grown-up, take pollen from a male flower on a small paintbrush and dab it in the middle of a female flower.',
      'Tú mismo puedes polinizar una flor de calabaza: con una persona adulta, toma polen de una flor macho con un pincelito y tócalo en el centro de una flor hembra.',
    ],
  ),
]
