// More bee biology facts for families: bodies, senses and the lives of honeybees and other bees.
import { fact } from './fact-builder'

const c = 'bee_biology'

export const BEE_BIOLOGY_FACTS = [
  fact(
    'fact-bee-tongue-straw',
    c,
    1,
    ['A tongue like a straw', 'Una lengua como una pajita'],
    [
      'Bees drink nectar with a long tongue called a proboscis. It works like a drinking straw.',
      'Las abejas beben el néctar con una lengua larga llamada probóscide. Funciona como una pajita.',
    ],
    [
      'When the bee is not drinking, it folds its tongue away under its head.',
      'Cuando la abeja no bebe, dobla la lengua y la guarda bajo la cabeza.',
    ],
  ),
  fact(
    'fact-bee-leg-tools',
    c,
    2,
    ['Legs full of tools', 'Patas llenas de herramientas'],
    [
      'A bee’s legs are like a toolbox. The front legs have a little notch for cleaning the antennae, and the back legs carry pollen home.',
      'Las patas de una abeja son como una caja de herramientas. Las delanteras tienen una muesca para limpiar las antenas y las traseras llevan el polen a casa.',
    ],
  ),
  fact(
    'fact-bee-flying-speed',
    c,
    2,
    ['How fast bees fly', 'Qué rápido vuelan las abejas'],
    [
      'A honeybee can fly at about 25 kilometers (15 miles) an hour, about as fast as a child on a bike going downhill.',
      'Una abeja melífera puede volar a unos 25 kilómetros por hora, más o menos como un niño en bici cuesta abajo.',
    ],
    [
      'On the way home, full of nectar, she flies a bit slower.',
      'De vuelta a casa, llena de néctar, vuela un poco más despacio.',
    ],
  ),
  fact(
    'fact-bee-heart-tube',
    c,
    3,
    ['A heart like a tube', 'Un corazón como un tubo'],
    [
      'A bee’s heart is a long thin tube along its back. It pumps the bee’s blood, which is not red but almost clear.',
      'El corazón de una abeja es un tubo largo y fino a lo largo de la espalda. Bombea la sangre de la abeja, que no es roja sino casi transparente.',
    ],
  ),
  fact(
    'fact-bee-breathing-holes',
    c,
    3,
    ['Breathing through little holes', 'Respirar por agujeritos'],
    [
      'Bees have no lungs. Air goes in through tiny holes along their sides, called spiracles, and travels through little tubes to every part of the body.',
      'Las abejas no tienen pulmones. El aire entra por unos agujeritos en los costados, llamados espiráculos, y viaja por tubitos a todo el cuerpo.',
    ],
  ),
  fact(
    'fact-bee-outside-skeleton',
    c,
    2,
    ['A skeleton on the outside', 'Un esqueleto por fuera'],
    [
      'Bees have no bones inside. Their hard outer shell, called an exoskeleton, holds them up and protects them like armor.',
      'Las abejas no tienen huesos dentro. Su caparazón duro, llamado exoesqueleto, las sostiene y las protege como una armadura.',
    ],
  ),
  fact(
    'fact-bee-hairy-eyes',
    c,
    2,
    ['Even their eyes are hairy', 'Hasta sus ojos tienen pelos'],
    [
      'Bees are covered in feathery, branched hairs that catch pollen. Honeybees even have tiny hairs between the lenses of their eyes.',
      'Las abejas están cubiertas de pelitos ramificados, como plumas, que atrapan el polen. Las abejas melíferas tienen pelitos hasta entre las lentes de los ojos.',
    ],
    [
      'The hairs can also feel the wind, which helps with flying.',
      'Los pelos también sienten el viento, y eso las ayuda a volar.',
    ],
  ),
  fact(
    'fact-bee-tiny-brain',
    c,
    3,
    ['A tiny, clever brain', 'Un cerebro diminuto y listo'],
    [
      'A bee’s brain is about the size of a sesame seed, but it can learn colors, smells, shapes and the way home.',
      'El cerebro de una abeja es del tamaño de una semilla de sésamo, pero puede aprender colores, olores, formas y el camino a casa.',
    ],
    [
      'It has about a million nerve cells. Yours has about 86 billion!',
      'Tiene alrededor de un millón de neuronas. ¡El tuyo tiene unos 86 000 millones!',
    ],
  ),
  fact(
    'fact-bees-count',
    c,
    4,
    ['Bees can count a little', 'Las abejas saben contar un poco'],
    [
      'In experiments, honeybees learned to count small numbers of objects, up to about four, to find a sweet reward.',
      'En experimentos, las abejas melíferas aprendieron a contar pocos objetos, hasta unos cuatro, para encontrar un premio dulce.',
    ],
  ),
  fact(
    'fact-worker-lifespan',
    c,
    2,
    ['Summer bees and winter bees', 'Abejas de verano y de invierno'],
    [
      'A worker bee born in summer lives only about five or six weeks because she works so hard. Worker bees born in autumn can live through the whole winter.',
      'Una obrera que nace en verano vive solo unas cinco o seis semanas porque trabaja muchísimo. Las que nacen en otoño pueden vivir todo el invierno.',
    ],
  ),
  fact(
    'fact-queen-lifespan',
    c,
    2,
    ['A long-lived queen', 'Una reina que vive mucho'],
    [
      'A honeybee queen can live for several years, much longer than the workers, her daughters.',
      'Una reina de abeja melífera puede vivir varios años, mucho más que las obreras, que son sus hijas.',
    ],
  ),
  fact(
    'fact-queen-eggs-per-day',
    c,
    3,
    ['Up to 2,000 eggs a day', 'Hasta 2000 huevos al día'],
    [
      'In early summer a busy queen can lay up to about 2,000 eggs in one day, one egg in each clean cell.',
      'A principios del verano, una reina muy ocupada puede poner hasta unos 2000 huevos en un día, uno en cada celda limpia.',
    ],
    [
      'Nurse bees feed her all day so she has the energy.',
      'Las nodrizas le dan de comer todo el día para que tenga energía.',
    ],
  ),
  fact(
    'fact-barbed-stinger',
    c,
    3,
    ['Why a honeybee stings only once', 'Por qué una abeja melífera pica solo una vez'],
    [
      'A worker honeybee’s stinger has tiny hooks. In a person’s skin it gets stuck, and the bee dies, so honeybees only sting when they feel they must protect their home.',
      'El aguijón de una obrera melífera tiene ganchitos. En la piel de una persona se queda enganchado y la abeja muere, así que solo pica cuando siente que debe proteger su casa.',
    ],
    ['Bumblebees and wasps have smooth stingers.', 'Los abejorros y las avispas tienen aguijones lisos.'],
  ),
  fact(
    'fact-bees-sleep',
    c,
    2,
    ['Bees need sleep', 'Las abejas necesitan dormir'],
    [
      'Bees sleep too! Forager bees rest at night, and their antennae droop while they sleep.',
      '¡Las abejas también duermen! Las pecoreadoras descansan por la noche y sus antenas caen mientras duermen.',
    ],
    [
      'Some solitary bees sleep holding on to a plant stem with their jaws.',
      'Algunas abejas solitarias duermen agarradas a un tallo con las mandíbulas.',
    ],
  ),
  fact(
    'fact-bee-body-clock',
    c,
    3,
    ['A clock inside', 'Un reloj por dentro'],
    [
      'Bees have a body clock. They learn at what time of day their favorite flowers have the most nectar and visit them at that time.',
      'Las abejas tienen un reloj interno. Aprenden a qué hora del día sus flores favoritas tienen más néctar y las visitan a esa hora.',
    ],
  ),
  fact(
    'fact-honey-stomach',
    c,
    2,
    ['Two stomachs', 'Dos estómagos'],
    [
      'A honeybee has a special honey stomach just for carrying nectar home, separate from the stomach she uses for her own food.',
      'Una abeja melífera tiene un estómago especial solo para llevar el néctar a casa, distinto del estómago que usa para su propia comida.',
    ],
    [
      'A full honey stomach can weigh almost half as much as the bee.',
      'Un estómago de miel lleno puede pesar casi la mitad que la abeja.',
    ],
  ),
  fact(
    'fact-bee-super-smell',
    c,
    3,
    ['A super sense of smell', 'Un superolfato'],
    [
      'Honeybees have many more smell sensors than most insects. Scientists have even trained bees to sniff out certain smells, like dogs do.',
      'Las abejas melíferas tienen muchos más sensores de olor que la mayoría de los insectos. Los científicos hasta han entrenado abejas para detectar ciertos olores, como hacen los perros.',
    ],
  ),
  fact(
    'fact-drone-big-eyes',
    c,
    2,
    ['Drones have giant eyes', 'Los zánganos tienen ojos gigantes'],
    [
      'A drone’s eyes are so big that they meet at the top of his head. They help him spot a queen flying high in the sky.',
      'Los ojos de un zángano son tan grandes que se juntan en lo alto de la cabeza. Lo ayudan a ver a una reina volando alto en el cielo.',
    ],
  ),
  fact(
    'fact-workers-are-sisters',
    c,
    1,
    ['A hive full of sisters', 'Una colmena llena de hermanas'],
    [
      'All the worker bees in a hive are sisters. They are daughters of the same mother, the queen.',
      'Todas las obreras de una colmena son hermanas. Son hijas de la misma madre, la reina.',
    ],
  ),
  fact(
    'fact-bee-jaws',
    c,
    2,
    ['Bees have jaws', 'Las abejas tienen mandíbulas'],
    [
      'Next to its tongue, a bee has two strong jaws called mandibles. It uses them to shape wax, carry things and clean the hive.',
      'Junto a la lengua, la abeja tiene dos mandíbulas fuertes. Las usa para dar forma a la cera, llevar cosas y limpiar la colmena.',
    ],
  ),
  fact(
    'fact-wax-flakes',
    c,
    3,
    ['Wax from the tummy', 'Cera de la barriga'],
    [
      'Young worker bees have four pairs of wax glands under their abdomen. Little flakes of wax come out, and the bees chew them soft to build comb.',
      'Las obreras jóvenes tienen cuatro pares de glándulas de cera bajo el abdomen. Salen escamitas de cera y las abejas las mastican para construir el panal.',
    ],
  ),
  fact(
    'fact-pollen-press',
    c,
    4,
    ['A pollen press', 'Una prensa de polen'],
    [
      'On her back legs a honeybee has combs and a little press. She brushes pollen off her body, presses it into a ball and packs it into her pollen basket while flying.',
      'En las patas traseras, la abeja melífera tiene peines y una pequeña prensa. Se cepilla el polen del cuerpo, lo aprieta en una bolita y lo guarda en su cestita mientras vuela.',
    ],
  ),
  fact(
    'fact-bees-no-ears',
    c,
    3,
    ['No ears, but they feel sounds', 'Sin orejas, pero sienten los sonidos'],
    [
      'Bees have no ears. They feel vibrations through their legs and pick up buzzing sounds with special parts of their antennae.',
      'Las abejas no tienen orejas. Sienten las vibraciones con las patas y captan los zumbidos con unas partes especiales de las antenas.',
    ],
  ),
  fact(
    'fact-bee-weight',
    c,
    1,
    ['Light as a feather', 'Ligera como una pluma'],
    [
      'A honeybee weighs about one tenth of a gram. Ten bees together weigh about as much as a paper clip.',
      'Una abeja melífera pesa alrededor de una décima de gramo. Diez abejas juntas pesan más o menos lo mismo que un clip.',
    ],
  ),
  fact(
    'fact-bee-fast-vision',
    c,
    4,
    ['Super-fast eyes', 'Ojos superrápidos'],
    [
      'Bee eyes notice movement much faster than ours. A movie would look like a slow slide show to a bee.',
      'Los ojos de las abejas notan el movimiento mucho más rápido que los nuestros. Una película le parecería a una abeja una lenta serie de fotos.',
    ],
  ),
  fact(
    'fact-sky-compass',
    c,
    5,
    ['A compass in the sky', 'Una brújula en el cielo'],
    [
      'Bees can see patterns of polarized light in the blue sky, which show them where the sun is even when clouds hide it.',
      'Las abejas pueden ver dibujos de luz polarizada en el cielo azul, que les muestran dónde está el sol aunque lo tapen las nubes.',
    ],
    [
      'Our eyes cannot see polarized light, but special sunglasses can use it.',
      'Nuestros ojos no ven la luz polarizada, pero algunas gafas de sol especiales la usan.',
    ],
  ),
  fact(
    'fact-bee-antenna-cleaning',
    c,
    1,
    ['Always clean', 'Siempre limpias'],
    [
      'Bees clean themselves often, especially their antennae, because they need them to smell, touch and taste.',
      'Las abejas se limpian a menudo, sobre todo las antenas, porque las necesitan para oler, tocar y saborear.',
    ],
  ),
  fact(
    'fact-bee-learns-landmarks',
    c,
    2,
    ['Remembering the way home', 'Recordar el camino a casa'],
    [
      'On her first flights a young bee circles in front of the hive to learn trees, houses and other landmarks, so she can always find her way back.',
      'En sus primeros vuelos, una abeja joven da vueltas delante de la colmena para aprender los árboles, las casas y otras señales, y así siempre sabe volver.',
    ],
  ),
  fact(
    'fact-bee-four-wings',
    c,
    1,
    ['Four wings', 'Cuatro alas'],
    [
      'Bees have four wings: two big front wings and two smaller back wings. They beat together like one pair when the bee flies.',
      'Las abejas tienen cuatro alas: dos grandes delante y dos más pequeñas detrás. Cuando la abeja vuela, se mueven juntas como si fueran un solo par.',
    ],
  ),
]
