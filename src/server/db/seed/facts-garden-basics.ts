// More garden basics facts for families: how plants live, grow and are cared for.
import { fact } from './fact-builder'

const c = 'garden_basics'

export const GARDEN_BASICS_FACTS = [
  fact(
    'fact-leaves-make-food',
    c,
    2,
    ['Leaves make food', 'Las hojas hacen comida'],
    [
      'Green leaves use sunlight, water and air to make sugar, the plant’s food. While they do it, they give off oxygen that we breathe.',
      'Las hojas verdes usan la luz del sol, el agua y el aire para fabricar azúcar, la comida de la planta. Mientras lo hacen, sueltan el oxígeno que respiramos.',
    ],
    [
      'This is called photosynthesis: "making with light".',
      'Esto se llama fotosíntesis: "fabricar con luz".',
    ],
  ),
  fact(
    'fact-roots-anchor-drink',
    c,
    1,
    ['What roots do', 'Lo que hacen las raíces'],
    [
      'Roots hold a plant firmly in the ground and drink up water and food from the soil.',
      'Las raíces sujetan la planta al suelo y absorben agua y alimento de la tierra.',
    ],
  ),
  fact(
    'fact-seed-sizes',
    c,
    2,
    ['Tiny seeds and giant seeds', 'Semillas diminutas y gigantes'],
    [
      'Seeds come in all sizes. Orchid seeds are as fine as dust, while a coconut is one big seed.',
      'Las semillas son de todos los tamaños. Las de las orquídeas son finas como el polvo, y un coco es una sola semilla enorme.',
    ],
  ),
  fact(
    'fact-bean-in-a-jar',
    c,
    1,
    ['Watch a bean sprout', 'Mira brotar una judía'],
    [
      'Put a dry bean between a wet paper towel and the side of a clear jar. In a few days you can watch the root grow down and the shoot grow up!',
      'Pon una judía seca entre una servilleta mojada y el lado de un frasco transparente. ¡En pocos días verás la raíz crecer hacia abajo y el tallo hacia arriba!',
    ],
  ),
  fact(
    'fact-compost-recipe',
    c,
    2,
    ['What goes in compost', 'Qué va en el compost'],
    [
      'Fruit and vegetable peels, dry leaves, coffee grounds and eggshells make good compost. Meat and dairy stay out because they smell and attract pests.',
      'Las cáscaras de frutas y verduras, las hojas secas, los posos de café y las cáscaras de huevo hacen buen compost. La carne y los lácteos no, porque huelen mal y atraen plagas.',
    ],
  ),
  fact(
    'fact-rain-barrel',
    c,
    2,
    ['Save the rain', 'Guarda la lluvia'],
    [
      'A rain barrel under a drainpipe collects rainwater from the roof. Plants love rainwater, and it saves tap water.',
      'Un barril bajo el canalón recoge el agua de lluvia del tejado. A las plantas les encanta el agua de lluvia, y así se ahorra agua del grifo.',
    ],
  ),
  fact(
    'fact-water-the-soil',
    c,
    2,
    ['Water the soil, not the leaves', 'Riega la tierra, no las hojas'],
    [
      'Pour water at the bottom of the plant, where the roots are. Wet leaves can get sick more easily.',
      'Echa el agua en la base de la planta, donde están las raíces. Las hojas mojadas se enferman con más facilidad.',
    ],
  ),
  fact(
    'fact-what-is-a-weed',
    c,
    1,
    ['What is a weed?', '¿Qué es una mala hierba?'],
    [
      'A weed is just a plant growing where people do not want it. Some "weeds", like dandelions and clover, are favorite bee food.',
      'Una mala hierba es solo una planta que crece donde la gente no la quiere. Algunas, como los dientes de león y el trébol, son la comida favorita de las abejas.',
    ],
  ),
  fact(
    'fact-deadheading',
    c,
    3,
    ['More flowers by snipping', 'Más flores cortando'],
    [
      'Snipping off faded flowers, called deadheading, makes many plants grow new flower buds instead of seeds, so they bloom longer.',
      'Cortar las flores marchitas hace que muchas plantas saquen nuevos capullos en vez de semillas, y así florecen durante más tiempo.',
    ],
  ),
  fact(
    'fact-herb-pots',
    c,
    1,
    ['Herbs in a pot', 'Hierbas en una maceta'],
    [
      'Basil, mint, thyme and chives grow well in pots on a sunny windowsill. Let some flower and bees will come to visit!',
      'La albahaca, la menta, el tomillo y el cebollino crecen bien en macetas en una ventana soleada. ¡Deja que algunas florezcan y vendrán las abejas!',
    ],
  ),
  fact(
    'fact-plant-spacing',
    c,
    2,
    ['Room to grow', 'Espacio para crecer'],
    [
      'Plants need space. If they grow too close, they fight for light, water and food, so follow the spacing on the seed packet.',
      'Las plantas necesitan espacio. Si crecen demasiado juntas, compiten por la luz, el agua y el alimento, así que sigue la distancia que dice el sobre de semillas.',
    ],
  ),
  fact(
    'fact-full-sun',
    c,
    2,
    ['What "full sun" means', 'Qué significa "pleno sol"'],
    [
      'A plant label that says "full sun" means the plant needs at least six hours of direct sunshine a day.',
      'Una etiqueta que dice "pleno sol" significa que la planta necesita al menos seis horas de sol directo al día.',
    ],
  ),
  fact(
    'fact-pot-drainage',
    c,
    2,
    ['Holes in the pot', 'Agujeros en la maceta'],
    [
      'Flower pots need holes in the bottom. Extra water drains out, so the roots do not sit in water and rot.',
      'Las macetas necesitan agujeros en el fondo. El agua que sobra sale, y así las raíces no se quedan en el agua y no se pudren.',
    ],
  ),
  fact(
    'fact-annuals-perennials',
    c,
    3,
    ['One year or many years', 'Un año o muchos años'],
    [
      'Annual plants grow, flower and make seeds in one year. Perennial plants come back year after year from the same roots.',
      'Las plantas anuales crecen, florecen y dan semillas en un año. Las perennes vuelven año tras año desde las mismas raíces.',
    ],
  ),
  fact(
    'fact-flower-bulbs',
    c,
    2,
    ['Bulbs are lunch boxes', 'Los bulbos son fiambreras'],
    [
      'Tulips and daffodils grow from bulbs. A bulb stores food underground, so you plant it in autumn and it flowers in spring.',
      'Los tulipanes y los narcisos crecen de bulbos. Un bulbo guarda comida bajo tierra, así que lo plantas en otoño y florece en primavera.',
    ],
  ),
  fact(
    'fact-tomato-is-fruit',
    c,
    1,
    ['A tomato is a fruit', 'El tomate es un fruto'],
    [
      'For scientists, a fruit is the part of a plant that holds the seeds. So tomatoes, cucumbers and pumpkins are all fruits!',
      'Para los científicos, un fruto es la parte de la planta que guarda las semillas. ¡Así que los tomates, los pepinos y las calabazas son frutos!',
    ],
  ),
  fact(
    'fact-potato-is-stem',
    c,
    3,
    ['A potato is a stem', 'La patata es un tallo'],
    [
      'A potato grows underground, but it is not a root. It is a swollen stem that stores food, and its "eyes" can sprout new plants.',
      'La patata crece bajo tierra, pero no es una raíz. Es un tallo hinchado que guarda comida, y sus "ojos" pueden brotar y dar plantas nuevas.',
    ],
  ),
  fact(
    'fact-carrot-is-root',
    c,
    1,
    ['We eat carrot roots', 'Comemos la raíz de la zanahoria'],
    [
      'The orange carrot we eat is the plant’s root. The feathery green leaves grow above the ground.',
      'La zanahoria naranja que comemos es la raíz de la planta. Las hojas verdes como plumas crecen sobre el suelo.',
    ],
  ),
  fact(
    'fact-beans-feed-soil',
    c,
    4,
    ['Beans feed the soil', 'Las judías alimentan la tierra'],
    [
      'Beans and peas have tiny bumps on their roots where helpful bacteria live. Together they take nitrogen from the air and add it to the soil as plant food.',
      'Las judías y los guisantes tienen bultitos en las raíces donde viven bacterias amigas. Juntas toman nitrógeno del aire y lo añaden a la tierra como alimento para las plantas.',
    ],
  ),
  fact(
    'fact-ladybug-appetite',
    c,
    1,
    ['Hungry ladybugs', 'Mariquitas hambrientas'],
    [
      'Ladybugs are garden heroes: one ladybug can eat thousands of aphids in its life.',
      'Las mariquitas son heroínas del jardín: una mariquita puede comerse miles de pulgones en su vida.',
    ],
  ),
  fact(
    'fact-birds-eat-caterpillars',
    c,
    2,
    ['Birds help the garden', 'Los pájaros ayudan al jardín'],
    [
      'Songbirds feed their chicks thousands of caterpillars. A bird box and a bird bath invite these helpers to your garden.',
      'Los pájaros cantores dan a sus polluelos miles de orugas. Una caja nido y un bebedero invitan a estos ayudantes a tu jardín.',
    ],
  ),
  fact(
    'fact-wash-hands-garden',
    c,
    1,
    ['Gloves and clean hands', 'Guantes y manos limpias'],
    [
      'Wear gloves when you garden, and always wash your hands with soap afterwards, before you eat.',
      'Ponte guantes cuando trabajes en el jardín y lávate siempre las manos con jabón después, antes de comer.',
    ],
  ),
  fact(
    'fact-dont-taste-plants',
    c,
    1,
    ['Ask before you taste', 'Pregunta antes de probar'],
    [
      'Some plants and berries are poisonous. Never eat anything from the garden unless a grown-up says it is safe.',
      'Algunas plantas y bayas son venenosas. Nunca comas nada del jardín si una persona adulta no te dice que es seguro.',
    ],
  ),
  fact(
    'fact-frost-protection',
    c,
    3,
    ['Watch out for frost', 'Cuidado con la helada'],
    [
      'Frost can hurt young and tender plants. On cold nights, cover them with a cloth or bring pots inside.',
      'La helada puede dañar las plantas jóvenes y delicadas. En las noches frías, tápalas con una tela o mete las macetas dentro.',
    ],
  ),
  fact(
    'fact-plants-lean-to-light',
    c,
    3,
    ['Plants lean toward light', 'Las plantas se inclinan hacia la luz'],
    [
      'A plant on a windowsill slowly bends toward the window, because its stem grows faster on the shady side. Turn the pot now and then to keep it straight.',
      'Una planta junto a la ventana se inclina poco a poco hacia ella, porque su tallo crece más rápido por el lado de la sombra. Gira la maceta de vez en cuando para que crezca recta.',
    ],
  ),
  fact(
    'fact-thirsty-trees',
    c,
    4,
    ['Thirsty trees', 'Árboles con sed'],
    [
      'A big tree can pull up hundreds of liters of water from the ground on a hot summer day and breathe it out through its leaves.',
      'Un árbol grande puede sacar cientos de litros de agua del suelo en un día caluroso de verano y soltarla por sus hojas.',
    ],
  ),
  fact(
    'fact-seed-travel',
    c,
    2,
    ['How seeds travel', 'Cómo viajan las semillas'],
    [
      'Seeds travel in clever ways: dandelion seeds fly on little parachutes, burrs hitch a ride on animal fur, and coconuts float across the sea.',
      'Las semillas viajan de formas muy listas: las del diente de león vuelan en paracaídas, los cadillos se enganchan al pelo de los animales y los cocos flotan por el mar.',
    ],
  ),
  fact(
    'fact-giant-pumpkins',
    c,
    2,
    ['Giant pumpkins', 'Calabazas gigantes'],
    [
      'The biggest pumpkins ever grown weighed more than 1,000 kilograms, heavier than a small car!',
      'Las calabazas más grandes que se han cultivado pesaron más de 1000 kilos, ¡más que un coche pequeño!',
    ],
  ),
  fact(
    'fact-living-soil',
    c,
    4,
    ['Soil is alive', 'La tierra está viva'],
    [
      'A spoonful of healthy soil holds billions of tiny living things, like bacteria and fungi, that help plants get their food.',
      'Una cucharada de tierra sana contiene miles de millones de seres vivos diminutos, como bacterias y hongos, que ayudan a las plantas a conseguir su alimento.',
    ],
    [
      'Most of them are far too small to see without a microscope!',
      '¡Casi todos son tan pequeños que solo se ven con un microscopio!',
    ],
  ),
]
