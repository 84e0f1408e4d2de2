// Garden book entries on watering plants well and saving water.
import type { KnowledgeEntryInput } from './knowledge-types'

export const WATER_ENTRIES: KnowledgeEntryInput[] = [
  {
    id: 'finger-test-watering',
    topic: 'water',
    keywords: {
      en: ['when to water', 'does my plant need water', 'finger test', 'how often to water', 'dry soil'],
      es: ['cuándo regar', 'necesita agua mi planta', 'prueba del dedo', 'cada cuánto regar', 'tierra seca'],
    },
    title: { en: 'The finger test', es: 'La prueba del dedo' },
    text: {
      en: 'To know if a plant needs water, push your finger into the soil up to your second knuckle. If it feels dry down there, it is time to water; if it feels damp, wait a day. This works for garden beds and for pots.',
      es: 'Para saber si una planta necesita agua, mete el dedo en la tierra hasta el segundo nudillo. Si ahí abajo está seca, toca regar; si está húmeda, espera un día. Sirve para los bancales y para las macetas.',
    },
  },
  {
    id: 'water-deeply',
    topic: 'water',
    keywords: {
      en: ['how much water', 'water deeply', 'deep roots', 'water every day', 'inch of water'],
      es: ['cuánta agua', 'regar a fondo', 'raíces profundas', 'regar todos los días', 'cantidad de agua'],
    },
    title: { en: 'Water deeply, not a little every day', es: 'Riega a fondo, no un poquito cada día' },
    text: {
      en: 'A good soak once or twice a week is better than a tiny sprinkle every day, because deep water makes roots grow deep. Most vegetable gardens need about 2 to 3 centimeters (1 inch) of water a week, including rain. Pots and very hot weather need more.',
      es: 'Un buen riego profundo una o dos veces por semana es mejor que un chorrito cada día, porque el agua profunda hace que las raíces crezcan hondo. Casi todos los huertos necesitan unos 2 o 3 centímetros de agua a la semana, contando la lluvia. Las macetas y los días de mucho calor necesitan más.',
    },
  },
  {
    id: 'water-the-roots',
    topic: 'water',
    keywords: {
      en: ['water the leaves', 'water the roots', 'where to water', 'wet leaves', 'watering can'],
      es: ['regar las hojas', 'regar las raíces', 'dónde regar', 'hojas mojadas', 'regadera'],
    },
    title: { en: 'Water the roots, not the leaves', es: 'Riega las raíces, no las hojas' },
    text: {
      en: 'Point your watering can at the soil around the base of the plant, where the roots can drink. Leaves that stay wet for a long time can get sick with mold and mildew. Pour slowly so the water soaks in instead of running away.',
      es: 'Apunta la regadera a la tierra alrededor de la base de la planta, donde beben las raíces. Las hojas que se quedan mojadas mucho tiempo pueden enfermar de moho y oídio. Echa el agua despacio para que se empape la tierra en vez de escurrirse.',
    },
  },
  {
    id: 'rain-barrels',
    topic: 'water',
    keywords: {
      en: ['rain barrel', 'rain water', 'rainwater', 'collect rain', 'water butt', 'save water'],
      es: ['barril de lluvia', 'agua de lluvia', 'recoger lluvia', 'depósito de agua', 'ahorrar agua'],
    },
    title: { en: 'Catching rain in a barrel', es: 'Recoger la lluvia en un barril' },
    text: {
      en: 'A rain barrel connected to a roof drainpipe collects rainwater for the garden, and plants love it. It saves tap water and is free! The barrel needs a tight lid, so children and pets cannot fall in and mosquitoes cannot lay eggs.',
      es: 'Un barril conectado al bajante del tejado recoge agua de lluvia para el huerto, y a las plantas les encanta. Ahorra agua del grifo, ¡y es gratis! El barril necesita una tapa bien cerrada para que no se caigan niños ni mascotas y para que los mosquitos no pongan huevos.',
    },
  },
  {
    id: 'pots-need-drainage-holes',
    topic: 'water',
    keywords: {
      en: ['drainage', 'drainage holes', 'pot without holes', 'saucer', 'waterlogged'],
      es: ['drenaje', 'agujeros de drenaje', 'maceta sin agujeros', 'plato', 'encharcado'],
    },
    title: { en: 'Pots need holes', es: 'Las macetas necesitan agujeros' },
    text: {
      en: 'Every pot needs holes in the bottom so extra water can drain out. Roots sitting in water cannot breathe and start to rot. If the pot has a saucer, empty it about half an hour after watering.',
      es: 'Toda maceta necesita agujeros en el fondo para que salga el agua que sobra. Las raíces que se quedan en agua no pueden respirar y se pudren. Si la maceta tiene plato, vacíalo una media hora después de regar.',
    },
  },
  {
    id: 'garden-drainage',
    topic: 'water',
    keywords: {
      en: ['puddles', 'soggy garden', 'water does not drain', 'muddy', 'wet soil'],
      es: ['charcos', 'jardín encharcado', 'el agua no drena', 'barro', 'tierra empapada'],
    },
    title: { en: 'When water will not drain', es: 'Cuando el agua no drena' },
    text: {
      en: 'If puddles stay on your garden for hours after rain, the soil drains poorly, which is common with heavy clay. Mixing in lots of compost over time helps water soak in. Raised beds are another great fix for soggy spots.',
      es: 'Si los charcos duran horas en tu jardín después de llover, la tierra drena mal, algo habitual en suelos arcillosos. Ir añadiendo mucho compost con el tiempo ayuda a que el agua se filtre. Los bancales elevados son otra gran solución para las zonas encharcadas.',
    },
  },
  {
    id: 'too-much-water',
    topic: 'water',
    keywords: {
      en: ['overwatering', 'too much water', 'yellow leaves', 'drooping in wet soil', 'root rot'],
      es: [
        'exceso de riego',
        'demasiada agua',
        'hojas amarillas',
        'se cae con la tierra mojada',
        'raíces podridas',
      ],
    },
    title: { en: 'Too much water', es: 'Demasiada agua' },
    text: {
      en: 'Plants can get too much water! If leaves turn yellow and droop even though the soil is wet, the roots may be drowning. Let the soil dry a little before the next drink, and make sure water can drain away.',
      es: '¡Las plantas también pueden recibir demasiada agua! Si las hojas se ponen amarillas y se caen aunque la tierra esté mojada, puede que las raíces se estén ahogando. Deja que la tierra se seque un poco antes del próximo riego y asegúrate de que el agua pueda salir.',
    },
  },
  {
    id: 'thirsty-plant-signs',
    topic: 'water',
    keywords: {
      en: ['wilting', 'droopy plant', 'thirsty plant', 'crispy leaves', 'plant is dying'],
      es: ['marchita', 'planta caída', 'planta sedienta', 'hojas secas', 'mi planta se muere'],
    },
    title: { en: 'Signs of a thirsty plant', es: 'Señales de una planta con sed' },
    text: {
      en: 'A thirsty plant droops, its leaves feel soft or crispy, and the soil is dry. Give it a slow, deep drink at the roots, and it usually perks up within a few hours. Pots in the sun can dry out in a single hot day.',
      es: 'Una planta con sed se pone mustia, sus hojas están blandas o crujientes y la tierra está seca. Dale un riego lento y profundo en las raíces, y casi siempre se recupera en unas horas. Las macetas al sol pueden secarse en un solo día de calor.',
    },
  },
  {
    id: 'watering-seedlings-gently',
    topic: 'water',
    keywords: {
      en: ['water seeds', 'water seedlings', 'gentle watering', 'spray bottle', 'seeds washed away'],
      es: ['regar semillas', 'regar plantitas', 'riego suave', 'pulverizador', 'semillas arrastradas'],
    },
    title: { en: 'Gentle water for seeds', es: 'Agua suave para las semillas' },
    text: {
      en: 'Seeds and tiny seedlings need gentle water, or a strong splash can wash them away. Use a watering can with a sprinkler head, a spray bottle, or water the tray from below. Keep the soil damp but not soggy until they sprout.',
      es: 'Las semillas y las plantitas diminutas necesitan un riego suave, porque un chorro fuerte puede arrastrarlas. Usa una regadera con alcachofa, un pulverizador o riega la bandeja desde abajo. Mantén la tierra húmeda, pero no empapada, hasta que broten.',
    },
  },
  {
    id: 'watering-pots-in-summer',
    topic: 'water',
    keywords: {
      en: ['water pots', 'pots dry out', 'container watering', 'terracotta', 'balcony plants water'],
      es: [
        'regar macetas',
        'las macetas se secan',
        'riego en macetas',
        'barro cocido',
        'regar plantas del balcón',
      ],
    },
    title: { en: 'Pots get thirsty fast', es: 'Las macetas tienen sed enseguida' },
    text: {
      en: 'Plants in pots have only a little soil, so they dry out much faster than plants in the ground. In summer, check them every day and water until it runs out of the holes at the bottom. Clay pots dry even faster than plastic ones.',
      es: 'Las plantas en maceta tienen poca tierra, así que se secan mucho más rápido que las plantadas en el suelo. En verano, revísalas cada día y riega hasta que el agua salga por los agujeros del fondo. Las macetas de barro se secan aún más rápido que las de plástico.',
    },
  },
  {
    id: 'drip-and-soaker-hoses',
    topic: 'water',
    keywords: {
      en: ['drip irrigation', 'soaker hose', 'hose', 'sprinkler', 'water wisely'],
      es: ['riego por goteo', 'manguera porosa', 'manguera', 'aspersor', 'regar con cabeza'],
    },
    title: { en: 'Watering that saves water', es: 'Un riego que ahorra agua' },
    text: {
      en: 'Sprinklers spray water into the air, where a lot of it is lost. Drip lines and soaker hoses let water ooze slowly right onto the soil near the roots, so much less is wasted. A watering can aimed at the base of each plant works well too.',
      es: 'Los aspersores lanzan el agua al aire y se pierde mucha. El riego por goteo y las mangueras porosas sueltan el agua despacito sobre la tierra, cerca de las raíces, y se desperdicia mucho menos. Una regadera apuntando a la base de cada planta también funciona muy bien.',
    },
  },
  {
    id: 'drought-tolerant-plants',
    topic: 'water',
    keywords: {
      en: ['drought', 'plants that need little water', 'dry garden', 'succulents', 'sedum'],
      es: ['sequía', 'plantas que necesitan poca agua', 'jardín seco', 'suculentas', 'sedum'],
    },
    title: { en: 'Plants that need little water', es: 'Plantas que necesitan poca agua' },
    text: {
      en: 'Some plants are built for dry places: lavender, rosemary, thyme, sedum, succulents and many native wildflowers need very little water once they are settled. Many have gray, fuzzy or thick leaves that save water. They are a smart choice where summers are dry.',
      es: 'Algunas plantas están hechas para lugares secos: la lavanda, el romero, el tomillo, el sedum, las suculentas y muchas flores silvestres nativas necesitan muy poca agua una vez que arraigan. Muchas tienen hojas grises, peludas o gruesas que guardan el agua. Son una buena elección donde los veranos son secos.',
    },
  },
  {
    id: 'reuse-water',
    topic: 'water',
    keywords: {
      en: ['reuse water', 'recycle water', 'saving water', 'leftover water', 'vegetable washing water'],
      es: ['reutilizar agua', 'reciclar agua', 'ahorrar agua', 'agua sobrante', 'agua de lavar verduras'],
    },
    title: { en: 'Give water a second use', es: 'Dale al agua un segundo uso' },
    text: {
      en: 'Water used to rinse fruit and vegetables, or cooled water from boiling eggs, can water your plants. Leave out anything with soap, salt or oil. Every cupful saved helps rivers and wildlife.',
      es: 'El agua con la que lavas frutas y verduras, o el agua fría de cocer huevos, sirve para regar tus plantas. No uses agua con jabón, sal o aceite. Cada vaso que ahorras ayuda a los ríos y a los animales.',
    },
  },
  {
    id: 'holiday-watering',
    topic: 'water',
    keywords: {
      en: ['vacation', 'holiday', 'going away', 'water while away', 'bottle watering'],
      es: ['vacaciones', 'viaje', 'me voy de viaje', 'regar cuando no estoy', 'riego con botella'],
    },
    title: { en: 'Watering while you are away', es: 'Regar cuando estás fuera' },
    text: {
      en: 'Before a trip, give everything a deep drink and move pots together into a shady spot. An upside-down water bottle with a few small holes in the cap, pushed into the soil, can drip water slowly for a few days. For long trips, ask a neighbor to help.',
      es: 'Antes de un viaje, riega todo a fondo y junta las macetas en un lugar con sombra. Una botella de agua boca abajo, con unos agujeritos en el tapón y clavada en la tierra, puede soltar agua poco a poco durante unos días. Para viajes largos, pide ayuda a un vecino.',
    },
  },
]
