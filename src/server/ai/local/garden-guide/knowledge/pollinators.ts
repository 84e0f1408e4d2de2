// Garden book entries on pollinators beyond the honeybee and the flowers that feed them.
import type { KnowledgeEntryInput } from './knowledge-types'

export const POLLINATOR_ENTRIES: KnowledgeEntryInput[] = [
  {
    id: 'butterfly-garden',
    topic: 'pollinators',
    keywords: {
      en: ['butterfly', 'butterflies', 'attract butterflies', 'butterfly garden', 'butterfly flowers'],
      es: ['mariposa', 'mariposas', 'atraer mariposas', 'jardín de mariposas', 'flores para mariposas'],
    },
    title: { en: 'A garden for butterflies', es: 'Un jardín para mariposas' },
    text: {
      en: 'Butterflies like sunny, sheltered spots with flat or clustered flowers they can land on, such as zinnias, asters, verbena and lantana. They also need plants for their caterpillars to eat. A flat stone in the sun gives them a place to warm their wings.',
      es: 'A las mariposas les gustan los lugares soleados y protegidos del viento, con flores planas o en racimos donde puedan posarse, como las zinnias, los ásteres, la verbena y la lantana. También necesitan plantas para que coman sus orugas. Una piedra plana al sol les sirve para calentar las alas.',
    },
  },
  {
    id: 'butterfly-life-cycle',
    topic: 'pollinators',
    keywords: {
      en: ['butterfly life cycle', 'caterpillar to butterfly', 'chrysalis', 'cocoon', 'metamorphosis'],
      es: ['ciclo de vida de la mariposa', 'de oruga a mariposa', 'crisálida', 'capullo', 'metamorfosis'],
    },
    title: { en: 'From caterpillar to butterfly', es: 'De oruga a mariposa' },
    text: {
      en: 'A butterfly starts as a tiny egg that hatches into a hungry caterpillar. The caterpillar eats and grows, then turns into a chrysalis, where its body changes completely. Finally a butterfly climbs out and dries its wings.',
      es: 'La mariposa empieza como un huevo diminuto del que sale una oruga muy glotona. La oruga come y crece, y luego se convierte en crisálida, donde su cuerpo cambia por completo. Al final sale una mariposa que seca sus alas.',
    },
  },
  {
    id: 'monarchs-and-milkweed',
    topic: 'pollinators',
    keywords: {
      en: ['monarch', 'monarch butterfly', 'milkweed', 'host plant', 'migration'],
      es: ['monarca', 'mariposa monarca', 'algodoncillo', 'asclepia', 'planta hospedera', 'migración'],
    },
    title: { en: 'Monarchs need milkweed', es: 'Las monarcas necesitan algodoncillo' },
    text: {
      en: 'Monarch butterfly caterpillars can only eat milkweed plants, so planting native milkweed helps monarchs a lot. Many monarchs fly thousands of kilometers to spend the winter in the forests of Mexico. Milkweed sap is poisonous to people, so wash your hands after touching it.',
      es: 'Las orugas de la mariposa monarca solo pueden comer algodoncillo (asclepias), así que plantar algodoncillo nativo las ayuda muchísimo. Muchas monarcas vuelan miles de kilómetros para pasar el invierno en los bosques de México. La savia del algodoncillo es venenosa para las personas, así que lávate las manos después de tocarla.',
    },
  },
  {
    id: 'caterpillar-food-plants',
    topic: 'pollinators',
    keywords: {
      en: ['caterpillar food', 'host plants', 'butterfly babies', 'nettles', 'fennel', 'dill'],
      es: ['comida de orugas', 'plantas hospederas', 'bebés de mariposa', 'ortigas', 'hinojo', 'eneldo'],
    },
    title: { en: 'Food for baby butterflies', es: 'Comida para las mariposas bebé' },
    text: {
      en: 'Many caterpillars eat only a few kinds of plants, called host plants. Swallowtail caterpillars munch dill, fennel and parsley, and some colorful butterflies lay eggs on nettles. Leaving a wild corner with these plants helps butterflies have babies.',
      es: 'Muchas orugas solo comen unos pocos tipos de plantas, llamadas plantas hospederas. Las orugas de la mariposa macaón comen eneldo, hinojo y perejil, y algunas mariposas de colores ponen sus huevos en las ortigas. Dejar un rincón silvestre con estas plantas ayuda a las mariposas a tener crías.',
    },
  },
  {
    id: 'hummingbird-flowers',
    topic: 'pollinators',
    keywords: {
      en: ['hummingbird', 'hummingbirds', 'attract hummingbirds', 'red flowers', 'tube flowers'],
      es: ['colibrí', 'colibríes', 'picaflor', 'chupaflor', 'atraer colibríes', 'flores rojas'],
    },
    title: { en: 'Flowers for hummingbirds', es: 'Flores para colibríes' },
    text: {
      en: 'Hummingbirds love red and orange flowers shaped like tubes, such as salvia, bee balm, fuchsia and honeysuckle. They hover in the air and sip nectar with their long beaks and tongues. As they feed, pollen dusts their heads and travels to the next flower.',
      es: 'A los colibríes les encantan las flores rojas y naranjas con forma de tubo, como la salvia, la monarda, el fucsia y la madreselva. Se quedan suspendidos en el aire y beben néctar con su pico y su lengua largos. Mientras comen, el polen les cubre la cabeza y viaja hasta la siguiente flor.',
    },
    funFact: {
      en: 'Hummingbirds live only in the Americas, and some flap their wings more than 50 times a second.',
      es: 'Los colibríes solo viven en América, y algunos baten las alas más de 50 veces por segundo.',
    },
  },
  {
    id: 'hummingbird-feeder',
    topic: 'pollinators',
    keywords: {
      en: ['hummingbird feeder', 'sugar water', 'nectar recipe', 'feed hummingbirds'],
      es: ['bebedero de colibríes', 'agua con azúcar', 'receta de néctar', 'alimentar colibríes'],
    },
    title: { en: 'A hummingbird feeder', es: 'Un bebedero para colibríes' },
    text: {
      en: 'A feeder can be filled with 1 part white sugar mixed into 4 parts water, with no honey and no red dye. An adult should make it and clean the feeder every few days, more often in hot weather, so it never grows mold. Flowers are still the best food, so plant some too.',
      es: 'Un bebedero se llena con 1 parte de azúcar blanca disuelta en 4 partes de agua, sin miel y sin colorante rojo. Un adulto debe prepararlo y limpiar el bebedero cada pocos días, más a menudo si hace calor, para que nunca le salga moho. Las flores siguen siendo la mejor comida, así que planta algunas también.',
    },
  },
  {
    id: 'moths-night-pollinators',
    topic: 'pollinators',
    keywords: {
      en: ['moth', 'moths', 'night pollinators', 'night flowers', 'evening primrose'],
      es: [
        'polilla',
        'polillas',
        'mariposa nocturna',
        'polinizadores nocturnos',
        'flores de noche',
        'onagra',
      ],
    },
    title: { en: 'Moths, the night shift', es: 'Las polillas, el turno de noche' },
    text: {
      en: 'Moths are pollinators that mostly work at night. They find pale flowers with a strong sweet smell, like evening primrose, jasmine, honeysuckle and night-scented stock. There are many more kinds of moths than butterflies!',
      es: 'Las polillas, o mariposas nocturnas, son polinizadoras que trabajan sobre todo de noche. Buscan flores claras con un perfume dulce y fuerte, como la onagra, el jazmín, la madreselva y el alhelí nocturno. ¡Hay muchísimas más especies de polillas que de mariposas!',
    },
  },
  {
    id: 'butterflies-vs-moths',
    topic: 'pollinators',
    keywords: {
      en: ['butterfly or moth', 'difference', 'antennae', 'tell apart'],
      es: ['mariposa o polilla', 'diferencia', 'antenas', 'distinguir'],
    },
    title: { en: 'Butterfly or moth?', es: '¿Mariposa o polilla?' },
    text: {
      en: 'Most butterflies fly by day and have thin antennae with little knobs at the tips. Most moths fly at night and have feathery or thread-like antennae. Moths often rest with their wings flat, while butterflies usually fold them up over their backs.',
      es: 'Casi todas las mariposas vuelan de día y tienen antenas finas con una bolita en la punta. Casi todas las polillas vuelan de noche y tienen antenas como plumas o como hilos. Las polillas suelen descansar con las alas planas, y las mariposas normalmente las juntan hacia arriba sobre la espalda.',
    },
  },
  {
    id: 'bats-pollinate',
    topic: 'pollinators',
    keywords: {
      en: ['bat', 'bats', 'bat pollination', 'agave', 'bananas', 'bat box'],
      es: [
        'murciélago',
        'murciélagos',
        'polinización por murciélagos',
        'agave',
        'plátanos',
        'caja para murciélagos',
      ],
    },
    title: { en: 'Bats are pollinators too', es: 'Los murciélagos también polinizan' },
    text: {
      en: 'In warm places, some bats drink nectar at night and carry pollen between big, pale flowers. Bats help pollinate agave, wild bananas and many cactus flowers. Other bats eat huge numbers of night-flying insects, like mosquitoes and moths.',
      es: 'En lugares cálidos, algunos murciélagos beben néctar por la noche y llevan polen entre flores grandes y claras. Los murciélagos ayudan a polinizar el agave, los plátanos silvestres y muchas flores de cactus. Otros murciélagos comen montones de insectos nocturnos, como mosquitos y polillas.',
    },
  },
  {
    id: 'hoverflies',
    topic: 'pollinators',
    keywords: {
      en: ['hoverfly', 'hoverflies', 'flower fly', 'looks like a bee', 'fly that looks like a wasp'],
      es: ['sírfido', 'sírfidos', 'mosca de las flores', 'parece una abeja', 'mosca que parece avispa'],
    },
    title: { en: 'Hoverflies: bee look-alikes', es: 'Sírfidos: los que se disfrazan de abeja' },
    text: {
      en: 'Hoverflies have yellow and black stripes like bees or wasps, but they are harmless flies with no stinger. You can spot them hovering perfectly still in the air, and they have only two wings and big eyes. They pollinate flowers, and their larvae eat lots of aphids.',
      es: 'Los sírfidos tienen rayas amarillas y negras como las abejas o las avispas, pero son moscas inofensivas sin aguijón. Los reconocerás porque se quedan quietos en el aire, y tienen solo dos alas y ojos grandes. Polinizan las flores, y sus larvas comen muchísimos pulgones.',
    },
  },
  {
    id: 'beetles-and-flies-pollinate',
    topic: 'pollinators',
    keywords: {
      en: ['beetles', 'flies', 'magnolia', 'ancient pollinators', 'chocolate', 'cacao'],
      es: ['escarabajos', 'moscas', 'magnolia', 'polinizadores antiguos', 'chocolate', 'cacao'],
    },
    title: { en: 'Beetles and flies help too', es: 'Escarabajos y moscas también ayudan' },
    text: {
      en: 'Beetles were some of the very first pollinators, and they still visit big bowl-shaped flowers like magnolias. Many small flies pollinate too. Tiny flies called midges pollinate cacao flowers, and cacao beans are what chocolate is made from!',
      es: 'Los escarabajos fueron de los primeros polinizadores, y todavía visitan flores grandes con forma de cuenco, como las magnolias. Muchas moscas pequeñas también polinizan. Unas mosquitas diminutas polinizan las flores del cacao, ¡y con las semillas del cacao se hace el chocolate!',
    },
  },
  {
    id: 'wasps-are-helpers',
    topic: 'pollinators',
    keywords: {
      en: ['wasp', 'wasps', 'wasp or bee', 'are wasps useful', 'yellow jacket'],
      es: ['avispa', 'avispas', 'avispa o abeja', 'sirven las avispas', 'avispa amarilla'],
    },
    title: { en: 'Wasps are garden helpers', es: 'Las avispas ayudan en el jardín' },
    text: {
      en: 'Wasps are smoother and thinner than bees, with a narrow waist, and they are not fuzzy. They catch caterpillars and other pests to feed their young, and they pollinate some flowers while sipping nectar. Give them space, never swat them, and keep sweet drinks covered outside.',
      es: 'Las avispas son más lisas y delgadas que las abejas, con una cintura estrecha, y no tienen pelitos. Cazan orugas y otras plagas para alimentar a sus crías, y polinizan algunas flores mientras beben néctar. Dales espacio, nunca las golpees y tapa las bebidas dulces cuando estés afuera.',
    },
  },
  {
    id: 'bee-friendly-flowers',
    topic: 'pollinators',
    keywords: {
      en: [
        'bee friendly flowers',
        'flowers for bees',
        'what do bees like',
        'best plants for bees',
        'borage',
        'catmint',
      ],
      es: [
        'flores para abejas',
        'qué flores les gustan a las abejas',
        'mejores plantas para abejas',
        'borraja',
        'nébeda',
      ],
    },
    title: { en: 'Flowers bees love', es: 'Flores que encantan a las abejas' },
    text: {
      en: 'Bees love lavender, sunflowers, borage, catmint, salvia, clover, asters, cosmos and flowering herbs like thyme, oregano and rosemary. Plant them in sunny clumps so bees can find them easily. Mixing shapes and colors feeds many different kinds of bees.',
      es: 'A las abejas les encantan la lavanda, los girasoles, la borraja, la nébeda, la salvia, el trébol, los ásteres, los cosmos y las hierbas en flor como el tomillo, el orégano y el romero. Plántalas en grupos al sol para que las abejas las encuentren fácilmente. Mezclar formas y colores alimenta a muchos tipos de abejas.',
    },
  },
  {
    id: 'single-flowers-for-bees',
    topic: 'pollinators',
    keywords: {
      en: ['single flowers', 'double flowers', 'pom pom flowers', 'open flowers', 'fancy flowers'],
      es: ['flores simples', 'flores dobles', 'flores como pompones', 'flores abiertas'],
    },
    title: { en: 'Simple flowers are best for bees', es: 'Las flores sencillas son mejores para las abejas' },
    text: {
      en: 'Some garden flowers are bred to have extra rows of petals, like pom-poms. They look fancy, but bees often cannot reach the pollen and nectar inside. Choose flowers with a single ring of petals and an open middle.',
      es: 'Algunas flores de jardín se han criado para tener muchas filas de pétalos, como pompones. Son muy vistosas, pero las abejas muchas veces no pueden llegar al polen ni al néctar. Elige flores con una sola fila de pétalos y el centro abierto.',
    },
  },
  {
    id: 'let-the-lawn-flower',
    topic: 'pollinators',
    keywords: {
      en: ['lawn', 'dandelions', 'clover', 'no mow may', 'mowing', 'grass'],
      es: ['césped', 'dientes de león', 'trébol', 'no cortar el césped', 'cortacésped', 'pasto'],
    },
    title: { en: 'Let the lawn bloom', es: 'Deja florecer el césped' },
    text: {
      en: 'Dandelions and clover in a lawn are food for bees. Mowing less often, or leaving a patch of grass uncut, lets these little flowers bloom. Some families try "No Mow May" and count how many bees visit.',
      es: 'Los dientes de león y el trébol del césped son comida para las abejas. Cortar el césped con menos frecuencia, o dejar un trocito sin cortar, deja que florezcan estas florecitas. Algunas familias prueban a no cortar el césped durante un mes de primavera y cuentan cuántas abejas llegan.',
    },
  },
  {
    id: 'pollinator-pot',
    topic: 'pollinators',
    keywords: {
      en: ['balcony bees', 'window box', 'pot for bees', 'small space', 'pollinator pot'],
      es: [
        'abejas en el balcón',
        'jardinera',
        'maceta para abejas',
        'espacio pequeño',
        'maceta para polinizadores',
      ],
    },
    title: { en: 'A pollinator pot', es: 'Una maceta para polinizadores' },
    text: {
      en: 'Even one pot on a sunny balcony can feed bees and butterflies. Try a mix like lavender, thyme, marigolds and a small sunflower, or a window box of flowering herbs. Put a shallow dish of water with pebbles nearby.',
      es: 'Hasta una sola maceta en un balcón soleado puede alimentar a abejas y mariposas. Prueba una mezcla de lavanda, tomillo, tagetes y un girasol pequeño, o una jardinera con hierbas en flor. Pon cerca un platito con agua y piedrecitas.',
    },
  },
  {
    id: 'bumblebee-or-honeybee',
    topic: 'pollinators',
    keywords: {
      en: ['bumblebee or honeybee', 'tell bees apart', 'fuzzy bee', 'difference between bees'],
      es: ['abejorro o abeja', 'distinguir abejas', 'abeja peluda', 'diferencia entre abejas'],
    },
    title: { en: 'Bumblebee or honeybee?', es: '¿Abejorro o abeja melífera?' },
    text: {
      en: 'Bumblebees are big, round and very fuzzy, often with bands of yellow, black, white or orange. Honeybees are smaller and slimmer, with golden-brown stripes and less fuzz. Both are gentle when they are busy on flowers.',
      es: 'Los abejorros son grandes, redondos y muy peludos, a menudo con franjas amarillas, negras, blancas o naranjas. Las abejas melíferas son más pequeñas y delgadas, con rayas marrón dorado y menos pelito. Las dos son tranquilas cuando están ocupadas en las flores.',
    },
  },
  {
    id: 'bee-or-wasp',
    topic: 'pollinators',
    keywords: {
      en: ['bee or wasp', 'is it a bee', 'difference between a bee and a wasp', 'hairy', 'smooth'],
      es: ['abeja o avispa', 'es una abeja', 'diferencia entre una abeja y una avispa', 'peluda', 'lisa'],
    },
    title: { en: 'Bee or wasp?', es: '¿Abeja o avispa?' },
    text: {
      en: 'Bees are usually hairy and chunky, and they often carry yellow pollen on their legs. Wasps are shiny and smooth, with a thin waist and long legs that dangle when they fly. Both should be watched calmly from a little distance.',
      es: 'Las abejas suelen ser peludas y rechonchas, y muchas veces llevan polen amarillo en las patas. Las avispas son brillantes y lisas, con cintura fina y patas largas que cuelgan cuando vuelan. A las dos hay que mirarlas con calma y desde un poco de distancia.',
    },
  },
  {
    id: 'flower-shapes-for-pollinators',
    topic: 'pollinators',
    keywords: {
      en: ['flower shapes', 'why flowers have different shapes', 'tube flower', 'flat flower'],
      es: [
        'formas de las flores',
        'por qué las flores tienen formas distintas',
        'flor de tubo',
        'flor plana',
      ],
    },
    title: { en: 'Why flowers have different shapes', es: 'Por qué las flores tienen formas distintas' },
    text: {
      en: 'Flower shapes match their visitors. Flat, open flowers suit short-tongued bees, flies and beetles, long tubes suit hummingbirds, moths and long-tongued bumblebees, and landing platforms suit heavy bees. A garden with many shapes welcomes many pollinators.',
      es: 'La forma de cada flor encaja con sus visitantes. Las flores planas y abiertas van bien para abejas de lengua corta, moscas y escarabajos; los tubos largos, para colibríes, polillas y abejorros de lengua larga; y las flores con plataforma, para abejas pesadas. Un jardín con muchas formas recibe a muchos polinizadores.',
    },
  },
  {
    id: 'butterflies-drink-from-puddles',
    topic: 'pollinators',
    keywords: {
      en: ['puddling', 'butterfly puddle', 'butterflies drink', 'mud puddle', 'salt'],
      es: ['charco para mariposas', 'mariposas beben', 'charco de barro', 'sales minerales'],
    },
    title: { en: 'Butterflies sip from puddles', es: 'Las mariposas beben de los charcos' },
    text: {
      en: 'Butterflies often gather on damp mud to sip water and minerals they cannot get from nectar. You can make a butterfly puddle with a shallow dish of wet sand and a tiny pinch of salt. Keep it damp and put it in a sunny spot.',
      es: 'Las mariposas se juntan a menudo en el barro húmedo para beber agua y minerales que no obtienen del néctar. Puedes hacerles un charco con un plato llano de arena mojada y una pizquita de sal. Mantenlo húmedo y ponlo en un lugar soleado.',
    },
  },
]
