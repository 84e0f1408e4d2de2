// Garden book entries on garden pests and gentle, bee-safe ways to handle them.
import type { KnowledgeEntryInput } from './knowledge-types'

export const PEST_ENTRIES: KnowledgeEntryInput[] = [
  {
    id: 'aphids',
    topic: 'pests',
    keywords: {
      en: ['aphid', 'aphids', 'greenfly', 'blackfly', 'tiny green bugs', 'sticky leaves'],
      es: ['pulgón', 'pulgones', 'bichitos verdes', 'bichitos negros', 'hojas pegajosas'],
    },
    title: { en: 'Aphids', es: 'Los pulgones' },
    text: {
      en: 'Aphids are tiny green, black or white bugs that crowd on new shoots and suck the sap, making leaves curl and sticky. Spray them off with a strong jet of water, or squish them with gloved fingers. Ladybirds, lacewings and hoverfly larvae will happily eat the rest.',
      es: 'Los pulgones son bichitos diminutos, verdes, negros o blancos, que se amontonan en los brotes nuevos y chupan la savia, y por eso las hojas se enroscan y se ponen pegajosas. Quítalos con un chorro fuerte de agua o aplástalos con los dedos usando guantes. Las mariquitas, las crisopas y las larvas de sírfido se comerán felices el resto.',
    },
  },
  {
    id: 'ladybirds-eat-aphids',
    topic: 'pests',
    keywords: {
      en: ['ladybird', 'ladybirds', 'ladybug', 'ladybugs', 'ladybird larva', 'good bugs'],
      es: [
        'mariquita',
        'mariquitas',
        'catarina',
        'catarinas',
        'vaquita de san antonio',
        'larva de mariquita',
      ],
    },
    title: { en: 'Ladybirds are aphid hunters', es: 'Las mariquitas cazan pulgones' },
    text: {
      en: 'Ladybirds, also called ladybugs, are among the best garden helpers, because they eat aphids. One ladybird can eat thousands of aphids in its life. Their larvae look like tiny spiky alligators, so do not squash them: they are hungry helpers too!',
      es: 'Las mariquitas (o catarinas) están entre las mejores ayudantes del jardín, porque comen pulgones. Una sola mariquita puede comerse miles de pulgones a lo largo de su vida. Sus larvas parecen cocodrilitos con pinchos, así que no las aplastes: ¡también son ayudantes hambrientas!',
    },
  },
  {
    id: 'lacewings',
    topic: 'pests',
    keywords: {
      en: ['lacewing', 'lacewings', 'aphid lion', 'green insect with lacy wings'],
      es: ['crisopa', 'crisopas', 'león de pulgones', 'insecto verde con alas de encaje'],
    },
    title: { en: 'Lacewings', es: 'Las crisopas' },
    text: {
      en: 'Lacewings are delicate green insects with see-through wings like lace. Their larvae are nicknamed aphid lions, because they gobble up aphids and other small pests. Flowers like dill, fennel and cosmos invite them into the garden.',
      es: 'Las crisopas son insectos verdes y delicados con alas transparentes como de encaje. A sus larvas las llaman leones de pulgones, porque devoran pulgones y otras plagas pequeñas. Flores como el eneldo, el hinojo y los cosmos las invitan al jardín.',
    },
  },
  {
    id: 'slugs-and-snails',
    topic: 'pests',
    keywords: {
      en: ['slug', 'slugs', 'snail', 'snails', 'holes in leaves', 'slime trail'],
      es: ['babosa', 'babosas', 'caracol', 'caracoles', 'hojas agujereadas', 'rastro de baba'],
    },
    title: { en: 'Slugs and snails', es: 'Babosas y caracoles' },
    text: {
      en: 'Slugs and snails come out on damp nights and munch big ragged holes in leaves, leaving shiny slime trails. Go on a slug patrol in the evening with a flashlight and gloves, and move them far away from your vegetables. Watering in the morning instead of the evening also makes the garden less slug-friendly at night.',
      es: 'Las babosas y los caracoles salen en las noches húmedas y hacen agujeros grandes en las hojas, dejando rastros brillantes de baba. Sal a patrullar por la tarde-noche con una linterna y guantes, y llévalos lejos de tus verduras. Regar por la mañana en vez de por la tarde también hace que el huerto sea menos atractivo para ellos de noche.',
    },
  },
  {
    id: 'slug-traps-and-barriers',
    topic: 'pests',
    keywords: {
      en: ['stop slugs', 'slug trap', 'board trap', 'protect seedlings from slugs', 'copper'],
      es: [
        'frenar babosas',
        'trampa para babosas',
        'trampa de tabla',
        'proteger plantitas de babosas',
        'cobre',
      ],
    },
    title: { en: 'Gentle slug tricks', es: 'Trucos amables contra las babosas' },
    text: {
      en: 'Lay a wooden board or an old tile on damp soil: slugs and snails hide under it during the day, so you can collect them in the morning. Young seedlings can be protected with a ring cut from a plastic bottle or with copper tape around pots. Never use slug pellets, because they can harm birds, hedgehogs and pets.',
      es: 'Pon una tabla de madera o una baldosa vieja sobre la tierra húmeda: las babosas y los caracoles se esconden debajo durante el día, y puedes recogerlos por la mañana. Las plantitas jóvenes se protegen con un anillo cortado de una botella de plástico o con cinta de cobre alrededor de las macetas. Nunca uses cebos matababosas, porque pueden dañar a pájaros, erizos y mascotas.',
    },
  },
  {
    id: 'cabbage-caterpillars',
    topic: 'pests',
    keywords: {
      en: [
        'caterpillar',
        'caterpillars',
        'cabbage white',
        'eating my cabbage',
        'green caterpillars',
        'holes in cabbage',
      ],
      es: [
        'oruga',
        'orugas',
        'mariposa de la col',
        'se comen mi col',
        'orugas verdes',
        'agujeros en la col',
        'gusanos en las hojas',
      ],
    },
    title: { en: 'Caterpillars on cabbages', es: 'Orugas en las coles' },
    text: {
      en: 'Green caterpillars on cabbage, kale and broccoli usually come from white butterflies that lay tiny yellow eggs under the leaves. Check the leaves often, gently rub off the eggs and pick off caterpillars by hand. A fine net over the plants stops the butterflies from laying eggs at all.',
      es: 'Las orugas verdes de las coles, la col rizada y el brócoli suelen venir de mariposas blancas que ponen huevecitos amarillos debajo de las hojas. Revisa las hojas a menudo, quita los huevos con suavidad y retira las orugas con la mano. Una malla fina sobre las plantas impide que las mariposas pongan huevos.',
    },
  },
  {
    id: 'hand-picking-pests',
    topic: 'pests',
    keywords: {
      en: ['hand picking', 'pick off bugs', 'remove pests by hand', 'bug patrol', 'beetles on plants'],
      es: [
        'recoger a mano',
        'quitar bichos',
        'quitar plagas a mano',
        'patrulla de bichos',
        'escarabajos en las plantas',
      ],
    },
    title: { en: 'Pest patrol by hand', es: 'Patrulla de plagas a mano' },
    text: {
      en: 'The gentlest pest control is a pest patrol: walk around your plants, look under the leaves and pick off the munchers by hand. Wear gloves, and put the pests in a bucket so an adult can take them far away. Checking a few minutes every day stops problems before they grow.',
      es: 'El control de plagas más amable es una patrulla: recorre tus plantas, mira debajo de las hojas y quita a mano a los comilones. Usa guantes y pon los bichos en un cubo para que un adulto los lleve lejos. Revisar unos minutos cada día evita que los problemas crezcan.',
    },
  },
  {
    id: 'companion-planting',
    topic: 'pests',
    keywords: {
      en: [
        'companion planting',
        'plant friends',
        'good neighbors',
        'plants that help each other',
        'basil and tomatoes',
      ],
      es: [
        'asociación de cultivos',
        'plantas amigas',
        'buenas vecinas',
        'plantas que se ayudan',
        'albahaca y tomates',
      ],
    },
    title: { en: 'Plant friends', es: 'Plantas amigas' },
    text: {
      en: 'Companion planting means growing plants that help each other side by side. Strong-smelling plants like onions, garlic and herbs can confuse pests looking for carrots or cabbages, and flowers invite pest-eating insects. Many gardeners grow basil and marigolds next to their tomatoes.',
      es: 'La asociación de cultivos consiste en sembrar juntas plantas que se ayudan entre sí. Las plantas de olor fuerte, como las cebollas, los ajos y las hierbas, pueden despistar a las plagas que buscan zanahorias o coles, y las flores atraen insectos que se comen las plagas. Muchos jardineros siembran albahaca y tagetes junto a sus tomates.',
    },
  },
  {
    id: 'nasturtium-trap-crop',
    topic: 'pests',
    keywords: {
      en: ['trap crop', 'nasturtiums for aphids', 'sacrificial plant', 'lure pests'],
      es: ['cultivo trampa', 'capuchinas para pulgones', 'planta sacrificio', 'atraer plagas'],
    },
    title: { en: 'Nasturtiums as a pest trap', es: 'Capuchinas como trampa para plagas' },
    text: {
      en: 'Aphids and cabbage white butterflies often prefer nasturtiums to your vegetables. Planting nasturtiums nearby can lure the pests away, like a decoy. Check the nasturtiums and wash off aphids when they get crowded.',
      es: 'Los pulgones y las mariposas de la col suelen preferir las capuchinas a tus verduras. Sembrar capuchinas cerca puede alejar las plagas, como un señuelo. Revisa las capuchinas y quítales los pulgones con agua cuando haya muchos.',
    },
  },
  {
    id: 'marigolds-help-vegetables',
    topic: 'pests',
    keywords: {
      en: ['marigolds keep pests away', 'marigolds and tomatoes', 'flowers in the vegetable garden'],
      es: ['tagetes alejan plagas', 'tagetes y tomates', 'flores en el huerto'],
    },
    title: { en: 'Marigolds in the vegetable patch', es: 'Tagetes en el huerto' },
    text: {
      en: 'French marigolds are a favorite companion for tomatoes and beans. Their roots can discourage some tiny soil worms that harm plants, and their flowers bring in hoverflies that eat aphids. Plus they make the vegetable patch bright and cheerful!',
      es: 'Los tagetes son unos compañeros favoritos de los tomates y los frijoles. Sus raíces pueden frenar a unos gusanitos diminutos del suelo que dañan las plantas, y sus flores atraen sírfidos que comen pulgones. ¡Además, llenan el huerto de color y alegría!',
    },
  },
  {
    id: 'birds-frogs-and-hedgehogs',
    topic: 'pests',
    keywords: {
      en: ['birds eat pests', 'frogs', 'toads', 'hedgehogs', 'natural pest control', 'pond'],
      es: ['pájaros comen plagas', 'ranas', 'sapos', 'erizos', 'control natural de plagas', 'estanque'],
    },
    title: { en: 'Animal pest controllers', es: 'Animales que controlan plagas' },
    text: {
      en: 'Birds eat caterpillars and aphids, while frogs, toads and hedgehogs gobble up slugs. A small pond, a log pile, a bird bath or a bird box invites these helpers to live in your garden. They work for free, day and night!',
      es: 'Los pájaros comen orugas y pulgones, y las ranas, los sapos y los erizos devoran babosas. Un pequeño estanque, un montón de troncos, un bebedero o una caja nido invitan a estos ayudantes a vivir en tu jardín. ¡Trabajan gratis, de día y de noche!',
    },
  },
  {
    id: 'spiders-are-friends',
    topic: 'pests',
    keywords: {
      en: ['spider', 'spiders', 'spider web', 'are spiders good'],
      es: ['araña', 'arañas', 'telaraña', 'son buenas las arañas'],
    },
    title: { en: 'Spiders are garden friends', es: 'Las arañas son amigas del jardín' },
    text: {
      en: 'Spiders catch flies, aphids and many other small insects in their webs or by hunting on the ground. Most garden spiders are harmless to people and just want to be left alone. Look at a dewy web in the morning: it sparkles like jewelry!',
      es: 'Las arañas atrapan moscas, pulgones y muchos otros insectos pequeños con sus telarañas o cazando en el suelo. Casi todas las arañas del jardín son inofensivas para las personas y solo quieren que las dejen tranquilas. Mira una telaraña con rocío por la mañana: ¡brilla como una joya!',
    },
  },
  {
    id: 'earwigs',
    topic: 'pests',
    keywords: {
      en: ['earwig', 'earwigs', 'pincers', 'chewed petals'],
      es: ['tijereta', 'tijeretas', 'cortapicos', 'pinzas', 'pétalos mordidos'],
    },
    title: { en: 'Earwigs: friend and foe', es: 'Tijeretas: amigas y enemigas' },
    text: {
      en: 'Earwigs have pincers on their tails, but they are harmless to people. They eat aphids, which helps, but they also nibble petals and soft fruit. To move them, stuff a flowerpot with straw, turn it upside down on a stick, and in the morning carry the earwigs to where they can help.',
      es: 'Las tijeretas tienen pinzas en la cola, pero son inofensivas para las personas. Comen pulgones, lo cual ayuda, pero también mordisquean pétalos y frutas blanditas. Para moverlas, rellena una maceta de paja, ponla boca abajo sobre un palo y por la mañana lleva las tijeretas a donde puedan ayudar.',
    },
  },
  {
    id: 'whiteflies',
    topic: 'pests',
    keywords: {
      en: ['whitefly', 'whiteflies', 'tiny white flies', 'white bugs under leaves'],
      es: ['mosca blanca', 'moscas blancas', 'mosquitas blancas', 'bichos blancos bajo las hojas'],
    },
    title: { en: 'Whiteflies', es: 'La mosca blanca' },
    text: {
      en: 'Whiteflies are tiny white insects that hide under leaves and fly up in a cloud when you shake the plant. Like aphids, they suck sap. Spray the undersides of the leaves with water, and keep plants well spaced so air can flow.',
      es: 'La mosca blanca es un insecto diminuto y blanco que se esconde debajo de las hojas y sale volando como una nubecita cuando mueves la planta. Igual que los pulgones, chupa la savia. Rocía con agua la parte de abajo de las hojas y deja espacio entre las plantas para que corra el aire.',
    },
  },
  {
    id: 'ants-farm-aphids',
    topic: 'pests',
    keywords: {
      en: ['ants', 'ants on plants', 'honeydew', 'ant farm'],
      es: ['hormigas', 'hormigas en las plantas', 'melaza', 'mielada'],
    },
    title: { en: 'Ants that farm aphids', es: 'Hormigas que crían pulgones' },
    text: {
      en: 'If you see ants marching up a plant, look for aphids. Ants love the sugary honeydew that aphids make, so they protect them from ladybirds, a bit like farmers with tiny cows. Washing off the aphids usually sends the ants away too.',
      es: 'Si ves hormigas subiendo por una planta, busca pulgones. A las hormigas les encanta la melaza dulce que sueltan los pulgones, así que los protegen de las mariquitas, como granjeros con vaquitas diminutas. Al quitar los pulgones con agua, las hormigas suelen irse también.',
    },
  },
  {
    id: 'healthy-plants-resist-pests',
    topic: 'pests',
    keywords: {
      en: ['prevent pests', 'healthy plants', 'why do bugs eat my plants', 'strong plants'],
      es: ['prevenir plagas', 'plantas sanas', 'por qué los bichos se comen mis plantas', 'plantas fuertes'],
    },
    title: { en: 'Healthy plants fight back', es: 'Las plantas sanas se defienden' },
    text: {
      en: 'Plants in the right spot, with good soil, enough water and enough space, are much better at shrugging off pests. Weak, thirsty or crowded plants get attacked first. So the best pest control often starts with good care.',
      es: 'Las plantas que están en el lugar adecuado, con buena tierra, agua suficiente y espacio, resisten mucho mejor las plagas. Las plantas débiles, sedientas o amontonadas son las primeras en ser atacadas. Por eso, el mejor control de plagas suele empezar con un buen cuidado.',
    },
  },
  {
    id: 'crop-rotation',
    topic: 'pests',
    keywords: {
      en: ['crop rotation', 'rotate crops', 'move plants each year', 'same place every year'],
      es: ['rotación de cultivos', 'rotar cultivos', 'cambiar de sitio cada año', 'mismo sitio cada año'],
    },
    title: { en: 'Moving crops each year', es: 'Cambiar los cultivos de sitio cada año' },
    text: {
      en: 'Growing the same vegetable family in the same spot every year lets its pests and diseases build up in the soil. Gardeners rotate, moving tomatoes, potatoes, beans and cabbages to a new bed each year. Keep a simple map in your nature journal to remember.',
      es: 'Si siembras la misma familia de verduras en el mismo sitio cada año, sus plagas y enfermedades se acumulan en la tierra. Los jardineros rotan: cambian los tomates, las papas, los frijoles y las coles a otro bancal cada año. Dibuja un mapa sencillo en tu diario de naturaleza para acordarte.',
    },
  },
  {
    id: 'net-and-cover-crops',
    topic: 'pests',
    keywords: {
      en: [
        'netting',
        'row cover',
        'birds eating my plants',
        'protect strawberries from birds',
        'fleece cover',
      ],
      es: [
        'malla',
        'red',
        'manta de cultivo',
        'pájaros se comen mis plantas',
        'proteger fresas de los pájaros',
      ],
    },
    title: { en: 'Nets keep munchers out', es: 'Las mallas protegen de los comilones' },
    text: {
      en: 'A light net or fabric cover over plants is a simple way to keep out butterflies, birds and flying pests without any sprays. Hold the edges down with stones so nothing sneaks underneath. Lift the cover when plants flower so bees can visit.',
      es: 'Una malla o una tela ligera sobre las plantas es una forma sencilla de mantener lejos a mariposas, pájaros y plagas voladoras sin usar ningún producto. Sujeta los bordes con piedras para que nada se cuele por debajo. Levántala cuando las plantas florezcan para que las abejas puedan visitarlas.',
    },
  },
  {
    id: 'powdery-mildew',
    topic: 'pests',
    keywords: {
      en: ['powdery mildew', 'white powder on leaves', 'white spots on leaves', 'sick leaves'],
      es: ['oídio', 'polvo blanco en las hojas', 'manchas blancas en las hojas', 'hojas enfermas'],
    },
    title: { en: 'White powder on leaves', es: 'Polvo blanco en las hojas' },
    text: {
      en: 'A white, dusty coating on zucchini, pumpkin or cucumber leaves is usually powdery mildew, a common fungus. Give plants space so air can flow, water the soil instead of the leaves, and pick off the worst leaves. It often appears late in summer and is not dangerous to people.',
      es: 'Una capa blanca como de polvo en las hojas del calabacín, la calabaza o el pepino suele ser oídio, un hongo muy común. Deja espacio entre las plantas para que corra el aire, riega la tierra en lugar de las hojas y quita las hojas más afectadas. Suele aparecer a finales del verano y no es peligroso para las personas.',
    },
  },
  {
    id: 'most-bugs-are-good',
    topic: 'pests',
    keywords: {
      en: ['good bugs', 'bad bugs', 'are all bugs pests', 'beneficial insects', 'insects in my garden'],
      es: [
        'bichos buenos',
        'bichos malos',
        'todos los bichos son plagas',
        'insectos beneficiosos',
        'insectos en mi jardín',
      ],
    },
    title: { en: 'Most bugs are good bugs', es: 'Casi todos los bichos son buenos' },
    text: {
      en: 'Only a few of the insects in a garden are pests. Most are harmless or helpful: they pollinate flowers, eat pests, or turn dead leaves into soil. Before you remove a bug, find out who it is!',
      es: 'Solo unos pocos de los insectos del jardín son plagas. La mayoría son inofensivos o útiles: polinizan las flores, comen plagas o convierten las hojas muertas en tierra. Antes de quitar un bicho, ¡averigua quién es!',
    },
  },
]
