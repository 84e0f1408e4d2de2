// Bilingual (English/Spanish) bee and garden facts that Mochi teaches, loaded into the database on start.
import { BEE_BIOLOGY_FACTS } from './facts-bee-biology'
import { BEE_SPECIES_FACTS } from './facts-bee-species'
import { CONSERVATION_FACTS } from './facts-conservation'
import { GARDEN_BASICS_FACTS } from './facts-garden-basics'
import { HONEY_AND_HIVE_FACTS } from './facts-honey-and-hive'
import { POLLINATION_FACTS } from './facts-pollination'
import type { SeedFact } from './types'

const FIRST_FACTS: SeedFact[] = [
  // ---------------------------------------------------------------- bee_biology
  {
    id: 'honeybee-five-eyes',
    category: 'bee_biology',
    difficulty: 1,
    title: { en: 'Bees have five eyes', es: 'Las abejas tienen cinco ojos' },
    content: {
      en: 'A honeybee has two big compound eyes on the sides of its head and three small simple eyes on top.',
      es: 'Una abeja melífera tiene dos grandes ojos compuestos a los lados de la cabeza y tres ojos simples pequeños arriba.',
    },
    funFact: {
      en: 'Bees can see ultraviolet light, which shows them secret patterns on flowers.',
      es: 'Las abejas ven la luz ultravioleta, que les muestra dibujos secretos en las flores.',
    },
  },
  {
    id: 'bee-three-body-parts',
    category: 'bee_biology',
    difficulty: 1,
    title: { en: 'A bee has three body parts', es: 'La abeja tiene tres partes del cuerpo' },
    content: {
      en: "Like all insects, a bee's body has three main parts: the head, the thorax in the middle and the abdomen at the back. It also has six legs.",
      es: 'Como todos los insectos, el cuerpo de la abeja tiene tres partes principales: la cabeza, el tórax en el medio y el abdomen atrás. También tiene seis patas.',
    },
    funFact: {
      en: 'Bees have four wings, and tiny hooks join each front wing to the back wing when they fly.',
      es: 'Las abejas tienen cuatro alas, y unos ganchitos unen cada ala delantera con la trasera cuando vuelan.',
    },
  },
  {
    id: 'bee-antennae-smell',
    category: 'bee_biology',
    difficulty: 1,
    title: { en: 'Smelling with antennae', es: 'Oler con las antenas' },
    content: {
      en: 'Bees smell with their two antennae. They use them to find flowers, to recognize their nest mates and to find their way in the dark hive.',
      es: 'Las abejas huelen con sus dos antenas. Las usan para encontrar flores, reconocer a sus compañeras y orientarse en la oscuridad de la colmena.',
    },
    funFact: {
      en: 'Honeybees can also taste with their feet!',
      es: '¡Las abejas melíferas también pueden saborear con las patas!',
    },
  },
  {
    id: 'bee-wing-buzz',
    category: 'bee_biology',
    difficulty: 2,
    title: { en: 'Where the buzz comes from', es: 'De dónde viene el zumbido' },
    content: {
      en: "The buzz you hear comes from a bee's wings moving super fast. A honeybee beats its wings about 200 to 230 times every second.",
      es: 'El zumbido que oyes lo hacen las alas de la abeja al moverse rapidísimo. Una abeja melífera bate las alas unas 200 a 230 veces por segundo.',
    },
    funFact: {
      en: 'That is much too fast for our eyes to see each flap.',
      es: 'Es demasiado rápido para que nuestros ojos vean cada aleteo.',
    },
  },
  {
    id: 'bee-pollen-baskets',
    category: 'bee_biology',
    difficulty: 2,
    title: { en: 'Pollen baskets', es: 'Cestillas de polen' },
    content: {
      en: 'Honeybees and bumblebees carry pollen home in "pollen baskets" on their back legs. They pack the pollen into neat little balls.',
      es: 'Las abejas melíferas y los abejorros llevan el polen a casa en unas "cestillas" que tienen en las patas traseras. Allí lo aprietan en bolitas.',
    },
    funFact: {
      en: 'Pollen balls can be yellow, orange, red or even blue, depending on the flower.',
      es: 'Según la flor, las bolitas de polen pueden ser amarillas, naranjas, rojas o incluso azules.',
    },
  },
  {
    id: 'drones-have-no-stinger',
    category: 'bee_biology',
    difficulty: 2,
    title: { en: 'Drones cannot sting', es: 'Los zánganos no pican' },
    content: {
      en: 'Male honeybees are called drones. Drones have no stinger, so they cannot sting, and they do not collect food or make honey.',
      es: 'Los machos de la abeja melífera se llaman zánganos. No tienen aguijón, así que no pueden picar, y tampoco recogen alimento ni hacen miel.',
    },
    funFact: {
      en: 'Drones have extra-big eyes that help them spot young queens flying in the sky.',
      es: 'Los zánganos tienen ojos enormes que les ayudan a ver a las reinas jóvenes cuando vuelan por el cielo.',
    },
  },
  {
    id: 'only-females-sting',
    category: 'bee_biology',
    difficulty: 3,
    title: { en: 'Only female bees sting', es: 'Solo las hembras pican' },
    content: {
      en: 'Only female bees can sting, because the stinger is a changed egg-laying tube. Bees sting only to defend themselves or their nest, so stay calm and never swat at them.',
      es: 'Solo las abejas hembras pueden picar, porque el aguijón es un tubo para poner huevos que cambió de forma. Las abejas solo pican para defenderse o proteger su nido, así que mantén la calma y nunca intentes golpearlas.',
    },
    funFact: {
      en: "A honeybee worker's stinger has tiny barbs, so it often gets stuck in skin.",
      es: 'El aguijón de la abeja obrera tiene pequeñas púas, por eso suele quedarse clavado en la piel.',
    },
  },
  {
    id: 'bee-metamorphosis',
    category: 'bee_biology',
    difficulty: 3,
    title: { en: 'From egg to bee', es: 'Del huevo a la abeja' },
    content: {
      en: 'A bee grows in four stages: egg, larva, pupa and adult. This big change is called complete metamorphosis.',
      es: 'Una abeja crece en cuatro etapas: huevo, larva, pupa y adulto. Este gran cambio se llama metamorfosis completa.',
    },
    funFact: {
      en: 'A honeybee worker takes about 21 days to grow from an egg into an adult.',
      es: 'Una abeja obrera tarda unos 21 días en pasar de huevo a adulta.',
    },
  },
  {
    id: 'worker-bee-jobs',
    category: 'bee_biology',
    difficulty: 3,
    title: { en: "A worker bee's many jobs", es: 'Los muchos trabajos de una obrera' },
    content: {
      en: 'Worker honeybees change jobs as they grow older. Young workers clean cells, feed babies and build comb, while older workers guard the hive and fly out to find food.',
      es: 'Las abejas obreras cambian de trabajo a medida que crecen. Las jóvenes limpian celdas, alimentan a las crías y construyen panal, y las mayores vigilan la colmena y salen a buscar alimento.',
    },
    funFact: {
      en: 'In summer, a worker bee usually lives only about five to six weeks.',
      es: 'En verano, una abeja obrera suele vivir solo unas cinco o seis semanas.',
    },
  },
  {
    id: 'bumblebees-shiver-to-warm-up',
    category: 'bee_biology',
    difficulty: 4,
    title: { en: 'Shivering to warm up', es: 'Tiritar para calentarse' },
    content: {
      en: 'Bees need warm flight muscles to fly. On chilly mornings, bumblebees shiver those muscles without moving their wings until they are warm enough to take off.',
      es: 'Las abejas necesitan tener calientes los músculos de vuelo. En las mañanas frías, los abejorros hacen tiritar esos músculos sin mover las alas hasta que están listos para despegar.',
    },
    funFact: {
      en: 'Their fuzzy coat works like a warm sweater.',
      es: 'Su pelaje esponjoso funciona como un suéter calentito.',
    },
  },
  {
    id: 'drones-have-no-father',
    category: 'bee_biology',
    difficulty: 5,
    title: { en: 'A drone has no father', es: 'El zángano no tiene padre' },
    content: {
      en: 'In honeybees, eggs that are fertilized become females, and eggs that are not fertilized become males. So a drone has a mother, the queen, but no father.',
      es: 'En las abejas melíferas, los huevos fecundados se convierten en hembras y los no fecundados, en machos. Por eso un zángano tiene madre, la reina, pero no tiene padre.',
    },
    funFact: {
      en: 'The queen decides whether to fertilize each egg as she lays it.',
      es: 'La reina decide si fecunda o no cada huevo en el momento de ponerlo.',
    },
  },

  // ---------------------------------------------------------------- honey_and_hive
  {
    id: 'how-bees-make-honey',
    category: 'honey_and_hive',
    difficulty: 1,
    title: { en: 'How bees make honey', es: 'Cómo hacen miel las abejas' },
    content: {
      en: 'Bees make honey from nectar, a sweet juice inside flowers. They store it in wax cells and fan it with their wings until it turns into thick honey.',
      es: 'Las abejas hacen miel con néctar, un jugo dulce que hay dentro de las flores. Lo guardan en celdas de cera y lo abanican con las alas hasta que se convierte en miel espesa.',
    },
    funFact: {
      en: 'Bees add enzymes, special helpers from their bodies, that change nectar into honey.',
      es: 'Las abejas le añaden enzimas, unas sustancias especiales de su cuerpo, que transforman el néctar en miel.',
    },
  },
  {
    id: 'queen-bee',
    category: 'honey_and_hive',
    difficulty: 1,
    title: { en: 'The queen bee', es: 'La abeja reina' },
    content: {
      en: 'A honeybee colony can have tens of thousands of bees, but usually just one queen. She is the mother of nearly all of them, and her main job is laying eggs.',
      es: 'Una colonia de abejas melíferas puede tener decenas de miles de abejas, pero normalmente una sola reina. Ella es la madre de casi todas, y su trabajo principal es poner huevos.',
    },
    funFact: {
      en: 'In late spring and summer, a queen can lay up to about 2,000 eggs in one day.',
      es: 'A finales de la primavera y en verano, una reina puede poner hasta unos 2000 huevos en un solo día.',
    },
  },
  {
    id: 'twelfth-teaspoon-of-honey',
    category: 'honey_and_hive',
    difficulty: 2,
    title: { en: 'A tiny bit of honey', es: 'Una pizca de miel' },
    content: {
      en: 'A worker bee makes only about one twelfth of a teaspoon of honey in her whole life. A jar of honey is the work of thousands of bees.',
      es: 'Una abeja obrera produce solo la doceava parte de una cucharadita de miel, más o menos, en toda su vida. Un frasco de miel es el trabajo de miles de abejas.',
    },
    funFact: {
      en: 'To fill one jar of honey, bees must visit millions of flowers.',
      es: 'Para llenar un frasco de miel, las abejas tienen que visitar millones de flores.',
    },
  },
  {
    id: 'no-honey-for-babies',
    category: 'honey_and_hive',
    difficulty: 2,
    title: { en: 'No honey for babies', es: 'Nada de miel para los bebés' },
    content: {
      en: 'Honey is a treat for older kids and grown-ups, but babies under one year old should never eat it. Their bodies are not ready yet for tiny germs that honey can carry.',
      es: 'La miel es una delicia para los niños mayores y los adultos, pero los bebés de menos de un año nunca deben comerla. Su cuerpo todavía no está preparado para algunos microbios diminutos que puede tener la miel.',
    },
  },
  {
    id: 'honeycomb-hexagons',
    category: 'honey_and_hive',
    difficulty: 2,
    title: { en: 'Six-sided cells', es: 'Celdas de seis lados' },
    content: {
      en: 'Worker bees make wax from special glands on their bellies. They shape it into six-sided cells called honeycomb, where they store honey and pollen and raise their babies.',
      es: 'Las abejas obreras producen cera con unas glándulas especiales del abdomen. Con ella forman celdas de seis lados, el panal, donde guardan miel y polen y crían a sus bebés.',
    },
    funFact: {
      en: 'Six-sided shapes fit together with no gaps, so they save space and wax.',
      es: 'Los hexágonos encajan sin dejar huecos, así que ahorran espacio y cera.',
    },
  },
  {
    id: 'waggle-dance',
    category: 'honey_and_hive',
    difficulty: 2,
    title: { en: 'The waggle dance', es: 'La danza del meneo' },
    content: {
      en: 'When a honeybee finds good flowers, she returns to the hive and does a waggle dance. The dance tells her sisters which direction to fly and how far away the flowers are.',
      es: 'Cuando una abeja melífera encuentra buenas flores, vuelve a la colmena y hace la danza del meneo. Con ese baile les indica a sus hermanas en qué dirección volar y a qué distancia están las flores.',
    },
    funFact: {
      en: 'The longer the waggle part of the dance lasts, the farther away the flowers are.',
      es: 'Cuanto más dura la parte del meneo, más lejos están las flores.',
    },
  },
  {
    id: 'honey-keeps-for-ages',
    category: 'honey_and_hive',
    difficulty: 3,
    title: { en: 'Honey keeps for a very long time', es: 'La miel dura muchísimo tiempo' },
    content: {
      en: 'Sealed honey can keep for a very long time without spoiling. It has very little water and is a bit acidic, so germs find it very hard to grow in it.',
      es: 'La miel bien cerrada puede conservarse muchísimo tiempo sin echarse a perder. Tiene muy poca agua y es un poco ácida, por eso a los microbios les cuesta mucho crecer en ella.',
    },
    funFact: {
      en: 'Archaeologists have found very old honey in ancient Egyptian tombs.',
      es: 'Los arqueólogos han encontrado miel antiquísima en tumbas del antiguo Egipto.',
    },
  },
  {
    id: 'royal-jelly',
    category: 'honey_and_hive',
    difficulty: 3,
    title: { en: 'Royal jelly makes a queen', es: 'La jalea real hace a una reina' },
    content: {
      en: 'Young worker bees feed baby bees a rich food called royal jelly. Most larvae get it for only a few days, but a larva fed royal jelly the whole time grows into a queen.',
      es: 'Las obreras jóvenes alimentan a las crías con un alimento muy nutritivo llamado jalea real. La mayoría de las larvas solo lo reciben unos días, pero la que lo come todo el tiempo se convierte en reina.',
    },
    funFact: {
      en: 'A queen grows from egg to adult in about 16 days, faster than a worker.',
      es: 'Una reina tarda unos 16 días en pasar de huevo a adulta, menos que una obrera.',
    },
  },
  {
    id: 'propolis-bee-glue',
    category: 'honey_and_hive',
    difficulty: 3,
    title: { en: 'Bee glue', es: 'El pegamento de las abejas' },
    content: {
      en: 'Bees collect sticky resin from tree buds and mix it with wax to make propolis, or "bee glue." They use it to seal small cracks and help keep the hive clean.',
      es: 'Las abejas recogen resina pegajosa de los brotes de los árboles y la mezclan con cera para hacer propóleo, el "pegamento de las abejas". Con él tapan grietas pequeñas y ayudan a mantener limpia la colmena.',
    },
    funFact: {
      en: 'Propolis helps protect the hive from germs.',
      es: 'El propóleo ayuda a proteger la colmena de los microbios.',
    },
  },
  {
    id: 'hive-temperature',
    category: 'honey_and_hive',
    difficulty: 4,
    title: { en: 'Bees control the temperature', es: 'Las abejas controlan la temperatura' },
    content: {
      en: 'Honeybees keep the part of the hive where babies grow at about 35 °C (95 °F). On hot days, they fan their wings and spread drops of water to cool it down.',
      es: 'Las abejas melíferas mantienen la zona de la colmena donde crecen las crías a unos 35 °C. En los días de calor, baten las alas y reparten gotitas de agua para refrescarla.',
    },
    funFact: {
      en: 'In winter, honeybees huddle together in a ball and shiver their muscles to stay warm.',
      es: 'En invierno, las abejas se juntan formando una bola y hacen tiritar sus músculos para mantenerse calientes.',
    },
  },
  {
    id: 'honeybee-swarm',
    category: 'honey_and_hive',
    difficulty: 4,
    title: { en: 'What is a swarm?', es: '¿Qué es un enjambre?' },
    content: {
      en: 'When a colony gets too crowded, usually in spring, it can split in two. The old queen flies off with thousands of workers to find a new home. This is called a swarm.',
      es: 'Cuando una colonia está demasiado llena, casi siempre en primavera, puede dividirse en dos. La reina vieja se va volando con miles de obreras a buscar un nuevo hogar. Esto se llama enjambre.',
    },
    funFact: {
      en: 'A swarm is usually calm, but if you see one, keep your distance and tell an adult.',
      es: 'Un enjambre suele estar tranquilo, pero si ves uno, mantén la distancia y avisa a un adulto.',
    },
  },

  // ---------------------------------------------------------------- pollination
  {
    id: 'what-is-pollination',
    category: 'pollination',
    difficulty: 1,
    title: { en: 'What is pollination?', es: '¿Qué es la polinización?' },
    content: {
      en: 'Pollination is when pollen gets carried to the middle of a flower of the same kind, often on another plant. It helps plants make seeds and fruit.',
      es: 'La polinización ocurre cuando el polen llega al centro de una flor de la misma especie, muchas veces de otra planta. Así las plantas pueden producir semillas y frutos.',
    },
    funFact: {
      en: 'Bees often visit many flowers of the same kind in a row, which makes them great pollinators.',
      es: 'Las abejas suelen visitar muchas flores del mismo tipo seguidas, y por eso son excelentes polinizadoras.',
    },
  },
  {
    id: 'pollen-goes-for-a-ride',
    category: 'pollination',
    difficulty: 1,
    title: { en: 'Pollen goes for a ride', es: 'El polen se va de paseo' },
    content: {
      en: 'When a bee visits a flower, pollen sticks to its fuzzy body. At the next flower, some of that pollen rubs off, and the flower gets pollinated.',
      es: 'Cuando una abeja visita una flor, el polen se le pega al cuerpo peludo. En la siguiente flor, parte de ese polen se cae, y así la flor queda polinizada.',
    },
    funFact: {
      en: 'Bee hairs are branched like tiny feathers, so they are great at catching pollen.',
      es: 'Los pelos de las abejas tienen ramitas como plumas diminutas, por eso atrapan muy bien el polen.',
    },
  },
  {
    id: 'nectar-and-pollen',
    category: 'pollination',
    difficulty: 1,
    title: { en: 'Two foods from flowers', es: 'Dos alimentos de las flores' },
    content: {
      en: 'Bees visit flowers for two kinds of food. Sweet nectar gives them energy, and pollen gives them protein to raise healthy babies.',
      es: 'Las abejas visitan las flores para conseguir dos alimentos. El néctar dulce les da energía, y el polen les aporta proteínas para criar bebés sanos.',
    },
    funFact: {
      en: 'The flower gets something too: the bee carries its pollen to other flowers.',
      es: 'La flor también sale ganando: la abeja lleva su polen a otras flores.',
    },
  },
  {
    id: 'bees-help-grow-food',
    category: 'pollination',
    difficulty: 2,
    title: { en: 'Bees help grow our food', es: 'Las abejas ayudan a cultivar nuestra comida' },
    content: {
      en: 'Apples, blueberries, cherries, almonds, pumpkins and many other foods need pollinators like bees to grow well.',
      es: 'Las manzanas, los arándanos, las cerezas, las almendras, las calabazas y muchos otros alimentos necesitan polinizadores como las abejas para crecer bien.',
    },
    funFact: {
      en: 'Some foods, like wheat, rice and corn, are pollinated by the wind instead.',
      es: 'Algunos alimentos, como el trigo, el arroz y el maíz, se polinizan gracias al viento.',
    },
  },
  {
    id: 'nectar-guides',
    category: 'pollination',
    difficulty: 2,
    title: { en: 'Landing strips on flowers', es: 'Pistas de aterrizaje en las flores' },
    content: {
      en: 'Many flowers have lines and spots that lead bees to the nectar, like a landing strip. Some of these patterns show up only in ultraviolet light, which bees can see.',
      es: 'Muchas flores tienen líneas y manchas que guían a las abejas hasta el néctar, como una pista de aterrizaje. Algunos de estos dibujos solo se ven con luz ultravioleta, que las abejas sí pueden ver.',
    },
    funFact: {
      en: 'Scientists call these patterns nectar guides.',
      es: 'Los científicos llaman a estos dibujos guías de néctar.',
    },
  },
  {
    id: 'colors-bees-love',
    category: 'pollination',
    difficulty: 2,
    title: { en: 'Colors bees love', es: 'Los colores favoritos de las abejas' },
    content: {
      en: 'Bees are especially drawn to blue, purple, white and yellow flowers. They cannot see red the way we do, so red flowers may look dark to them.',
      es: 'A las abejas les atraen sobre todo las flores azules, moradas, blancas y amarillas. No ven el rojo como nosotros, así que las flores rojas pueden parecerles oscuras.',
    },
    funFact: {
      en: 'Hummingbirds, on the other hand, love red, tube-shaped flowers.',
      es: 'En cambio, a los colibríes les encantan las flores rojas con forma de tubo.',
    },
  },
  {
    id: 'other-pollinators',
    category: 'pollination',
    difficulty: 2,
    title: { en: 'Other pollinators', es: 'Otros polinizadores' },
    content: {
      en: 'Bees are not the only pollinators. Butterflies, moths, flies, beetles, hummingbirds and even some bats also carry pollen from flower to flower.',
      es: 'Las abejas no son las únicas polinizadoras. Las mariposas, las polillas, las moscas, los escarabajos, los colibríes y hasta algunos murciélagos también llevan polen de flor en flor.',
    },
    funFact: {
      en: 'Many moths visit flowers at night, often pale flowers with a strong scent.',
      es: 'Muchas polillas visitan las flores de noche, a menudo flores claras y muy perfumadas.',
    },
  },
  {
    id: 'short-and-long-tongues',
    category: 'pollination',
    difficulty: 3,
    title: { en: 'Short tongues and long tongues', es: 'Lenguas cortas y lenguas largas' },
    content: {
      en: 'Bees drink nectar with a straw-like tongue. Short-tongued bees like open, flat flowers such as daisies, while long-tongued bees, like many bumblebees, can reach deep into tube-shaped flowers.',
      es: 'Las abejas beben néctar con una lengua que funciona como una pajita. Las de lengua corta prefieren flores abiertas y planas, como las margaritas, y las de lengua larga, como muchos abejorros, llegan al fondo de las flores con forma de tubo.',
    },
    funFact: {
      en: 'Planting flowers of many shapes feeds many kinds of bees.',
      es: 'Si siembras flores de muchas formas, alimentarás a muchos tipos de abejas.',
    },
  },
  {
    id: 'buzz-pollination',
    category: 'pollination',
    difficulty: 3,
    title: { en: 'Buzz pollination', es: 'Polinización por zumbido' },
    content: {
      en: 'Tomato flowers hold their pollen tightly inside. Bumblebees grab the flower and vibrate their flight muscles to shake the pollen loose. This is called buzz pollination.',
      es: 'Las flores del tomate guardan el polen bien encerrado. Los abejorros se agarran a la flor y hacen vibrar sus músculos de vuelo para sacudir el polen. Esto se llama polinización por zumbido.',
    },
    funFact: {
      en: 'Honeybees cannot buzz-pollinate, so many tomato greenhouses use bumblebees.',
      es: 'Las abejas melíferas no pueden polinizar por zumbido, por eso en muchos invernaderos de tomates se usan abejorros.',
    },
  },
  {
    id: 'strawberry-pollination',
    category: 'pollination',
    difficulty: 4,
    title: { en: 'Well-pollinated strawberries', es: 'Fresas bien polinizadas' },
    content: {
      en: 'Each tiny seed on a strawberry needs its own pollen. When bees visit often, strawberries grow bigger and rounder, but poorly pollinated ones can turn out small or lumpy.',
      es: 'Cada una de las semillitas de una fresa necesita recibir polen. Cuando las abejas las visitan a menudo, las fresas crecen más grandes y redondas, pero si están mal polinizadas pueden salir pequeñas o deformes.',
    },
    funFact: {
      en: 'The little "seeds" on a strawberry are actually tiny fruits, each holding one seed.',
      es: 'Las "semillitas" de la fresa en realidad son frutitos diminutos, cada uno con una semilla dentro.',
    },
  },
  {
    id: 'apple-cross-pollination',
    category: 'pollination',
    difficulty: 4,
    title: { en: 'Apple trees need partners', es: 'Los manzanos necesitan compañeros' },
    content: {
      en: 'Most apple trees cannot make fruit with their own pollen. Bees must bring pollen from a different variety of apple tree nearby. This is called cross-pollination.',
      es: 'La mayoría de los manzanos no pueden dar fruto con su propio polen. Las abejas tienen que traerles polen de otra variedad de manzano cercana. Esto se llama polinización cruzada.',
    },
    funFact: {
      en: 'Crabapple trees are often planted in orchards to share their pollen with apple trees.',
      es: 'En muchos huertos se plantan manzanos silvestres para que compartan su polen con los demás manzanos.',
    },
  },

  // ---------------------------------------------------------------- bee_species
  {
    id: 'twenty-thousand-bee-species',
    category: 'bee_species',
    difficulty: 1,
    title: { en: 'So many kinds of bees', es: 'Muchísimos tipos de abejas' },
    content: {
      en: 'There are about 20,000 different kinds of bees in the world! Honeybees are just a few of them.',
      es: '¡En el mundo hay unas 20 000 especies de abejas! Las abejas melíferas son solo unas pocas.',
    },
    funFact: {
      en: 'Bees live on every continent except Antarctica.',
      es: 'Hay abejas en todos los continentes menos en la Antártida.',
    },
  },
  {
    id: 'bumblebees',
    category: 'bee_species',
    difficulty: 1,
    title: { en: 'Big, fuzzy bumblebees', es: 'Los abejorros, grandes y peludos' },
    content: {
      en: 'Bumblebees are big, round and fuzzy. They live in small colonies, often in holes in the ground, and can fly in cooler weather than many other bees.',
      es: 'Los abejorros son grandes, redondos y peludos. Viven en colonias pequeñas, a menudo en agujeros en el suelo, y pueden volar con más frío que muchas otras abejas.',
    },
    funFact: {
      en: 'In cold places, only young queens survive the winter, and each one starts a new colony in spring.',
      es: 'En los lugares fríos, solo las reinas jóvenes sobreviven al invierno, y en primavera cada una funda una nueva colonia.',
    },
  },
  {
    id: 'most-bees-are-solitary',
    category: 'bee_species',
    difficulty: 2,
    title: { en: 'Most bees live alone', es: 'La mayoría de las abejas viven solas' },
    content: {
      en: 'Most kinds of bees are solitary. Each female builds her own nest and gathers food for her babies all by herself, with no hive and no queen.',
      es: 'La mayoría de las especies de abejas son solitarias. Cada hembra construye su propio nido y junta comida para sus crías ella sola, sin colmena y sin reina.',
    },
    funFact: {
      en: 'Solitary bees are usually very gentle and rarely sting.',
      es: 'Las abejas solitarias suelen ser muy mansas y casi nunca pican.',
    },
  },
  {
    id: 'mason-bees',
    category: 'bee_species',
    difficulty: 2,
    title: { en: 'Mason bees build with mud', es: 'Las abejas albañiles construyen con barro' },
    content: {
      en: 'Mason bees nest in small holes, like hollow stems or old beetle tunnels in wood. They build mud walls between their baby cells, like tiny bricklayers.',
      es: 'Las abejas albañiles anidan en agujeros pequeños, como tallos huecos o viejos túneles de escarabajos en la madera. Levantan paredes de barro entre las celdas de sus crías, como pequeñas albañiles.',
    },
    funFact: {
      en: 'Mason bees are great spring pollinators of fruit trees like apples and cherries.',
      es: 'En primavera, las abejas albañiles son grandes polinizadoras de frutales como manzanos y cerezos.',
    },
  },
  {
    id: 'leafcutter-bees',
    category: 'bee_species',
    difficulty: 2,
    title: { en: 'Leafcutter bees', es: 'Las abejas cortadoras de hojas' },
    content: {
      en: 'Leafcutter bees snip neat round pieces out of leaves with their jaws. They carry them home to line and wrap the cells where their babies grow.',
      es: 'Las abejas cortadoras de hojas recortan trocitos redondos de las hojas con sus mandíbulas. Se los llevan a casa para forrar y envolver las celdas donde crecen sus crías.',
    },
    funFact: {
      en: 'If you find perfect little circles cut from the edges of rose leaves, a leafcutter bee may have visited.',
      es: 'Si ves circulitos perfectos recortados en el borde de las hojas de un rosal, quizá te visitó una abeja cortadora de hojas.',
    },
  },
  {
    id: 'carpenter-bees',
    category: 'bee_species',
    difficulty: 3,
    title: { en: 'Carpenter bees', es: 'Las abejas carpinteras' },
    content: {
      en: 'Large carpenter bees chew tunnels in dead wood to make their nests. They look a bit like bumblebees, but the back part of their body is shiny and almost hairless.',
      es: 'Las abejas carpinteras grandes excavan túneles en madera muerta para hacer sus nidos. Se parecen un poco a los abejorros, pero la parte trasera de su cuerpo es brillante y casi sin pelo.',
    },
    funFact: {
      en: 'Male carpenter bees may zoom close to check you out, but they have no stinger.',
      es: 'Los machos de abeja carpintera a veces se acercan volando para curiosear, pero no tienen aguijón.',
    },
  },
  {
    id: 'stingless-bees',
    category: 'bee_species',
    difficulty: 3,
    title: { en: 'Bees without stingers', es: 'Abejas sin aguijón' },
    content: {
      en: 'Stingless bees live in warm, tropical places in the Americas, Africa, Asia and Australia. They cannot sting, but they live in colonies and make honey.',
      es: 'Las abejas sin aguijón viven en lugares cálidos y tropicales de América, África, Asia y Australia. No pueden picar, pero viven en colonias y producen miel.',
    },
    funFact: {
      en: 'The Maya of Mexico and Central America have kept stingless bees since ancient times.',
      es: 'Los mayas de México y Centroamérica crían abejas sin aguijón desde la antigüedad.',
    },
  },
  {
    id: 'tiny-bees-and-giant-bees',
    category: 'bee_species',
    difficulty: 4,
    title: { en: 'Tiny bees and giant bees', es: 'Abejas diminutas y abejas gigantes' },
    content: {
      en: "Bees come in many sizes. Some tiny bees are only about 2 millimeters long, while the largest, Wallace's giant bee from Indonesia, can be about 4 centimeters long.",
      es: 'Las abejas son de muchos tamaños. Algunas miden solo unos 2 milímetros, mientras que la más grande, la abeja gigante de Wallace, de Indonesia, puede medir unos 4 centímetros.',
    },
    funFact: {
      en: 'The tiniest bees are shorter than a grain of rice.',
      es: 'Las abejas más diminutas miden menos que un grano de arroz.',
    },
  },
  {
    id: 'squash-bees',
    category: 'bee_species',
    difficulty: 4,
    title: { en: 'Early-rising squash bees', es: 'Las madrugadoras abejas de la calabaza' },
    content: {
      en: 'Squash bees start work at dawn. Squash and pumpkin flowers open early in the morning and close by around midday, so these bees visit them first thing.',
      es: 'Las abejas de la calabaza empiezan a trabajar al amanecer. Las flores de la calabaza se abren muy temprano y se cierran hacia el mediodía, así que estas abejas las visitan a primera hora.',
    },
    funFact: {
      en: 'Male squash bees often sleep inside closed squash flowers.',
      es: 'Los machos de estas abejas suelen dormir dentro de las flores de calabaza cerradas.',
    },
  },
  {
    id: 'honeybees-came-to-the-americas',
    category: 'bee_species',
    difficulty: 5,
    title: { en: 'Honeybees came from far away', es: 'Las abejas melíferas vinieron de lejos' },
    content: {
      en: 'The honeybees that beekeepers keep are not native to the Americas. European settlers started bringing them about 400 years ago. Before that, native bees like bumblebees and stingless bees did the pollinating.',
      es: 'Las abejas melíferas que crían los apicultores no son nativas de América. Los colonos europeos empezaron a traerlas hace unos 400 años. Antes, abejas nativas como los abejorros y las abejas sin aguijón se encargaban de polinizar.',
    },
    funFact: {
      en: "Only a handful of the world's bee species are honeybees.",
      es: 'Solo un puñado de las especies de abejas del mundo son abejas melíferas.',
    },
  },
  {
    id: 'cuckoo-bees',
    category: 'bee_species',
    difficulty: 5,
    title: { en: 'Sneaky cuckoo bees', es: 'Las astutas abejas cuco' },
    content: {
      en: "Cuckoo bees do not build nests or collect pollen. Instead, they sneak their eggs into other bees' nests, and their babies eat the food the other bee stored.",
      es: 'Las abejas cuco no construyen nidos ni recogen polen. En su lugar, cuelan sus huevos en los nidos de otras abejas, y sus crías se comen el alimento que guardó la otra abeja.',
    },
    funFact: {
      en: "They are named after the cuckoo bird, which also lays its eggs in other birds' nests.",
      es: 'Se llaman así por el cuco, un pájaro que también pone sus huevos en nidos ajenos.',
    },
  },

  // ---------------------------------------------------------------- garden_basics
  {
    id: 'what-plants-need',
    category: 'garden_basics',
    difficulty: 1,
    title: { en: 'What plants need', es: 'Lo que necesitan las plantas' },
    content: {
      en: 'Plants need sunlight, water, air and healthy soil to grow. Their leaves use sunlight to make food for the whole plant.',
      es: 'Las plantas necesitan luz del sol, agua, aire y un suelo sano para crecer. Sus hojas usan la luz del sol para fabricar alimento para toda la planta.',
    },
    funFact: {
      en: 'This food-making trick is called photosynthesis.',
      es: 'Este truco para fabricar alimento se llama fotosíntesis.',
    },
  },
  {
    id: 'a-seed-wakes-up',
    category: 'garden_basics',
    difficulty: 1,
    title: { en: 'A seed wakes up', es: 'Una semilla se despierta' },
    content: {
      en: 'A seed holds a tiny baby plant and a little packet of food. With water, warmth and soil, it wakes up and sprouts.',
      es: 'Una semilla guarda una plantita bebé y una pequeña reserva de alimento. Con agua, calor y tierra, se despierta y germina.',
    },
    funFact: {
      en: 'The first root grows down and the first shoot grows up, even if the seed is planted upside down.',
      es: 'La primera raíz crece hacia abajo y el primer brote hacia arriba, aunque la semilla esté plantada al revés.',
    },
  },
  {
    id: 'earthworms-help',
    category: 'garden_basics',
    difficulty: 1,
    title: { en: 'Earthworms help the garden', es: 'Las lombrices ayudan al jardín' },
    content: {
      en: 'Earthworms are garden helpers. Their tunnels let air and water into the soil, and their poop, called castings, feeds plants.',
      es: 'Las lombrices de tierra son ayudantes del jardín. Sus túneles dejan pasar el aire y el agua a la tierra, y su caca, llamada humus de lombriz, alimenta a las plantas.',
    },
    funFact: {
      en: 'Earthworms have no eyes, but they can sense light through their skin.',
      es: 'Las lombrices no tienen ojos, pero notan la luz a través de la piel.',
    },
  },
  {
    id: 'sunflowers',
    category: 'garden_basics',
    difficulty: 1,
    title: { en: 'Sunny sunflowers', es: 'Girasoles llenos de sol' },
    content: {
      en: 'Sunflowers are easy to grow from seed, and some grow taller than a grown-up. Each big flower head is made of hundreds of tiny flowers that bees love.',
      es: 'Los girasoles son fáciles de cultivar a partir de semillas, y algunos crecen más que un adulto. Cada flor grande está formada por cientos de florecitas que encantan a las abejas.',
    },
    funFact: {
      en: 'Young sunflowers turn to follow the sun across the sky during the day.',
      es: 'Los girasoles jóvenes se giran para seguir al sol durante el día.',
    },
  },
  {
    id: 'garden-tool-safety',
    category: 'garden_basics',
    difficulty: 1,
    title: { en: 'Garden tool safety', es: 'Herramientas con cuidado' },
    content: {
      en: 'Garden tools like shovels, rakes and pruners can be sharp or heavy. Always ask an adult before using them, and wear gloves to protect your hands.',
      es: 'Las herramientas de jardín, como palas, rastrillos y tijeras de podar, pueden ser afiladas o pesadas. Pide siempre permiso a un adulto antes de usarlas y ponte guantes para protegerte las manos.',
    },
    funFact: {
      en: 'Washing your hands after gardening is a great habit.',
      es: 'Lavarte las manos después de trabajar en el jardín es un gran hábito.',
    },
  },
  {
    id: 'water-in-the-morning',
    category: 'garden_basics',
    difficulty: 2,
    title: { en: 'Water in the morning', es: 'Riega por la mañana' },
    content: {
      en: 'The best time to water a garden is early in the morning. Plants get a drink before the hot sun, and less water is lost to evaporation.',
      es: 'El mejor momento para regar el jardín es temprano por la mañana. Las plantas beben antes de que apriete el calor y se pierde menos agua por evaporación.',
    },
    funFact: {
      en: 'Pour the water on the soil near the roots, not on the leaves.',
      es: 'Echa el agua en la tierra, cerca de las raíces, y no sobre las hojas.',
    },
  },
  {
    id: 'mulch-blanket',
    category: 'garden_basics',
    difficulty: 2,
    title: { en: 'A blanket for the soil', es: 'Una manta para la tierra' },
    content: {
      en: 'Mulch is a layer of straw, leaves or wood chips spread over the soil. It keeps the soil moist, blocks many weeds and protects roots from heat.',
      es: 'El acolchado es una capa de paja, hojas o astillas de madera que se extiende sobre la tierra. Mantiene la humedad, frena muchas malas hierbas y protege las raíces del calor.',
    },
    funFact: {
      en: 'Leave a few sunny spots without mulch, because many bees nest in bare soil.',
      es: 'Deja algunos rincones soleados sin acolchado, porque muchas abejas anidan en la tierra desnuda.',
    },
  },
  {
    id: 'making-compost',
    category: 'garden_basics',
    difficulty: 2,
    title: { en: 'Making compost', es: 'Hacer compost' },
    content: {
      en: 'Compost is made from fruit and vegetable scraps, dry leaves and grass clippings that slowly break down into dark, rich soil. Ask an adult to help you start a compost pile.',
      es: 'El compost se hace con restos de frutas y verduras, hojas secas y césped cortado que poco a poco se descomponen y se convierten en tierra oscura y nutritiva. Pide a un adulto que te ayude a empezar una compostera.',
    },
    funFact: {
      en: 'Tiny living things like bacteria, fungi and worms do the work of making compost.',
      es: 'Seres vivos diminutos, como bacterias, hongos y lombrices, hacen el trabajo de fabricar el compost.',
    },
  },
  {
    id: 'three-sisters',
    category: 'garden_basics',
    difficulty: 3,
    title: { en: 'The Three Sisters', es: 'Las Tres Hermanas' },
    content: {
      en: 'Many Indigenous peoples of the Americas grow corn, beans and squash together. Corn gives beans a pole to climb, beans help feed the soil, and big squash leaves shade the ground.',
      es: 'Muchos pueblos indígenas de América cultivan juntos maíz, frijoles y calabaza. El maíz sirve de tutor a los frijoles, los frijoles ayudan a nutrir la tierra y las grandes hojas de la calabaza dan sombra al suelo.',
    },
    funFact: {
      en: 'Growing plants that help each other side by side is called companion planting.',
      es: 'Cultivar juntas plantas que se ayudan entre sí se llama asociación de cultivos.',
    },
  },
  {
    id: 'male-and-female-squash-flowers',
    category: 'garden_basics',
    difficulty: 4,
    title: { en: 'Male and female squash flowers', es: 'Flores macho y flores hembra' },
    content: {
      en: 'Squash plants, like zucchini and pumpkins, have separate male and female flowers. Only female flowers, with a tiny fruit at their base, can grow into squash, and only after they get pollen.',
      es: 'Las plantas de calabaza, como el calabacín, tienen flores macho y flores hembra por separado. Solo las flores hembra, que llevan un frutito en la base, pueden convertirse en calabaza, y solo si reciben polen.',
    },
    funFact: {
      en: 'If bees are scarce, gardeners can move pollen between the flowers with a small paintbrush.',
      es: 'Si hay pocas abejas, los jardineros pueden pasar el polen de una flor a otra con un pincelito.',
    },
  },
  {
    id: 'soil-ph',
    category: 'garden_basics',
    difficulty: 5,
    title: { en: 'Sour soil and sweet soil', es: 'Suelos ácidos y suelos alcalinos' },
    content: {
      en: 'Soil can be acidic or alkaline, and gardeners measure this with a number called pH. Blueberries grow best in acidic soil, while most vegetables like soil that is close to neutral.',
      es: 'El suelo puede ser ácido o alcalino, y los jardineros lo miden con un número llamado pH. Los arándanos crecen mejor en suelo ácido, mientras que la mayoría de las hortalizas prefieren un suelo casi neutro.',
    },
    funFact: {
      en: 'Some hydrangeas grow blue or pink flowers depending on the soil they grow in.',
      es: 'Algunas hortensias dan flores azules o rosadas según el suelo en el que crecen.',
    },
  },

  // ---------------------------------------------------------------- conservation
  {
    id: 'water-for-bees',
    category: 'conservation',
    difficulty: 1,
    title: { en: 'A drink for bees', es: 'Agua para las abejas' },
    content: {
      en: 'Bees get thirsty too! Put out a shallow dish of water with pebbles or marbles so bees can land and drink without falling in.',
      es: '¡Las abejas también tienen sed! Pon un plato poco hondo con agua y piedritas o canicas para que puedan posarse y beber sin caerse.',
    },
    funFact: {
      en: 'Honeybees carry water back to the hive to help cool it on hot days.',
      es: 'Las abejas melíferas llevan agua a la colmena para refrescarla en los días de calor.',
    },
  },
  {
    id: 'flowers-all-season',
    category: 'conservation',
    difficulty: 1,
    title: { en: 'Flowers all season long', es: 'Flores en cada estación' },
    content: {
      en: 'Bees need food from early spring to late fall. Plant flowers that bloom at different times so there is always something for bees to eat.',
      es: 'Las abejas necesitan alimento desde el principio de la primavera hasta el final del otoño. Planta flores que se abran en distintas épocas para que siempre tengan algo que comer.',
    },
    funFact: {
      en: 'Planting flowers in clumps makes them easier for bees to find.',
      es: 'Si plantas las flores en grupos, a las abejas les resulta más fácil encontrarlas.',
    },
  },
  {
    id: 'stay-calm-near-bees',
    category: 'conservation',
    difficulty: 1,
    title: { en: 'Stay calm around bees', es: 'Calma cerca de las abejas' },
    content: {
      en: 'If a bee flies near you, stay calm and slowly walk away. Never swat at bees, because that can make them feel threatened. If you get stung, tell an adult right away.',
      es: 'Si una abeja vuela cerca de ti, mantén la calma y aléjate despacio. Nunca intentes golpearla, porque puede sentirse amenazada. Si te pica, avisa enseguida a un adulto.',
    },
    funFact: {
      en: 'A bee busy visiting flowers is looking for food, not for you.',
      es: 'Una abeja que va de flor en flor está buscando comida, no a ti.',
    },
  },
  {
    id: 'grow-native-plants',
    category: 'conservation',
    difficulty: 2,
    title: { en: 'Grow native plants', es: 'Siembra plantas nativas' },
    content: {
      en: 'Native plants grow naturally in your area. Local bees have lived with them for a very long time, so they are often the best food for native bees.',
      es: 'Las plantas nativas crecen de forma natural en tu región. Las abejas del lugar llevan muchísimo tiempo viviendo con ellas, por eso suelen ser su mejor alimento.',
    },
    funFact: {
      en: 'Some bees collect pollen from only a few kinds of plants.',
      es: 'Algunas abejas solo recogen polen de unas pocas clases de plantas.',
    },
  },
  {
    id: 'avoid-pesticides',
    category: 'conservation',
    difficulty: 2,
    title: { en: 'Skip the bug sprays', es: 'Di no a los pesticidas' },
    content: {
      en: 'Many sprays made to kill garden pests can also hurt bees. Bee-friendly gardeners avoid them and use gentle ways instead, like picking pests off by hand or washing them off with water.',
      es: 'Muchos productos para matar plagas también pueden dañar a las abejas. Los jardineros amigos de las abejas los evitan y usan métodos suaves, como quitar las plagas a mano o con un chorro de agua.',
    },
    funFact: {
      en: 'Ladybugs are garden helpers that eat aphids, a common plant pest.',
      es: 'Las mariquitas son ayudantes del jardín que se comen los pulgones, una plaga muy común.',
    },
  },
  {
    id: 'bee-hotels',
    category: 'conservation',
    difficulty: 2,
    title: { en: 'Build a bee hotel', es: 'Construye un hotel para abejas' },
    content: {
      en: 'A bee hotel is a bundle of hollow stems or a wood block with holes, where solitary bees like mason bees can lay their eggs. Hang it in a sunny, sheltered spot.',
      es: 'Un hotel para abejas es un manojo de tallos huecos o un bloque de madera con agujeros donde abejas solitarias, como las albañiles, ponen sus huevos. Cuélgalo en un lugar soleado y resguardado.',
    },
    funFact: {
      en: 'Replacing the tubes every year or two helps keep bee babies healthy.',
      es: 'Cambiar los tubos cada uno o dos años ayuda a que las crías de abeja estén sanas.',
    },
  },
  {
    id: 'leave-bare-ground',
    category: 'conservation',
    difficulty: 2,
    title: { en: 'Leave some bare ground', es: 'Deja un poco de tierra al descubierto' },
    content: {
      en: 'Most solitary bees nest underground. Leaving a sunny patch of bare, undisturbed soil gives them a place to dig their nests.',
      es: 'La mayoría de las abejas solitarias anidan bajo tierra. Si dejas un rincón soleado con tierra desnuda y sin remover, tendrán un lugar donde cavar sus nidos.',
    },
    funFact: {
      en: 'Tiny holes with little piles of soil around them may be bee nests!',
      es: '¡Los agujeritos con montoncitos de tierra alrededor pueden ser nidos de abejas!',
    },
  },
  {
    id: 'why-bees-need-help',
    category: 'conservation',
    difficulty: 3,
    title: { en: 'Why bees need our help', es: 'Por qué las abejas necesitan ayuda' },
    content: {
      en: 'Many wild bees are in trouble because of lost homes and flowers, pesticides, diseases and climate change. The good news is that every garden, balcony and flowerpot can help.',
      es: 'Muchas abejas silvestres están en peligro por la pérdida de hogares y flores, los pesticidas, las enfermedades y el cambio climático. La buena noticia es que cualquier jardín, balcón o maceta puede ayudar.',
    },
    funFact: {
      en: 'Even one pot of flowers on a windowsill can feed hungry bees.',
      es: 'Hasta una sola maceta con flores en la ventana puede alimentar a abejas hambrientas.',
    },
  },
  {
    id: 'leave-stems-and-leaves',
    category: 'conservation',
    difficulty: 3,
    title: { en: 'A little messy is good', es: 'Un poco de desorden ayuda' },
    content: {
      en: 'In fall, leave some dead flower stems and fallen leaves in the garden. Many bees and other insects spend the winter inside hollow stems, under leaves or in the soil.',
      es: 'En otoño, deja en el jardín algunos tallos secos y hojas caídas. Muchas abejas y otros insectos pasan el invierno dentro de tallos huecos, bajo las hojas o en la tierra.',
    },
    funFact: {
      en: 'A slightly untidy corner can be a perfect home for wildlife.',
      es: 'Un rincón un poco desordenado puede ser el hogar perfecto para muchos animalitos.',
    },
  },
  {
    id: 'varroa-mites',
    category: 'conservation',
    difficulty: 4,
    title: { en: 'A tiny mite, a big problem', es: 'Un ácaro diminuto, un gran problema' },
    content: {
      en: 'A tiny mite called Varroa is one of the biggest problems for honeybees. It feeds on bees and spreads viruses, so beekeepers check their hives often to keep colonies healthy.',
      es: 'Un ácaro diminuto llamado varroa es uno de los mayores problemas de las abejas melíferas. Se alimenta de ellas y les contagia virus, así que los apicultores revisan sus colmenas a menudo para mantenerlas sanas.',
    },
    funFact: {
      en: 'A Varroa mite is about the size of a pinhead.',
      es: 'Un ácaro varroa es más o menos del tamaño de la cabeza de un alfiler.',
    },
  },
  {
    id: 'rusty-patched-bumblebee',
    category: 'conservation',
    difficulty: 5,
    title: { en: 'An endangered bumblebee', es: 'Un abejorro en peligro' },
    content: {
      en: 'The rusty patched bumblebee was once common in North America but has vanished from most places where it used to live. In 2017, it became the first bumblebee listed as endangered in the United States.',
      es: 'El abejorro de parche oxidado antes era común en Norteamérica, pero ha desaparecido de la mayoría de los lugares donde vivía. En 2017 se convirtió en el primer abejorro declarado en peligro de extinción en Estados Unidos.',
    },
    funFact: {
      en: 'It is named for the rusty orange patch on the backs of its workers and males.',
      es: 'Su nombre viene de la mancha de color óxido que tienen en el lomo las obreras y los machos.',
    },
  },
]

/** All facts: the first set above, then the larger set of each category kept in its own file. */
export const BEE_FACTS: SeedFact[] = [
  ...FIRST_FACTS,
  ...BEE_BIOLOGY_FACTS,
  ...HONEY_AND_HIVE_FACTS,
  ...POLLINATION_FACTS,
  ...BEE_SPECIES_FACTS,
  ...GARDEN_BASICS_FACTS,
  ...CONSERVATION_FACTS,
]
