// Garden book entries on the basic skills of growing any plant: sowing, light, pots, weeding and harvest.
import type { KnowledgeEntryInput } from './knowledge-types'

export const GROWING_BASICS_ENTRIES: KnowledgeEntryInput[] = [
  {
    id: 'how-deep-to-plant-seeds',
    topic: 'plants',
    keywords: {
      en: ['how deep', 'plant seeds', 'sow seeds', 'seed depth', 'planting seeds'],
      es: ['qué profundidad', 'plantar semillas', 'sembrar semillas', 'profundidad', 'sembrar'],
    },
    title: { en: 'How deep to plant a seed', es: 'A qué profundidad sembrar una semilla' },
    text: {
      en: 'A handy rule is to plant a seed about two to three times as deep as the seed is wide. Big seeds like beans go deeper, and tiny seeds like lettuce are just pressed onto the soil and lightly covered. The seed packet tells you the exact depth.',
      es: 'Una regla práctica es sembrar la semilla a una profundidad de dos a tres veces su tamaño. Las semillas grandes, como los frijoles, van más hondo, y las diminutas, como la lechuga, solo se aprietan sobre la tierra y se cubren apenas. El sobre de semillas te dice la profundidad exacta.',
    },
  },
  {
    id: 'reading-a-seed-packet',
    topic: 'plants',
    keywords: {
      en: ['seed packet', 'read the packet', 'spacing', 'days to harvest', 'instructions'],
      es: ['sobre de semillas', 'leer el sobre', 'distancia', 'días hasta la cosecha', 'instrucciones'],
    },
    title: { en: 'Reading a seed packet', es: 'Leer un sobre de semillas' },
    text: {
      en: 'A seed packet is like a tiny instruction book. It tells you when to sow, how deep, how far apart, how much sun the plant needs and how many days until you can harvest. Keep the packet as a label for your row!',
      es: 'Un sobre de semillas es como un pequeño libro de instrucciones. Te dice cuándo sembrar, a qué profundidad, a qué distancia, cuánto sol necesita la planta y cuántos días faltan para la cosecha. ¡Guarda el sobre como cartel para tu fila!',
    },
  },
  {
    id: 'starting-seeds-indoors',
    topic: 'plants',
    keywords: {
      en: ['start seeds indoors', 'seedlings', 'windowsill', 'seed tray', 'inside'],
      es: ['semillero', 'sembrar dentro de casa', 'plántulas', 'alféizar', 'bandeja de semillas'],
    },
    title: { en: 'Starting seeds indoors', es: 'Sembrar dentro de casa' },
    text: {
      en: 'You can give slow plants like tomatoes and peppers a head start by sowing them indoors in small pots or egg boxes. Keep them warm and damp, and put them on your sunniest windowsill once they sprout. Turn the pots every day so the seedlings grow straight instead of leaning to the light.',
      es: 'Puedes adelantar plantas lentas como los tomates y los pimientos sembrándolas dentro de casa en macetitas o en hueveras. Mantenlas calentitas y húmedas, y cuando broten ponlas en la ventana más soleada. Gira las macetas cada día para que las plantitas crezcan derechas y no se inclinen hacia la luz.',
    },
  },
  {
    id: 'hardening-off-seedlings',
    topic: 'plants',
    keywords: {
      en: ['hardening off', 'move seedlings outside', 'seedlings outside', 'transplant'],
      es: ['aclimatar', 'sacar plántulas', 'plantitas afuera', 'trasplantar'],
    },
    title: { en: 'Getting seedlings used to outside', es: 'Acostumbrar las plantitas al exterior' },
    text: {
      en: 'Seedlings grown indoors need a week or two to get used to wind and sun. Put them outside in a sheltered spot for an hour or two, and leave them out a bit longer each day. Gardeners call this hardening off.',
      es: 'Las plantitas que crecen dentro de casa necesitan una o dos semanas para acostumbrarse al viento y al sol. Sácalas a un lugar protegido una o dos horas y déjalas afuera un poco más cada día. Los jardineros lo llaman aclimatar.',
    },
  },
  {
    id: 'transplanting-seedlings',
    topic: 'plants',
    keywords: {
      en: ['transplant', 'transplanting', 'move a plant', 'plant out', 'repot'],
      es: ['trasplantar', 'trasplante', 'mover una planta', 'cambiar de maceta'],
    },
    title: { en: 'Moving a young plant', es: 'Trasplantar una planta joven' },
    text: {
      en: 'When you move a seedling, hold it gently by a leaf, not the stem, because a bruised stem cannot heal. Dig a hole a bit bigger than the root ball, firm the soil around it and give it a good drink. A cloudy day or the evening is the kindest time to transplant.',
      es: 'Cuando muevas una plantita, sujétala con cuidado por una hoja, no por el tallo, porque un tallo aplastado no se cura. Haz un hoyo un poco más grande que el cepellón, aprieta la tierra alrededor y dale un buen trago de agua. Un día nublado o la tarde es el momento más amable para trasplantar.',
    },
  },
  {
    id: 'thinning-seedlings',
    topic: 'plants',
    keywords: {
      en: ['thinning', 'too many seedlings', 'crowded', 'spacing', 'thin out'],
      es: ['aclarar', 'aclareo', 'demasiadas plantitas', 'amontonadas', 'espacio'],
    },
    title: { en: 'Thinning crowded seedlings', es: 'Aclarar plantitas amontonadas' },
    text: {
      en: 'When many seeds sprout close together, they fight for light, water and food. Snip or gently pull out the extra seedlings so the strongest ones have space. Thinnings of lettuce or radish leaves make a tiny salad!',
      es: 'Cuando muchas semillas brotan muy juntas, se pelean por la luz, el agua y el alimento. Corta o arranca con cuidado las plantitas que sobran para que las más fuertes tengan espacio. ¡Las hojitas que quitas de lechuga o rábano dan para una mini ensalada!',
    },
  },
  {
    id: 'sunlight-for-vegetables',
    topic: 'plants',
    keywords: {
      en: ['how much sun', 'full sun', 'shade', 'sunny spot', 'light', 'shady garden'],
      es: ['cuánto sol', 'pleno sol', 'sombra', 'lugar soleado', 'luz', 'jardín con sombra'],
    },
    title: { en: 'How much sun plants need', es: 'Cuánto sol necesitan las plantas' },
    text: {
      en: 'Fruiting vegetables like tomatoes, beans and squash need full sun, which means at least 6 to 8 hours of direct sunlight a day. Leafy plants like lettuce, spinach and mint can grow with less. Watch your garden for a day to see where the sunny spots are.',
      es: 'Las verduras que dan fruto, como los tomates, los frijoles y las calabazas, necesitan pleno sol, es decir, al menos de 6 a 8 horas de sol directo al día. Las plantas de hoja, como la lechuga, la espinaca y la menta, pueden crecer con menos. Observa tu jardín durante un día para saber dónde están los rincones soleados.',
    },
  },
  {
    id: 'growing-in-pots',
    topic: 'plants',
    keywords: {
      en: ['pots', 'containers', 'balcony', 'potting mix', 'no garden', 'apartment'],
      es: ['macetas', 'contenedores', 'balcón', 'sustrato', 'sin jardín', 'apartamento', 'piso'],
    },
    title: { en: 'Gardening in pots', es: 'Cultivar en macetas' },
    text: {
      en: 'You do not need a big garden: herbs, cherry tomatoes, lettuce, strawberries and flowers all grow well in pots on a balcony or step. Use pots with holes in the bottom and fill them with potting mix, not garden soil. Bigger pots hold more water, so they dry out less quickly.',
      es: 'No necesitas un jardín grande: las hierbas aromáticas, los tomates cherry, la lechuga, las fresas y las flores crecen bien en macetas en un balcón o una escalera. Usa macetas con agujeros en el fondo y llénalas con sustrato, no con tierra del jardín. Las macetas grandes guardan más agua, así que se secan más despacio.',
    },
  },
  {
    id: 'pulling-weeds',
    topic: 'plants',
    keywords: {
      en: ['weeds', 'weeding', 'pull weeds', 'what is a weed'],
      es: ['malas hierbas', 'maleza', 'desyerbar', 'quitar hierbas', 'arrancar malas hierbas'],
    },
    title: { en: 'Pulling weeds', es: 'Quitar las malas hierbas' },
    text: {
      en: 'A weed is just a plant growing where we do not want it, stealing water and light from our plants. Pull weeds while they are small and the soil is damp, so the roots come out too. Ask a grown-up to check before you pull, so you do not pull out a baby vegetable!',
      es: 'Una mala hierba es simplemente una planta que crece donde no la queremos y les roba agua y luz a nuestras plantas. Arráncalas cuando son pequeñas y la tierra está húmeda, para que salgan con raíz. Pide a un adulto que mire antes, ¡no vayas a arrancar una verdura bebé!',
    },
  },
  {
    id: 'saving-seeds',
    topic: 'plants',
    keywords: {
      en: ['save seeds', 'saving seeds', 'collect seeds', 'seeds for next year'],
      es: ['guardar semillas', 'recoger semillas', 'semillas para el año que viene'],
    },
    title: { en: 'Saving seeds for next year', es: 'Guardar semillas para el año que viene' },
    text: {
      en: 'Beans, peas, sunflowers, marigolds and nasturtiums make seeds that are easy to save. Let a few pods or flower heads dry on the plant, then collect the seeds on a dry day. Store them in a labeled paper envelope in a cool, dry place.',
      es: 'Los frijoles, los guisantes, los girasoles, los tagetes y las capuchinas dan semillas fáciles de guardar. Deja que algunas vainas o flores se sequen en la planta y recoge las semillas en un día seco. Guárdalas en un sobre de papel con su nombre, en un lugar fresco y seco.',
    },
  },
  {
    id: 'annuals-and-perennials',
    topic: 'plants',
    keywords: {
      en: ['annual', 'perennial', 'comes back', 'every year', 'dies in winter'],
      es: ['anual', 'perenne', 'vuelve a salir', 'cada año', 'muere en invierno'],
    },
    title: { en: 'Annuals and perennials', es: 'Plantas anuales y perennes' },
    text: {
      en: 'Annual plants, like sunflowers and beans, grow, flower, make seeds and die in one season. Perennial plants, like lavender, chives and mint, come back year after year. A garden with both has flowers for a long time.',
      es: 'Las plantas anuales, como los girasoles y los frijoles, crecen, florecen, dan semillas y mueren en una sola temporada. Las perennes, como la lavanda, el cebollino y la menta, vuelven a salir año tras año. Un jardín con las dos tiene flores durante mucho tiempo.',
    },
  },
  {
    id: 'easy-first-plants',
    topic: 'plants',
    keywords: {
      en: ['easy plants', 'first garden', 'beginner', 'easiest', 'what should i grow', 'start a garden'],
      es: [
        'plantas fáciles',
        'primer huerto',
        'principiante',
        'más fácil',
        'qué puedo cultivar',
        'empezar un huerto',
      ],
    },
    title: { en: 'Easy plants for a first garden', es: 'Plantas fáciles para un primer huerto' },
    text: {
      en: 'For a first garden, try plants that grow fast and forgive mistakes: radishes, beans, sunflowers, nasturtiums, lettuce and cherry tomatoes. Start small, with one bed or a few pots. It is easier to look after a little garden really well.',
      es: 'Para un primer huerto, prueba plantas que crecen rápido y perdonan los errores: rábanos, frijoles, girasoles, capuchinas, lechuga y tomates cherry. Empieza con poco, con un bancal o unas cuantas macetas. Es más fácil cuidar muy bien un huerto pequeño.',
    },
  },
  {
    id: 'harvest-in-the-morning',
    topic: 'plants',
    keywords: {
      en: ['harvest', 'harvesting', 'pick vegetables', 'when to pick', 'crunchy'],
      es: ['cosecha', 'cosechar', 'recoger verduras', 'cuándo recoger', 'crujiente'],
    },
    title: { en: 'Harvest in the cool morning', es: 'Cosecha por la mañana fresquita' },
    text: {
      en: 'Vegetables and herbs are crispest and juiciest when picked in the cool morning. Use scissors or ask an adult for pruners so you do not tear the plant. Many plants, like beans, zucchini and herbs, make more when you pick often.',
      es: 'Las verduras y las hierbas están más crujientes y jugosas si se recogen por la mañana, cuando hace fresco. Usa tijeras o pide a un adulto unas podadoras para no desgarrar la planta. Muchas plantas, como los frijoles, los calabacines y las hierbas, producen más si cosechas a menudo.',
    },
  },
]
