// More conservation facts for families: what threatens bees and what children and families can do.
import { fact } from './fact-builder'

const c = 'conservation'

export const CONSERVATION_FACTS = [
  fact(
    'fact-habitat-loss',
    c,
    2,
    ['Bees need wild places', 'Las abejas necesitan lugares salvajes'],
    [
      'The biggest problem for wild bees is losing their homes and flowers when meadows and hedges are replaced by roads, buildings and bare lawns.',
      'El mayor problema de las abejas silvestres es perder sus casas y sus flores cuando las praderas y los setos se sustituyen por carreteras, edificios y céspedes sin flores.',
    ],
  ),
  fact(
    'fact-neonicotinoids',
    c,
    4,
    ['Insecticides that harm bees', 'Insecticidas que dañan a las abejas'],
    [
      'Some insecticides called neonicotinoids can harm bees even in tiny amounts. In 2018 the European Union banned the three most used ones on crops grown outdoors.',
      'Algunos insecticidas llamados neonicotinoides pueden dañar a las abejas incluso en cantidades muy pequeñas. En 2018 la Unión Europea prohibió los tres más usados en los cultivos al aire libre.',
    ],
  ),
  fact(
    'fact-climate-and-bees',
    c,
    4,
    ['A warmer world', 'Un mundo más cálido'],
    [
      'As the climate warms, some flowers bloom earlier than before. If bees wake up at the old time, their food may already be gone.',
      'Al calentarse el clima, algunas plantas florecen antes de lo que solían. Si las abejas despiertan a la hora de siempre, puede que su comida ya no esté.',
    ],
    [
      'Some bumblebees are moving to cooler places, higher up mountains.',
      'Algunos abejorros se están mudando a lugares más frescos, más arriba en las montañas.',
    ],
  ),
  fact(
    'fact-no-mow-may',
    c,
    2,
    ['Let the lawn bloom', 'Deja florecer el césped'],
    [
      'Some families mow less in spring so dandelions and clover can flower. A lawn full of flowers feeds many more bees than short grass.',
      'Algunas familias cortan menos el césped en primavera para que florezcan los dientes de león y el trébol. Un césped con flores alimenta a muchas más abejas que la hierba corta.',
    ],
  ),
  fact(
    'fact-bee-highway',
    c,
    3,
    ['A highway for bees', 'Una autopista para abejas'],
    [
      'Some cities plant flowers on roofs, balconies and roadsides in a long line, so bees can travel across the city from one flower stop to the next.',
      'Algunas ciudades plantan flores en tejados, balcones y bordes de carreteras en una larga fila, para que las abejas puedan cruzar la ciudad de una parada de flores a la siguiente.',
    ],
  ),
  fact(
    'fact-bee-counting-projects',
    c,
    2,
    ['Count bees for science', 'Cuenta abejas para la ciencia'],
    [
      'Projects around the world ask families to count bees on flowers and send in photos. Scientists use the counts to see where bees need help.',
      'Proyectos de todo el mundo piden a las familias que cuenten abejas en las flores y envíen fotos. Los científicos usan esas cuentas para ver dónde necesitan ayuda las abejas.',
    ],
  ),
  fact(
    'fact-tired-bumblebee',
    c,
    2,
    ['Helping a tired bumblebee', 'Ayudar a un abejorro cansado'],
    [
      'A bumblebee sitting still on the ground may be out of energy. With a grown-up, put it on a flower, or offer a drop of sugar and water on a spoon. Never give honey, which can carry bee diseases.',
      'Un abejorro quieto en el suelo puede haberse quedado sin energía. Con una persona adulta, ponlo en una flor u ofrécele una gota de agua con azúcar en una cuchara. Nunca le des miel, que puede llevar enfermedades de abejas.',
    ],
  ),
  fact(
    'fact-light-pollution',
    c,
    4,
    ['Lights out for moths', 'Apaga la luz por las polillas'],
    [
      'Bright lights at night confuse moths, which are important night pollinators. Turning off outdoor lights you do not need helps them.',
      'Las luces fuertes de noche confunden a las polillas, que son importantes polinizadoras nocturnas. Apagar las luces de fuera que no necesitas las ayuda.',
    ],
  ),
  fact(
    'fact-flowering-trees',
    c,
    2,
    ['Trees full of food', 'Árboles llenos de comida'],
    [
      'A single flowering tree, like a willow, linden or fruit tree, can have thousands of flowers and feed huge numbers of bees.',
      'Un solo árbol con flores, como un sauce, un tilo o un frutal, puede tener miles de flores y alimentar a muchísimas abejas.',
    ],
  ),
  fact(
    'fact-local-honey',
    c,
    1,
    ['Local beekeepers', 'Apicultores de tu zona'],
    [
      'Buying honey from beekeepers near you supports people who look after bees in your area.',
      'Comprar miel a apicultores de tu zona ayuda a las personas que cuidan de las abejas cerca de ti.',
    ],
  ),
  fact(
    'fact-wild-bees-need-help',
    c,
    3,
    ['Wild bees need help most', 'Las abejas silvestres necesitan más ayuda'],
    [
      'Honeybees are looked after by beekeepers, but the thousands of wild bee species have no one to care for them. In many places, some of them are in danger.',
      'A las abejas melíferas las cuidan los apicultores, pero las miles de especies de abejas silvestres no tienen a nadie. En muchos lugares, algunas están en peligro.',
    ],
  ),
  fact(
    'fact-world-bee-day',
    c,
    1,
    ['World Bee Day', 'Día Mundial de las Abejas'],
    [
      'May 20 is World Bee Day. It is the birthday of Anton Janša, a beekeeper from Slovenia who taught people about bees over 250 years ago.',
      'El 20 de mayo es el Día Mundial de las Abejas. Es el cumpleaños de Anton Janša, un apicultor de Eslovenia que enseñó sobre las abejas hace más de 250 años.',
    ],
  ),
  fact(
    'fact-seed-balls',
    c,
    1,
    ['Make seed balls', 'Haz bolas de semillas'],
    [
      'Mix clay, compost and wildflower seeds of plants from your area into little balls. Let them dry, then plant them in a bare, sunny spot with a grown-up.',
      'Mezcla arcilla, compost y semillas de flores silvestres de tu zona en bolitas. Déjalas secar y luego plántalas en un sitio soleado y sin plantas con una persona adulta.',
    ],
  ),
  fact(
    'fact-leave-bumblebee-nests',
    c,
    2,
    ['Leave nests in peace', 'Deja los nidos en paz'],
    [
      'If you find a bumblebee nest, leave it alone and give it space. The colony only lasts one summer and then the bees are gone.',
      'Si encuentras un nido de abejorros, déjalo tranquilo y dale espacio. La colonia solo dura un verano y luego las abejas se van.',
    ],
  ),
  fact(
    'fact-hedgerows',
    c,
    3,
    ['Hedges are homes', 'Los setos son casas'],
    [
      'Hedges of mixed bushes give bees flowers in spring, berries for birds in autumn and shelter for insects all year round.',
      'Los setos de arbustos variados dan flores a las abejas en primavera, bayas a los pájaros en otoño y refugio a los insectos todo el año.',
    ],
  ),
  fact(
    'fact-mow-higher',
    c,
    2,
    ['Mow high and less often', 'Corta alto y menos veces'],
    [
      'Setting the mower higher and mowing every two or three weeks lets low flowers like clover bloom between cuts.',
      'Cortar el césped más alto y cada dos o tres semanas deja que flores bajitas como el trébol florezcan entre corte y corte.',
    ],
  ),
  fact(
    'fact-hand-pick-pests',
    c,
    1,
    ['Pick pests by hand', 'Quita las plagas a mano'],
    [
      'Instead of spraying, pick big pests like slugs and caterpillars off plants by hand with gloves on, or wash aphids off with water.',
      'En lugar de rociar productos, quita a mano, con guantes, las plagas grandes como babosas y orugas, o lava los pulgones con agua.',
    ],
  ),
  fact(
    'fact-balcony-flowers',
    c,
    1,
    ['Flowers on a balcony', 'Flores en el balcón'],
    [
      'You do not need a big garden. A few pots of flowers or herbs on a balcony or windowsill can feed passing bees in a city.',
      'No hace falta un jardín grande. Unas macetas con flores o hierbas en un balcón o una ventana pueden alimentar a las abejas que pasan por la ciudad.',
    ],
  ),
  fact(
    'fact-lost-meadows',
    c,
    4,
    ['Where did the meadows go?', '¿Adónde fueron las praderas?'],
    [
      'In Britain, about 97 percent of wildflower meadows have disappeared since the 1930s. Planting new meadows gives bees back some of their food.',
      'En Gran Bretaña han desaparecido cerca del 97 por ciento de las praderas de flores silvestres desde los años treinta. Plantar praderas nuevas devuelve a las abejas parte de su comida.',
    ],
  ),
  fact(
    'fact-safe-plant-shopping',
    c,
    3,
    ['Choosing plants at the shop', 'Elegir plantas en la tienda'],
    [
      'When buying plants, ask whether they were grown without insecticides that stay inside the plant, so their nectar and pollen are safe for bees.',
      'Al comprar plantas, pregunta si se cultivaron sin insecticidas que se quedan dentro de la planta, para que su néctar y su polen sean seguros para las abejas.',
    ],
  ),
  fact(
    'fact-clean-bee-hotels',
    c,
    3,
    ['Keep bee hotels clean', 'Mantén limpio el hotel de abejas'],
    [
      'Bee hotels need care. Replace the tubes or clean them every year or two, so mites and mold do not build up and harm the bees.',
      'Los hoteles de abejas necesitan cuidados. Cambia o limpia los tubos cada uno o dos años para que no se acumulen ácaros y moho que dañen a las abejas.',
    ],
  ),
  fact(
    'fact-diverse-flowers',
    c,
    2,
    ['Many kinds of flowers', 'Muchas clases de flores'],
    [
      'Different bees have different tongues and favorite flowers. Planting many kinds of flowers feeds many kinds of bees.',
      'Las distintas abejas tienen lenguas y flores favoritas diferentes. Plantar muchas clases de flores alimenta a muchas clases de abejas.',
    ],
  ),
  fact(
    'fact-pollinator-school-garden',
    c,
    1,
    ['A school garden for bees', 'Un huerto escolar para abejas'],
    [
      'A small flower bed at school can become a classroom: students plant flowers, watch which bees visit and keep a bee diary.',
      'Un pequeño parterre en la escuela puede ser un aula: los alumnos plantan flores, miran qué abejas las visitan y llevan un diario de abejas.',
    ],
  ),
  fact(
    'fact-bees-and-farm-edges',
    c,
    4,
    ['Flower strips on farms', 'Franjas de flores en las granjas'],
    [
      'Many farmers now sow strips of wildflowers along the edges of their fields. The flowers feed bees, and the bees help the crops.',
      'Muchos agricultores siembran ahora franjas de flores silvestres en los bordes de sus campos. Las flores alimentan a las abejas, y las abejas ayudan a los cultivos.',
    ],
  ),
  fact(
    'fact-share-what-you-know',
    c,
    1,
    ['Be a bee teacher', 'Sé maestro de las abejas'],
    [
      'One of the best ways to help bees is to tell others what you learned. Teach a friend how to stay calm around bees and why flowers matter.',
      'Una de las mejores formas de ayudar a las abejas es contar lo que aprendiste. Enseña a un amigo a estar tranquilo cerca de las abejas y por qué importan las flores.',
    ],
  ),
  fact(
    'fact-bee-friendly-weeds',
    c,
    2,
    ['Friendly "weeds"', 'Las "malas hierbas" amigas'],
    [
      'Dandelions are one of the first foods for bees in spring. Leaving a few in the garden gives hungry bees a breakfast.',
      'Los dientes de león son una de las primeras comidas de las abejas en primavera. Dejar unos cuantos en el jardín da un desayuno a las abejas hambrientas.',
    ],
  ),
  fact(
    'fact-pesticide-timing',
    c,
    5,
    ['Protecting bees on farms', 'Proteger a las abejas en las granjas'],
    [
      'When farmers must spray, bee-friendly rules say to avoid crops in flower and to spray in the evening, when fewer bees are flying.',
      'Cuando los agricultores tienen que fumigar, las normas amigas de las abejas dicen que hay que evitar los cultivos en flor y fumigar al atardecer, cuando vuelan menos abejas.',
    ],
  ),
  fact(
    'fact-bee-diseases-spread',
    c,
    5,
    ['Stopping bee sicknesses', 'Frenar las enfermedades de las abejas'],
    [
      'Bee diseases can spread between managed bees and wild bees. Beekeepers check their hives and treat sick colonies to protect all bees.',
      'Las enfermedades de las abejas pueden pasar de las abejas de los apicultores a las silvestres. Los apicultores revisan sus colmenas y tratan las colonias enfermas para proteger a todas las abejas.',
    ],
  ),
  fact(
    'fact-small-steps-matter',
    c,
    1,
    ['Every flower counts', 'Cada flor cuenta'],
    [
      'You do not have to save all the bees at once. Every flower planted, every spray skipped and every wild corner left helps.',
      'No tienes que salvar a todas las abejas de golpe. Cada flor plantada, cada producto que no usas y cada rincón salvaje que dejas ayudan.',
    ],
  ),
]
