// Meet the Bees (/learning/meet-the-bees): honeybees, bumblebees and the solitary bees of the garden.
import { lesson, section } from './lesson-builders'

export const MEET_THE_BEES = lesson({
  id: 'meet-the-bees',
  emoji: '🔎',
  title: ['Meet the Bees', 'Conoce a las abejas'],
  intro: [
    'There are about 20,000 kinds of bees! Meet six of them that might visit your garden.',
    '¡Hay unas 20 000 clases de abejas! Conoce a seis que podrían visitar tu jardín.',
  ],
  sections: [
    section(
      'honeybee',
      ['🐝', '🏠', '🍯'],
      ['A honeybee near its hive and honey', 'Una abeja melífera junto a su colmena y su miel'],
      ['The honeybee', 'La abeja melífera'],
      [
        'Honeybees live in big families of thousands of bees with one queen. They make honey and wax, and they tell each other where flowers are by dancing.',
        'Las abejas melíferas viven en grandes familias de miles de abejas con una reina. Hacen miel y cera, y se cuentan dónde hay flores bailando.',
      ],
    ),
    section(
      'bumblebee',
      ['🐝', '❄️', '🌼'],
      ['A fuzzy bumblebee on a chilly day', 'Un abejorro peludo en un día fresco'],
      ['The bumblebee', 'El abejorro'],
      [
        'Bumblebees are big and very fuzzy. Their thick coat lets them fly on cool, cloudy days when other bees stay home. They live in small families, often underground.',
        'Los abejorros son grandes y muy peludos. Su abrigo grueso les permite volar en días frescos y nublados, cuando otras abejas se quedan en casa. Viven en familias pequeñas, muchas veces bajo tierra.',
      ],
    ),
    section(
      'mason-bee',
      ['🐝', '🧱', '🌸'],
      ['A mason bee building with mud', 'Una abeja albañil construyendo con barro'],
      ['The mason bee', 'La abeja albañil'],
      [
        'Mason bees live alone. The mother lays her eggs in a hollow stem or hole and builds little walls of mud between them, just like a builder with bricks.',
        'Las abejas albañiles viven solas. La madre pone sus huevos en un tallo hueco o un agujero y construye paredes de barro entre ellos, como una albañil con ladrillos.',
      ],
    ),
    section(
      'leafcutter',
      ['🐝', '🍃', '✂️'],
      ['A leafcutter bee cutting a leaf circle', 'Una abeja cortahojas cortando un círculo de hoja'],
      ['The leafcutter bee', 'La abeja cortahojas'],
      [
        'Leafcutter bees cut neat round pieces out of leaves and roll them up to line their nests. If you see perfect little circles missing from leaves, a leafcutter was there!',
        'Las abejas cortahojas cortan trocitos redondos de las hojas y los enrollan para forrar sus nidos. Si ves circulitos perfectos que faltan en las hojas, ¡por allí pasó una cortahojas!',
      ],
    ),
    section(
      'carpenter',
      ['🐝', '🪵'],
      ['A carpenter bee next to a piece of wood', 'Una abeja carpintera junto a un trozo de madera'],
      ['The carpenter bee', 'La abeja carpintera'],
      [
        'Carpenter bees are large and shiny. They chew tunnels in dead wood to make their nests. They look scary but are gentle, and the males cannot sting at all.',
        'Las abejas carpinteras son grandes y brillantes. Mastican túneles en madera muerta para hacer sus nidos. Parecen asustar, pero son tranquilas, y los machos no pueden picar.',
      ],
    ),
    section(
      'sweat-bee',
      ['🐝', '💧', '🌞'],
      ['A tiny shiny bee and a drop of sweat', 'Una abeja diminuta y brillante y una gota de sudor'],
      ['The sweat bee', 'La abeja del sudor'],
      [
        'Sweat bees are tiny, and some are shiny green like jewels. They sometimes land on people on hot days to lick the salt in sweat. Most kinds of bees live alone like them and never make honey.',
        'Las abejas del sudor son diminutas, y algunas son verdes y brillantes como joyas. A veces se posan en las personas en días de calor para lamer la sal del sudor. La mayoría de las abejas viven solas como ellas y nunca hacen miel.',
      ],
    ),
  ],
  quiz: [
    {
      question: [
        'Which bee can fly on cool, cloudy days thanks to its thick fuzzy coat?',
        '¿Qué abeja puede volar en días frescos y nublados gracias a su abrigo peludo?',
      ],
      options: [
        ['The sweat bee', 'La abeja del sudor'],
        ['The bumblebee', 'El abejorro'],
        ['The carpenter bee', 'La abeja carpintera'],
      ],
      correct: 1,
      praise: [
        'Yes! The bumblebee’s fuzzy coat keeps it warm.',
        '¡Sí! El abrigo peludo del abejorro lo mantiene calentito.',
      ],
      see: 'bumblebee',
    },
    {
      question: [
        'What does a mason bee build its nest walls with?',
        '¿Con qué construye la abeja albañil las paredes de su nido?',
      ],
      options: [
        ['Mud', 'Barro'],
        ['Wax', 'Cera'],
        ['Paper', 'Papel'],
      ],
      correct: 0,
      praise: ['Right! Mud walls, like tiny bricks.', '¡Correcto! Paredes de barro, como ladrillitos.'],
      see: 'mason-bee',
    },
    {
      question: [
        'Which bee lives in big families and makes honey?',
        '¿Qué abeja vive en grandes familias y hace miel?',
      ],
      options: [
        ['The leafcutter bee', 'La abeja cortahojas'],
        ['The mason bee', 'La abeja albañil'],
        ['The honeybee', 'La abeja melífera'],
      ],
      correct: 2,
      praise: [
        'Exactly! Honeybee families can have tens of thousands of bees.',
        '¡Exacto! Las familias de abejas melíferas pueden tener decenas de miles de abejas.',
      ],
      see: 'honeybee',
    },
  ],
})
