// More bee species facts for families: honeybees around the world, bumblebees and many solitary bees.
import { fact } from './fact-builder'

const c = 'bee_species'

export const BEE_SPECIES_FACTS = [
  fact(
    'fact-western-honeybee',
    c,
    1,
    ['The western honeybee', 'La abeja melífera occidental'],
    [
      'The honeybee most beekeepers keep is the western honeybee. Its scientific name, Apis mellifera, means "honey-carrying bee".',
      'La abeja que tienen la mayoría de los apicultores es la abeja melífera occidental. Su nombre científico, Apis mellifera, significa "abeja que lleva miel".',
    ],
  ),
  fact(
    'fact-asian-honeybee-heat-ball',
    c,
    4,
    ['A hot ball against hornets', 'Una bola caliente contra los avispones'],
    [
      'Asian honeybees defend their nest from big hornets by surrounding one in a tight ball and shivering until it gets too hot for the hornet.',
      'Las abejas melíferas asiáticas defienden su nido de los grandes avispones rodeando a uno en una bola apretada y temblando hasta que hace demasiado calor para el avispón.',
    ],
  ),
  fact(
    'fact-giant-honeybee',
    c,
    3,
    ['The giant honeybee', 'La abeja melífera gigante'],
    [
      'In South and Southeast Asia, giant honeybees build one huge open comb hanging from a tree branch or cliff, sometimes more than a meter wide.',
      'En el sur y el sudeste de Asia, las abejas melíferas gigantes construyen un solo panal enorme al aire libre, colgado de una rama o un acantilado, a veces de más de un metro.',
    ],
    [
      'To scare enemies they make a shimmering wave across the comb, like fans in a stadium.',
      'Para asustar a sus enemigos hacen una ola brillante por el panal, como el público en un estadio.',
    ],
  ),
  fact(
    'fact-dwarf-honeybee',
    c,
    3,
    ['The dwarf honeybee', 'La abeja melífera enana'],
    [
      'Dwarf honeybees are small honeybees from Asia. They build a single comb about the size of a hand around a thin twig.',
      'Las abejas melíferas enanas son abejas pequeñas de Asia. Construyen un solo panal del tamaño de una mano alrededor de una ramita.',
    ],
  ),
  fact(
    'fact-stingless-honey-pots',
    c,
    3,
    ['Honey in little pots', 'Miel en ollitas'],
    [
      'Stingless bees of warm countries keep their honey in round pots made of wax mixed with plant resin, instead of six-sided cells.',
      'Las abejas sin aguijón de los países cálidos guardan su miel en ollitas redondas de cera mezclada con resina, en lugar de celdas de seis lados.',
    ],
  ),
  fact(
    'fact-bumblebee-small-families',
    c,
    2,
    ['Small bumblebee families', 'Familias pequeñas de abejorros'],
    [
      'A bumblebee nest has only about 50 to 400 bees, far fewer than a honeybee hive. Many nests are in old mouse holes.',
      'Un nido de abejorros tiene solo entre 50 y 400 abejas, muchas menos que una colmena de abejas melíferas. Muchos nidos están en madrigueras viejas de ratones.',
    ],
  ),
  fact(
    'fact-bumblebee-queen-starts',
    c,
    3,
    ['A queen starts alone', 'Una reina empieza sola'],
    [
      'In spring a bumblebee queen builds her nest all by herself. She makes a little wax pot of honey and sits on her eggs to keep them warm, like a bird.',
      'En primavera, una reina de abejorro construye su nido ella sola. Hace una ollita de cera con miel y se sienta sobre sus huevos para darles calor, como un pájaro.',
    ],
  ),
  fact(
    'fact-bumblebee-tails',
    c,
    1,
    ['Colorful tails', 'Colas de colores'],
    [
      'Many bumblebees are named for the color of their tail end: white-tailed, red-tailed, or buff-tailed bumblebees.',
      'Muchos abejorros reciben su nombre por el color del final de su cuerpo: abejorro de cola blanca, de cola roja o de cola beis.',
    ],
  ),
  fact(
    'fact-orchid-bees',
    c,
    3,
    ['Shiny orchid bees', 'Abejas de las orquídeas'],
    [
      'Orchid bees in tropical America shine metallic green and blue. Males collect perfumes from orchids and keep them in their back legs.',
      'Las abejas de las orquídeas de la América tropical brillan en verde y azul metálico. Los machos recogen perfumes de las orquídeas y los guardan en sus patas traseras.',
    ],
  ),
  fact(
    'fact-blue-banded-bee',
    c,
    3,
    ['The blue-banded bee', 'La abeja de bandas azules'],
    [
      'Australia’s blue-banded bee has bright blue stripes. It bumps its head against tomato flowers to shake the pollen out.',
      'La abeja de bandas azules de Australia tiene rayas de un azul brillante. Golpea con la cabeza las flores del tomate para sacudir el polen.',
    ],
  ),
  fact(
    'fact-sweat-bees',
    c,
    1,
    ['Sweat bees', 'Abejas del sudor'],
    [
      'Sweat bees are small, often shiny green bees. They sometimes land on people on hot days to lick the salt in their sweat.',
      'Las abejas del sudor son pequeñas y muchas veces verdes y brillantes. A veces se posan en la gente en días de calor para lamer la sal del sudor.',
    ],
  ),
  fact(
    'fact-mining-bees',
    c,
    2,
    ['Mining bees dig tunnels', 'Las abejas mineras cavan túneles'],
    [
      'Mining bees dig nests in the ground in early spring. You may see tiny soil mounds in a lawn, like little volcanoes, with a hole in the top.',
      'Las abejas mineras cavan nidos en el suelo a principios de la primavera. Puedes ver montoncitos de tierra en el césped, como volcanes diminutos con un agujero arriba.',
    ],
  ),
  fact(
    'fact-wool-carder-bee',
    c,
    3,
    ['The wool carder bee', 'La abeja cardadora'],
    [
      'Wool carder bees comb the soft fuzz off fuzzy leaves, like lamb’s ear, and roll it into a ball to line their nest.',
      'Las abejas cardadoras peinan la pelusa suave de hojas peludas, como la oreja de conejo, y la enrollan en una bola para forrar su nido.',
    ],
  ),
  fact(
    'fact-masked-bees',
    c,
    4,
    ['Masked bees carry pollen inside', 'Las abejas enmascaradas llevan el polen dentro'],
    [
      'Masked bees are small, almost hairless bees with pale face markings. Instead of carrying pollen on hairs, they swallow it and carry it in their crop.',
      'Las abejas enmascaradas son pequeñas, casi sin pelos y con manchas claras en la cara. En vez de llevar el polen en los pelos, se lo tragan y lo llevan en el buche.',
    ],
  ),
  fact(
    'fact-plasterer-bees',
    c,
    4,
    ['Bees with raincoats', 'Abejas con chubasquero'],
    [
      'Plasterer bees line their underground nest with a clear waterproof layer they make themselves, like a plastic bag that keeps the food dry.',
      'Las abejas yeseras forran su nido bajo tierra con una capa transparente e impermeable que fabrican ellas mismas, como una bolsa que mantiene seca la comida.',
    ],
  ),
  fact(
    'fact-long-horned-bees',
    c,
    2,
    ['Long-horned bees', 'Abejas de antenas largas'],
    [
      'Male long-horned bees have antennae almost as long as their bodies. They often sleep in groups clinging to flower stems.',
      'Los machos de las abejas de antenas largas tienen antenas casi tan largas como su cuerpo. Muchas veces duermen en grupo agarrados a los tallos de las flores.',
    ],
  ),
  fact(
    'fact-bee-or-wasp',
    c,
    1,
    ['Bee or wasp?', '¿Abeja o avispa?'],
    [
      'Bees are usually fuzzy and eat pollen and nectar. Wasps are usually smooth and shiny, and many hunt other insects.',
      'Las abejas suelen ser peludas y comen polen y néctar. Las avispas suelen ser lisas y brillantes, y muchas cazan otros insectos.',
    ],
  ),
  fact(
    'fact-bee-or-fly',
    c,
    2,
    ['Bee or fly? Count the wings', '¿Abeja o mosca? Cuenta las alas'],
    [
      'Some flies look like bees. A fly has two wings and short stubby antennae; a bee has four wings and longer antennae.',
      'Algunas moscas parecen abejas. Una mosca tiene dos alas y antenas cortitas; una abeja tiene cuatro alas y antenas más largas.',
    ],
  ),
  fact(
    'fact-bees-from-wasps',
    c,
    4,
    ['Bees came from wasps', 'Las abejas vienen de las avispas'],
    [
      'Long, long ago, bees evolved from hunting wasps. Instead of catching insects for their babies, they started feeding them pollen.',
      'Hace muchísimo tiempo, las abejas evolucionaron a partir de avispas cazadoras. En vez de cazar insectos para sus crías, empezaron a darles polen.',
    ],
  ),
  fact(
    'fact-oldest-bee-fossil',
    c,
    5,
    ['A bee in amber', 'Una abeja en ámbar'],
    [
      'One of the oldest bees ever found was trapped in amber, hardened tree resin, about 100 million years ago, when dinosaurs were alive.',
      'Una de las abejas más antiguas que se han encontrado quedó atrapada en ámbar, resina de árbol endurecida, hace unos 100 millones de años, cuando vivían los dinosaurios.',
    ],
  ),
  fact(
    'fact-alkali-bees',
    c,
    5,
    ['Alkali bees and alfalfa', 'Las abejas del álcali y la alfalfa'],
    [
      'Farmers in the western United States look after ground-nesting alkali bees, because they are excellent at pollinating alfalfa flowers.',
      'Los agricultores del oeste de Estados Unidos cuidan a las abejas del álcali, que anidan en el suelo, porque son excelentes polinizando las flores de la alfalfa.',
    ],
  ),
  fact(
    'fact-orchard-mason-bees',
    c,
    3,
    ['Small bees, big helpers', 'Abejas pequeñas, grandes ayudantes'],
    [
      'Blue orchard mason bees are great apple pollinators. A few hundred of them can do the work of thousands of honeybees in an orchard.',
      'Las abejas albañiles azules de los huertos polinizan muy bien los manzanos. Unos cientos de ellas pueden hacer el trabajo de miles de abejas melíferas en un huerto.',
    ],
  ),
  fact(
    'fact-colorful-bees',
    c,
    1,
    ['Bees of every color', 'Abejas de todos los colores'],
    [
      'Not all bees are yellow and black. Some are shiny green, blue, red, all black or even covered in white fuzz.',
      'No todas las abejas son amarillas y negras. Algunas son verdes brillantes, azules, rojas, todas negras o hasta cubiertas de pelusa blanca.',
    ],
  ),
  fact(
    'fact-bees-everywhere',
    c,
    1,
    ['Bees on six continents', 'Abejas en seis continentes'],
    [
      'Bees live on every continent except Antarctica, from hot deserts to cold mountains, wherever flowers grow.',
      'Las abejas viven en todos los continentes menos en la Antártida, desde desiertos calurosos hasta montañas frías, dondequiera que crezcan flores.',
    ],
  ),
  fact(
    'fact-solitary-bees-gentle',
    c,
    2,
    ['Gentle solitary bees', 'Abejas solitarias tranquilas'],
    [
      'Solitary bees have no big family or honey to protect, so they are very gentle and almost never sting.',
      'Las abejas solitarias no tienen una gran familia ni miel que proteger, así que son muy tranquilas y casi nunca pican.',
    ],
  ),
  fact(
    'fact-city-bees',
    c,
    2,
    ['Bees in the city', 'Abejas en la ciudad'],
    [
      'Many kinds of bees live in cities: in parks, gardens, balcony flower pots and even cracks in walls.',
      'Muchas clases de abejas viven en las ciudades: en parques, jardines, macetas de balcones y hasta en grietas de las paredes.',
    ],
  ),
  fact(
    'fact-bumblebees-play',
    c,
    4,
    ['Bumblebees that play', 'Abejorros que juegan'],
    [
      'In experiments, bumblebees rolled small wooden balls again and again even without a reward. Scientists think they may have been playing!',
      'En experimentos, los abejorros hacían rodar bolitas de madera una y otra vez sin recibir premio. ¡Los científicos creen que quizá estaban jugando!',
    ],
  ),
  fact(
    'fact-digger-bees',
    c,
    2,
    ['Fast digger bees', 'Abejas excavadoras rápidas'],
    [
      'Hairy digger bees look like small bumblebees but fly very fast, darting from flower to flower with a high buzz in early spring.',
      'Las abejas excavadoras peludas parecen abejorros pequeños, pero vuelan rapidísimo, de flor en flor con un zumbido agudo, a principios de la primavera.',
    ],
  ),
  fact(
    'fact-bee-names-science',
    c,
    5,
    ['Two names for every bee', 'Dos nombres para cada abeja'],
    [
      'Scientists give every bee a two-part Latin name, like Bombus terrestris for the buff-tailed bumblebee, so people everywhere know which bee they mean.',
      'Los científicos dan a cada abeja un nombre latino de dos partes, como Bombus terrestris para el abejorro común, para que en todo el mundo se sepa de qué abeja se habla.',
    ],
  ),
]
