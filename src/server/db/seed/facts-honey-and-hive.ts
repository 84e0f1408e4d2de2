// More honey and hive facts for families: the colony, its jobs, its honey and its wax.
import { fact } from './fact-builder'

const c = 'honey_and_hive'

export const HONEY_AND_HIVE_FACTS = [
  fact(
    'fact-colony-size',
    c,
    1,
    ['A city of bees', 'Una ciudad de abejas'],
    [
      'In summer a strong honeybee colony can have 20,000 to 60,000 bees living together, more people than in many towns!',
      'En verano, una colonia fuerte de abejas melíferas puede tener de 20 000 a 60 000 abejas viviendo juntas, ¡más que la gente de muchos pueblos!',
    ],
  ),
  fact(
    'fact-honey-colors',
    c,
    1,
    ['Honey of many colors', 'Miel de muchos colores'],
    [
      'Honey can be almost clear, golden, amber or nearly black. Its color and taste depend on the flowers the bees visited.',
      'La miel puede ser casi transparente, dorada, ámbar o casi negra. Su color y su sabor dependen de las flores que visitaron las abejas.',
    ],
    [
      'Clover honey is usually light, and buckwheat honey is dark and strong.',
      'La miel de trébol suele ser clara, y la de trigo sarraceno es oscura y fuerte.',
    ],
  ),
  fact(
    'fact-honey-is-sugar',
    c,
    2,
    ['What is in honey?', '¿Qué hay en la miel?'],
    [
      'Honey is mostly natural sugars with a little water. That is why it is so sweet and gives bees lots of energy.',
      'La miel es sobre todo azúcares naturales con un poco de agua. Por eso es tan dulce y da tanta energía a las abejas.',
    ],
  ),
  fact(
    'fact-honey-crystals',
    c,
    2,
    ['When honey turns solid', 'Cuando la miel se pone dura'],
    [
      'Honey sometimes turns thick and grainy. It has not gone bad! Sugar crystals formed, and warming the jar gently in warm water makes it runny again.',
      'A veces la miel se pone espesa y granulada. ¡No se ha estropeado! Se formaron cristales de azúcar, y si calientas el tarro con cuidado en agua tibia vuelve a estar líquida.',
    ],
  ),
  fact(
    'fact-flowers-for-a-jar',
    c,
    3,
    ['Millions of flower visits', 'Millones de visitas a flores'],
    [
      'To make one jar of honey (about half a kilo), bees may visit around two million flowers and fly a distance longer than once around the Earth.',
      'Para hacer un tarro de miel (medio kilo más o menos), las abejas pueden visitar unos dos millones de flores y volar una distancia mayor que una vuelta a la Tierra.',
    ],
  ),
  fact(
    'fact-brood-nest',
    c,
    2,
    ['The nursery in the middle', 'La guardería en el centro'],
    [
      'Bees keep their babies, called brood, in the warm middle of the comb. Pollen is stored around them and honey above, like a pantry.',
      'Las abejas guardan a sus crías en el centro caliente del panal. El polen se almacena alrededor y la miel arriba, como una despensa.',
    ],
  ),
  fact(
    'fact-bee-bread',
    c,
    3,
    ['Bee bread', 'Pan de abeja'],
    [
      'Bees pack pollen into cells and mix it with a little nectar. It becomes bee bread, the protein food that nurse bees eat to make food for the babies.',
      'Las abejas aprietan polen en las celdas y lo mezclan con un poco de néctar. Se convierte en pan de abeja, la comida con proteínas que comen las nodrizas para alimentar a las crías.',
    ],
  ),
  fact(
    'fact-water-carriers',
    c,
    2,
    ['Bees carry water', 'Las abejas llevan agua'],
    [
      'On hot days some bees bring water home. They spread it in the hive and fan it, and the drying water cools the hive, like sweat cools you.',
      'En los días de calor, algunas abejas llevan agua a casa. La extienden en la colmena y la abanican, y al secarse enfría la colmena, como el sudor te refresca a ti.',
    ],
  ),
  fact(
    'fact-guard-bees',
    c,
    1,
    ['Guards at the door', 'Guardianas en la puerta'],
    [
      'Guard bees stand at the hive entrance and smell every bee that lands. Bees from their own family come in; strangers are turned away.',
      'Las abejas guardianas vigilan la entrada de la colmena y huelen a cada abeja que llega. Las de su familia entran; las desconocidas tienen que irse.',
    ],
  ),
  fact(
    'fact-undertaker-bees',
    c,
    3,
    ['Keeping the hive clean', 'Mantener limpia la colmena'],
    [
      'Some worker bees have the job of carrying dead bees out of the hive, far away, to keep the family healthy.',
      'Algunas obreras tienen el trabajo de sacar a las abejas muertas de la colmena, bien lejos, para que la familia siga sana.',
    ],
  ),
  fact(
    'fact-queen-mating-flight',
    c,
    3,
    ['The queen’s big flight', 'El gran vuelo de la reina'],
    [
      'A young queen flies out of the hive only for a few days to mate with drones. Then she stays home and lays eggs for years.',
      'Una reina joven sale de la colmena solo unos pocos días para aparearse con zánganos. Después se queda en casa y pone huevos durante años.',
    ],
  ),
  fact(
    'fact-drones-autumn',
    c,
    3,
    ['Goodbye, drones', 'Adiós, zánganos'],
    [
      'Drones do not collect food. In autumn, when food is scarce, the worker bees push the drones out of the hive to save honey for winter.',
      'Los zánganos no recogen comida. En otoño, cuando escasea la comida, las obreras echan a los zánganos de la colmena para ahorrar miel para el invierno.',
    ],
  ),
  fact(
    'fact-winter-cluster',
    c,
    2,
    ['A bee ball in winter', 'Una bola de abejas en invierno'],
    [
      'In winter honeybees huddle in a tight ball around the queen. Bees on the inside shiver to make heat, and they take turns on the cold outside.',
      'En invierno, las abejas melíferas se acurrucan en una bola apretada alrededor de la reina. Las de dentro tiemblan para dar calor, y se turnan para estar fuera, donde hace frío.',
    ],
  ),
  fact(
    'fact-scout-bees-vote',
    c,
    4,
    ['Bees vote for a new home', 'Las abejas votan su nueva casa'],
    [
      'When a swarm needs a new home, scout bees look for hollow trees and dance for the best places. When enough scouts agree on one, the whole swarm flies there.',
      'Cuando un enjambre necesita casa nueva, las exploradoras buscan árboles huecos y bailan por los mejores sitios. Cuando bastantes exploradoras eligen el mismo, todo el enjambre vuela allí.',
    ],
  ),
  fact(
    'fact-wild-honeybee-homes',
    c,
    1,
    ['Homes in hollow trees', 'Casas en árboles huecos'],
    [
      'Wild honeybees live in hollow trees, holes in rocks and sometimes walls. Beekeepers give bees wooden boxes instead.',
      'Las abejas melíferas salvajes viven en árboles huecos, agujeros en las rocas y a veces en paredes. Los apicultores les dan cajas de madera en su lugar.',
    ],
  ),
  fact(
    'fact-tilted-cells',
    c,
    4,
    ['Cells tilt up a little', 'Las celdas se inclinan un poco'],
    [
      'Honeycomb cells point slightly upward, so the runny nectar does not drip out before it becomes honey.',
      'Las celdas del panal apuntan un poco hacia arriba para que el néctar líquido no se salga antes de convertirse en miel.',
    ],
  ),
  fact(
    'fact-wax-costs-honey',
    c,
    4,
    ['Wax costs honey', 'La cera cuesta miel'],
    [
      'Making wax takes a lot of energy. Bees eat several kilos of honey to make just one kilo of wax, so they reuse their comb for years.',
      'Fabricar cera gasta mucha energía. Las abejas comen varios kilos de miel para hacer solo un kilo de cera, así que usan su panal durante años.',
    ],
  ),
  fact(
    'fact-capped-honey',
    c,
    2,
    ['Lids on ripe honey', 'Tapas en la miel lista'],
    [
      'When honey is ready, bees seal each cell with a thin wax lid. A frame full of capped honey looks like a white, bumpy blanket.',
      'Cuando la miel está lista, las abejas sellan cada celda con una fina tapa de cera. Un cuadro lleno de miel tapada parece una manta blanca con bultitos.',
    ],
  ),
  fact(
    'fact-queen-cells-peanuts',
    c,
    3,
    ['Cells like peanuts', 'Celdas como cacahuetes'],
    [
      'A cell for a new queen is much bigger than other cells and hangs down from the comb. It looks a bit like a peanut shell.',
      'La celda de una reina nueva es mucho más grande que las demás y cuelga del panal. Parece un poco la cáscara de un cacahuete.',
    ],
  ),
  fact(
    'fact-queens-pipe',
    c,
    4,
    ['Queens that toot', 'Reinas que tocan la trompeta'],
    [
      'Young queens make sounds called piping. A new queen "toots", and queens still in their cells answer with a "quack".',
      'Las reinas jóvenes hacen sonidos llamados cantos. Una reina nueva hace "tuu-tuu" y las que todavía están en sus celdas contestan con un "cua-cua".',
    ],
    [
      'Beekeepers can sometimes hear it by putting an ear to the hive.',
      'A veces los apicultores lo oyen acercando la oreja a la colmena.',
    ],
  ),
  fact(
    'fact-family-smell',
    c,
    2,
    ['Every hive has its own smell', 'Cada colmena tiene su olor'],
    [
      'Each honeybee family has its own special smell. It is how guards know who belongs, like a secret family password.',
      'Cada familia de abejas melíferas tiene su propio olor especial. Así saben las guardianas quién es de casa, como una contraseña secreta.',
    ],
  ),
  fact(
    'fact-beeswax-uses',
    c,
    1,
    ['Beeswax for people', 'Cera de abeja para las personas'],
    [
      'People use beeswax to make candles, crayons, lip balm and wax wraps for food.',
      'Las personas usan la cera de abeja para hacer velas, ceras de colores, bálsamo labial y envoltorios para comida.',
    ],
  ),
  fact(
    'fact-royal-jelly-glands',
    c,
    4,
    ['Food made in the head', 'Comida hecha en la cabeza'],
    [
      'Nurse bees make royal jelly in glands in their heads. All young larvae get a little, but a future queen gets lots of it her whole life as a larva.',
      'Las nodrizas fabrican la jalea real en unas glándulas de la cabeza. Todas las larvas jóvenes reciben un poco, pero una futura reina recibe muchísima durante toda su vida de larva.',
    ],
  ),
  fact(
    'fact-forager-distance',
    c,
    2,
    ['How far bees fly for food', 'Qué lejos vuelan a buscar comida'],
    [
      'Honeybees usually find food within a few kilometers of home, but when flowers are scarce they can fly farther than 6 kilometers.',
      'Las abejas melíferas suelen encontrar comida a pocos kilómetros de casa, pero cuando hay pocas flores pueden volar más de 6 kilómetros.',
    ],
  ),
  fact(
    'fact-fanning-at-the-door',
    c,
    1,
    ['Air conditioning at the door', 'Aire acondicionado en la puerta'],
    [
      'On warm evenings you may see bees at the hive entrance fanning their wings hard. They are pushing fresh air through the hive.',
      'En las tardes cálidas puedes ver abejas en la entrada de la colmena abanicando con fuerza. Están empujando aire fresco dentro de la colmena.',
    ],
  ),
  fact(
    'fact-honey-for-winter',
    c,
    2,
    ['Saving for winter', 'Ahorrar para el invierno'],
    [
      'Honey is the bees’ winter food. In cold places a colony needs many kilos of honey to survive until spring flowers bloom.',
      'La miel es la comida de invierno de las abejas. En los lugares fríos, una colonia necesita muchos kilos de miel para sobrevivir hasta que florezcan las flores de primavera.',
    ],
  ),
  fact(
    'fact-orientation-flights',
    c,
    3,
    ['Practice flights', 'Vuelos de práctica'],
    [
      'Before they collect food, young bees make short practice flights on sunny afternoons, hovering in front of the hive with their heads facing it.',
      'Antes de recoger comida, las abejas jóvenes hacen vuelos cortos de práctica en las tardes soleadas, flotando delante de la colmena mirándola de frente.',
    ],
  ),
  fact(
    'fact-hive-sounds',
    c,
    2,
    ['A humming hive', 'Una colmena que zumba'],
    [
      'A happy, healthy hive makes a steady, calm hum. Beekeepers listen to it, because a change in the sound can mean something is wrong.',
      'Una colmena sana y tranquila hace un zumbido suave y constante. Los apicultores lo escuchan, porque si cambia puede significar que algo va mal.',
    ],
  ),
  fact(
    'fact-honey-sealed-comb',
    c,
    5,
    ['Honey needs little water', 'La miel necesita poca agua'],
    [
      'Nectar is mostly water, but ripe honey has less than a fifth water. So little water means germs cannot grow in it, which is why it keeps so well.',
      'El néctar es sobre todo agua, pero la miel madura tiene menos de una quinta parte de agua. Con tan poca agua los gérmenes no pueden crecer, y por eso se conserva tan bien.',
    ],
  ),
]
