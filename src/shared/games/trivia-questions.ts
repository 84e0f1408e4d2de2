// The bilingual trivia pool about bees and bee-friendly gardens; enough of each difficulty for every mix.
import type { GameDifficulty } from './difficulty'
import type { LocalizedText } from './localized-text'

export interface TriviaQuestion {
  id: string
  question: LocalizedText
  options: readonly [LocalizedText, LocalizedText, LocalizedText, LocalizedText]
  /** Index of the right option. */
  correct: 0 | 1 | 2 | 3
  explanation: LocalizedText
  difficulty: GameDifficulty
}

export const TRIVIA_QUESTIONS: readonly TriviaQuestion[] = [
  // Easy
  {
    id: 'bee-legs',
    difficulty: 'Easy',
    question: { en: 'How many legs does a bee have?', es: '¿Cuántas patas tiene una abeja?' },
    options: [
      { en: 'Four', es: 'Cuatro' },
      { en: 'Six', es: 'Seis' },
      { en: 'Eight', es: 'Ocho' },
      { en: 'Ten', es: 'Diez' },
    ],
    correct: 1,
    explanation: {
      en: 'Bees are insects, and every insect has six legs.',
      es: 'Las abejas son insectos, y todos los insectos tienen seis patas.',
    },
  },
  {
    id: 'honey-maker',
    difficulty: 'Easy',
    question: {
      en: 'What sweet food do honey bees make from flower nectar?',
      es: '¿Qué alimento dulce hacen las abejas melíferas con el néctar de las flores?',
    },
    options: [
      { en: 'Jam', es: 'Mermelada' },
      { en: 'Chocolate', es: 'Chocolate' },
      { en: 'Honey', es: 'Miel' },
      { en: 'Syrup', es: 'Jarabe' },
    ],
    correct: 2,
    explanation: {
      en: 'Honey bees turn nectar into honey and store it in the honeycomb to eat in winter.',
      es: 'Las abejas melíferas convierten el néctar en miel y la guardan en el panal para comer en invierno.',
    },
  },
  {
    id: 'nectar-name',
    difficulty: 'Easy',
    question: {
      en: 'What is the sweet liquid that bees drink from flowers called?',
      es: '¿Cómo se llama el líquido dulce que las abejas beben de las flores?',
    },
    options: [
      { en: 'Nectar', es: 'Néctar' },
      { en: 'Milk', es: 'Leche' },
      { en: 'Sap', es: 'Savia' },
      { en: 'Dew', es: 'Rocío' },
    ],
    correct: 0,
    explanation: {
      en: 'Flowers make nectar to invite bees in. It gives bees the energy they need to fly.',
      es: 'Las flores producen néctar para atraer a las abejas. Les da la energía que necesitan para volar.',
    },
  },
  {
    id: 'bee-home',
    difficulty: 'Easy',
    question: {
      en: 'What is the home of a honey bee family called?',
      es: '¿Cómo se llama la casa de una familia de abejas melíferas?',
    },
    options: [
      { en: 'A nest of twigs', es: 'Un nido de ramitas' },
      { en: 'A hive', es: 'Una colmena' },
      { en: 'A burrow', es: 'Una madriguera' },
      { en: 'A den', es: 'Una guarida' },
    ],
    correct: 1,
    explanation: {
      en: 'Honey bees live together in a hive, where they build wax honeycomb.',
      es: 'Las abejas melíferas viven juntas en una colmena, donde construyen panales de cera.',
    },
  },
  {
    id: 'bee-wings',
    difficulty: 'Easy',
    question: { en: 'How many wings does a bee have?', es: '¿Cuántas alas tiene una abeja?' },
    options: [
      { en: 'Two', es: 'Dos' },
      { en: 'Six', es: 'Seis' },
      { en: 'Eight', es: 'Ocho' },
      { en: 'Four', es: 'Cuatro' },
    ],
    correct: 3,
    explanation: {
      en: 'Bees have four wings: two big ones in front and two small ones behind, hooked together when they fly.',
      es: 'Las abejas tienen cuatro alas: dos grandes delante y dos pequeñas detrás, que se enganchan al volar.',
    },
  },
  {
    id: 'queen-job',
    difficulty: 'Easy',
    question: {
      en: "What is the queen bee's most important job?",
      es: '¿Cuál es el trabajo más importante de la abeja reina?',
    },
    options: [
      { en: 'Laying eggs', es: 'Poner huevos' },
      { en: 'Guarding the door', es: 'Vigilar la puerta' },
      { en: 'Collecting water', es: 'Recoger agua' },
      { en: 'Giving orders', es: 'Dar órdenes' },
    ],
    correct: 0,
    explanation: {
      en: 'The queen lays the eggs for the whole colony, up to about 2,000 a day in summer.',
      es: 'La reina pone los huevos de toda la colonia: en verano, hasta unos 2000 al día.',
    },
  },
  {
    id: 'pollen-carry',
    difficulty: 'Easy',
    question: {
      en: 'What powder do bees carry from flower to flower that helps plants make seeds?',
      es: '¿Qué polvo llevan las abejas de flor en flor que ayuda a las plantas a hacer semillas?',
    },
    options: [
      { en: 'Sand', es: 'Arena' },
      { en: 'Sugar', es: 'Azúcar' },
      { en: 'Pollen', es: 'Polen' },
      { en: 'Flour', es: 'Harina' },
    ],
    correct: 2,
    explanation: {
      en: 'Moving pollen between flowers is called pollination. It lets plants grow fruit and seeds.',
      es: 'Llevar polen de una flor a otra se llama polinización. Así las plantas pueden dar frutos y semillas.',
    },
  },
  {
    id: 'colony-name',
    difficulty: 'Easy',
    question: {
      en: 'What do we call a big family of honey bees living together?',
      es: '¿Cómo llamamos a una gran familia de abejas melíferas que viven juntas?',
    },
    options: [
      { en: 'A herd', es: 'Una manada' },
      { en: 'A colony', es: 'Una colonia' },
      { en: 'A flock', es: 'Una bandada' },
      { en: 'A school', es: 'Un banco' },
    ],
    correct: 1,
    explanation: {
      en: 'A honey bee colony can have tens of thousands of bees, all working as a team.',
      es: 'Una colonia de abejas melíferas puede tener decenas de miles de abejas que trabajan en equipo.',
    },
  },
  {
    id: 'buzz-sound',
    difficulty: 'Easy',
    question: {
      en: 'Why do bees make a buzzing sound when they fly?',
      es: '¿Por qué zumban las abejas cuando vuelan?',
    },
    options: [
      { en: 'They are singing', es: 'Están cantando' },
      { en: 'They are snoring', es: 'Están roncando' },
      { en: 'They are talking to flowers', es: 'Están hablando con las flores' },
      { en: 'Their wings beat very fast', es: 'Sus alas se mueven muy rápido' },
    ],
    correct: 3,
    explanation: {
      en: 'The buzz is the sound of their wings beating hundreds of times every second.',
      es: 'El zumbido es el sonido de sus alas, que baten cientos de veces por segundo.',
    },
  },
  {
    id: 'honey-bee-colours',
    difficulty: 'Easy',
    question: {
      en: 'What colours is a honey bee?',
      es: '¿De qué colores es una abeja melífera?',
    },
    options: [
      { en: 'Golden brown with dark stripes', es: 'Marrón dorado con rayas oscuras' },
      { en: 'Bright blue', es: 'Azul brillante' },
      { en: 'Green with spots', es: 'Verde con lunares' },
      { en: 'Pure white', es: 'Blanco puro' },
    ],
    correct: 0,
    explanation: {
      en: 'Honey bees are golden brown with darker stripes on their bodies, and they are a little fuzzy.',
      es: 'Las abejas melíferas son de color marrón dorado con rayas más oscuras, y son un poco peludas.',
    },
  },
  {
    id: 'stay-calm',
    difficulty: 'Easy',
    question: {
      en: 'What should you do if a bee flies close to you?',
      es: '¿Qué debes hacer si una abeja vuela cerca de ti?',
    },
    options: [
      { en: 'Swat it away', es: 'Darle un manotazo' },
      { en: 'Wave your arms', es: 'Agitar los brazos' },
      { en: 'Stay calm and move slowly away', es: 'Mantener la calma y alejarte despacio' },
      { en: 'Try to catch it', es: 'Intentar atraparla' },
    ],
    correct: 2,
    explanation: {
      en: 'Bees only sting to defend themselves. If you stay calm, the bee will usually fly away.',
      es: 'Las abejas solo pican para defenderse. Si mantienes la calma, normalmente se irá volando.',
    },
  },
  {
    id: 'comb-material',
    difficulty: 'Easy',
    question: {
      en: 'What do honey bees build their honeycomb with?',
      es: '¿Con qué construyen las abejas melíferas su panal?',
    },
    options: [
      { en: 'Mud', es: 'Barro' },
      { en: 'Beeswax', es: 'Cera de abeja' },
      { en: 'Paper', es: 'Papel' },
      { en: 'Leaves', es: 'Hojas' },
    ],
    correct: 1,
    explanation: {
      en: 'Worker bees make wax with their own bodies and shape it into the honeycomb.',
      es: 'Las abejas obreras fabrican la cera con su propio cuerpo y le dan forma de panal.',
    },
  },
  {
    id: 'bee-plant',
    difficulty: 'Easy',
    question: {
      en: 'Which of these garden plants do bees love to visit?',
      es: '¿Cuál de estas plantas del jardín les encanta visitar a las abejas?',
    },
    options: [
      { en: 'Lawn grass', es: 'El césped' },
      { en: 'Ferns', es: 'Los helechos' },
      { en: 'Moss', es: 'El musgo' },
      { en: 'Lavender', es: 'La lavanda' },
    ],
    correct: 3,
    explanation: {
      en: 'Lavender has lots of small flowers full of nectar. Grass, ferns and moss have no flowers for bees.',
      es: 'La lavanda tiene muchas florecitas llenas de néctar. El césped, los helechos y el musgo no tienen flores para las abejas.',
    },
  },
  {
    id: 'comb-shape',
    difficulty: 'Easy',
    question: {
      en: 'What shape are the little rooms (cells) in a honeycomb?',
      es: '¿Qué forma tienen las celdillas de un panal?',
    },
    options: [
      { en: 'Hexagons, with six sides', es: 'Hexágonos, con seis lados' },
      { en: 'Circles', es: 'Círculos' },
      { en: 'Squares', es: 'Cuadrados' },
      { en: 'Triangles', es: 'Triángulos' },
    ],
    correct: 0,
    explanation: {
      en: 'Hexagons fit together with no gaps, so bees can store lots of honey using little wax.',
      es: 'Los hexágonos encajan sin dejar huecos, así las abejas guardan mucha miel usando poca cera.',
    },
  },
  {
    id: 'busy-seasons',
    difficulty: 'Easy',
    question: {
      en: 'When are bees busiest in the garden?',
      es: '¿Cuándo están más ocupadas las abejas en el jardín?',
    },
    options: [
      { en: 'On snowy winter days', es: 'En los días de nieve de invierno' },
      { en: 'In spring and summer', es: 'En primavera y verano' },
      { en: 'In the middle of the night', es: 'En mitad de la noche' },
      { en: 'Only when it rains', es: 'Solo cuando llueve' },
    ],
    correct: 1,
    explanation: {
      en: 'Spring and summer bring the most flowers, so bees work hard on warm, sunny days.',
      es: 'En primavera y verano hay más flores, así que las abejas trabajan mucho en los días cálidos y soleados.',
    },
  },
  {
    id: 'bee-water',
    difficulty: 'Easy',
    question: {
      en: 'What do bees need on hot summer days, just like you?',
      es: '¿Qué necesitan las abejas en los días calurosos de verano, igual que tú?',
    },
    options: [
      { en: 'A blanket', es: 'Una manta' },
      { en: 'Lemonade', es: 'Limonada' },
      { en: 'Water', es: 'Agua' },
      { en: 'Ice cream', es: 'Helado' },
    ],
    correct: 2,
    explanation: {
      en: 'Bees drink water and bring it home to cool the hive. A shallow dish with pebbles helps them drink safely.',
      es: 'Las abejas beben agua y la llevan a casa para refrescar la colmena. Un plato poco hondo con piedritas las ayuda a beber sin peligro.',
    },
  },
  {
    id: 'no-pesticides',
    difficulty: 'Easy',
    question: {
      en: 'Why should gardeners avoid spraying bug poisons (pesticides) on flowers?',
      es: '¿Por qué los jardineros no deberían rociar venenos para insectos (pesticidas) en las flores?',
    },
    options: [
      { en: 'They can hurt bees', es: 'Pueden hacer daño a las abejas' },
      { en: 'They make flowers too big', es: 'Hacen que las flores crezcan demasiado' },
      { en: 'They turn flowers blue', es: 'Vuelven azules las flores' },
      { en: 'They make the garden too quiet', es: 'Dejan el jardín demasiado silencioso' },
    ],
    correct: 0,
    explanation: {
      en: 'Many pesticides harm bees. A garden without them is a safer place for all pollinators.',
      es: 'Muchos pesticidas dañan a las abejas. Un jardín sin ellos es más seguro para todos los polinizadores.',
    },
  },

  // Medium
  {
    id: 'apple-pollination',
    difficulty: 'Medium',
    question: {
      en: 'Which of these foods needs insects like bees to pollinate its flowers?',
      es: '¿Cuál de estos alimentos necesita insectos como las abejas para polinizar sus flores?',
    },
    options: [
      { en: 'Rice', es: 'El arroz' },
      { en: 'Wheat', es: 'El trigo' },
      { en: 'Apples', es: 'Las manzanas' },
      { en: 'Corn', es: 'El maíz' },
    ],
    correct: 2,
    explanation: {
      en: 'Apple blossoms need bees to bring pollen from another apple tree. Rice and wheat pollinate themselves, and the wind pollinates corn.',
      es: 'Las flores del manzano necesitan que las abejas traigan polen de otro manzano. El arroz y el trigo se polinizan solos, y el viento poliniza el maíz.',
    },
  },
  {
    id: 'waggle-why',
    difficulty: 'Medium',
    question: {
      en: 'Why do honey bees do a "waggle dance"?',
      es: '¿Por qué las abejas melíferas hacen la «danza del meneo»?',
    },
    options: [
      { en: 'To keep warm', es: 'Para calentarse' },
      { en: 'To show other bees where to find food', es: 'Para indicar a otras abejas dónde hay comida' },
      { en: 'To scare away birds', es: 'Para asustar a los pájaros' },
      { en: 'To clean their wings', es: 'Para limpiarse las alas' },
    ],
    correct: 1,
    explanation: {
      en: 'A forager that finds good flowers dances in the hive to tell her sisters which way to fly and how far.',
      es: 'Una abeja que encuentra buenas flores baila en la colmena para decir a sus hermanas hacia dónde volar y a qué distancia.',
    },
  },
  {
    id: 'drones-male',
    difficulty: 'Medium',
    question: {
      en: 'What are the male bees in a honey bee colony called?',
      es: '¿Cómo se llaman las abejas macho de una colonia de abejas melíferas?',
    },
    options: [
      { en: 'Workers', es: 'Obreras' },
      { en: 'Scouts', es: 'Exploradoras' },
      { en: 'Guards', es: 'Guardianas' },
      { en: 'Drones', es: 'Zánganos' },
    ],
    correct: 3,
    explanation: {
      en: 'Drones are the males. They do not collect food or have a stinger; their job is to mate with a queen.',
      es: 'Los zánganos son los machos. No recogen comida ni tienen aguijón; su trabajo es aparearse con una reina.',
    },
  },
  {
    id: 'workers-female',
    difficulty: 'Medium',
    question: {
      en: 'Are worker honey bees girls or boys?',
      es: '¿Las abejas obreras son hembras o machos?',
    },
    options: [
      { en: 'All girls (female)', es: 'Todas son hembras' },
      { en: 'All boys (male)', es: 'Todos son machos' },
      { en: 'Half and half', es: 'Mitad y mitad' },
      { en: 'They change every week', es: 'Cambian cada semana' },
    ],
    correct: 0,
    explanation: {
      en: 'Every worker bee is female. They clean, build, feed the young, guard the hive and collect food.',
      es: 'Todas las obreras son hembras. Limpian, construyen, alimentan a las crías, vigilan la colmena y recogen comida.',
    },
  },
  {
    id: 'pollen-baskets',
    difficulty: 'Medium',
    question: {
      en: 'Where do honey bees carry the pollen they collect?',
      es: '¿Dónde llevan las abejas melíferas el polen que recogen?',
    },
    options: [
      { en: 'In their mouths', es: 'En la boca' },
      { en: 'On their antennae', es: 'En las antenas' },
      { en: 'In pollen baskets on their back legs', es: 'En cestillas de polen en las patas traseras' },
      { en: 'Under their wings', es: 'Debajo de las alas' },
    ],
    correct: 2,
    explanation: {
      en: 'Honey bees and bumblebees pack pollen into "baskets" of stiff hairs on their back legs. Look for the little yellow balls!',
      es: 'Las abejas melíferas y los abejorros guardan el polen en «cestillas» de pelos duros en las patas traseras. ¡Busca las bolitas amarillas!',
    },
  },
  {
    id: 'antennae-use',
    difficulty: 'Medium',
    question: {
      en: 'What do bees mostly use their antennae for?',
      es: '¿Para qué usan las abejas sobre todo sus antenas?',
    },
    options: [
      { en: 'Drinking', es: 'Para beber' },
      { en: 'Smelling and touching', es: 'Para oler y tocar' },
      { en: 'Stinging', es: 'Para picar' },
      { en: 'Flying', es: 'Para volar' },
    ],
    correct: 1,
    explanation: {
      en: 'Antennae are a bee’s nose and fingers: they smell flowers and feel their way around the dark hive.',
      es: 'Las antenas son la nariz y los dedos de la abeja: huelen las flores y la guían dentro de la colmena oscura.',
    },
  },
  {
    id: 'five-eyes',
    difficulty: 'Medium',
    question: { en: 'How many eyes does a honey bee have?', es: '¿Cuántos ojos tiene una abeja melífera?' },
    options: [
      { en: 'Two', es: 'Dos' },
      { en: 'Three', es: 'Tres' },
      { en: 'Five', es: 'Cinco' },
      { en: 'Eight', es: 'Ocho' },
    ],
    correct: 2,
    explanation: {
      en: 'Two big compound eyes on the sides and three small simple eyes on top of the head.',
      es: 'Dos grandes ojos compuestos a los lados y tres ojos simples pequeños en lo alto de la cabeza.',
    },
  },
  {
    id: 'proboscis',
    difficulty: 'Medium',
    question: {
      en: 'What does a bee use to drink nectar from deep inside a flower?',
      es: '¿Qué usa una abeja para beber el néctar del fondo de una flor?',
    },
    options: [
      { en: 'A long tongue called a proboscis', es: 'Una lengua larga llamada probóscide' },
      { en: 'Its front legs', es: 'Sus patas delanteras' },
      { en: 'Its stinger', es: 'Su aguijón' },
      { en: 'Its wings', es: 'Sus alas' },
    ],
    correct: 0,
    explanation: {
      en: 'The proboscis works like a straw. Bees fold it away under their head when they are not drinking.',
      es: 'La probóscide funciona como una pajita. Las abejas la pliegan bajo la cabeza cuando no beben.',
    },
  },
  {
    id: 'red-colour',
    difficulty: 'Medium',
    question: {
      en: 'Which colour do bees find hard to see?',
      es: '¿Qué color les cuesta ver a las abejas?',
    },
    options: [
      { en: 'Blue', es: 'El azul' },
      { en: 'Yellow', es: 'El amarillo' },
      { en: 'Purple', es: 'El morado' },
      { en: 'Red', es: 'El rojo' },
    ],
    correct: 3,
    explanation: {
      en: 'To a bee, red looks dark. That is why bees love blue, purple and yellow flowers.',
      es: 'Para una abeja, el rojo parece oscuro. Por eso les encantan las flores azules, moradas y amarillas.',
    },
  },
  {
    id: 'larva-name',
    difficulty: 'Medium',
    question: {
      en: 'What is a baby bee called when it hatches from its egg?',
      es: '¿Cómo se llama una abeja bebé cuando sale del huevo?',
    },
    options: [
      { en: 'A tadpole', es: 'Un renacuajo' },
      { en: 'A larva', es: 'Una larva' },
      { en: 'A caterpillar', es: 'Una oruga' },
      { en: 'A chick', es: 'Un pollito' },
    ],
    correct: 1,
    explanation: {
      en: 'A bee larva looks like a tiny white worm. Worker bees feed it many times a day until it becomes a pupa.',
      es: 'Una larva de abeja parece un gusanito blanco. Las obreras la alimentan muchas veces al día hasta que se convierte en pupa.',
    },
  },
  {
    id: 'bumblebee-cool',
    difficulty: 'Medium',
    question: {
      en: 'Which big, fuzzy bees can fly on cool days by shivering to warm up?',
      es: '¿Qué abejas grandes y peludas pueden volar en días frescos porque tiritan para calentarse?',
    },
    options: [
      { en: 'Bumblebees', es: 'Los abejorros' },
      { en: 'Butterflies', es: 'Las mariposas' },
      { en: 'Ladybirds', es: 'Las mariquitas' },
      { en: 'Dragonflies', es: 'Las libélulas' },
    ],
    correct: 0,
    explanation: {
      en: 'Bumblebees shiver their flight muscles and wear a furry coat, so they can work when other insects stay home.',
      es: 'Los abejorros hacen tiritar sus músculos de vuelo y llevan un abrigo de pelo, así trabajan cuando otros insectos se quedan en casa.',
    },
  },
  {
    id: 'wax-glands',
    difficulty: 'Medium',
    question: { en: 'Where does beeswax come from?', es: '¿De dónde sale la cera de abeja?' },
    options: [
      { en: 'Tree sap', es: 'De la savia de los árboles' },
      { en: 'Flower petals', es: 'De los pétalos de las flores' },
      {
        en: "Special glands on worker bees' bellies",
        es: 'De unas glándulas especiales en la barriga de las obreras',
      },
      { en: 'Mud from the river', es: 'Del barro del río' },
    ],
    correct: 2,
    explanation: {
      en: 'Young worker bees make thin flakes of wax under their bellies and chew them into shape.',
      es: 'Las obreras jóvenes producen escamitas de cera bajo la barriga y las mastican para darles forma.',
    },
  },
  {
    id: 'food-importance',
    difficulty: 'Medium',
    question: {
      en: 'Why are bees so important for the food we eat?',
      es: '¿Por qué son tan importantes las abejas para los alimentos que comemos?',
    },
    options: [
      { en: 'They dig the soil', es: 'Cavan la tierra' },
      { en: 'They bring the rain', es: 'Traen la lluvia' },
      { en: 'They eat the weeds', es: 'Se comen las malas hierbas' },
      { en: 'They pollinate many fruits and vegetables', es: 'Polinizan muchas frutas y verduras' },
    ],
    correct: 3,
    explanation: {
      en: 'Strawberries, apples, pumpkins, almonds and many more need pollinators like bees to grow.',
      es: 'Las fresas, las manzanas, las calabazas, las almendras y muchos más necesitan polinizadores como las abejas para crecer.',
    },
  },
  {
    id: 'solitary-bees',
    difficulty: 'Medium',
    question: {
      en: 'How do most kinds of bees in the world live?',
      es: '¿Cómo vive la mayoría de las especies de abejas del mundo?',
    },
    options: [
      { en: 'Alone, in their own little nests', es: 'Solas, en sus propios nidos pequeños' },
      { en: 'In huge hives with a queen', es: 'En enormes colmenas con una reina' },
      { en: 'Inside flowers all year', es: 'Dentro de las flores todo el año' },
      { en: 'In bird nests', es: 'En nidos de pájaros' },
    ],
    correct: 0,
    explanation: {
      en: 'Most bee species are solitary: each mother builds her own nest, often in the ground or in hollow stems.',
      es: 'La mayoría de las especies son solitarias: cada madre hace su propio nido, a menudo en el suelo o en tallos huecos.',
    },
  },
  {
    id: 'guard-bees',
    difficulty: 'Medium',
    question: { en: 'What does a guard bee do?', es: '¿Qué hace una abeja guardiana?' },
    options: [
      { en: 'Lays the eggs', es: 'Pone los huevos' },
      { en: 'Protects the hive entrance', es: 'Protege la entrada de la colmena' },
      { en: 'Makes the wax', es: 'Fabrica la cera' },
      { en: 'Feeds the queen', es: 'Alimenta a la reina' },
    ],
    correct: 1,
    explanation: {
      en: 'Guard bees smell every bee that lands at the door and chase away robbers from other hives.',
      es: 'Las guardianas huelen a cada abeja que llega a la puerta y echan a las ladronas de otras colmenas.',
    },
  },
  {
    id: 'early-spring-flower',
    difficulty: 'Medium',
    question: {
      en: 'Which flower blooms in early spring and feeds hungry bees after winter?',
      es: '¿Qué flor se abre a principios de primavera y alimenta a las abejas hambrientas después del invierno?',
    },
    options: [
      { en: 'Sunflower', es: 'El girasol' },
      { en: 'Aster', es: 'El áster' },
      { en: 'Crocus', es: 'El azafrán de primavera' },
      { en: 'Chrysanthemum', es: 'El crisantemo' },
    ],
    correct: 2,
    explanation: {
      en: 'Crocuses pop up in late winter and early spring. Sunflowers bloom in summer, asters and chrysanthemums in autumn.',
      es: 'Los azafranes de primavera brotan a finales de invierno y principios de primavera. Los girasoles florecen en verano; los ásteres y los crisantemos, en otoño.',
    },
  },
  {
    id: 'stamen-pollen',
    difficulty: 'Medium',
    question: {
      en: 'Which part of a flower makes pollen?',
      es: '¿Qué parte de la flor produce el polen?',
    },
    options: [
      { en: 'The roots', es: 'Las raíces' },
      { en: 'The stem', es: 'El tallo' },
      { en: 'The leaves', es: 'Las hojas' },
      { en: 'The stamens', es: 'Los estambres' },
    ],
    correct: 3,
    explanation: {
      en: 'Stamens are the thin stalks in the middle of a flower. The tips, called anthers, hold the pollen.',
      es: 'Los estambres son los tallitos finos del centro de la flor. Sus puntas, llamadas anteras, guardan el polen.',
    },
  },
  {
    id: 'mason-bee',
    difficulty: 'Medium',
    question: {
      en: 'Which solitary bee nests in hollow stems and is great at pollinating fruit trees in spring?',
      es: '¿Qué abeja solitaria anida en tallos huecos y poliniza muy bien los frutales en primavera?',
    },
    options: [
      { en: 'The mason bee', es: 'La abeja albañil' },
      { en: 'The drone', es: 'El zángano' },
      { en: 'The queen bee', es: 'La abeja reina' },
      { en: 'The wasp', es: 'La avispa' },
    ],
    correct: 0,
    explanation: {
      en: 'Mason bees seal their nests with mud, like little builders. A bee hotel with hollow tubes gives them a home.',
      es: 'Las abejas albañiles cierran sus nidos con barro, como pequeñas constructoras. Un hotel de abejas con tubos huecos les da un hogar.',
    },
  },

  // Hard
  {
    id: 'species-count',
    difficulty: 'Hard',
    question: {
      en: 'About how many different kinds (species) of bees are there in the world?',
      es: '¿Cuántas especies de abejas hay aproximadamente en el mundo?',
    },
    options: [
      { en: 'About 200', es: 'Unas 200' },
      { en: 'About 2,000', es: 'Unas 2000' },
      { en: 'About 20,000', es: 'Unas 20 000' },
      { en: 'About 2 million', es: 'Unos 2 millones' },
    ],
    correct: 2,
    explanation: {
      en: 'Scientists know about 20,000 bee species. Honey bees are only a handful of them.',
      es: 'Los científicos conocen unas 20 000 especies de abejas. Las abejas melíferas son solo unas pocas.',
    },
  },
  {
    id: 'flowers-per-trip',
    difficulty: 'Hard',
    question: {
      en: 'About how many flowers can a honey bee visit on one trip out of the hive?',
      es: '¿Cuántas flores puede visitar una abeja melífera en un solo viaje fuera de la colmena?',
    },
    options: [
      { en: 'Just 1', es: 'Solo 1' },
      { en: 'About 5', es: 'Unas 5' },
      { en: 'Between 50 and 100', es: 'Entre 50 y 100' },
      { en: 'About 100,000', es: 'Unas 100 000' },
    ],
    correct: 2,
    explanation: {
      en: 'A collecting bee visits 50 to 100 flowers before flying home with a full load of nectar or pollen.',
      es: 'Una abeja recolectora visita entre 50 y 100 flores antes de volver a casa cargada de néctar o polen.',
    },
  },
  {
    id: 'lifetime-honey',
    difficulty: 'Hard',
    question: {
      en: 'About how much honey does one worker bee make in her whole life?',
      es: '¿Cuánta miel produce una abeja obrera en toda su vida?',
    },
    options: [
      { en: 'A twelfth of a teaspoon', es: 'La doceava parte de una cucharadita' },
      { en: 'A full cup', es: 'Una taza llena' },
      { en: 'A litre', es: 'Un litro' },
      { en: 'A whole bucket', es: 'Un cubo entero' },
    ],
    correct: 0,
    explanation: {
      en: 'Just a twelfth of a teaspoon! A jar of honey is the work of hundreds of bees.',
      es: '¡Solo la doceava parte de una cucharadita! Un tarro de miel es el trabajo de cientos de abejas.',
    },
  },
  {
    id: 'ultraviolet',
    difficulty: 'Hard',
    question: {
      en: 'Which kind of light can bees see that people cannot?',
      es: '¿Qué tipo de luz pueden ver las abejas que las personas no vemos?',
    },
    options: [
      { en: 'Infrared', es: 'Infrarroja' },
      { en: 'Ultraviolet', es: 'Ultravioleta' },
      { en: 'Dark red', es: 'Rojo oscuro' },
      { en: 'Brown', es: 'Marrón' },
    ],
    correct: 1,
    explanation: {
      en: 'Bees see ultraviolet light. Many flowers have ultraviolet patterns that guide bees to the nectar.',
      es: 'Las abejas ven la luz ultravioleta. Muchas flores tienen dibujos ultravioleta que guían a las abejas hasta el néctar.',
    },
  },
  {
    id: 'worker-lifespan',
    difficulty: 'Hard',
    question: {
      en: 'How long does a worker honey bee usually live in summer?',
      es: '¿Cuánto vive normalmente una abeja obrera en verano?',
    },
    options: [
      { en: 'About one day', es: 'Un día más o menos' },
      { en: 'About six weeks', es: 'Unas seis semanas' },
      { en: 'About five years', es: 'Unos cinco años' },
      { en: 'About fifty years', es: 'Unos cincuenta años' },
    ],
    correct: 1,
    explanation: {
      en: 'Busy summer workers live about five to six weeks. Bees born in autumn can live through the winter.',
      es: 'Las obreras del verano, muy trabajadoras, viven unas cinco o seis semanas. Las que nacen en otoño pueden pasar todo el invierno.',
    },
  },
  {
    id: 'worker-development',
    difficulty: 'Hard',
    question: {
      en: 'How many days does a worker honey bee take to grow from egg to adult?',
      es: '¿Cuántos días tarda una abeja obrera en pasar de huevo a adulta?',
    },
    options: [
      { en: 'About 3 days', es: 'Unos 3 días' },
      { en: 'About 60 days', es: 'Unos 60 días' },
      { en: 'About a year', es: 'Un año más o menos' },
      { en: 'About 21 days', es: 'Unos 21 días' },
    ],
    correct: 3,
    explanation: {
      en: 'Egg, larva, pupa, adult: a worker takes about 21 days. A queen needs only about 16.',
      es: 'Huevo, larva, pupa y adulta: una obrera tarda unos 21 días. Una reina solo necesita unos 16.',
    },
  },
  {
    id: 'royal-jelly',
    difficulty: 'Hard',
    question: {
      en: 'What special food turns a young larva into a queen bee?',
      es: '¿Qué alimento especial convierte a una larva joven en abeja reina?',
    },
    options: [
      { en: 'Royal jelly', es: 'La jalea real' },
      { en: 'Only honey', es: 'Solo miel' },
      { en: 'Tree sap', es: 'Savia de árbol' },
      { en: 'Rose petals', es: 'Pétalos de rosa' },
    ],
    correct: 0,
    explanation: {
      en: 'Nurse bees feed a future queen lots of royal jelly for her whole time as a larva.',
      es: 'Las abejas nodrizas alimentan a la futura reina con mucha jalea real durante toda su vida de larva.',
    },
  },
  {
    id: 'waggle-angle',
    difficulty: 'Hard',
    question: {
      en: 'In the waggle dance, what does the direction of the waggle show?',
      es: 'En la danza del meneo, ¿qué indica la dirección del meneo?',
    },
    options: [
      { en: 'How tasty the nectar is', es: 'Lo rico que está el néctar' },
      { en: 'How old the dancer is', es: 'La edad de la bailarina' },
      {
        en: 'The direction of the food compared with the sun',
        es: 'La dirección de la comida respecto al sol',
      },
      { en: 'How many bees should stay home', es: 'Cuántas abejas deben quedarse en casa' },
    ],
    correct: 2,
    explanation: {
      en: 'The angle of the waggle shows the direction compared with the sun, and its length shows how far away the food is.',
      es: 'El ángulo del meneo indica la dirección respecto al sol, y su duración indica a qué distancia está la comida.',
    },
  },
  {
    id: 'buzz-pollination',
    difficulty: 'Hard',
    question: { en: 'What is "buzz pollination"?', es: '¿Qué es la «polinización por zumbido»?' },
    options: [
      { en: 'Bees humming songs to flowers', es: 'Abejas que cantan a las flores' },
      {
        en: 'Bees shaking flowers with fast vibrations to release pollen',
        es: 'Abejas que sacuden las flores con vibraciones rápidas para soltar el polen',
      },
      { en: 'Wind blowing pollen around', es: 'El viento que mueve el polen' },
      { en: 'Bees pollinating only at night', es: 'Abejas que solo polinizan de noche' },
    ],
    correct: 1,
    explanation: {
      en: 'Some flowers hide pollen inside tiny tubes. Bumblebees grab on and vibrate until the pollen pours out.',
      es: 'Algunas flores esconden el polen en tubitos. Los abejorros se agarran y vibran hasta que el polen sale.',
    },
  },
  {
    id: 'tomato-bumblebees',
    difficulty: 'Hard',
    question: {
      en: 'Which crop do bumblebees pollinate very well with buzz pollination?',
      es: '¿Qué cultivo polinizan muy bien los abejorros gracias a la polinización por zumbido?',
    },
    options: [
      { en: 'Wheat', es: 'El trigo' },
      { en: 'Rice', es: 'El arroz' },
      { en: 'Corn', es: 'El maíz' },
      { en: 'Tomatoes', es: 'Los tomates' },
    ],
    correct: 3,
    explanation: {
      en: 'Tomato flowers release their pollen when shaken, so farmers often bring bumblebees into greenhouses.',
      es: 'Las flores del tomate sueltan el polen cuando se sacuden, por eso los agricultores suelen llevar abejorros a los invernaderos.',
    },
  },
  {
    id: 'propolis',
    difficulty: 'Hard',
    question: {
      en: 'What do honey bees use propolis, or "bee glue", for?',
      es: '¿Para qué usan las abejas melíferas el propóleo, o «pegamento de abeja»?',
    },
    options: [
      {
        en: 'To seal small gaps and keep the hive clean',
        es: 'Para tapar rendijas y mantener limpia la colmena',
      },
      { en: 'To sweeten their honey', es: 'Para endulzar la miel' },
      { en: 'To feed the larvae', es: 'Para alimentar a las larvas' },
      { en: 'To make their wings shiny', es: 'Para que les brillen las alas' },
    ],
    correct: 0,
    explanation: {
      en: 'Bees make propolis from sticky tree resin. It fills cracks and helps keep germs out of the hive.',
      es: 'Las abejas hacen el propóleo con resina pegajosa de los árboles. Tapa las grietas y ayuda a mantener los gérmenes fuera de la colmena.',
    },
  },
  {
    id: 'wing-beats',
    difficulty: 'Hard',
    question: {
      en: 'About how many times a second does a honey bee beat its wings?',
      es: '¿Cuántas veces por segundo bate las alas una abeja melífera, más o menos?',
    },
    options: [
      { en: 'About 10', es: 'Unas 10' },
      { en: 'About 50', es: 'Unas 50' },
      { en: 'About 230', es: 'Unas 230' },
      { en: 'About 10,000', es: 'Unas 10 000' },
    ],
    correct: 2,
    explanation: {
      en: 'Around 230 beats a second! That speed is what makes the famous buzz.',
      es: '¡Unas 230 veces por segundo! Esa velocidad es la que produce el famoso zumbido.',
    },
  },
  {
    id: 'winter-cluster',
    difficulty: 'Hard',
    question: {
      en: 'How do honey bees keep warm in winter?',
      es: '¿Cómo se mantienen calientes las abejas melíferas en invierno?',
    },
    options: [
      { en: 'They fly to warmer countries', es: 'Vuelan a países más cálidos' },
      {
        en: 'They huddle in a ball and shiver their muscles',
        es: 'Se juntan en una bola y hacen tiritar sus músculos',
      },
      { en: 'They sleep in the ground until spring', es: 'Duermen bajo tierra hasta la primavera' },
      { en: 'They grow thick fur', es: 'Les crece un pelo muy grueso' },
    ],
    correct: 1,
    explanation: {
      en: 'The bees form a winter cluster around the queen and shiver to make heat, eating the honey they stored.',
      es: 'Las abejas forman un racimo alrededor de la reina y tiritan para producir calor, mientras comen la miel que guardaron.',
    },
  },
  {
    id: 'foraging-distance',
    difficulty: 'Hard',
    question: {
      en: 'How far can a honey bee fly from the hive to find food?',
      es: '¿Hasta dónde puede volar una abeja melífera desde la colmena para buscar comida?',
    },
    options: [
      { en: 'Only about 10 metres', es: 'Solo unos 10 metros' },
      { en: 'About 1,000 kilometres', es: 'Unos 1000 kilómetros' },
      { en: 'Across the ocean', es: 'Al otro lado del océano' },
      { en: 'Several kilometres', es: 'Varios kilómetros' },
    ],
    correct: 3,
    explanation: {
      en: 'Honey bees usually forage within a few kilometres, and can fly even farther when flowers are scarce.',
      es: 'Las abejas melíferas suelen buscar comida a pocos kilómetros, y pueden volar aún más lejos cuando hay pocas flores.',
    },
  },
]
