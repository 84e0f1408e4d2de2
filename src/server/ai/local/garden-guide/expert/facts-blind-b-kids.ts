// Kid-activity facts a second blind writer added: seed tapes, sprouting jars, forcing bulbs, seed saving and seed
// science, compost in a bottle, leaf colours, ice suncatchers, worm bins, giant sunflowers, popcorn and peanuts,
// fruit from pips, square-foot beds, school gardens over the holidays and more, by age and season.
// Sources: extension-service youth gardening (4-H, school garden) guides, general horticultural practice.
import { buildFact, KIDS } from './fact-builder'
import type { TopicFact } from './topic-facts'

const MAKE =
  'make|making|made|do|build\\w*|grow\\w*|start\\w*|how|hac\\w*|hago|haz|constru\\w*|cultiv\\w*|sembr\\w*|siembr\\w*|empez\\w*|como'

export const BLIND_B_KID_FACTS: TopicFact[] = [
  buildFact({
    id: 'seed-tape',
    topic: 'activities',
    title: ['Making seed tapes', 'Hacer cintas de semillas'],
    cues: ['seed ?tapes?|seed strips?|seed mats?|cintas? de semillas|tiras? de semillas|papel con semillas'],
    en: [
      'Seed tapes are perfect for tiny seeds and small fingers: cut strips of toilet paper or paper towel 2 cm wide, put dots of flour-and-water paste along them at the right spacing (5 cm for carrots and radishes, 20 cm for lettuce), and drop one or two seeds on each dot.',
      'Let them dry, roll them up with a label, and in spring lay each strip in a shallow trench (about 1 cm deep), cover it with fine soil and keep it damp; the paper melts away and the seedlings come up in neat rows with no thinning.',
    ],
    es: [
      'Las cintas de semillas son perfectas para semillas diminutas y dedos pequeños: corta tiras de papel higiénico o de cocina de 2 cm de ancho, pon puntitos de engrudo de harina y agua a la distancia justa (5 cm para zanahorias y rábanos, 20 cm para lechugas) y deja una o dos semillas en cada punto.',
      'Déjalas secar, enróllalas con una etiqueta y, en primavera, pon cada tira en un surco poco profundo (1 cm), cúbrela con tierra fina y mantenla húmeda; el papel se deshace y las plantitas salen en filas ordenadas sin tener que aclarar.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'pumpkins-after-halloween',
    topic: 'activities',
    title: ['What to do with pumpkins after Halloween', 'Qué hacer con las calabazas después de Halloween'],
    cues: [
      'pumpkins?|jack.o.lanterns?|calabazas?|zapallos?|auyamas?|ayotes?',
      'after (?:halloween|carving)|old|carved|rotting|leftover|left over|what (?:to|do|can)|halloween|despues de (?:halloween|tallar)|viejas?|talladas?|pudriendo|sobrantes?|que hac\\w*|dia de muertos',
    ],
    not: 'plant\\w*|sow\\w*|when|grow\\w*|sembr\\w*|siembr\\w*|cuando|cultiv\\w*',
    en: [
      "Do not throw the pumpkin in the rubbish: smash it into pieces (a fun job for children) and put it in the compost, or bury the pieces in an empty bed, where it rots down into food for next year's plants in a few months.",
      'Save some seeds first: rinse them, dry them on a paper towel for a week and sow them in spring after the last frost (they may grow a mixed pumpkin), or roast them with a little oil and salt at 160 °C for 15 to 20 minutes; pumpkins with paint, glitter or candle wax go in the bin.',
    ],
    es: [
      'No tires la calabaza a la basura: rómpela en trozos (un trabajo divertido para los niños) y échala al compost, o entierra los trozos en un bancal vacío, donde en unos meses se convierte en alimento para las plantas del año siguiente.',
      'Antes guarda algunas semillas: lávalas, sécalas una semana sobre papel de cocina y siémbralas en primavera después de las heladas (puede salir una calabaza mezclada), o tuéstalas con un poco de aceite y sal a 160 °C durante 15 a 20 minutos; las calabazas con pintura, purpurina (brillantina) o cera de vela van a la basura.',
    ],
    source: 'general-horticulture',
  }),
  buildFact({
    id: 'grow-mushrooms-kit',
    topic: 'activities',
    title: ['Growing mushrooms at home with children', 'Cultivar setas (hongos) en casa con niños'],
    cues: [
      'mushrooms?|setas?|hongos?|champin\\w*|champinon\\w*|orellanas?|girgolas?',
      'kits?|grow\\w*|cultiv\\w*|sembr\\w*|produc\\w*',
      `kits?|home|indoors?|inside|kitchen|box\\w*|casa|dentro|cocina|caja\\w*|${KIDS}`,
    ],
    not: 'lawn|grass|yard|pots?|wild|poison\\w*|ate|eat\\w*|cesped|pasto|macetas?|silvestres?|venen\\w*|comio|toxic\\w*',
    en: [
      'A ready-made oyster mushroom kit is the easiest way: cut open the box, mist it with water twice a day and keep it out of direct sun, and clusters of mushrooms double in size almost daily and are ready in about 10 to 14 days. Children love measuring them.',
      'Only eat mushrooms from the kit, cooked, and teach children that mushrooms found outdoors are never for eating.',
    ],
    es: [
      'Lo más fácil es un kit de setas de ostra (orellanas, gírgolas): abre la caja, rocíala con agua dos veces al día y ponla lejos del sol directo, y los racimos de setas casi doblan su tamaño cada día y están listos en unos 10 a 14 días. A los niños les encanta medirlos.',
      'Comed solo las setas del kit, cocinadas, y enseña a los niños que los hongos que se encuentran fuera nunca son para comer.',
    ],
    source: 'general-horticulture',
  }),
  buildFact({
    id: 'make-worm-bin',
    topic: 'activities',
    title: ['Making a worm bin (wormery)', 'Hacer una lombricera (vermicompostera)'],
    cues: [
      'worm (?:bins?|farms?|boxes?|tower)|wormer\\w*|lombricer\\w*|vermicompostera\\w*|caja de lombrices|granja de lombrices',
      'make|making|made|build\\w*|diy|home ?made|set up|hac\\w*|hago|haz|constru\\w*|casera|montar|mont\\w*',
    ],
    en: [
      'Drill about 20 small holes in the bottom of one plastic tub and a few air holes near the top, stand it inside a second tub to catch the liquid, and fill it half full of damp shredded newspaper or cardboard with a handful of soil; it should feel like a wrung-out sponge.',
      'Add compost worms (red wigglers, not garden earthworms), about 250 to 500 g to start, feed them small chopped fruit and vegetable scraps under the bedding once or twice a week (no meat, dairy, citrus or onion), keep the bin in the shade between 15 and 25 °C, and in 3 to 4 months you have worm castings for the garden.',
    ],
    es: [
      'Haz unos 20 agujeritos en el fondo de un recipiente de plástico y algunos de aire cerca del borde, mételo dentro de otro recipiente que recoja el líquido y llénalo hasta la mitad de papel de periódico o cartón triturado y húmedo con un puñado de tierra; debe sentirse como una esponja escurrida.',
      'Añade lombrices de compost (lombriz roja californiana, no las lombrices del jardín), unos 250 a 500 g para empezar, dales restos de fruta y verdura picados bajo el lecho una o dos veces por semana (sin carne, lácteos, cítricos ni cebolla), ten la lombricera a la sombra entre 15 y 25 °C y en 3 o 4 meses tendrás humus de lombriz para el huerto.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'giant-sunflower',
    topic: 'activities',
    title: ['Growing a giant sunflower', 'Cultivar un girasol gigante'],
    cues: [
      'sunflowers?|girasol\\w*|maravillas?|mirasol(?:es)?',
      'giant|tall\\w*|biggest|huge|big|record|gigantes?|alt[oa]s?|altisim\\w*|grandes?|enorm\\w*|record',
      `grow\\w*|plant\\w*|sow\\w*|how|${KIDS}|cultiv\\w*|sembr\\w*|siembr\\w*|como|crec\\w*`,
    ],
    not: 'race|carrera|house|casa|teepee|tipi',
    en: [
      'For a giant, choose a tall variety such as Russian Giant, Mammoth or Titan, and sow 2 to 3 seeds 2 to 3 cm deep in full sun after the last frost (April to May in the north, October to November in the south), in soil dug with plenty of compost, keeping the strongest seedling.',
      'Water deeply once or twice a week, tie the stem to a strong stake as it grows, protect seedlings from slugs, and measure it every Sunday: giants reach 3 to 4 m in about 80 to 100 days, and the world record is over 9 m.',
    ],
    es: [
      'Para un gigante, elige una variedad alta como Gigante Ruso, Mammoth o Titan y siembra 2 o 3 semillas a 2 o 3 cm de profundidad a pleno sol después de las heladas (abril y mayo en el hemisferio norte, octubre y noviembre en el sur), en tierra cavada con mucho compost, dejando la plantita más fuerte.',
      'Riega a fondo una o dos veces por semana, ata el tallo a una estaca fuerte según crece, protege las plantitas de las babosas y mídelo cada domingo: los gigantes llegan a 3 o 4 m en unos 80 a 100 días, y el récord mundial pasa de 9 m.',
    ],
    source: 'general-horticulture',
  }),
  buildFact({
    id: 'pineapple-top-kids',
    topic: 'activities',
    title: ['Growing a pineapple from its top', 'Cultivar una piña (ananá) desde la corona'],
    cues: [
      'pineapples?|pinas?|ananas?|anana',
      'tops?|crowns?|leaves|regrow\\w*|from (?:a |the )?(?:top|crown)|coronas?|penachos?|copete|hojas|replant\\w*|sembrar la|plantar la|desde',
    ],
    en: [
      'Twist the leafy top off a ripe pineapple, pull off the lowest leaves to show 2 to 3 cm of stem, and let it dry for 2 days. Stand it in a glass of water (change it every few days) or straight in a pot of free-draining mix, in a warm, bright spot.',
      'Roots appear in 2 to 3 weeks; keep it above 18 °C indoors in winter and outdoors only in frost-free summers. It takes 2 to 3 years to flower and grow a small pineapple, a long but fun project.',
    ],
    es: [
      'Gira y arranca la corona de hojas de una piña (ananá) madura, quita las hojas de abajo hasta que se vean 2 o 3 cm de tallo y déjala secar 2 días. Ponla en un vaso de agua (cámbiala cada pocos días) o directamente en una maceta con sustrato que drene bien, en un lugar cálido y luminoso.',
      'Las raíces salen en 2 o 3 semanas; en invierno tenla dentro por encima de 18 °C y fuera solo en veranos sin heladas. Tarda 2 o 3 años en florecer y dar una piñita, un proyecto largo pero divertido.',
    ],
    source: 'general-horticulture',
  }),
  buildFact({
    id: 'sprouting-jar',
    topic: 'activities',
    title: ['Growing edible sprouts in a jar', 'Germinados para comer en un frasco'],
    cues: [
      'sprouts|germinados?|brotes? (?:de soja|de alfalfa|para comer)|alfalfa|mung|lentils?|lentejas?|chickpeas?|garbanzos?',
      'jar|jars|eat\\w*|kitchen|grow\\w*|make|frascos?|tarros?|comer|cocina|hac\\w*|cultiv\\w*|germin\\w*',
      'how|grow\\w*|make|eat\\w*|home ?made|como|hac\\w*|cultiv\\w*|germin\\w*|comer|casero\\w*',
    ],
    not: 'brussels|coles de bruselas|potato\\w*|papas?|patatas?|weed\\w*|malas hierbas|quick\\w*|fast\\w*|rapid\\w*|watch\\w*|see|ver|mirar|observ\\w*',
    en: [
      'Put 2 tablespoons of lentils, mung beans or alfalfa seeds sold for sprouting in a clean jar, soak them overnight, then drain and cover the top with a cloth held by an elastic band. Rinse and drain twice a day, leaving the jar tilted upside down.',
      'In 3 to 5 days you have crunchy sprouts to eat on sandwiches: a winter windowsill activity that grows fast. Use clean hands and jars, keep them in the fridge once ready and eat them within 2 days; raw sprouts are not advised for young children or pregnant women, so cook them lightly for them.',
    ],
    es: [
      'Pon 2 cucharadas de lentejas, frijol mungo (soja verde) o semillas de alfalfa para germinar en un frasco limpio, déjalas en remojo toda la noche, escúrrelas y tapa la boca con una tela sujeta con una goma. Enjuágalas y escúrrelas dos veces al día, dejando el frasco inclinado boca abajo.',
      'En 3 a 5 días tienes germinados crujientes para los sándwiches: una actividad de invierno en la ventana que crece rapidísimo. Usa manos y frascos limpios, guárdalos en la nevera (heladera, refrigerador) cuando estén listos y cómelos en 2 días; no se aconsejan crudos para niños pequeños ni embarazadas, así que para ellos cocínalos un poco.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'forcing-bulbs-kids',
    topic: 'activities',
    title: ['Bulbs that flower indoors in winter', 'Bulbos que florecen dentro de casa en invierno'],
    cues: [
      'amaryllis|amarilis|paper ?whites?|hyacinths?|jacintos?|narcis\\w*|bulbs?|bulbos?|azucena de san jose|flor de lis',
      'indoors?|inside|water|glass|jar|pebbles?|winter|christmas|windowsill|dentro|interior|agua|vaso|frasco|piedras?|piedritas?|invierno|navidad|ventana',
    ],
    not: 'poison\\w*|toxic\\w*|venen\\w*|ate|comio|dog\\w*|cat\\w*|perr\\w*|gat\\w*',
    en: [
      'An amaryllis bulb planted in a pot with its top third showing, watered sparingly until the bud appears, flowers in about 6 to 8 weeks, and children can measure its stem growing several centimetres a day. Paperwhite narcissus set on pebbles with water just touching their base flower in 4 to 6 weeks.',
      'A hyacinth sits in a special glass or a jar so its base is just above the water; keep it cool and dark for 8 to 10 weeks until roots fill the glass and a shoot shows, then bring it into the light. All these bulbs are poisonous to eat, so an adult handles them with little ones.',
    ],
    es: [
      'Un bulbo de amarilis plantado en maceta con un tercio fuera de la tierra, regado poco hasta que sale el capullo, florece en unas 6 a 8 semanas, y los niños pueden medir cómo crece el tallo varios centímetros al día. Los narcisos blancos (paperwhite) sobre piedritas con el agua rozando la base florecen en 4 a 6 semanas.',
      'El jacinto va en un vaso especial o un frasco con la base justo encima del agua; tenlo fresco y a oscuras 8 a 10 semanas hasta que las raíces llenen el vaso y asome un brote, y luego sácalo a la luz. Todos estos bulbos son venenosos si se comen, así que con los pequeños los maneja un adulto.',
    ],
    source: 'general-horticulture',
  }),
  buildFact({
    id: 'seed-saving-kids',
    topic: 'activities',
    title: ['Saving seeds with children', 'Guardar semillas con los niños'],
    cues: [
      'save|saving|saved|collect\\w*|keep\\w*|harvest\\w*|guard\\w*|recog\\w*|junt\\w*|cosech\\w*|conserv\\w*',
      'seeds?|semillas?',
    ],
    not: 'pumpkins?|calabazas?|birds?|pajaros?|eat\\w*|com(?:en|er)|sprout\\w*|germin\\w*',
    en: [
      'The easiest seeds for children to save are big ones from open flowers: beans and peas (leave a few pods to dry brown on the plant), sunflowers (when the back of the head turns brown; cover it with a paper bag against birds), marigolds, nasturtiums, calendula and poppies.',
      'Dry the seeds on a plate indoors for 1 to 2 weeks, then store them in paper envelopes labelled with the name and year, in a cool, dry, dark place; most keep for 2 to 3 years. Tomato seeds are saved from a ripe fruit: squeeze them into a jar of water for 3 days, rinse and dry.',
    ],
    es: [
      'Las semillas más fáciles de guardar para los niños son las grandes de flores abiertas: frijoles (judías, porotos) y chícharos (guisantes, arvejas), dejando unas vainas secar en la planta hasta que estén marrones; girasoles (cuando la parte de atrás de la flor se pone marrón, tápala con una bolsa de papel por los pájaros), cempasúchil (tagetes), capuchinas, caléndulas y amapolas.',
      'Sécalas en un plato dentro de casa 1 o 2 semanas y guárdalas en sobres de papel con el nombre y el año, en un lugar fresco, seco y oscuro; casi todas duran 2 o 3 años. Las de jitomate (tomate) se sacan de un fruto maduro: exprímelas en un frasco con agua 3 días, enjuágalas y sécalas.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'seed-dissection',
    topic: 'activities',
    title: ['Looking inside a seed', 'Mirar dentro de una semilla'],
    cues: [
      'inside (?:a |the )?seeds?|open (?:a |the )?seeds?|seed parts?|parts of a seed|dissect\\w*|dentro de (?:una |la )?semillas?|abrir (?:una |la )?semillas?|partes de (?:una |la )?semillas?|disec\\w*',
    ],
    en: [
      'Soak a few large dried beans (lima, kidney or broad beans) in water overnight. The next day children peel off the seed coat and gently split the bean in half with a fingernail.',
      'Inside is a tiny baby plant with a little root and two folded leaves, tucked against the two big halves (the cotyledons), which are its packed lunch; a magnifying glass makes it even better. Then sow some whole soaked beans and watch the same parts come up.',
    ],
    es: [
      'Pon en remojo toda la noche unas legumbres secas grandes (habas, frijoles o alubias). Al día siguiente los niños quitan la piel y abren la semilla por la mitad con la uña, con cuidado.',
      'Dentro hay una plantita bebé diminuta con una raicita y dos hojitas dobladas, pegada a las dos mitades grandes (los cotiledones), que son su almuerzo para empezar; con una lupa es aún mejor. Después sembrad algunas semillas remojadas enteras y mirad cómo salen esas mismas partes.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'seed-experiment-fair-test',
    topic: 'activities',
    title: [
      'A fair-test seed experiment: light, warmth and water',
      'Un experimento justo con semillas: luz, calor y agua',
    ],
    cues: [
      'experiments?|science|fair test|science fair|hypothes\\w*|experimentos?|ciencias?|feria de ciencias|hipotesis',
      'seeds?|germinat\\w*|sprout\\w*|beans?|cress|semillas?|germin\\w*|frijol\\w*|judias?|porotos?|berros?',
      'light|dark|cold|warm|fridge|temperatur\\w*|salt\\w*|music|water|grow faster|fastest|luz|oscur\\w*|frio|calor|nevera|heladera|refrigerador|temperatur\\w*|sal|musica|agua|mas rapido|crece\\w*',
    ],
    en: [
      'Set up a fair test: four clear cups with damp paper towel and 5 radish, cress or bean seeds each, all the same except one thing, such as one in the fridge, one in a dark cupboard, one on a warm windowsill, and one watered with salty water.',
      'Children predict first, then count sprouted seeds every day for a week and draw a bar chart. They find that seeds need water and warmth to sprout, but most do not need light until the leaves open, and seedlings grown in the dark are tall, pale and yellow.',
    ],
    es: [
      'Preparad un experimento justo: cuatro vasos transparentes con papel de cocina húmedo y 5 semillas de rábano, berro o frijol (judía, poroto) en cada uno, todo igual menos una cosa, por ejemplo uno en la nevera (heladera), otro en un armario oscuro, otro en una ventana cálida y otro regado con agua con sal.',
      'Los niños predicen primero, luego cuentan cada día durante una semana cuántas semillas han germinado y dibujan un gráfico de barras. Descubren que las semillas necesitan agua y calor para germinar, pero casi ninguna necesita luz hasta que abren las hojas, y que las plantitas criadas a oscuras salen altas, pálidas y amarillas.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'compost-in-a-bottle',
    topic: 'activities',
    title: ['Compost in a bottle, to watch it rot', 'Compost en una botella, para ver cómo se descompone'],
    cues: [
      'bottle|jar|botella|frasco|tarro',
      'compost\\w*|rot\\w*|decompos\\w*|compost|composta\\w*|pudr\\w*|descompo\\w*',
      `make|how|experiment\\w*|watch\\w*|science|${KIDS}|hac\\w*|como|experiment\\w*|ver|observ\\w*|ciencias?`,
    ],
    en: [
      'Cut the top off a clear 2-litre bottle, poke a few small holes in the sides, and layer soil, chopped fruit and vegetable scraps, dry leaves and shredded paper, each 2 to 3 cm thick, finishing with soil; spray it damp and put the top back on loosely.',
      'Keep it out of direct sun, mark the layers on the outside with a pen, and check every few days for 4 to 8 weeks: children see mould, shrinking layers, condensation and tiny creatures as the scraps turn into dark compost. Wash hands after handling it.',
    ],
    es: [
      'Corta la parte de arriba de una botella transparente de 2 litros, haz unos agujeritos en los lados y pon capas de tierra, restos picados de fruta y verdura, hojas secas y papel triturado, de 2 o 3 cm cada una, terminando con tierra; rocíala hasta que esté húmeda y vuelve a poner la parte de arriba sin apretar.',
      'Tenla fuera del sol directo, marca las capas por fuera con un rotulador y revísala cada pocos días durante 4 a 8 semanas: los niños ven moho, capas que encogen, gotitas de vapor y bichitos mientras los restos se convierten en compost oscuro. Lavaos las manos después de tocarla.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'leaf-bag-transpiration',
    topic: 'activities',
    title: [
      'The plastic bag on a leaf experiment (plants "sweat")',
      'El experimento de la bolsa en una hoja (las plantas "sudan")',
    ],
    cues: [
      'bag|bags|bolsas?|transpir\\w*|sweat\\w*|sudan?|sudor',
      'leaf|leaves|branch\\w*|plants?|trees?|water|hojas?|ramas?|plantas?|arbol\\w*|agua|experiment\\w*',
    ],
    not: 'grow ?bags?|potatoes?|papas?|patatas?|bolsas? de cultivo|zip|seeds?|semillas?|compost\\w*|tea|te',
    en: [
      'On a sunny morning, slip a clear plastic bag over a leafy branch of a tree or shrub and tie it closed around the stem. After a few hours the inside is misty and drops of water collect in the bottom.',
      'That water came up from the roots and out through tiny holes in the leaves: plants "sweat", and a big tree can move hundreds of litres a day. Compare a bag on a branch in the sun and one in the shade, and take the bags off afterwards.',
    ],
    es: [
      'Una mañana de sol, mete una bolsa de plástico transparente en una rama con hojas de un árbol o arbusto y átala alrededor del tallo. A las pocas horas el interior está empañado y se juntan gotas de agua en el fondo.',
      'Esa agua subió desde las raíces y salió por agujeritos diminutos de las hojas: las plantas "sudan", y un árbol grande puede mover cientos de litros al día. Comparad una bolsa en una rama al sol y otra a la sombra, y quitad las bolsas después.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'leaf-colour-chromatography',
    topic: 'activities',
    title: ['Finding the hidden colours in leaves', 'Descubrir los colores escondidos de las hojas'],
    cues: [
      'leaf|leaves|hojas?',
      'colou?rs?|chromatograph\\w*|hidden|change colou?r|turn (?:red|yellow|orange)|color(?:es)?|cromatograf\\w*|escondid\\w*|cambian de color|se ponen (?:rojas|amarillas)|rojas|amarillas',
    ],
    not: 'yellow(?:ing)? leaves on|my (?:tomato|plant|cucumber)|mis? (?:plantas?|tomat\\w*|jitomat\\w*)|why (?:are|do) (?:my|the) (?:plant|tomato)|spots?|manchas?',
    en: [
      'Leaves change colour in autumn because the green chlorophyll breaks down and reveals yellow and orange pigments that were there all along, while reds are made fresh in sunny, cool weather.',
      'To see the hidden colours, an adult tears a few green leaves into a small jar, covers them with rubbing alcohol, mashes them and stands the jar in hot water for 30 minutes; then dip a strip of coffee filter into it and wait an hour as green, yellow and orange bands climb the paper. Keep the alcohol away from flames and little children.',
    ],
    es: [
      'Las hojas cambian de color en otoño porque la clorofila verde se deshace y deja ver pigmentos amarillos y naranjas que estaban ahí desde siempre, mientras que los rojos se fabrican con días soleados y frescos.',
      'Para ver los colores escondidos, un adulto trocea unas hojas verdes en un frasco pequeño, las cubre con alcohol de farmacia, las machaca y pone el frasco en agua caliente 30 minutos; luego meted la punta de una tira de filtro de café y esperad una hora mientras suben por el papel franjas verdes, amarillas y naranjas. Mantén el alcohol lejos del fuego y de los pequeños.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'ice-suncatchers',
    topic: 'activities',
    title: ['Frozen nature suncatchers in winter', 'Atrapasoles de hielo con naturaleza en invierno'],
    cues: [
      'ice|frozen|freez\\w*|suncatchers?|hielo|helad[oa]s?|congel\\w*|atrapasol(?:es)?',
      `${KIDS}|winter|snow|make|craft\\w*|decorat\\w*|ornaments?|art|invierno|nieve|hac\\w*|manualidad\\w*|decor\\w*|adornos?|arte`,
    ],
    not: 'plants? (?:in|from|survive)|protect\\w*|proteg\\w*|frost damage|water\\w*|rieg\\w*|regar|cubes?|cubitos?',
    en: [
      'On a freezing winter day, children collect leaves, berries, pine needles, seed heads and petals, arrange them in a shallow dish or cake tin, add a loop of string, and cover them with 1 to 2 cm of water.',
      'Leave it outside overnight (or in the freezer), pop the ice disc out in the morning and hang it from a branch to catch the sun; it lasts as long as the cold does, and melts back into the garden.',
    ],
    es: [
      'Un día de helada, los niños recogen hojas, bayas, agujas de pino, semillas y pétalos, los colocan en un plato hondo o un molde de tarta, añaden un lazo de cuerda y lo cubren con 1 o 2 cm de agua.',
      'Se deja fuera toda la noche (o en el congelador), por la mañana se saca el disco de hielo y se cuelga de una rama para que brille al sol; dura lo que dure el frío y se derrite de vuelta en el jardín.',
    ],
    source: 'general-horticulture',
  }),
  buildFact({
    id: 'bulb-lasagne',
    topic: 'activities',
    title: ['A bulb lasagne in a pot', 'Una lasaña de bulbos en maceta'],
    cues: [
      'lasagn\\w*|lasan\\w*|layer\\w*|capas',
      'bulbs?|bulbos?|tulips?|tulipan\\w*|daffodils?|narcis\\w*|crocus\\w*|azafran\\w*',
    ],
    en: [
      'In autumn (October to November in the north, April to May in the south), fill a deep pot with layers of bulbs: tulips about 20 cm down, a layer of mix, daffodils above them, more mix, then crocuses or grape hyacinths near the top, each layer covered by about 5 cm of compost.',
      "Water it, leave it outside over winter, and from late winter to late spring it flowers in waves, small ones first: a lovely children's project to plant in one afternoon and watch for months. Wash hands after handling bulbs, which are poisonous to eat.",
    ],
    es: [
      'En otoño (octubre y noviembre en el hemisferio norte, abril y mayo en el sur) llena una maceta honda con capas de bulbos: tulipanes a unos 20 cm de profundidad, una capa de sustrato, narcisos encima, más sustrato y azafranes o muscaris cerca de la superficie, cada capa tapada con unos 5 cm de compost.',
      'Riégala, déjala fuera en invierno y, de finales del invierno a finales de la primavera, florece por oleadas, primero las pequeñas: un proyecto precioso para plantar en una tarde y mirar durante meses. Lavaos las manos después de tocar los bulbos, que son venenosos si se comen.',
    ],
    source: 'general-horticulture',
  }),
  buildFact({
    id: 'grow-popcorn',
    topic: 'activities',
    title: ['Growing popcorn', 'Cultivar maíz para palomitas'],
    cues: [
      'popcorn|pop corn|palomitas|pochoclos?|pororo|cabritas|cotufas|canchita|maiz pira|crispetas|poporopo',
    ],
    en: [
      'Popcorn is a special kind of corn, so sow a popcorn variety (such as Strawberry or Japanese Hulless) from a seed packet, 3 to 4 cm deep, 25 cm apart, in a block of at least 4 rows for pollination, in full sun after the last frost when the soil is warm.',
      'It needs about 100 to 120 days. Leave the cobs on the plant until the husks are dry and brown, then pick them and hang them indoors for 3 to 4 more weeks; when a few kernels pop well in a pan, rub them off the cob and store them in a jar.',
    ],
    es: [
      'El maíz de palomitas (pochoclo, pororó, cabritas, cotufas, canchita) es un tipo especial de maíz, así que siembra semillas de una variedad para palomitas, a 3 o 4 cm de profundidad y 25 cm entre plantas, en un bloque de al menos 4 filas para que se polinice, a pleno sol después de las heladas, con la tierra templada.',
      'Necesita unos 100 a 120 días. Deja las mazorcas (elotes, choclos) en la planta hasta que las hojas que las envuelven estén secas y marrones, luego cógelas y cuélgalas dentro de casa 3 o 4 semanas más; cuando unos granos revienten bien en la sartén, desgránalas y guárdalas en un frasco.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'grow-peanuts',
    topic: 'activities',
    title: ['Growing peanuts with children', 'Cultivar cacahuates (maní) con los niños'],
    cues: [
      'peanuts?|groundnuts?|cacahuates?|cacahuetes?|mani|manies|manises',
      'grow\\w*|plant\\w*|sow\\w*|underground|cultiv\\w*|sembr\\w*|siembr\\w*|bajo tierra|crec\\w*',
      `how|can|do|does|where|when|${KIDS}|como|podemos|puedo|se puede|donde|cuando`,
    ],
    not: 'allerg\\w*|alergi\\w*',
    en: [
      'Plant raw, unroasted peanuts in their shells (or shelled, with the papery skin on) 3 to 5 cm deep and 20 cm apart in loose, sandy soil and full sun, once the soil is warm, about 2 weeks after the last frost; they need 120 to 150 warm days, so in cool areas start them in pots indoors.',
      'The fun part: after the yellow flowers fade, stalks called pegs grow down into the soil and the peanuts form underground. Dig up a plant in autumn when the leaves yellow, dry the pods for 2 weeks and roast them. Check for peanut allergies in the family and friends first.',
    ],
    es: [
      'Planta cacahuates (maní, cacahuetes) crudos, sin tostar, con cáscara o pelados con su piel fina, a 3 o 5 cm de profundidad y 20 cm entre sí, en tierra suelta y arenosa a pleno sol, cuando la tierra esté templada, unas 2 semanas después de las heladas; necesitan 120 a 150 días de calor, así que en zonas frescas empiézalos en maceta dentro de casa.',
      'Lo divertido: cuando se marchitan las flores amarillas, unos tallitos llamados clavos bajan a la tierra y los cacahuates se forman bajo el suelo. Arranca una planta en otoño cuando amarilleen las hojas, seca las vainas 2 semanas y tuéstalas. Antes, comprueba si alguien de la familia o los amigos tiene alergia al cacahuate.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'fruit-from-pips',
    topic: 'activities',
    title: [
      'Growing a tree from a lemon, orange or apple pip',
      'Cultivar un árbol desde una pepita de limón, naranja o manzana',
    ],
    cues: [
      'pips?|seeds?|stones?|pits?|pepitas?|semillas?|huesos?|carozos?',
      'lemons?|oranges?|limes?|mandarin\\w*|tangerines?|grapefruit|apples?|mangos?|mangoes|cherr\\w*|peach\\w*|limon\\w*|naranj\\w*|limas?|mandarin\\w*|toronjas?|pomelos?|manzanas?|cerezas?|duraznos?|melocoton\\w*',
      'grow\\w*|plant\\w*|sow\\w*|tree|cultiv\\w*|plant(?:ar|o|amos)|sembr\\w*|siembr\\w*|arbol\\w*|germin\\w*|nacer',
    ],
    not: 'swallow\\w*|ate|trag\\w*|comio|poison\\w*|toxic\\w*|venen\\w*',
    en: [
      'Lemon, orange and mandarin pips sprout easily: sow fresh ones, not dried, 1 cm deep in a small pot of damp mix, cover it with a plastic bag and keep it warm (20 to 25 °C); shoots come up in 2 to 6 weeks and make glossy, scented little trees for a sunny windowsill.',
      'Apple and cherry pips need 6 to 8 weeks in damp paper in a bag in the fridge first, to feel winter. Fruit from a pip-grown tree takes 5 to 10 years and is often different from the parent, so enjoy it as a houseplant and an experiment.',
    ],
    es: [
      'Las pepitas de limón, naranja y mandarina germinan fácil: siembra pepitas frescas, no secas, a 1 cm de profundidad en una maceta pequeña con sustrato húmedo, tápala con una bolsa de plástico y tenla en un sitio templado (20 a 25 °C); brotan en 2 a 6 semanas y dan arbolitos brillantes y perfumados para una ventana soleada.',
      'Las de manzana y cereza necesitan antes 6 a 8 semanas en papel húmedo dentro de una bolsa en la nevera (heladera), para sentir el invierno. La fruta de un árbol nacido de pepita tarda de 5 a 10 años y suele ser distinta de la madre, así que disfrútalo como planta de interior y como experimento.',
    ],
    source: 'general-horticulture',
  }),
  buildFact({
    id: 'square-foot-kids',
    topic: 'activities',
    title: [
      'A square-metre grid garden for children',
      'Un huerto en cuadrícula de un metro cuadrado para niños',
    ],
    cues: [
      'square.?foot|square.?metre|square.?meter|grid|squares?|cuadricula\\w*|metro cuadrado|cuadros?|cuadrados?',
      `garden\\w*|beds?|plot\\w*|plant\\w*|grow\\w*|${KIDS}|huert\\w*|bancal\\w*|parcela\\w*|plant\\w*|cultiv\\w*`,
    ],
    en: [
      'A 1.2 m (4 ft) square bed, or 1 m square, is small enough for a child to reach the middle from each side. Lay strings or slats to make a grid of 30 cm squares, and give each square one crop.',
      'Per square: 1 tomato, pepper or broccoli; 4 lettuces, marigolds or chard; 9 bush beans, beetroot or spinach; 16 carrots, radishes or onions. Children plan it on paper first, sow a square or two every few weeks, and replant a square as soon as it is harvested.',
    ],
    es: [
      'Un bancal cuadrado de 1,2 m (o de 1 m) es lo bastante pequeño para que un niño llegue al centro desde cada lado. Pon cuerdas o listones formando una cuadrícula de cuadros de 30 cm y da a cada cuadro un cultivo.',
      'Por cuadro: 1 jitomate (tomate), pimiento o brócoli; 4 lechugas, cempasúchiles (tagetes) o acelgas; 9 frijoles (judías, porotos) de mata baja, betabeles (remolachas) o espinacas; 16 zanahorias, rábanos o cebollas. Los niños lo planean antes en papel, siembran uno o dos cuadros cada pocas semanas y vuelven a sembrar un cuadro en cuanto lo cosechan.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'school-garden-holidays',
    topic: 'activities',
    title: ['Planning a school garden around the holidays', 'Planear un huerto escolar según las vacaciones'],
    cues: [
      'schools?|class\\w*|escuela\\w*|colegios?|cole|clases?|aulas?|escolar\\w*',
      'holidays?|vacation\\w*|break|summer|term|school year|before|harvest\\w*|vacaciones|verano|curso|trimestre|antes|cosech\\w*|calendario|fechas',
      'plant\\w*|sow\\w*|grow\\w*|harvest\\w*|ready|what|which|sembr\\w*|siembr\\w*|cultiv\\w*|cosech\\w*|list[oa]s?|que|cuales',
    ],
    en: [
      'In a school garden, grow what children can sow and pick within the school year. In the northern hemisphere, sow radishes, lettuce, peas, spinach and early potatoes from March to April to harvest by June, and plant pumpkins, sunflowers, beans and squash in late May to be ready when school returns in September.',
      'In the southern hemisphere, sow in September to October for harvest before the December holidays. Over the long break, mulch deeply, set up a drip timer or a family watering rota, or sow a cover crop such as clover or buckwheat that feeds bees while you are away.',
    ],
    es: [
      'En un huerto escolar, cultiva lo que los alumnos puedan sembrar y cosechar dentro del curso. En el hemisferio norte, siembra rábanos, lechugas, chícharos (guisantes, arvejas), espinacas y papas (patatas) tempranas en marzo y abril para cosechar antes de junio, y planta calabazas, girasoles, frijoles (judías, porotos) y calabacitas (calabacines, zapallitos) a finales de mayo para que estén listos al volver en septiembre.',
      'En el hemisferio sur, siembra en septiembre y octubre para cosechar antes de las vacaciones de diciembre. Durante las vacaciones largas, pon mucho acolchado, un riego por goteo con programador o un turno de riego entre familias, o siembra un abono verde como trébol o alforfón, que alimenta a las abejas mientras no estáis.',
    ],
    source: 'extension-service',
  }),
  buildFact({
    id: 'watch-ants-kids',
    topic: 'activities',
    title: ['Watching ants with children', 'Observar hormigas con los niños'],
    cues: [
      'ants?|hormigas?|hormiguero\\w*',
      `${KIDS}|watch\\w*|observ\\w*|farm|experiment\\w*|learn\\w*|study|mirar|observar|granja|experiment\\w*|aprend\\w*|estudi\\w*`,
    ],
    not: 'get rid|kill\\w*|rid|out|away|elimin\\w*|mat\\w*|quit\\w*|fuera|lejos|fire|fuego|coloradas|bravas|bit\\w*|sting\\w*|pica\\w*|muerd\\w*|aphids?|pulgon\\w*',
    en: [
      'Put a few crumbs of biscuit, a drop of honey, a piece of apple and a bit of cheese on a saucer near an ant trail and watch: which food do the ants find first, do they line up on a trail, and how do they carry big pieces? Scouts leave a scent trail that others follow.',
      'Use a magnifying glass, draw what you see, and watch from a little distance; avoid fire ants, which sting, and do not dig up nests. A sealed shop-bought ant farm is better than collecting a nest from the garden.',
    ],
    es: [
      'Poned unas migas de galleta, una gota de miel, un trocito de manzana y un poco de queso en un plato cerca de un camino de hormigas y observad: ¿qué comida encuentran primero, forman una fila y cómo cargan los trozos grandes? Las exploradoras dejan un rastro de olor que siguen las demás.',
      'Usad una lupa, dibujad lo que veis y mirad desde un poco lejos; evitad las hormigas de fuego (bravas, coloradas), que pican, y no desenterréis los hormigueros. Es mejor un hormiguero cerrado de tienda que llevarse un nido del jardín.',
    ],
    source: 'general-horticulture',
  }),
  buildFact({
    id: 'hedgehog-house',
    topic: 'activities',
    title: ['Helping hedgehogs: a hedgehog house and highway', 'Ayudar a los erizos: una casita y un paso'],
    cues: [
      'hedgehogs?|erizos?',
      `house\\w*|home|box\\w*|help\\w*|feed\\w*|food|attract\\w*|casita\\w*|casa|caja\\w*|refugio\\w*|ayud\\w*|aliment\\w*|comida|atra\\w*|${MAKE}`,
    ],
    not: 'sea urchin|erizos? de mar',
    en: [
      'In Europe, children can help hedgehogs by cutting a 13 cm (5 in) hole at the bottom of the fence as a "hedgehog highway" to the neighbours, leaving a wild corner with leaf piles, and putting out a shallow dish of water and some meaty cat or dog food (never milk or bread) in dry spells and autumn.',
      'A hedgehog house is a wooden box about 40 cm square with a tunnel entrance, filled with dry leaves or straw, placed in a quiet, shady spot facing away from the wind. Check for hedgehogs before mowing, strimming or lighting bonfires, and do not use slug pellets.',
    ],
    es: [
      'En Europa, los niños pueden ayudar a los erizos abriendo un agujero de 13 cm en la parte baja de la valla como "paso de erizos" hacia los vecinos, dejando un rincón salvaje con montones de hojas y poniendo un plato bajo de agua y un poco de comida de gato o perro con carne (nunca leche ni pan) en épocas secas y en otoño.',
      'Una casita para erizos es una caja de madera de unos 40 cm de lado con un túnel de entrada, llena de hojas secas o paja, en un rincón tranquilo y a la sombra, de espaldas al viento. Mirad si hay erizos antes de cortar el césped, desbrozar o hacer hogueras, y no uséis cebos antibabosas.',
    ],
    source: 'general-horticulture',
  }),
  buildFact({
    id: 'mini-wildlife-pond',
    topic: 'activities',
    title: ['A mini wildlife pond in a tub', 'Un mini estanque para la fauna en un barreño'],
    cues: [
      'mini ponds?|small ponds?|wildlife ponds?|tub ponds?|bucket ponds?|container ponds?|pond in a|make a pond|build a pond|mini estanques?|estanques? (?:pequeno|mini|para la fauna|para ranas|en un)|charca\\w*|hacer un estanque|construir un estanque',
    ],
    en: [
      'Sink an old washing-up bowl, sink or half-barrel into the ground in a spot with some sun, put gravel and a few stones inside, and pile rocks or a log so one side slopes out: frogs, birds and insects need an easy way in and out.',
      'Fill it with rainwater, add one or two native pond plants, and in weeks pond skaters, water boatmen, dragonflies and maybe frogs arrive; no fish needed. With toddlers around, choose a tub pond for older children or cover it with strong mesh, and always supervise near water.',
    ],
    es: [
      'Entierra un barreño, un fregadero viejo o medio barril en un sitio con algo de sol, pon grava y unas piedras dentro y amontona rocas o un tronco para que un lado sea una rampa: ranas, pájaros e insectos necesitan poder entrar y salir fácilmente.',
      'Llénalo con agua de lluvia, añade una o dos plantas acuáticas autóctonas y en semanas llegan zapateros, barqueros, libélulas y quizá ranas; no hacen falta peces. Con niños pequeños cerca, mejor un estanque para niños mayores o tapado con una malla fuerte, y vigila siempre cerca del agua.',
    ],
    source: 'general-horticulture',
  }),
  buildFact({
    id: 'garden-sundial',
    topic: 'activities',
    title: ['Making a garden sundial', 'Hacer un reloj de sol en el jardín'],
    cues: [
      'sun ?dials?|shadow clock|reloj(?:es)? de sol|reloj solar|shadow (?:experiment|tracing)|sombras? (?:que se mueven|experimento)',
    ],
    en: [
      'Push a straight stick about 30 cm tall upright into a sunny patch of ground or a big pot of sand. On a sunny day, every hour on the hour from 9 am to 4 pm, children put a pebble at the tip of the shadow and write the time on it.',
      'The next sunny day, the shadow tells the time. Children also see that shadows are shortest around midday and longer in winter, because the sun is lower; keep eyes off the sun itself.',
    ],
    es: [
      'Clava un palo recto de unos 30 cm en un trozo de tierra soleado o en una maceta grande con arena. Un día de sol, cada hora en punto de las 9 a las 4 de la tarde, los niños ponen una piedrita en la punta de la sombra y escriben la hora.',
      'El siguiente día soleado, la sombra da la hora. Los niños ven también que las sombras son más cortas hacia el mediodía y más largas en invierno, porque el sol está más bajo; que no miren nunca directamente al sol.',
    ],
    source: 'general-horticulture',
  }),
  buildFact({
    id: 'worm-charming',
    topic: 'activities',
    title: [
      'Worm charming: bringing worms up without digging',
      'Encantar lombrices: hacerlas subir sin cavar',
    ],
    cues: [
      'worm charm\\w*|charm\\w* worms?|call\\w* (?:up )?worms?|worms? (?:to (?:come up|the surface)|come up)|lombrices? (?:salgan|suban|a la superficie)|hacer salir (?:a )?las lombrices|encantar lombrices|llamar (?:a )?las lombrices|worm grunting',
    ],
    en: [
      'Worm charming is an old garden game: mark out a 3 m square on damp grass, push a garden fork into the middle and wiggle or tap it gently, or drum on the ground with fingers, and earthworms come up within 10 to 30 minutes, because the vibrations feel like rain or a mole.',
      'Count them, look at them with a magnifier, and then put every worm back on the soil in a shady spot; it works best on a mild, damp morning in spring or autumn. Wash hands afterwards.',
    ],
    es: [
      'Encantar lombrices es un juego antiguo de jardín: marcad un cuadrado de 3 m en el césped húmedo, clavad una horquilla en el centro y movedla o golpeadla suavemente, o tamborilead en el suelo con los dedos, y las lombrices salen en 10 a 30 minutos, porque la vibración les parece lluvia o un topo.',
      'Contadlas, miradlas con lupa y luego devolved cada lombriz a la tierra en un sitio a la sombra; funciona mejor una mañana templada y húmeda de primavera u otoño. Lavaos las manos después.',
    ],
    source: 'general-horticulture',
  }),
  buildFact({
    id: 'plant-maze-light',
    topic: 'activities',
    title: [
      'A shoebox maze: plants grow towards light',
      'Un laberinto en una caja: las plantas buscan la luz',
    ],
    cues: [
      'maze|labyrinth|shoe ?box|phototropism|towards? (?:the )?light|bend\\w* (?:to|towards) (?:the )?(?:light|window|sun)|laberinto|caja de zapatos|fototropismo|hacia la luz|buscan la luz|se inclinan? hacia',
    ],
    en: [
      'Plants grow towards light, and a shoebox maze shows it: cut a 3 to 5 cm hole in one end of a shoebox, tape two or three cardboard shelves inside to make a zigzag path, and stand a pot with a sprouting bean or potato at the far end.',
      'Close the lid, stand the box with the hole facing a window, and open it for a quick look every couple of days: in 1 to 3 weeks the shoot winds around the shelves to reach the hole. Plants on a windowsill lean towards the glass for the same reason, so turn them a quarter each week.',
    ],
    es: [
      'Las plantas crecen hacia la luz, y un laberinto en una caja de zapatos lo demuestra: haz un agujero de 3 a 5 cm en un extremo de la caja, pega dentro dos o tres repisas de cartón formando un camino en zigzag y pon al otro extremo una maceta con un frijol (judía, poroto) germinado o una papa con brotes.',
      'Cierra la tapa, pon la caja con el agujero hacia una ventana y ábrela un momento cada dos o tres días: en 1 a 3 semanas el brote rodea las repisas hasta salir por el agujero. Las plantas de la ventana se inclinan hacia el cristal por lo mismo, así que gíralas un cuarto de vuelta cada semana.',
    ],
    source: 'extension-service',
  }),
]
