// A Bee Grows Up (/learning/bee-life-cycle): egg, larva, pupa, adult, and the jobs of a worker bee.
import { lesson, section } from './lesson-builders'

export const BEE_LIFE_CYCLE = lesson({
  id: 'bee-life-cycle',
  emoji: '🥚',
  title: ['A Bee Grows Up', 'Una abeja crece'],
  intro: [
    'Follow a honeybee from a tiny egg to a busy flying forager.',
    'Sigue a una abeja melífera desde un huevo diminuto hasta ser una pecoreadora voladora.',
  ],
  sections: [
    section(
      'egg',
      ['👑', '🥚'],
      ['The queen and a tiny egg', 'La reina y un huevo diminuto'],
      ['It starts with an egg', 'Todo empieza con un huevo'],
      [
        'The queen lays one tiny egg in each wax cell. It is tiny, much smaller than a grain of rice. After about three days, it hatches.',
        'La reina pone un huevo diminuto en cada celda de cera. Es diminuto, mucho más pequeño que un grano de arroz. A los tres días más o menos, eclosiona.',
      ],
    ),
    section(
      'larva',
      ['🐛', '🍼'],
      ['A hungry larva being fed', 'Una larva hambrienta recibiendo comida'],
      ['A hungry larva', 'Una larva hambrienta'],
      [
        'Out comes a larva, a little white grub with no legs. Nurse bees feed it many times a day, and it grows very fast.',
        'Sale una larva, un gusanito blanco sin patas. Las abejas nodrizas le dan de comer muchas veces al día y crece muy rápido.',
      ],
    ),
    section(
      'pupa',
      ['🛌', '🟨'],
      ['A pupa resting under a wax lid', 'Una pupa descansando bajo una tapa de cera'],
      ['Changing under a lid', 'Cambiar bajo una tapa'],
      [
        'When the larva is big enough, the bees close its cell with a wax lid. Inside, it becomes a pupa, and its legs, wings and eyes form.',
        'Cuando la larva es bastante grande, las abejas cierran su celda con una tapa de cera. Dentro se convierte en pupa, y se le forman las patas, las alas y los ojos.',
      ],
    ),
    section(
      'adult',
      ['🐝', '🎉'],
      ['A new bee climbing out of its cell', 'Una abeja nueva saliendo de su celda'],
      ['Hello, new bee!', '¡Hola, abeja nueva!'],
      [
        'About 21 days after the egg was laid, a new worker bee chews through the lid and climbs out. A queen grows faster, in about 16 days, and a drone takes about 24.',
        'Unos 21 días después de que se pusiera el huevo, una obrera nueva roe la tapa y sale. Una reina crece más rápido, en unos 16 días, y un zángano tarda unos 24.',
      ],
    ),
    section(
      'jobs',
      ['🧹', '🍼', '🛡️'],
      [
        'A broom, a bottle and a shield for bee jobs',
        'Una escoba, un biberón y un escudo para los trabajos de las abejas',
      ],
      ['Jobs by age', 'Trabajos según la edad'],
      [
        'A worker bee changes jobs as she grows older. First she cleans cells, then she feeds larvae, then builds comb and guards the door. Finally she flies out to collect food.',
        'Una obrera cambia de trabajo al hacerse mayor. Primero limpia celdas, luego alimenta larvas, después construye panal y vigila la puerta. Por último sale volando a recoger comida.',
      ],
    ),
    section(
      'royal-jelly',
      ['👑', '🍯'],
      ['A crown and royal jelly', 'Una corona y jalea real'],
      ['Making a queen', 'Cómo se hace una reina'],
      [
        'Any young female larva could become a queen! If the bees need a new queen, they build a big cell and feed the larva lots of royal jelly, a special food.',
        '¡Cualquier larva hembra joven podría ser reina! Si las abejas necesitan una reina nueva, construyen una celda grande y le dan a la larva mucha jalea real, una comida especial.',
      ],
    ),
  ],
  quiz: [
    {
      question: ['What comes out of a bee egg?', '¿Qué sale de un huevo de abeja?'],
      options: [
        ['A larva', 'Una larva'],
        ['A flower', 'Una flor'],
        ['A grown-up bee', 'Una abeja adulta'],
      ],
      correct: 0,
      praise: ['Yes! A little larva hatches from the egg.', '¡Sí! Del huevo sale una larvita.'],
      see: 'larva',
    },
    {
      question: ['What is a worker bee’s last job?', '¿Cuál es el último trabajo de una obrera?'],
      options: [
        ['Cleaning cells', 'Limpiar celdas'],
        ['Laying eggs', 'Poner huevos'],
        ['Flying out to collect food', 'Salir volando a recoger comida'],
      ],
      correct: 2,
      praise: [
        'Right! The oldest workers are the foragers.',
        '¡Correcto! Las obreras más mayores son las pecoreadoras.',
      ],
      see: 'jobs',
    },
    {
      question: [
        'What do bees feed a larva to make a new queen?',
        '¿Qué le dan las abejas a una larva para hacer una reina nueva?',
      ],
      options: [
        ['Chocolate', 'Chocolate'],
        ['Lots of royal jelly', 'Mucha jalea real'],
        ['Only water', 'Solo agua'],
      ],
      correct: 1,
      praise: ['Exactly! Royal jelly makes a queen.', '¡Exacto! La jalea real hace a una reina.'],
      see: 'royal-jelly',
    },
  ],
})
