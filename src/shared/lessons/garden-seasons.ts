// A Year in the Garden (/learning/garden-seasons): what the garden and its bees do in each season.
import { lesson, section } from './lesson-builders'

export const GARDEN_SEASONS = lesson({
  id: 'garden-seasons',
  emoji: '🍂',
  title: ['A Year in the Garden', 'Un año en el jardín'],
  intro: [
    'Spring, summer, autumn and winter: see how the garden and its bees change all year.',
    'Primavera, verano, otoño e invierno: mira cómo cambian el jardín y sus abejas durante el año.',
  ],
  sections: [
    section(
      'spring',
      ['🌱', '🌷', '🐝'],
      ['Sprouts, a tulip and a bee in spring', 'Brotes, un tulipán y una abeja en primavera'],
      ['Spring wakes up', 'La primavera despierta'],
      [
        'In spring the days get warmer, seeds sprout and the first flowers open. Bumblebee queens wake up hungry and look for a place to start a nest. It is a great time to plant!',
        'En primavera los días son más cálidos, las semillas brotan y se abren las primeras flores. Las reinas de abejorro despiertan con hambre y buscan un sitio para hacer su nido. ¡Es un momento genial para plantar!',
      ],
    ),
    section(
      'summer',
      ['☀️', '🌻', '💧'],
      ['The sun, a sunflower and a water drop', 'El sol, un girasol y una gota de agua'],
      ['Busy summer', 'Verano ajetreado'],
      [
        'Summer is full of flowers and busy bees. Hot days dry the soil, so water the garden in the early morning and keep a shallow dish of water for thirsty bees.',
        'El verano está lleno de flores y abejas ocupadas. Los días de calor secan la tierra, así que riega el jardín temprano por la mañana y deja un plato bajo de agua para las abejas con sed.',
      ],
    ),
    section(
      'autumn',
      ['🍂', '🌼', '🌰'],
      ['Falling leaves, late flowers and seeds', 'Hojas que caen, flores tardías y semillas'],
      ['Autumn harvest', 'La cosecha de otoño'],
      [
        'In autumn, fruits ripen and flowers turn into seeds. Late flowers like asters help bees stock up before winter. Save some seeds to plant next year!',
        'En otoño maduran las frutas y las flores se convierten en semillas. Las flores tardías como los ásteres ayudan a las abejas a guardar comida antes del invierno. ¡Guarda algunas semillas para plantarlas el año que viene!',
      ],
    ),
    section(
      'winter-cluster',
      ['❄️', '🐝', '🐝'],
      ['Bees huddled together in winter', 'Abejas acurrucadas juntas en invierno'],
      ['A warm winter ball', 'Una bola calentita en invierno'],
      [
        'Honeybees do not sleep in winter. They huddle together in a ball around their queen and shiver their flight muscles to stay warm, eating the honey they saved.',
        'Las abejas melíferas no duermen en invierno. Se acurrucan en una bola alrededor de su reina y hacen temblar los músculos de vuelo para mantenerse calentitas, comiendo la miel que guardaron.',
      ],
    ),
    section(
      'winter-sleep',
      ['🐝', '💤', '🟫'],
      ['A bumblebee queen sleeping underground', 'Una reina de abejorro durmiendo bajo tierra'],
      ['Sleeping underground', 'Dormir bajo tierra'],
      [
        'Most other bees spend winter hidden away. A new bumblebee queen sleeps in a little hole in the ground until spring, so leave some soil and leaves undisturbed.',
        'La mayoría de las otras abejas pasan el invierno escondidas. Una reina de abejorro nueva duerme en un agujerito del suelo hasta la primavera, así que deja tranquila un poco de tierra y hojas.',
      ],
    ),
    section(
      'plan-year',
      ['📅', '🌷', '🌻'],
      ['A calendar and flowers for every season', 'Un calendario y flores para cada estación'],
      ['Flowers all year', 'Flores todo el año'],
      [
        'Plan your garden like a calendar: crocuses for early spring, lavender and sunflowers for summer, asters for autumn. Then bees find food in every season.',
        'Planea tu jardín como un calendario: azafranes de primavera para los primeros días templados, lavanda y girasoles para el verano, ásteres para el otoño. Así las abejas encuentran comida en cada estación.',
      ],
    ),
  ],
  quiz: [
    {
      question: [
        'How do honeybees stay warm in winter?',
        '¿Cómo se mantienen calentitas las abejas melíferas en invierno?',
      ],
      options: [
        ['They huddle in a ball and shiver', 'Se acurrucan en una bola y tiemblan'],
        ['They fly south', 'Vuelan al sur'],
        ['They wear scarves', 'Se ponen bufandas'],
      ],
      correct: 0,
      praise: [
        'Yes! A shivering ball of bees keeps the queen warm.',
        '¡Sí! Una bola de abejas que tiemblan mantiene calentita a la reina.',
      ],
      see: 'winter-cluster',
    },
    {
      question: ['Which flower helps bees in autumn?', '¿Qué flor ayuda a las abejas en otoño?'],
      options: [
        ['Crocus', 'El azafrán de primavera'],
        ['Aster', 'El áster'],
        ['A plastic rose', 'Una rosa de plástico'],
      ],
      correct: 1,
      praise: [
        'Right! Asters bloom late and feed bees before winter.',
        '¡Correcto! Los ásteres florecen tarde y alimentan a las abejas antes del invierno.',
      ],
      see: 'autumn',
    },
    {
      question: [
        'Where does a new bumblebee queen spend the winter?',
        '¿Dónde pasa el invierno una reina de abejorro nueva?',
      ],
      options: [
        ['On a sunflower', 'En un girasol'],
        ['In a beehive box', 'En una caja de colmena'],
        ['In a little hole in the ground', 'En un agujerito en el suelo'],
      ],
      correct: 2,
      praise: [
        'Exactly! She sleeps underground until spring.',
        '¡Exacto! Duerme bajo tierra hasta la primavera.',
      ],
      see: 'winter-sleep',
    },
  ],
})
