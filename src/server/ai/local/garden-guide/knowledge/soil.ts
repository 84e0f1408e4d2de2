// Garden book entries on soil, compost, worms and mulch.
import type { KnowledgeEntryInput } from './knowledge-types'

export const SOIL_ENTRIES: KnowledgeEntryInput[] = [
  {
    id: 'compost-greens-and-browns',
    topic: 'soil',
    keywords: {
      en: ['compost', 'how to compost', 'compost pile', 'greens and browns', 'compost bin', 'start compost'],
      es: ['compost', 'composta', 'cómo hacer compost', 'compostera', 'verdes y marrones', 'empezar compost'],
    },
    title: { en: 'Greens and browns make compost', es: 'Verdes y marrones hacen compost' },
    text: {
      en: 'Good compost needs a mix of "greens", like fruit and vegetable scraps and grass clippings, and "browns", like dry leaves, twigs and torn-up cardboard. Keep the pile as damp as a wrung-out sponge and stir it now and then to let air in. In a few months to a year, it turns into dark, crumbly compost that smells like a forest.',
      es: 'Un buen compost necesita una mezcla de "verdes", como restos de frutas y verduras y césped cortado, y "marrones", como hojas secas, ramitas y cartón en trozos. Mantén el montón húmedo como una esponja escurrida y remuévelo de vez en cuando para que entre aire. En unos meses o un año se convierte en un compost oscuro y suelto que huele a bosque.',
    },
  },
  {
    id: 'what-not-to-compost',
    topic: 'soil',
    keywords: {
      en: ['what not to compost', 'can i compost', 'meat in compost', 'compost rules', 'smelly compost'],
      es: [
        'qué no va al compost',
        'puedo compostar',
        'carne en el compost',
        'reglas del compost',
        'compost huele mal',
      ],
    },
    title: { en: 'What stays out of the compost', es: 'Lo que no va al compost' },
    text: {
      en: 'Keep meat, fish, bones, cheese and oily food out of a home compost pile, because they smell and attract rats. Pet poop and sick plants stay out too. Eggshells, coffee grounds, tea leaves and paper towels are welcome!',
      es: 'No pongas carne, pescado, huesos, queso ni comida grasienta en el compost de casa, porque huelen mal y atraen ratas. Las cacas de mascota y las plantas enfermas tampoco van. ¡Las cáscaras de huevo, los posos de café, las hojas de té y el papel de cocina son bienvenidos!',
    },
  },
  {
    id: 'worm-bin',
    topic: 'soil',
    keywords: {
      en: ['worm bin', 'worm farm', 'wormery', 'vermicompost', 'red wigglers', 'compost worms'],
      es: [
        'vermicompostera',
        'granja de lombrices',
        'lombricario',
        'vermicompost',
        'lombriz roja',
        'lombrices de compost',
      ],
    },
    title: { en: 'A worm bin', es: 'Una vermicompostera' },
    text: {
      en: 'A worm bin is a box where special compost worms, called red wigglers, turn kitchen scraps into rich food for plants. Give them damp shredded paper as bedding, feed them small amounts of fruit and vegetable scraps, and keep the bin in a shady spot. Their castings make plants grow strong.',
      es: 'Una vermicompostera es una caja donde unas lombrices especiales, las lombrices rojas, convierten los restos de cocina en un abono riquísimo para las plantas. Dales papel triturado y húmedo como cama, aliméntalas con poquitos restos de frutas y verduras, y deja la caja a la sombra. Su humus hace que las plantas crezcan fuertes.',
    },
  },
  {
    id: 'earthworm-bodies',
    topic: 'soil',
    keywords: {
      en: ['worm', 'worms', 'earthworm', 'why do worms come out in the rain', 'worms breathe'],
      es: [
        'lombriz',
        'lombrices',
        'gusano',
        'por qué salen las lombrices con la lluvia',
        'respiran las lombrices',
      ],
    },
    title: { en: 'How worms live', es: 'Cómo viven las lombrices' },
    text: {
      en: 'Earthworms have no lungs; they breathe through their damp skin. That is one reason they often come up to the surface after heavy rain. If you hold a worm, use wet hands, be gentle and put it back on damp soil.',
      es: 'Las lombrices de tierra no tienen pulmones: respiran a través de su piel húmeda. Esa es una de las razones por las que suelen salir a la superficie después de mucha lluvia. Si sostienes una lombriz, hazlo con las manos mojadas, con cuidado, y devuélvela a la tierra húmeda.',
    },
  },
  {
    id: 'soil-types',
    topic: 'soil',
    keywords: {
      en: ['soil types', 'sandy soil', 'clay soil', 'loam', 'what kind of soil'],
      es: ['tipos de suelo', 'suelo arenoso', 'suelo arcilloso', 'tierra franca', 'qué tipo de tierra'],
    },
    title: { en: 'Sand, clay and loam', es: 'Arena, arcilla y tierra franca' },
    text: {
      en: 'Sandy soil feels gritty and lets water drain away fast. Clay soil feels sticky, holds lots of water and gets hard when dry. The best garden soil, called loam, is a crumbly mix of both with plenty of compost.',
      es: 'El suelo arenoso es áspero al tacto y deja escapar el agua rápido. El suelo arcilloso es pegajoso, guarda mucha agua y se pone duro cuando se seca. La mejor tierra para el huerto, llamada tierra franca, es una mezcla suelta de las dos con mucho compost.',
    },
  },
  {
    id: 'soil-squeeze-test',
    topic: 'soil',
    keywords: {
      en: ['squeeze test', 'test my soil', 'soil ball', 'feel the soil'],
      es: ['prueba de apretar', 'probar mi tierra', 'bola de tierra', 'tocar la tierra'],
    },
    title: { en: 'The soil squeeze test', es: 'La prueba de apretar la tierra' },
    text: {
      en: 'Take a handful of damp soil and squeeze it. If it falls apart at once, it is sandy; if it makes a sticky ball you can shape like clay, it is clay; if it holds together but crumbles when poked, it is lovely loam. Wash your hands afterwards!',
      es: 'Toma un puñado de tierra húmeda y apriétalo. Si se deshace enseguida, es arenosa; si forma una bola pegajosa que puedes moldear como plastilina, es arcillosa; si se mantiene unida pero se desmorona al tocarla, es una estupenda tierra franca. ¡Después lávate las manos!',
    },
  },
  {
    id: 'soil-jar-experiment',
    topic: 'soil',
    keywords: {
      en: ['soil jar', 'jar test', 'soil experiment', 'layers of soil', 'shake soil in water'],
      es: [
        'tierra en un frasco',
        'prueba del frasco',
        'experimento con tierra',
        'capas de tierra',
        'agitar tierra en agua',
      ],
    },
    title: { en: 'Soil in a jar experiment', es: 'Experimento de tierra en un frasco' },
    text: {
      en: 'Fill a clear jar one third with garden soil, add water almost to the top, close the lid tightly and shake. Over a day the soil settles into layers: heavy sand at the bottom, then silt, then fine clay on top, with bits of leaves floating. The thickness of each layer tells you what your soil is made of.',
      es: 'Llena un tercio de un frasco transparente con tierra del jardín, añade agua casi hasta arriba, cierra bien la tapa y agítalo. En un día la tierra se asienta en capas: la arena pesada abajo, luego el limo y arriba la arcilla fina, con trocitos de hojas flotando. El grosor de cada capa te dice de qué está hecha tu tierra.',
    },
  },
  {
    id: 'ph-fizz-test',
    topic: 'soil',
    keywords: {
      en: ['ph test', 'acid soil', 'alkaline soil', 'vinegar test', 'baking soda test'],
      es: ['prueba de ph', 'suelo ácido', 'suelo alcalino', 'prueba del vinagre', 'prueba del bicarbonato'],
    },
    title: { en: 'A fizzy soil test', es: 'Una prueba burbujeante de la tierra' },
    text: {
      en: 'pH tells how sour (acidic) or how alkaline soil is, on a scale from 0 to 14 where 7 is neutral, and most vegetables like about 6 to 7. For a rough test with an adult, put soil in two cups: if it fizzes when you add vinegar, it is alkaline, and if it fizzes with baking soda and water, it is acidic. A garden test kit gives the real number.',
      es: 'El pH indica lo ácida o lo alcalina que es la tierra, en una escala del 0 al 14 donde el 7 es neutro, y a casi todas las verduras les gusta entre 6 y 7. Para una prueba aproximada con un adulto, pon tierra en dos vasos: si burbujea al echar vinagre, es alcalina, y si burbujea con bicarbonato y agua, es ácida. Un kit de jardinería te da el número exacto.',
    },
  },
  {
    id: 'soil-is-alive',
    topic: 'soil',
    keywords: {
      en: ['living soil', 'microbes', 'bacteria', 'fungi', 'what lives in soil', 'soil life'],
      es: ['suelo vivo', 'microbios', 'bacterias', 'hongos', 'qué vive en la tierra', 'vida del suelo'],
    },
    title: { en: 'Soil is alive', es: 'La tierra está viva' },
    text: {
      en: 'A single teaspoon of healthy soil can hold billions of tiny living things, like bacteria and fungi, plus mites, springtails and worms. They break down dead leaves and turn them into food for plants. Some fungi even link up with roots and help plants find water.',
      es: 'Una sola cucharadita de tierra sana puede contener miles de millones de seres vivos diminutos, como bacterias y hongos, además de ácaros, colémbolos y lombrices. Ellos descomponen las hojas muertas y las convierten en alimento para las plantas. Algunos hongos hasta se unen a las raíces y ayudan a las plantas a encontrar agua.',
    },
  },
  {
    id: 'feeding-soil-with-compost',
    topic: 'soil',
    keywords: {
      en: ['fertilizer', 'feed plants', 'plant food', 'natural fertilizer', 'improve soil'],
      es: ['fertilizante', 'abono', 'alimentar las plantas', 'abono natural', 'mejorar la tierra'],
    },
    title: { en: 'Feed the soil, not just the plant', es: 'Alimenta la tierra, no solo la planta' },
    text: {
      en: 'The best plant food is a layer of compost spread on the soil once or twice a year. Worms pull it down and soil life slowly turns it into nutrients plants can use. Worm castings and well-rotted manure are other gentle, natural fertilizers.',
      es: 'El mejor alimento para las plantas es una capa de compost extendida sobre la tierra una o dos veces al año. Las lombrices lo meten hacia abajo y la vida del suelo lo convierte poco a poco en nutrientes para las plantas. El humus de lombriz y el estiércol bien descompuesto son otros abonos naturales y suaves.',
    },
  },
  {
    id: 'no-dig-gardening',
    topic: 'soil',
    keywords: {
      en: ['no dig', 'no-dig', 'cardboard', 'lasagna gardening', 'new garden bed'],
      es: ['sin cavar', 'no cavar', 'cartón', 'bancal en lasaña', 'bancal nuevo'],
    },
    title: { en: 'Making a bed without digging', es: 'Hacer un bancal sin cavar' },
    text: {
      en: 'To make a new bed without digging, cover the grass with plain brown cardboard, wet it, and pile compost on top. The grass underneath dies back in the dark and worms turn it all into soil. Not digging also protects the tunnels and fungi that keep soil healthy.',
      es: 'Para hacer un bancal nuevo sin cavar, cubre el césped con cartón marrón sin tintas, mójalo y echa compost por encima. El césped de debajo se muere a oscuras y las lombrices lo convierten todo en tierra. No cavar también protege los túneles y los hongos que mantienen sana la tierra.',
    },
  },
  {
    id: 'cover-crops',
    topic: 'soil',
    keywords: {
      en: ['cover crop', 'green manure', 'clover', 'bare soil in winter', 'protect soil'],
      es: [
        'cultivo de cobertura',
        'abono verde',
        'trébol',
        'tierra desnuda en invierno',
        'proteger el suelo',
      ],
    },
    title: { en: 'A winter coat for soil', es: 'Un abrigo de invierno para la tierra' },
    text: {
      en: 'Bare soil can wash away in winter rain. Gardeners sow cover crops like clover, field beans or rye in autumn to protect it, then cut them down in spring and let them rot into the soil. Clover and beans even add nitrogen, a plant food, to the ground.',
      es: 'La tierra desnuda puede perderse con las lluvias de invierno. Los jardineros siembran en otoño cultivos de cobertura, como trébol, habas o centeno, para protegerla, y en primavera los cortan y los dejan pudrirse en la tierra. El trébol y las habas hasta añaden nitrógeno, un alimento para las plantas.',
    },
  },
  {
    id: 'beans-feed-the-soil',
    topic: 'soil',
    keywords: {
      en: ['nitrogen', 'root nodules', 'beans feed soil', 'legumes', 'bacteria on roots'],
      es: ['nitrógeno', 'nódulos', 'frijoles alimentan la tierra', 'legumbres', 'bacterias en las raíces'],
    },
    title: { en: 'Beans and peas feed the soil', es: 'Frijoles y guisantes alimentan la tierra' },
    text: {
      en: 'Beans, peas and clover have little bumps on their roots called nodules. Friendly bacteria living inside take nitrogen from the air and turn it into plant food. When the plants finish, leave their roots in the ground to feed the next crop.',
      es: 'Los frijoles, los guisantes y el trébol tienen unas bolitas en las raíces llamadas nódulos. Dentro viven bacterias amigas que toman nitrógeno del aire y lo convierten en alimento para las plantas. Cuando terminen, deja sus raíces en la tierra para alimentar el siguiente cultivo.',
    },
  },
  {
    id: 'raised-beds',
    topic: 'soil',
    keywords: {
      en: ['raised bed', 'raised beds', 'garden bed', 'planter box', 'bad soil'],
      es: ['bancal elevado', 'bancales elevados', 'cama de cultivo', 'jardinera grande', 'mala tierra'],
    },
    title: { en: 'Raised beds', es: 'Bancales elevados' },
    text: {
      en: 'A raised bed is a frame, often made of wood, filled with a mix of good soil and compost. It drains well, warms up quickly in spring and is easy for kids to reach. Make it narrow enough, about 1 meter, so you can reach the middle without stepping on the soil.',
      es: 'Un bancal elevado es un marco, muchas veces de madera, lleno de una mezcla de buena tierra y compost. Drena bien, se calienta rápido en primavera y los niños llegan fácilmente. Hazlo estrecho, de más o menos 1 metro, para alcanzar el centro sin pisar la tierra.',
    },
  },
  {
    id: 'do-not-step-on-beds',
    topic: 'soil',
    keywords: {
      en: ['hard soil', 'compacted soil', 'stepping on soil', 'paths', 'fluffy soil'],
      es: ['tierra dura', 'suelo compactado', 'pisar la tierra', 'caminos', 'tierra esponjosa'],
    },
    title: { en: 'Keep off the beds', es: 'No pises los bancales' },
    text: {
      en: 'Stepping on garden beds squashes the tiny air spaces in the soil, so roots, water and worms struggle to move. Walk on paths between the beds instead. Fluffy soil is happy soil!',
      es: 'Al pisar los bancales se aplastan los huequitos de aire de la tierra, y a las raíces, el agua y las lombrices les cuesta moverse. Camina por los pasillos entre los bancales. ¡La tierra esponjosa es tierra feliz!',
    },
  },
  {
    id: 'potting-mix',
    topic: 'soil',
    keywords: {
      en: ['potting mix', 'potting soil', 'soil for pots', 'compost for pots', 'seed compost'],
      es: ['sustrato', 'tierra para macetas', 'sustrato para semilleros', 'tierra de maceta'],
    },
    title: { en: 'Soil for pots', es: 'Tierra para macetas' },
    text: {
      en: 'Plants in pots grow best in potting mix, which is lighter than garden soil and lets water drain. Garden soil gets heavy and hard in a pot. Mix in some compost each spring, because plants slowly use up the food in the mix.',
      es: 'Las plantas en maceta crecen mejor en sustrato, que es más ligero que la tierra del jardín y deja pasar el agua. La tierra del jardín se pone pesada y dura dentro de una maceta. Añade un poco de compost cada primavera, porque las plantas van gastando el alimento del sustrato.',
    },
  },
  {
    id: 'mulch-how-to',
    topic: 'soil',
    keywords: {
      en: ['how to mulch', 'when to mulch', 'straw', 'wood chips', 'mulch around stems'],
      es: [
        'cómo acolchar',
        'cuándo acolchar',
        'paja',
        'astillas de madera',
        'acolchado alrededor del tallo',
        'mantillo',
      ],
    },
    title: { en: 'How to spread mulch', es: 'Cómo poner acolchado' },
    text: {
      en: 'Spread mulch about 5 centimeters thick on damp soil, after it has warmed up in spring. Leave a small gap around each stem so it does not rot. Straw works well for vegetables and strawberries, and wood chips are good for paths and shrubs.',
      es: 'Extiende el acolchado (mantillo) con unos 5 centímetros de grosor sobre tierra húmeda, cuando ya se haya calentado en primavera. Deja un pequeño espacio alrededor de cada tallo para que no se pudra. La paja va muy bien para verduras y fresas, y las astillas de madera para caminos y arbustos.',
    },
  },
]
