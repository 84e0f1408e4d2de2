// Garden activities families ask for by name: rainy days, birthday parties, theme gardens, scarecrows, mud kitchens,
// egg-carton seedlings, citizen science, nest boxes, teenagers, garden lessons, gardening on a budget, names on
// pumpkins, flower crowns, plant labels, night walks, bottle greenhouses, balconies, giant pumpkins, planting a tree,
// nature art, painted stones, snail races and a rain gauge. Sources: school-garden and extension-service youth
// gardening guides, pollinator societies.
import { buildFact, KIDS } from './fact-builder'
import type { TopicFact } from './topic-facts'

const MAKE =
  'make\\w*|making|build\\w*|diy|how|ideas?|craft\\w*|hacer|hago|hacemos|construir|armar|como|ideas?|manualidad\\w*'

export const BLIND_KID_FACTS: TopicFact[] = [
  buildFact({
    id: 'rainy-day-garden',
    topic: 'activities',
    title: [
      'Garden activities for a rainy day indoors',
      'Actividades de jardín para un día de lluvia dentro de casa',
    ],
    cues: [
      'rain\\w*|wet day|stuck (?:inside|indoors)|indoors|inside|lluvi\\w*|llueve|dentro de casa|adentro|en casa',
      'activit\\w*|ideas?|things? to do|projects?|games?|fun|do with|actividad\\w*|que (?:hacer|hacemos|podemos hacer)|proyectos?|juegos?|entreten\\w*',
      'garden\\w*|plants?|seeds?|nature|bugs?|jardin\\w*|huert\\w*|plantas?|semillas?|naturaleza|bichos?',
    ],
    en: [
      "On a rainy day, bring the garden inside: sow cress or a bean in a jar on the windowsill, plan next season's garden on paper, make seed packets and plant labels, regrow carrot tops and lettuce stumps in a saucer of water, or press flowers and leaves in a heavy book.",
      'Then pop out in boots and raincoats for ten minutes: rain is the best time to find snails, slugs and earthworms, watch puddles drain to see which soil soaks water fastest, and check how much fell in a jar rain gauge.',
    ],
    es: [
      'En un día de lluvia, mete el jardín en casa: siembra berros o un frijol (judía, poroto) en un frasco junto a la ventana, dibuja el huerto de la próxima temporada, haz sobres de semillas y etiquetas, pon a rebrotar en un plato con agua la parte de arriba de las zanahorias y el tronquito de la lechuga, o prensa flores y hojas en un libro pesado.',
      'Luego salid diez minutos con botas e impermeable: la lluvia es el mejor momento para encontrar caracoles, babosas y lombrices, mirar qué charcos se vacían antes para ver qué tierra absorbe mejor y medir cuánto llovió con un pluviómetro hecho con un frasco.',
    ],
    source: 'general-horticulture',
  }),
  buildFact({
    id: 'garden-birthday-party',
    topic: 'activities',
    title: ['A garden-themed birthday party', 'Una fiesta de cumpleaños con tema de jardín'],
    cues: [
      'birthday\\w*|party|parties|cumple\\w*|fiesta\\w*|piñata',
      'garden\\w*|plant\\w*|seeds?|flowers?|bees?|bugs?|nature|outdoor|jardin\\w*|huert\\w*|plantas?|semillas?|flor\\w*|abejas?|bichos?|naturaleza|aire libre|ideas?|activit\\w*|actividad\\w*',
    ],
    // A grown-ups' garden party (its music, drinks or food) is not a children's garden activity.
    not: 'playlists?|music\\w*|songs?|dj|musica|canciones|wine|beer|cocktails?|vino|cerveza|coctel\\w*|catering|menu|menú',
    en: [
      'For a garden birthday, let each child plant a sunflower or bean seed in a paper cup or a small pot they decorate to take home, make seed bombs with clay and wildflower seeds, run a bug hunt with magnifying glasses, or paint stones as ladybirds and bees.',
      'Edible flowers such as nasturtiums, pansies and calendula make cakes pretty (check they were grown without sprays); keep sweet drinks covered against wasps, and have a shady spot and water for everyone.',
    ],
    es: [
      'Para un cumpleaños de jardín, que cada niño siembre una semilla de girasol o de frijol en un vasito de papel o una macetita que decora y se lleva a casa, hagan bombas de semillas con arcilla y flores silvestres, una búsqueda de bichos con lupas, o pinten piedras como mariquitas (catarinas) y abejas.',
      'Las flores comestibles como capuchinas, pensamientos y caléndulas adornan las tartas (pasteles, tortas) si se cultivaron sin productos químicos; tapa las bebidas dulces por las avispas y ten un rincón de sombra y agua para todos.',
    ],
    source: 'general-horticulture',
  }),
  buildFact({
    id: 'theme-gardens',
    topic: 'activities',
    title: [
      'Theme gardens for children: pizza, salsa, tea and rainbow',
      'Huertos temáticos para niños: pizza, salsa, té y arcoíris',
    ],
    cues: [
      'salsa garden|tea garden|taco garden|alphabet garden|huerto (?:de (?:la )?)?(?:salsa|tacos?)|jardin (?:de )?te',
    ],
    en: [
      'A theme garden makes children proud of the harvest: a pizza garden (a circle cut in slices of tomatoes, peppers, onions, basil and oregano), a salsa garden (tomatoes, chillies, onions, coriander or cilantro and tomatillos), a tea garden (mint, lemon balm, chamomile) or a rainbow garden with a flower of each colour.',
      'Plant it after the last frost in a sunny spot about 1.5 to 2 metres across, and cook or brew something from it together at harvest; the herbs, left to flower, feed bees too.',
    ],
    es: [
      'Un huerto temático llena de orgullo a los niños al cosechar: un huerto de pizza (un círculo en porciones con jitomate o tomate, pimiento, cebolla, albahaca y orégano), un huerto de salsa (tomates, chiles o ajíes, cebolla, cilantro y tomatillo o tomate verde), un jardín de té (hierbabuena o menta, melisa o toronjil, manzanilla) o un arcoíris con una flor de cada color.',
      'Siémbralo después de la última helada en un sitio soleado de 1,5 a 2 metros y preparad algo juntos al cosechar; las aromáticas en flor además alimentan a las abejas.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'scarecrow-how',
    topic: 'activities',
    title: ['Making a scarecrow with children', 'Hacer un espantapájaros con niños'],
    cues: ['scarecrows?|espantapajaros|espanta ?pajaros|monigote\\w*|mono de paja'],
    en: [
      'Make a scarecrow from two sticks tied in a cross (a 1.5 m post and a 1 m arm bar), old clothes stuffed with straw, leaves or newspaper, and a head from a pillowcase or sack with a painted face and an old hat.',
      'Add things that move and shine, like old CDs, foil strips or ribbons, because birds get used to a still scarecrow in a week or two; move it around the garden every few days. It is also a great autumn craft for a school garden.',
    ],
    es: [
      'Haz un espantapájaros con dos palos atados en cruz (un poste de 1,5 m y un travesaño de 1 m), ropa vieja rellena de paja, hojas o papel de periódico y una cabeza de funda de almohada o costal con la cara pintada y un sombrero viejo.',
      'Añade cosas que se muevan y brillen, como CD viejos, tiras de papel de aluminio o cintas, porque los pájaros se acostumbran en una o dos semanas a un espantapájaros quieto; cámbialo de sitio cada pocos días. También es una gran manualidad de otoño para el huerto escolar.',
    ],
    source: 'general-horticulture',
  }),
  buildFact({
    id: 'mud-kitchen',
    topic: 'activities',
    title: ['Setting up a mud kitchen for mud play', 'Armar y montar una cocinita de barro para jugar'],
    cues: [
      'mud kitchens?|mud pies?|mud play|play(?:ing)? (?:in|with) (?:the )?mud|cocin\\w* de barro|pasteles? de barro|tortitas? de barro|jugar con (?:el )?barro',
    ],
    not: 'clay|arcill\\w*|soil type|drain\\w*|drena\\w*',
    en: [
      'A mud kitchen is an old table or pallets with pots, pans, spoons and a bucket of water next to a patch of soil: toddlers and preschoolers can mix "soups" and "cakes" of mud, petals, leaves and seeds for hours, learning how soil and water behave.',
      'Use only garden soil free of animal droppings, fertiliser and slug pellets, keep it away from poisonous plants, cover it when not in use, and finish with handwashing before snacks.',
    ],
    es: [
      'Una cocinita de barro es una mesa vieja o unos palés con ollas, sartenes, cucharas y un cubo (balde) de agua junto a un trozo de tierra: los niños pequeños pueden mezclar "sopas" y "pasteles" de barro, pétalos, hojas y semillas durante horas, aprendiendo cómo se comportan la tierra y el agua.',
      'Usa solo tierra del jardín sin cacas de animales, abonos ni cebos para babosas, lejos de plantas venenosas, tápala cuando no se use y terminad lavándoos las manos antes de merendar.',
    ],
    source: 'general-horticulture',
  }),
  buildFact({
    id: 'egg-carton-seedlings',
    topic: 'activities',
    title: [
      'Starting seeds in egg cartons and eggshells',
      'Semilleros en hueveras de cartón y cáscaras de huevo',
    ],
    cues: [
      'egg ?cartons?|egg ?box\\w*|egg ?trays?|eggshells?|egg shells?|hueveras?|cartones? de huevos?|maple de huevos?|cascaras? de huevos?|cajas? de huevos?',
      'seeds?|sow\\w*|seedlings?|start\\w*|grow\\w*|plant\\w*|semill\\w*|sembr\\w*|siembr\\w*|plantines?|plantulas?|germin\\w*|cultiv\\w*',
    ],
    not: 'compost\\w*|composta\\w*|calcium|calcio|slugs?|babosas?|heads?|cabez\\w*|faces?|caras?',
    en: [
      'A cardboard egg carton is a free seed tray: poke a small hole in the bottom of each cup, fill with seed compost, sow one or two seeds per cup (marigolds, zinnias, basil, lettuce, squash) and stand it on a tray; when the seedlings have two or three true leaves, cut the cups apart and plant them, carton and all.',
      'Eggshell halves work too: make a pinhole drainage hole, fill with compost and sow, then crack the shell gently when planting out so roots can escape; children can draw faces on them.',
    ],
    es: [
      'Una huevera de cartón es un semillero gratis: haz un agujerito en el fondo de cada hueco, llénalo con sustrato para semilleros, siembra una o dos semillas en cada uno (cempasúchil o tagetes, zinnias, albahaca, lechuga, calabaza) y ponlo sobre una bandeja; cuando los plantines tengan dos o tres hojas verdaderas, separa los huecos con tijeras y plántalos con cartón y todo.',
      'Las medias cáscaras de huevo también sirven: haz un agujerito de drenaje con un alfiler, llénalas de sustrato y siembra, y al trasplantar rompe un poco la cáscara para que salgan las raíces; los niños pueden dibujarles caras.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'citizen-science',
    topic: 'activities',
    title: ['Counting bees and butterflies for science', 'Contar abejas y mariposas para la ciencia'],
    cues: [
      'citizen science|butterfly counts?|inaturalist|naturalista|bumble ?bee watch|great sunflower|ciencia ciudadana|for science|para la ciencia|help scientists|ayudar a (?:los )?cientificos',
    ],
    en: [
      'Families can help scientists by counting pollinators: watch one flower patch for 10 to 15 minutes on a sunny day and record what visits, with projects such as the Great Sunflower Project and Bumble Bee Watch in North America, the Big Butterfly Count and FIT Count in the UK, or iNaturalist (Naturalista in Mexico and Latin America) anywhere.',
      'Children can photograph insects without touching them, learn to tell bumblebees, honeybees, hoverflies and butterflies apart, and see their garden on a real map of sightings.',
    ],
    es: [
      'Las familias pueden ayudar a los científicos contando polinizadores: observa un grupo de flores 10 a 15 minutos en un día de sol y anota quién lo visita, con proyectos como Naturalista (iNaturalist) en México y Latinoamérica, el Observatorio de Polinizadores o los conteos de mariposas en España, o Bumble Bee Watch en Norteamérica.',
      'Los niños pueden fotografiar insectos sin tocarlos, aprender a distinguir abejorros, abejas de la miel, sírfidos y mariposas, y ver su jardín en un mapa real de observaciones.',
    ],
    source: 'pollinator-society',
  }),
  buildFact({
    id: 'nest-box-kids',
    topic: 'activities',
    title: ['Making and putting up a bird nest box', 'Hacer y colgar una caja nido para pájaros'],
    cues: [
      'nest ?box\\w*|nesting box\\w*|bird ?house\\w*|bird ?box\\w*|caj\\w* nido|cajas? (?:para|de) pajaros|casitas? (?:para|de) (?:pajaros|aves)|nidal\\w*|nidos? (?:para|de) (?:pajaros|aves)',
      `${MAKE}|where|put|hang|when|face|donde|poner|colgar|cuando|orient\\w*`,
    ],
    not: 'bumble ?bees?|abejorros?|bees?|abejas?',
    en: [
      'A simple wooden nest box with a 25 to 28 mm entrance hole suits tits, chickadees and wrens; a 32 mm hole suits sparrows and nuthatches, and bluebirds need 38 mm (1.5 in). Use untreated wood about 15 mm thick, add drainage holes in the floor and a hinged lid for cleaning, and no perch (it helps predators).',
      'Put it up in autumn or winter, 2 to 4 metres high on a tree or wall, facing away from strong sun and wind (between north and east in the northern hemisphere), away from feeders; clean it out in autumn after the chicks have left.',
    ],
    es: [
      'Una caja nido sencilla de madera con un agujero de entrada de 25 a 28 mm sirve para herrerillos, carboneros y chochines; uno de 32 mm para gorriones y trepadores, y los azulejos (pájaros azules) necesitan 38 mm. Usa madera sin tratar de unos 15 mm, haz agujeros de drenaje en el suelo y una tapa con bisagra para limpiarla, y sin percha (ayuda a los depredadores).',
      'Cuélgala en otoño o invierno, a 2 a 4 metros en un árbol o una pared, sin sol fuerte ni viento de frente (entre el norte y el este en el hemisferio norte, entre el sur y el este en el sur), lejos de los comederos; límpiala en otoño cuando se hayan ido los pollitos.',
    ],
    source: 'general-horticulture',
  }),
  buildFact({
    id: 'teens-gardening',
    topic: 'activities',
    title: ['Gardening ideas for teenagers', 'Ideas de jardinería para adolescentes'],
    cues: [
      'teen\\w*|adolescen\\w*|high school\\w*|13 year|14 year|15 year|16 year|17 year|preteens?|tweens?|secundaria|prepa\\w*|bachiller\\w*',
      'garden\\w*|plant\\w*|grow\\w*|activit\\w*|ideas?|interest\\w*|projects?|jardin\\w*|huert\\w*|plantas?|cultiv\\w*|actividad\\w*|interes\\w*|proyectos?',
      'teen\\w*|adolescen\\w*|high school\\w*|13 year|14 year|15 year|16 year|17 year|preteens?|tweens?|secundaria|prepa\\w*|bachiller\\w*',
    ],
    en: [
      'Teenagers engage when they own a real project: growing their favourite chillies, strawberries or salad for the family kitchen, a container or balcony garden of their own design, a hydroponic or microgreens setup, houseplants and cuttings to swap or sell, or a bee-friendly garden mapped and tracked with iNaturalist.',
      'Give them real tools and responsibility (building a raised bed, running the compost, planning the planting calendar), and count it towards school science, volunteering or a first job at a nursery or community garden.',
    ],
    es: [
      'Los adolescentes se enganchan cuando el proyecto es suyo de verdad: cultivar sus chiles (ajíes) favoritos, fresas (frutillas) o ensaladas para la cocina familiar, un huerto en macetas o en el balcón diseñado por ellos, un montaje de hidroponía o microbrotes, plantas de interior y esquejes para intercambiar o vender, o un jardín para abejas registrado en Naturalista.',
      'Dales herramientas de verdad y responsabilidad (construir un bancal elevado, llevar el compost, planificar el calendario de siembra) y que cuente para ciencias en la escuela, el voluntariado o un primer trabajo en un vivero o huerto comunitario.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'garden-lessons',
    topic: 'activities',
    title: [
      'Learning maths, science and reading in the garden',
      'Aprender matemáticas, ciencias y lectura en el huerto',
    ],
    cues: [
      'homeschool\\w*|home school\\w*|lessons?|math\\w*|science|curriculum|learn\\w*|teach\\w*|educat\\w*|lecciones?|clases?|matematic\\w*|ciencias?|aprend\\w*|ensen\\w*|educa\\w*',
      'garden\\w*|plants?|seeds?|jardin\\w*|huert\\w*|plantas?|semillas?',
      'math\\w*|science|measur\\w*|count\\w*|homeschool\\w*|lessons?|subjects?|matematic\\w*|ciencias?|medir|contar|materias?|lecciones?',
    ],
    not: 'pollinat\\w*|poliniz\\w*',
    en: [
      'The garden teaches every subject: maths by measuring plant height each week and graphing it, counting seeds and spacing, and working out bed areas; science by testing seeds in light and dark, watching roots in a jar, and recording bees that visit each flower colour.',
      'For reading and writing, keep a garden journal, write seed-packet labels and plant fact cards, and read seed packets together; a small bed per child, with a question to answer each week, keeps it going through the school year.',
    ],
    es: [
      'El huerto enseña todas las materias: matemáticas midiendo cada semana la altura de las plantas y haciendo gráficas, contando semillas y distancias y calculando la superficie de un bancal; ciencias probando semillas a la luz y a oscuras, mirando raíces en un frasco y anotando qué abejas visitan cada color de flor.',
      'Para leer y escribir, lleva un diario del huerto, escribe etiquetas y fichas de cada planta y leed juntos los sobres de semillas; un bancal pequeño por niño, con una pregunta que responder cada semana, lo mantiene vivo todo el curso.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'garden-on-a-budget',
    topic: 'activities',
    title: ['Gardening with children on a small budget', 'Hacer huerto con niños con poco dinero'],
    cues: [
      'for free|free (?:seeds|plants|pots)|cheap\\w*|budget|no money|little money|low cost|without spending|gratis|barat\\w*|presupuesto|sin dinero|poco dinero|economic\\w*|sin gastar|ahorr\\w*',
      'garden\\w*|grow\\w*|plant\\w*|seeds?|pots?|jardin\\w*|huert\\w*|cultiv\\w*|plantas?|semillas?|macetas?',
    ],
    not: 'water\\w*|agua|regar|rieg\\w*',
    en: [
      'A garden can cost almost nothing: grow from kitchen seeds (dried beans, chickpeas, pumpkin and tomato seeds, a sprouting potato or garlic clove), regrow spring onions and celery bases in water, and swap seeds and cuttings with neighbours, libraries with seed banks or community gardens.',
      'Use yogurt pots, tins and milk cartons with holes as pots, toilet rolls for seedlings, homemade compost and leaf mould instead of bought soil, and collect rainwater; saving seeds from your best plants makes next year free.',
    ],
    es: [
      'Un huerto puede no costar casi nada: siembra semillas de la cocina (frijoles o porotos secos, garbanzos, semillas de calabaza o zapallo y de tomate, una papa o un diente de ajo que brotan), pon a rebrotar en agua cebolletas y la base del apio, e intercambia semillas y esquejes con vecinos, bibliotecas con banco de semillas o huertos comunitarios.',
      'Usa vasitos de yogur, latas y cartones de leche con agujeros como macetas, tubos de papel higiénico para los plantines, compost y mantillo de hojas caseros en vez de tierra comprada, y recoge agua de lluvia; guardar semillas de tus mejores plantas hace gratis el año siguiente.',
    ],
    source: 'general-horticulture',
  }),
  buildFact({
    id: 'name-on-pumpkin',
    topic: 'activities',
    title: ['Writing a name on a growing pumpkin', 'Escribir un nombre en una calabaza que crece'],
    cues: [
      'names?|initials?|letters?|messages?|nombres?|iniciales?|letras?|mensajes?',
      'pumpkins?|squash\\w*|gourds?|calabaz\\w*|zapall\\w*|ayote\\w*|auyama\\w*|ahuyama\\w*',
      'write|writ\\w*|scratch\\w*|carv\\w*|engrav\\w*|escrib\\w*|grab\\w*|tall\\w*|rasp\\w*|marc\\w*|poner',
    ],
    en: [
      'When a pumpkin is still small and green (about the size of a softball), an adult can help a child scratch their name lightly into the skin with a nail or a blunt pencil, just through the surface.',
      'As the pumpkin grows, the scratch heals into a raised, corky scar and the name grows with it, so by autumn it is big and clear; it is a lovely Halloween surprise.',
    ],
    es: [
      'Cuando la calabaza (zapallo, ayote) todavía es pequeña y verde, del tamaño de una pelota de béisbol, un adulto puede ayudar al niño a rascar su nombre suavemente en la piel con un clavo o un lápiz sin punta, solo en la superficie.',
      'Al crecer la calabaza, el rasguño cicatriza en relieve y el nombre crece con ella, así que en otoño se ve grande y claro; es una sorpresa preciosa para Halloween o el Día de Muertos.',
    ],
    source: 'general-horticulture',
  }),
  buildFact({
    id: 'flower-crowns',
    topic: 'activities',
    title: ['Daisy chains and flower crowns', 'Cadenas de margaritas y coronas de flores'],
    cues: [
      'daisy chains?|flower crowns?|flower necklaces?|flower garlands?|coronas? de flores|collares? de flores|cadenas? de margaritas|guirnaldas? de flores|coronitas?',
    ],
    en: [
      'For a daisy chain, pick daisies with long stalks, make a small slit in each stalk with a thumbnail and thread the next daisy through, then join the ends into a bracelet, necklace or crown; clover and dandelion flowers work too.',
      'Pick only common lawn flowers there are plenty of, leave some for the bees, and skip buttercups for toddlers who put things in their mouths, as they irritate the mouth and skin.',
    ],
    es: [
      'Para una cadena de margaritas, coge (recoge) margaritas de tallo largo, haz un cortecito en cada tallo con la uña y pasa la siguiente margarita por él, y luego une los extremos en una pulsera, un collar o una corona; las flores de trébol y de diente de león también sirven.',
      'Recoge solo flores comunes del césped que haya en abundancia, deja algunas para las abejas y evita los ranúnculos (botones de oro) con los más pequeños que se llevan cosas a la boca, porque irritan la boca y la piel.',
    ],
    source: 'general-horticulture',
  }),
  buildFact({
    id: 'plant-labels-diy',
    topic: 'activities',
    title: ['Making plant labels and markers', 'Hacer etiquetas y carteles para las plantas'],
    cues: [
      'plant (?:labels?|markers?|tags?|signs?)|labels?|markers?|tags?|etiquetas?|marcadores?|carteles?|letreros?',
      `${MAKE}|plants?|seeds?|garden\\w*|plantas?|semillas?|huert\\w*|jardin\\w*`,
      `plants?|seeds?|garden\\w*|rows?|beds?|${KIDS}|plantas?|semillas?|huert\\w*|jardin\\w*|bancal\\w*|surcos?`,
    ],
    not: 'seed packets?|sobres? de semillas|read\\w*|leer|expir\\w*|fecha|dates?',
    en: [
      'Easy plant labels children can make: painted flat stones, wooden lolly (popsicle) sticks or old wooden spoons written on with a waterproof marker, strips cut from a yogurt pot or milk bottle, or a photo of the seed packet in a plastic sleeve on a stick.',
      'Write the plant name and the date sown, and draw a picture for children who cannot read yet; a pencil on plastic lasts longer in the sun than most felt tips.',
    ],
    es: [
      'Etiquetas fáciles que pueden hacer los niños: piedras planas pintadas, palitos de helado (paleta) o cucharas de madera viejas escritas con rotulador (plumón) permanente, tiras cortadas de un vasito de yogur o una botella de leche, o la foto del sobre de semillas en una funda de plástico en un palo.',
      'Escribe el nombre de la planta y la fecha de siembra, y haz un dibujo para los que aún no leen; el lápiz sobre plástico dura al sol más que casi todos los rotuladores.',
    ],
    source: 'general-horticulture',
  }),
  buildFact({
    id: 'night-garden-walk',
    topic: 'activities',
    title: ['A night-time garden walk', 'Un paseo nocturno por el jardín'],
    cues: [
      'night|dark|after dark|evening|noche|nocturn\\w*|oscur\\w*|anochecer',
      'walk\\w*|explor\\w*|safari|hunt\\w*|adventure|look\\w*|see|find|paseo|pasear|explor\\w*|buscar|busqueda|aventura|ver|encontrar',
      `${KIDS}|bugs?|insects?|creatures?|animals?|garden\\w*|bichos?|insectos?|animales?|jardin\\w*`,
    ],
    en: [
      'On a warm evening, take a torch (a red light or a red cellophane cover disturbs animals less) for a night safari: snails and slugs out feeding, earwigs, spiders on their webs, moths at pale flowers, toads, hedgehogs or opossums, glow-worms or fireflies, and bats overhead.',
      "Evening primrose and four o'clocks open at dusk, and some plants fold their leaves to sleep; go quietly, look without picking creatures up, wear shoes, and wash hands afterwards.",
    ],
    es: [
      'Una tarde templada, lleva una linterna (la luz roja o un papel celofán rojo molesta menos a los animales) para un safari nocturno: caracoles y babosas comiendo, tijeretas, arañas en su tela, polillas en las flores pálidas, sapos, erizos o zarigüeyas (tlacuaches), luciérnagas y murciélagos volando.',
      'La onagra y el dondiego de noche (maravilla) se abren al anochecer y algunas plantas pliegan las hojas para dormir; id en silencio, mirad sin coger a los animales, con zapatos, y lavaos las manos al volver.',
    ],
    source: 'general-horticulture',
  }),
  buildFact({
    id: 'bottle-greenhouse',
    topic: 'activities',
    title: ['A mini greenhouse from a bottle or jar', 'Un mini invernadero con una botella o un frasco'],
    cues: [
      'mini ?greenhouses?|cloches?|greenhouse from|bottle greenhouses?|homemade greenhouse|diy greenhouse|mini ?invernadero\\w*|invernaderos? (?:casero\\w*|de botella\\w*|pequen\\w*)|invernaderito\\w*|campanas? de (?:plastico|botella)',
      `${MAKE}|bottles?|jars?|seedlings?|botellas?|frascos?|plantines?`,
      'greenhouses?|cloches?|invernader\\w*|campanas?',
    ],
    en: [
      'Cut the bottom off a clear 2-litre plastic bottle and stand it over a seedling, pressed a little into the soil: it is a mini greenhouse (cloche) that keeps off cold wind, slugs and birds. Take the cap off on sunny days so it does not overheat.',
      'A clear zip bag over a pot of seeds, or a big glass jar turned over, does the same indoors; children can watch the drops of water that form inside, the water cycle in small.',
    ],
    es: [
      'Corta la base de una botella de plástico transparente de 2 litros y ponla sobre un plantín, hundida un poco en la tierra: es un mini invernadero (campana) que lo protege del viento frío, las babosas y los pájaros. Quítale el tapón los días de sol para que no se caliente demasiado.',
      'Una bolsa transparente con cierre sobre una maceta sembrada, o un frasco grande de vidrio boca abajo, hace lo mismo dentro de casa; los niños pueden mirar las gotitas que se forman dentro, el ciclo del agua en pequeño.',
    ],
    source: 'general-horticulture',
  }),
  buildFact({
    id: 'kids-balcony-garden',
    topic: 'activities',
    title: [
      'A balcony or apartment garden with children',
      'Un huerto en el balcón o el departamento con niños',
    ],
    cues: [
      KIDS,
      'balcon\\w*|terraces?|terraza\\w*|apartments?|flats?|departamentos?|pisos?|windowsills?|ventanas?|small space|poco espacio|no garden|no yard|sin jardin|sin patio',
      'garden\\w*|grow\\w*|plant\\w*|ideas?|activit\\w*|what|jardin\\w*|huert\\w*|cultiv\\w*|plantas?|sembr\\w*|actividad\\w*|que',
    ],
    en: [
      'With no garden, give each child a pot or window box of their own: radishes (ready in 4 weeks), cherry tomatoes, strawberries, dwarf beans, lettuce, a sunflower in a big pot, and herbs like basil and mint they can smell and taste.',
      'Add a pot of bee flowers (lavender, marigolds, alyssum) and a saucer of water with pebbles and count the visitors; keep chairs and climbable pots away from the railing, and water with a small can every morning.',
    ],
    es: [
      'Sin jardín, dale a cada niño su propia maceta o jardinera: rabanitos (listos en 4 semanas), tomates cherry (jitomatitos), fresas (frutillas), frijoles o judías enanas, lechuga, un girasol en maceta grande y aromáticas como albahaca y hierbabuena para oler y probar.',
      'Añade una maceta de flores para abejas (lavanda, cempasúchil o tagetes, alyssum) y un platito con agua y piedritas, y contad las visitas; aleja de la barandilla las sillas y macetas a las que se puedan subir, y riega con una regadera pequeña cada mañana.',
    ],
    source: 'general-horticulture',
  }),
  buildFact({
    id: 'plant-a-tree-kids',
    topic: 'activities',
    title: ['Planting a tree with children', 'Plantar un árbol con niños'],
    cues: [
      'trees?|arbol\\w*|arbolito\\w*',
      'plant\\w*|sembr\\w*|plantar|plantamos',
      `${KIDS}|arbor day|school|dia del arbol|escuela|colegio|birth|nacimiento`,
    ],
    not: 'new(?:ly)? planted tree|water\\w*|regar|rieg\\w*|when|cuando|month|mes',
    en: [
      'Planting a tree with children works best in the cool season (autumn to early spring in most places, the start of the rains in the tropics): choose a small native or fruit tree, dig a hole twice as wide as the pot but no deeper, set it at the same depth it grew, fill in and water well.',
      'Children can carry water to it every week in its first summer, measure it each birthday and watch birds and bees use it; a 5 cm ring of mulch, kept off the trunk, helps it settle.',
    ],
    es: [
      'Plantar un árbol con niños sale mejor en la temporada fresca (de otoño a principio de primavera en casi todas partes, al empezar las lluvias en el trópico): elige un árbol nativo o un frutal pequeño, cava un hoyo el doble de ancho que la maceta pero no más hondo, ponlo a la misma profundidad que tenía, rellena y riega bien.',
      'Los niños pueden llevarle agua cada semana el primer verano, medirlo en cada cumpleaños y ver cómo lo usan pájaros y abejas; un círculo de 5 cm de acolchado, separado del tronco, le ayuda a arraigar.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'nature-art',
    topic: 'activities',
    title: [
      'Nature art: leaf prints and flower pounding',
      'Arte con la naturaleza: huellas de hojas y flores machacadas',
    ],
    cues: [
      'leaf prints?|leaf printing|flower pound\\w*|hapa zome|nature art|land art|art with (?:leaves|flowers|nature)|arte (?:con|de) (?:flores|la naturaleza)|estamp\\w* (?:con )?hojas|impresion\\w* de hojas|huellas? de hojas|arte natural|mandalas? (?:de|con) (?:hojas|flores)',
    ],
    en: [
      'Paint the veined back of a leaf and press it onto paper for leaf prints, or lay petals and leaves on cotton fabric or thick paper, cover with paper and tap with a wooden spoon or small hammer (an adult nearby) so their colours print: pansies, marigolds, geranium petals and ferns work well.',
      'Outdoors, make mandalas and faces from fallen leaves, petals, pine cones and stones, then photograph them; use fallen or plentiful material and wash hands afterwards.',
    ],
    es: [
      'Pinta el revés de una hoja, con sus nervios, y presiónala sobre papel para hacer huellas de hojas, o pon pétalos y hojas sobre tela de algodón o papel grueso, cúbrelos con papel y golpea con una cuchara de madera o un martillo pequeño (con un adulto al lado) para que se estampe su color: pensamientos, cempasúchil, pétalos de geranio y helechos van muy bien.',
      'Fuera, haced mandalas y caras con hojas caídas, pétalos, piñas y piedras, y fotografiadlas; usad material caído o abundante y lavaos las manos al terminar.',
    ],
    source: 'general-horticulture',
  }),
  buildFact({
    id: 'painted-stones',
    topic: 'activities',
    title: ['Painted garden stones', 'Piedras pintadas para el jardín'],
    cues: [
      'paint\\w* (?:rocks?|stones?|pebbles?)|painted (?:rocks?|stones?|pebbles?)|rock painting|stone painting|pint\\w* piedras|piedras? pintadas?|piedritas? pintadas?|pintar rocas|rocas? pintadas?',
    ],
    en: [
      'Smooth stones painted with acrylic or outdoor paint make ladybirds, bees, plant labels, a path of stepping stones or a "kindness rock" trail; wash and dry the stones first, and seal them with clear varnish (an adult job) so they last outdoors.',
      'Painted stones also make a bee drinking dish: set a few in a shallow saucer of water so bees can land and drink.',
    ],
    es: [
      'Las piedras lisas pintadas con pintura acrílica o de exterior se convierten en mariquitas (catarinas), abejas, etiquetas para las plantas, un camino de piedras o un sendero de "piedras de la amabilidad"; lávalas y sécalas antes, y séllalas con barniz transparente (tarea de adulto) para que duren fuera.',
      'Las piedras pintadas también sirven para un bebedero de abejas: pon unas cuantas en un plato llano con agua para que las abejas se posen a beber.',
    ],
    source: 'general-horticulture',
  }),
  buildFact({
    id: 'snail-watching',
    topic: 'activities',
    title: ['Watching snails with children', 'Observar caracoles con niños'],
    cues: [
      'snails?|caracol\\w*',
      'pets?|race\\w*|watch\\w*|observ\\w*|look after|tank|terrarium|study|mascotas?|carreras?|tener|cuidar|mirar|observar|terrario|estudiar|jugar',
      `${KIDS}|pets?|race|mascotas?|carreras?`,
    ],
    en: [
      'Snails are great for watching up close: hold a snail race on a damp board, or keep a couple for a week in a ventilated tub with damp soil, leaves, a piece of cucumber or lettuce and a cuttlebone or eggshell for their shells, then let them go where you found them.',
      'Children can watch them eat through a magnifying glass and see their silvery trails; handle them gently with wet hands and always wash hands afterwards, as snails can carry germs and parasites.',
    ],
    es: [
      'Los caracoles son geniales para observar de cerca: haced una carrera de caracoles sobre una tabla húmeda, o tened un par una semana en un recipiente con agujeros, tierra húmeda, hojas, un trozo de pepino o lechuga y una cáscara de huevo para su concha, y luego soltadlos donde los encontrasteis.',
      'Los niños pueden verlos comer con una lupa y mirar su rastro plateado; cogedlos (agarradlos) con suavidad y las manos mojadas, y lavaos siempre las manos después, porque los caracoles pueden llevar gérmenes y parásitos.',
    ],
    source: 'general-horticulture',
  }),
  buildFact({
    id: 'rain-gauge-kids',
    topic: 'activities',
    title: ['Making a rain gauge', 'Hacer un pluviómetro'],
    cues: [
      'rain ?gauges?|weather station|measure (?:the )?rain|how much (?:it )?rain\\w*|pluviometro\\w*|estacion meteorologica|medir (?:la )?lluvia|cuanto llov\\w*|cuanta lluvia',
      `${MAKE}|${KIDS}|measure|medir|jar|bottle|frasco|botella`,
    ],
    en: [
      'A rain gauge is a straight-sided clear jar, or a 2-litre bottle with the top cut off and turned upside down inside like a funnel, with a ruler taped to the side starting at zero at the bottom (put a few stones in a bottle first to steady it and fill with water to the zero line).',
      'Set it in the open away from trees and roofs, read it at the same time each day and empty it; children can chart the rain each week and learn that about 2.5 cm (25 litres a square metre) a week is what most vegetable beds need.',
    ],
    es: [
      'Un pluviómetro es un frasco transparente de lados rectos, o una botella de 2 litros con la parte de arriba cortada y metida boca abajo como embudo, con una regla pegada al costado que empieza en cero abajo (en la botella, pon antes unas piedras para que no se caiga y llénala de agua hasta la línea del cero).',
      'Ponlo al aire libre lejos de árboles y tejados, léelo a la misma hora cada día y vacíalo; los niños pueden hacer una gráfica de la lluvia de cada semana y aprender que unos 25 litros por metro cuadrado (2,5 cm) a la semana es lo que necesitan casi todos los bancales.',
    ],
    source: 'extension-service',
  }),
]
