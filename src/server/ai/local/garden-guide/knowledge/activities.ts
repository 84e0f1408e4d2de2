// Garden book entries with hands-on activities for children and families.
import type { KnowledgeEntryInput } from './knowledge-types'

export const ACTIVITY_ENTRIES: KnowledgeEntryInput[] = [
  {
    id: 'make-a-bee-hotel',
    topic: 'activities',
    keywords: {
      en: ['bee hotel', 'make a bee hotel', 'build a bee house', 'bug hotel', 'bee house'],
      es: [
        'hotel para abejas',
        'hacer un hotel de abejas',
        'construir una casa para abejas',
        'hotel de insectos',
        'casita para abejas',
      ],
    },
    title: { en: 'Build a bee hotel', es: 'Construye un hotel para abejas' },
    text: {
      en: 'Ask an adult to help cut hollow bamboo canes or paper straws about 15 centimeters long, closed at one end, and pack them tightly into a tin can or a small wooden box. Hang it firmly about 1 to 2 meters off the ground, facing the morning sun and sheltered from rain. In spring, watch for mason bees sealing the tubes with mud!',
      es: 'Pide a un adulto que te ayude a cortar cañas de bambú huecas o pajitas de papel de unos 15 centímetros, cerradas por un extremo, y colócalas bien apretadas en una lata o una cajita de madera. Cuélgalo firme a 1 o 2 metros del suelo, mirando al sol de la mañana y protegido de la lluvia. En primavera, ¡fíjate en las abejas albañiles tapando los tubos con barro!',
    },
  },
  {
    id: 'seed-bombs',
    topic: 'activities',
    keywords: {
      en: ['seed bomb', 'seed bombs', 'seed balls', 'wildflower seeds', 'clay balls'],
      es: [
        'bomba de semillas',
        'bombas de semillas',
        'bolas de semillas',
        'semillas de flores silvestres',
        'bolitas de arcilla',
      ],
    },
    title: { en: 'Make seed bombs', es: 'Haz bombas de semillas' },
    text: {
      en: 'Mix 5 handfuls of compost, 2 handfuls of clay powder and 1 handful of native wildflower seeds, adding a little water until it feels like dough. Roll it into balls the size of a walnut and let them dry for a day or two. Toss them onto bare soil in your own garden or where you have permission, and wait for the rain.',
      es: 'Mezcla 5 puñados de compost, 2 puñados de arcilla en polvo y 1 puñado de semillas de flores silvestres nativas, y añade un poco de agua hasta que parezca masa. Haz bolitas del tamaño de una nuez y déjalas secar uno o dos días. Lánzalas sobre tierra desnuda en tu jardín o donde tengas permiso, y espera a la lluvia.',
    },
  },
  {
    id: 'bean-in-a-jar',
    topic: 'activities',
    keywords: {
      en: ['bean in a jar', 'watch a seed grow', 'jar experiment', 'see roots grow', 'paper towel'],
      es: [
        'frijol en un frasco',
        'ver crecer una semilla',
        'experimento en un frasco',
        'ver crecer las raíces',
        'papel de cocina',
        'germinar un frijol',
      ],
    },
    title: { en: 'A bean in a jar', es: 'Un frijol en un frasco' },
    text: {
      en: 'Line a clear glass jar with damp paper towel and slide a dry bean between the paper and the glass. Keep the paper damp and put the jar somewhere bright but not in hot sun. In a few days you will see the root push down and the shoot reach up, and once it has leaves you can plant it in soil.',
      es: 'Forra por dentro un frasco de vidrio con papel de cocina húmedo y mete un frijol seco entre el papel y el cristal. Mantén el papel húmedo y deja el frasco en un lugar con luz, pero no al sol fuerte. En unos días verás la raíz bajar y el brote subir, y cuando tenga hojas podrás plantarlo en tierra.',
    },
  },
  {
    id: 'pizza-garden',
    topic: 'activities',
    keywords: {
      en: ['pizza garden', 'pizza', 'themed garden', 'grow pizza toppings'],
      es: ['huerto de pizza', 'pizza', 'huerto temático', 'cultivar ingredientes de pizza'],
    },
    title: { en: 'Plant a pizza garden', es: 'Planta un huerto de pizza' },
    text: {
      en: 'Make a round garden bed and divide it into slices like a pizza. Plant a different topping in each slice: tomatoes, basil, oregano, peppers and onions. At the end of summer, pick your toppings and make a real pizza together!',
      es: 'Haz un bancal redondo y divídelo en porciones como una pizza. Planta un ingrediente distinto en cada porción: tomates, albahaca, orégano, pimientos y cebollas. Al final del verano, cosecha tus ingredientes y ¡a preparar juntos una pizza de verdad!',
    },
  },
  {
    id: 'nature-journal',
    topic: 'activities',
    keywords: {
      en: ['nature journal', 'garden diary', 'draw plants', 'notebook', 'record growth'],
      es: [
        'diario de naturaleza',
        'diario del huerto',
        'dibujar plantas',
        'cuaderno',
        'apuntar el crecimiento',
      ],
    },
    title: { en: 'Keep a nature journal', es: 'Lleva un diario de naturaleza' },
    text: {
      en: 'A nature journal is a notebook where you draw and write what you see in the garden. Write the date and the weather, sketch a plant or bug, and note questions you wonder about. Looking back through the pages shows how much your garden changes.',
      es: 'Un diario de naturaleza es un cuaderno donde dibujas y escribes lo que ves en el jardín. Anota la fecha y el tiempo que hace, dibuja una planta o un bicho y escribe las preguntas que te hagas. Al repasar las páginas verás cuánto cambia tu jardín.',
    },
  },
  {
    id: 'sunflower-house',
    topic: 'activities',
    keywords: {
      en: ['sunflower house', 'sunflower fort', 'den', 'hideout', 'secret garden room'],
      es: ['casa de girasoles', 'fuerte de girasoles', 'escondite', 'guarida', 'habitación secreta'],
    },
    title: { en: 'Grow a sunflower house', es: 'Cultiva una casa de girasoles' },
    text: {
      en: 'Mark out a square or circle on sunny ground and sow tall sunflower seeds along the edges, leaving a gap for a door. Sow climbing beans or morning glories next to them, and they will twine up the stalks to make walls. By midsummer you will have a secret green room.',
      es: 'Marca un cuadrado o un círculo en un terreno soleado y siembra girasoles altos por el borde, dejando un hueco para la puerta. Siembra a su lado frijoles trepadores o campanillas, que se enroscarán en los tallos para formar paredes. A mitad del verano tendrás una habitación verde secreta.',
    },
  },
  {
    id: 'bean-teepee',
    topic: 'activities',
    keywords: {
      en: ['bean teepee', 'bean tipi', 'climbing beans', 'bean tent', 'hideout'],
      es: ['tipi de frijoles', 'tienda de frijoles', 'frijoles trepadores', 'cabaña de frijoles'],
    },
    title: { en: 'A bean teepee', es: 'Un tipi de frijoles' },
    text: {
      en: 'With an adult, push five or six long bamboo poles into the ground in a circle and tie them together at the top. Sow two climbing bean seeds at the foot of each pole, leaving one space open as a door. The beans climb up and cover it, making a shady hideout you can snack from.',
      es: 'Con un adulto, clava cinco o seis cañas largas en el suelo formando un círculo y átalas juntas por arriba. Siembra dos semillas de frijol trepador al pie de cada caña, dejando un hueco libre como puerta. Los frijoles suben y lo cubren, y tendrás un escondite con sombra ¡y con merienda!',
    },
  },
  {
    id: 'bug-hunt',
    topic: 'activities',
    keywords: {
      en: ['bug hunt', 'minibeast hunt', 'magnifying glass', 'look for bugs', 'insect safari'],
      es: ['búsqueda de bichos', 'cazar bichos', 'lupa', 'buscar insectos', 'safari de insectos'],
    },
    title: { en: 'Go on a bug hunt', es: 'Sal a buscar bichos' },
    text: {
      en: "Take a magnifying glass and look under stones, logs and leaves, and inside flowers. Count how many different creatures you find and draw them in your journal. Always put stones and logs back gently where they were, because they are someone's home.",
      es: 'Toma una lupa y mira debajo de piedras, troncos y hojas, y dentro de las flores. Cuenta cuántos bichos distintos encuentras y dibújalos en tu diario. Vuelve a poner siempre con cuidado las piedras y los troncos donde estaban, porque son la casa de alguien.',
    },
  },
  {
    id: 'pressed-flowers',
    topic: 'activities',
    keywords: {
      en: ['pressed flowers', 'press flowers', 'flower craft', 'bookmark', 'dry flowers'],
      es: ['flores prensadas', 'prensar flores', 'manualidad con flores', 'marcapáginas', 'secar flores'],
    },
    title: { en: 'Pressing flowers', es: 'Prensar flores' },
    text: {
      en: 'Pick a few flat flowers and leaves on a dry day and lay them between sheets of paper inside a heavy book. Close it, pile more books on top and wait one to two weeks. Use your pressed flowers to make bookmarks, cards or pages for your nature journal.',
      es: 'Recoge en un día seco algunas flores y hojas planas y colócalas entre hojas de papel dentro de un libro pesado. Ciérralo, pon más libros encima y espera una o dos semanas. Con tus flores prensadas puedes hacer marcapáginas, tarjetas o páginas para tu diario de naturaleza.',
    },
  },
  {
    id: 'cress-heads',
    topic: 'activities',
    keywords: {
      en: ['cress', 'cress head', 'egg head', 'grow hair', 'grow your name'],
      es: ['berro', 'berros', 'cabeza de berro', 'huevo con pelo', 'escribir tu nombre con semillas'],
    },
    title: { en: 'Cress heads', es: 'Cabezas de berro' },
    text: {
      en: 'Draw a funny face on a clean empty eggshell or a paper cup, fill it with damp cotton wool and sprinkle cress seeds on top. Keep it damp on a windowsill, and in about a week your egg head grows green hair! You can also sow cress in the shape of your name.',
      es: 'Dibuja una cara divertida en una cáscara de huevo vacía y limpia o en un vaso de papel, rellénala con algodón húmedo y espolvorea semillas de berro por encima. Mantenla húmeda junto a la ventana y en una semana, más o menos, ¡a tu cabeza de huevo le sale pelo verde! También puedes sembrar berros con la forma de tu nombre.',
    },
  },
  {
    id: 'toilet-roll-seed-pots',
    topic: 'activities',
    keywords: {
      en: ['toilet roll pots', 'recycled pots', 'cardboard tube', 'egg carton', 'make seed pots'],
      es: ['macetas de rollo de papel', 'macetas recicladas', 'tubo de cartón', 'huevera', 'hacer macetas'],
    },
    title: { en: 'Recycled seed pots', es: 'Macetas recicladas para semillas' },
    text: {
      en: 'Cardboard toilet-roll tubes and egg cartons make great pots for seedlings. Fill them with potting mix, sow a seed in each and keep them damp. When the seedlings are ready, plant the whole pot, because the cardboard breaks down in the soil.',
      es: 'Los tubos de cartón del papel higiénico y las hueveras son macetas estupendas para las plantitas. Llénalos de sustrato, siembra una semilla en cada uno y mantenlos húmedos. Cuando las plantitas estén listas, planta la maceta entera, porque el cartón se deshace en la tierra.',
    },
  },
  {
    id: 'regrow-kitchen-scraps',
    topic: 'activities',
    keywords: {
      en: ['regrow scraps', 'kitchen scraps', 'regrow lettuce', 'green onions', 'grow from leftovers'],
      es: ['rebrotar restos', 'restos de cocina', 'rebrotar lechuga', 'cebolletas', 'cultivar con sobras'],
    },
    title: { en: 'Regrow kitchen scraps', es: 'Haz rebrotar restos de cocina' },
    text: {
      en: 'Put the root end of a green onion or the bottom of a lettuce in a shallow dish of water on a sunny windowsill. Change the water every day or two. In a few days, new green leaves start growing from the middle!',
      es: 'Pon la parte de la raíz de una cebolleta o la base de una lechuga en un plato con un poco de agua, junto a una ventana soleada. Cambia el agua cada uno o dos días. ¡En pocos días empiezan a salir hojas verdes nuevas desde el centro!',
    },
  },
  {
    id: 'leaf-rubbings',
    topic: 'activities',
    keywords: {
      en: ['leaf rubbing', 'leaf rubbings', 'crayon', 'leaf art', 'bark rubbing'],
      es: ['calco de hojas', 'frotado de hojas', 'cera', 'arte con hojas', 'calco de corteza'],
    },
    title: { en: 'Leaf rubbings', es: 'Calcos de hojas' },
    text: {
      en: 'Place a leaf with its bumpy veins facing up under a sheet of thin paper. Rub the side of a crayon gently over the paper, and the shape and veins of the leaf appear like magic. Try leaves from different plants and compare their patterns.',
      es: 'Pon una hoja con las nervaduras hacia arriba debajo de un papel fino. Frota con cuidado el lado de una cera sobre el papel, y la forma y las nervaduras de la hoja aparecen como por arte de magia. Prueba con hojas de distintas plantas y compara sus dibujos.',
    },
  },
  {
    id: 'rainbow-garden',
    topic: 'activities',
    keywords: {
      en: ['rainbow garden', 'colorful garden', 'flowers of every color', 'color garden'],
      es: ['jardín arcoíris', 'jardín de colores', 'flores de todos los colores', 'arcoíris'],
    },
    title: { en: 'A rainbow garden', es: 'Un jardín arcoíris' },
    text: {
      en: 'Plant a row or a pot for each color of the rainbow: red nasturtiums, orange marigolds, yellow sunflowers, green lettuce, blue cornflowers and purple lavender. Many of these colors are favorites of bees and butterflies. See which color gets the most visitors!',
      es: 'Planta una fila o una maceta para cada color del arcoíris: capuchinas rojas, tagetes naranjas, girasoles amarillos, lechugas verdes, acianos azules y lavanda morada. Muchos de estos colores son los favoritos de abejas y mariposas. ¡Mira qué color recibe más visitas!',
    },
  },
  {
    id: 'count-the-bees',
    topic: 'activities',
    keywords: {
      en: ['count bees', 'bee count', 'citizen science', 'bee survey', 'watch bees'],
      es: ['contar abejas', 'conteo de abejas', 'ciencia ciudadana', 'censo de abejas', 'observar abejas'],
    },
    title: { en: 'Be a bee counter', es: 'Sé contador de abejas' },
    text: {
      en: 'Sit quietly near a flowering plant for 10 minutes and count how many bees and other pollinators visit. Write down the plant, the weather and your count. Scientists run bee counts where families send in results like this to help protect pollinators.',
      es: 'Siéntate en silencio cerca de una planta en flor durante 10 minutos y cuenta cuántas abejas y otros polinizadores la visitan. Apunta la planta, el tiempo que hace y tu cuenta. Hay científicos que organizan conteos de abejas en los que las familias envían resultados como estos para ayudar a proteger a los polinizadores.',
    },
  },
  {
    id: 'bird-bath',
    topic: 'activities',
    keywords: {
      en: ['bird bath', 'water for birds', 'birds in the garden', 'feed birds'],
      es: [
        'bebedero para pájaros',
        'agua para pájaros',
        'pájaros en el jardín',
        'dar de comer a los pájaros',
      ],
    },
    title: { en: 'Make a bird bath', es: 'Haz un bebedero para pájaros' },
    text: {
      en: 'An upturned plant-pot saucer filled with a few centimeters of water makes a simple bird bath. Put a stone in it so small birds and bees can land, and place it near a bush where birds can hide. Change the water every couple of days to keep it clean.',
      es: 'Un plato de maceta lleno con unos centímetros de agua es un bebedero sencillo para pájaros. Pon una piedra dentro para que los pájaros pequeños y las abejas puedan posarse, y colócalo cerca de un arbusto donde los pájaros puedan esconderse. Cambia el agua cada par de días para que esté limpia.',
    },
  },
  {
    id: 'fairy-garden',
    topic: 'activities',
    keywords: {
      en: ['fairy garden', 'mini garden', 'miniature garden', 'garden in a pot', 'tiny garden'],
      es: [
        'jardín de hadas',
        'mini jardín',
        'jardín en miniatura',
        'jardín en una maceta',
        'jardín diminuto',
      ],
    },
    title: { en: 'A tiny fairy garden', es: 'Un jardín de hadas diminuto' },
    text: {
      en: 'Fill a wide pot or an old tray with potting mix and plant tiny plants like moss, thyme and small succulents. Add pebble paths, a shell pond and a twig fence. Water it gently with a spray bottle and imagine who might live there!',
      es: 'Llena una maceta ancha o una bandeja vieja con sustrato y planta plantitas pequeñas como musgo, tomillo y suculentas pequeñas. Añade caminos de piedrecitas, un estanque hecho con una concha y una valla de ramitas. Riégalo con cuidado con un pulverizador, ¡e imagina quién podría vivir ahí!',
    },
  },
  {
    id: 'wormery-jar',
    topic: 'activities',
    keywords: {
      en: ['wormery', 'worm jar', 'watch worms', 'worm experiment', 'layers of sand'],
      es: [
        'lombricario casero',
        'frasco de lombrices',
        'observar lombrices',
        'experimento con lombrices',
        'capas de arena',
      ],
    },
    title: { en: 'A worm-watching jar', es: 'Un frasco para observar lombrices' },
    text: {
      en: 'Fill a big clear jar with thin layers of damp soil and sand, add a few earthworms and put some leaves on top. Wrap the jar in dark paper and keep it cool. After a few days, peek in to see how the worms have mixed the layers, then gently return them to the garden within a week.',
      es: 'Llena un frasco grande y transparente con capas finas de tierra húmeda y arena, añade unas cuantas lombrices y pon algunas hojas encima. Envuelve el frasco con papel oscuro y déjalo en un lugar fresco. A los pocos días, mira cómo las lombrices han mezclado las capas, y devuélvelas con cuidado al jardín antes de una semana.',
    },
  },
  {
    id: 'sunflower-height-contest',
    topic: 'activities',
    keywords: {
      en: ['sunflower race', 'tallest sunflower', 'measure plants', 'growth chart', 'contest'],
      es: ['carrera de girasoles', 'girasol más alto', 'medir plantas', 'tabla de crecimiento', 'concurso'],
    },
    title: { en: 'A sunflower growing race', es: 'Una carrera de girasoles' },
    text: {
      en: 'Each family member plants a tall sunflower on the same day. Measure them every week with a tape measure and mark the heights on a chart. Whose sunflower will win, and how tall will it grow?',
      es: 'Cada persona de la familia planta un girasol alto el mismo día. Cada semana, mide todos los girasoles con una cinta métrica y apunta las alturas en una tabla. ¿Qué girasol ganará y cuánto llegará a crecer?',
    },
  },
  {
    id: 'sensory-garden',
    topic: 'activities',
    keywords: {
      en: ['sensory garden', 'touch and smell', 'soft plants', 'lambs ear', 'smelly plants'],
      es: ['jardín sensorial', 'tocar y oler', 'plantas suaves', 'oreja de conejo', 'plantas que huelen'],
    },
    title: { en: 'A garden for your senses', es: 'Un jardín para los sentidos' },
    text: {
      en: "Plant a corner to touch, smell and listen to: fuzzy lamb's ear leaves, lemon balm and mint to sniff, rustling grasses and bright flowers to look at. Add a tasty strawberry or two. Close your eyes and guess each plant by its smell!",
      es: 'Planta un rincón para tocar, oler y escuchar: hojas peluditas de oreja de conejo, melisa y menta para oler, hierbas altas que suenan con el viento y flores brillantes para mirar. Añade una o dos fresas riquísimas. ¡Cierra los ojos y adivina cada planta por su olor!',
    },
  },
]
