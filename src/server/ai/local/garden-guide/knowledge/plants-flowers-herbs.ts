// Garden book entries on growing easy flowers and herbs that children and bees both enjoy.
import type { KnowledgeEntryInput } from './knowledge-types'

export const FLOWER_AND_HERB_ENTRIES: KnowledgeEntryInput[] = [
  {
    id: 'grow-sunflowers',
    topic: 'plants',
    keywords: {
      en: ['sunflower', 'sunflowers', 'plant sunflowers', 'sunflower seeds', 'tall flower'],
      es: ['girasol', 'girasoles', 'sembrar girasoles', 'pipas', 'semillas de girasol'],
    },
    title: { en: 'How to grow sunflowers', es: 'Cómo cultivar girasoles' },
    text: {
      en: 'Sow sunflower seeds outside after the last frost, about 2 to 3 centimeters deep, in the sunniest spot you have. They sprout in about a week and grow fast. Tall kinds may need a stake so the wind does not knock them over.',
      es: 'Siembra las semillas de girasol afuera después de la última helada, a unos 2 o 3 centímetros de profundidad, en el lugar más soleado que tengas. Brotan en una semana más o menos y crecen muy rápido. Las variedades altas pueden necesitar un tutor para que el viento no las tumbe.',
    },
  },
  {
    id: 'sunflower-seeds-harvest',
    topic: 'plants',
    keywords: {
      en: ['sunflower seeds', 'save sunflower seeds', 'sunflower head', 'birds eat seeds'],
      es: ['pipas de girasol', 'guardar semillas de girasol', 'cabeza del girasol', 'pájaros comen semillas'],
    },
    title: { en: 'Sunflower seeds for you and the birds', es: 'Semillas de girasol para ti y los pájaros' },
    text: {
      en: 'When the back of a sunflower head turns yellow-brown and the petals dry up, the seeds are nearly ready. Cover the head with a paper bag so birds do not eat them all first. You can save some seeds to plant next year and leave some for the birds.',
      es: 'Cuando la parte de atrás del girasol se pone marrón amarillenta y los pétalos se secan, las semillas casi están listas. Cubre la cabeza con una bolsa de papel para que los pájaros no se las coman todas antes. Puedes guardar algunas para sembrar el próximo año y dejar otras para los pájaros.',
    },
  },
  {
    id: 'grow-basil',
    topic: 'plants',
    keywords: {
      en: ['basil', 'herb', 'herbs', 'pinch', 'pesto', 'grow basil'],
      es: ['albahaca', 'hierba aromática', 'hierbas', 'despuntar', 'pesto', 'cultivar albahaca'],
    },
    title: { en: 'Growing basil', es: 'Cultivar albahaca' },
    text: {
      en: 'Basil loves warm sun and does not like the cold at all, so keep it outside only after frosts are over, or on a sunny windowsill. Pinch off the top leaves often to make the plant bushy. Let a few stems flower at the end of summer, because bees adore basil flowers.',
      es: 'A la albahaca le encanta el sol cálido y no soporta el frío, así que tenla afuera solo cuando ya no haya heladas, o en una ventana soleada. Pellizca a menudo las hojas de la punta para que la planta se ponga frondosa. Deja florecer algunos tallos al final del verano, porque a las abejas les encantan sus flores.',
    },
  },
  {
    id: 'grow-mint',
    topic: 'plants',
    keywords: {
      en: ['mint', 'peppermint', 'spearmint', 'spreads', 'mint in a pot'],
      es: ['menta', 'hierbabuena', 'yerbabuena', 'se extiende', 'menta en maceta'],
    },
    title: { en: 'Growing mint', es: 'Cultivar menta' },
    text: {
      en: 'Mint is super easy but it spreads everywhere with underground stems, so grow it in its own pot. It likes damp soil and can grow in part shade. A stem of mint placed in a glass of water will often grow roots in about a week.',
      es: 'La menta es facilísima, pero se extiende por todas partes con tallos bajo tierra, así que cultívala en su propia maceta. Le gusta la tierra húmeda y puede crecer en semisombra. Un tallito de menta en un vaso con agua suele echar raíces en una semana.',
    },
  },
  {
    id: 'grow-marigolds',
    topic: 'plants',
    keywords: {
      en: ['marigold', 'marigolds', 'french marigold', 'orange flowers', 'deadhead'],
      es: ['tagetes', 'cempasúchil', 'clavel de moro', 'flor de muerto', 'flores naranjas'],
    },
    title: { en: 'Growing marigolds', es: 'Cultivar tagetes' },
    text: {
      en: 'Marigolds are cheerful orange and yellow flowers that grow easily from seed in a sunny spot. Pinch off the old, faded flowers and the plant will keep blooming until the first frost. Gardeners often plant them next to vegetables as helpful neighbors.',
      es: 'Los tagetes, como el cempasúchil, son flores alegres, naranjas y amarillas, que crecen fácilmente de semilla en un lugar soleado. Quita las flores viejas y marchitas y la planta seguirá floreciendo hasta la primera helada. Muchos jardineros los plantan junto a las verduras como vecinos que ayudan.',
    },
  },
  {
    id: 'grow-lavender',
    topic: 'plants',
    keywords: {
      en: ['lavender', 'purple flowers', 'smells nice', 'dry soil', 'grow lavender'],
      es: ['lavanda', 'espliego', 'flores moradas', 'huele bien', 'cultivar lavanda'],
    },
    title: { en: 'Growing lavender', es: 'Cultivar lavanda' },
    text: {
      en: 'Lavender loves full sun and soil that drains fast, and it hates having wet roots. Once it settles in, it needs little water. Bees buzz all over its purple flowers, and you can trim the plant lightly after it blooms to keep it tidy.',
      es: 'A la lavanda le encanta el sol pleno y la tierra que drena rápido, y no soporta tener las raíces encharcadas. Una vez que arraiga, necesita poca agua. Las abejas zumban sin parar sobre sus flores moradas, y puedes recortarla un poco después de la floración para que quede bonita.',
    },
  },
  {
    id: 'grow-nasturtiums',
    topic: 'plants',
    keywords: {
      en: ['nasturtium', 'nasturtiums', 'easy flowers', 'big seeds', 'edible flowers'],
      es: ['capuchina', 'capuchinas', 'mastuerzo', 'flores fáciles', 'flores comestibles'],
    },
    title: { en: 'Easy nasturtiums', es: 'Capuchinas fáciles' },
    text: {
      en: 'Nasturtiums have big seeds that are easy to plant and bright orange, red or yellow flowers. They grow best in poor soil; in very rich soil they make lots of leaves and few flowers. Their flowers and round leaves taste peppery, but only nibble garden plants when an adult says it is OK.',
      es: 'Las capuchinas tienen semillas grandes y fáciles de plantar y flores de colores vivos: naranjas, rojas o amarillas. Crecen mejor en tierra pobre; en tierra muy rica dan muchas hojas y pocas flores. Sus flores y hojas redondas saben un poco picantes, pero prueba plantas del jardín solo si un adulto dice que está bien.',
    },
  },
  {
    id: 'grow-zinnias',
    topic: 'plants',
    keywords: {
      en: ['zinnia', 'zinnias', 'butterfly flowers', 'cut flowers', 'colorful flowers'],
      es: ['zinnia', 'zinnias', 'flores para mariposas', 'flores de corte', 'flores de colores'],
    },
    title: { en: 'Growing zinnias', es: 'Cultivar zinnias' },
    text: {
      en: 'Zinnias grow quickly from seed in hot, sunny weather and bloom in almost every color. The more flowers you cut for a vase, the more the plant makes. Butterflies love landing on their flat, bright flowers.',
      es: 'Las zinnias crecen rápido de semilla cuando hace calor y sol, y florecen en casi todos los colores. Cuantas más flores cortas para un florero, más flores saca la planta. A las mariposas les encanta posarse en sus flores planas y brillantes.',
    },
  },
  {
    id: 'grow-cosmos',
    topic: 'plants',
    keywords: {
      en: ['cosmos', 'daisy-like flowers', 'easy flowers', 'pink flowers'],
      es: ['cosmos', 'flores como margaritas', 'flores fáciles', 'flores rosas'],
    },
    title: { en: 'Cheerful cosmos', es: 'Cosmos alegres' },
    text: {
      en: 'Cosmos are tall, airy flowers in pink, white and orange that grow easily from seed. They do not need rich soil or much water once they are growing. Their open flowers make an easy meal for bees and butterflies.',
      es: 'Los cosmos son flores altas y ligeras, rosas, blancas o naranjas, que crecen fácilmente de semilla. No necesitan tierra rica ni mucha agua cuando ya están creciendo. Sus flores abiertas son una comida fácil para abejas y mariposas.',
    },
  },
  {
    id: 'grow-chives',
    topic: 'plants',
    keywords: {
      en: ['chives', 'chive flowers', 'perennial herb', 'onion flavor'],
      es: ['cebollino', 'cebollín', 'flores de cebollino', 'hierba perenne'],
    },
    title: { en: 'Growing chives', es: 'Cultivar cebollino' },
    text: {
      en: 'Chives are an easy herb that comes back every year. Snip the thin leaves with scissors for a mild onion taste, and they grow back again. In late spring they make round purple flowers that bees love.',
      es: 'El cebollino es una hierba fácil que vuelve a salir cada año. Corta sus hojas finitas con tijeras para darle a la comida un sabor suave a cebolla, y vuelven a crecer. A finales de la primavera da flores redondas y moradas que encantan a las abejas.',
    },
  },
  {
    id: 'grow-parsley',
    topic: 'plants',
    keywords: {
      en: ['parsley', 'slow seeds', 'swallowtail', 'herb'],
      es: ['perejil', 'semillas lentas', 'mariposa macaón', 'hierba'],
    },
    title: { en: 'Patient parsley', es: 'El perejil paciente' },
    text: {
      en: 'Parsley seeds are slow and can take two to four weeks to sprout, so keep the soil damp and be patient. Pick the outer stems first. Swallowtail butterfly caterpillars like to munch parsley, so some gardeners plant a little extra for them.',
      es: 'Las semillas de perejil son lentas y pueden tardar de dos a cuatro semanas en brotar, así que mantén la tierra húmeda y ten paciencia. Corta primero los tallos de fuera. A las orugas de la mariposa macaón les gusta comer perejil, por eso algunos jardineros siembran un poco de más para ellas.',
    },
  },
  {
    id: 'grow-rosemary-thyme',
    topic: 'plants',
    keywords: {
      en: ['rosemary', 'thyme', 'oregano', 'sage', 'herbs', 'mediterranean herbs'],
      es: ['romero', 'tomillo', 'orégano', 'salvia', 'hierbas', 'hierbas mediterráneas'],
    },
    title: { en: 'Rosemary, thyme and oregano', es: 'Romero, tomillo y orégano' },
    text: {
      en: 'Rosemary, thyme and oregano come from sunny, dry places, so give them lots of sun and soil that drains well. Water them only when the soil is dry. Their small flowers are full of nectar for bees.',
      es: 'El romero, el tomillo y el orégano vienen de lugares soleados y secos, así que dales mucho sol y una tierra que drene bien. Riégalos solo cuando la tierra esté seca. Sus florecitas están llenas de néctar para las abejas.',
    },
  },
  {
    id: 'grow-sweet-peas-flowers',
    topic: 'plants',
    keywords: {
      en: ['sweet peas', 'sweet pea flowers', 'scented flowers', 'climbing flowers'],
      es: ['guisante de olor', 'guisantes de olor', 'flores perfumadas', 'flores trepadoras'],
    },
    title: { en: 'Sweet pea flowers are not for eating', es: 'Los guisantes de olor no se comen' },
    text: {
      en: 'Sweet peas are climbing flowers with a lovely smell, and the more you pick, the more they bloom. Even though they look like pea plants, sweet peas are not food, and their seeds and pods are poisonous. Enjoy them in a vase, not on your plate.',
      es: 'Los guisantes de olor son flores trepadoras con un perfume precioso, y cuantas más cortas, más florecen. Aunque se parecen a las plantas de guisantes, no son comida, y sus semillas y vainas son venenosas. Disfrútalas en un florero, no en el plato.',
    },
  },
  {
    id: 'grow-spring-bulbs',
    topic: 'plants',
    keywords: {
      en: ['bulbs', 'tulips', 'daffodils', 'crocus', 'plant bulbs'],
      es: ['bulbos', 'tulipanes', 'narcisos', 'azafrán', 'crocus', 'plantar bulbos'],
    },
    title: { en: 'Planting flower bulbs', es: 'Plantar bulbos de flores' },
    text: {
      en: 'Spring flowers like tulips, daffodils and crocuses grow from bulbs planted in autumn. Plant each bulb about two to three times as deep as it is tall, with the pointy end up. They sleep through winter and pop up in spring.',
      es: 'Flores de primavera como los tulipanes, los narcisos y los crocus crecen de bulbos que se plantan en otoño. Entierra cada bulbo a una profundidad de dos o tres veces su altura, con la punta hacia arriba. Duermen todo el invierno y salen en primavera.',
    },
  },
]
