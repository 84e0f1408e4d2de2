// Bee Super Senses (/learning/bee-senses): how bees see, smell, taste and feel their world.
import { lesson, section } from './lesson-builders'

export const BEE_SENSES = lesson({
  id: 'bee-senses',
  emoji: '👀',
  title: ['Bee Super Senses', 'Los supersentidos de las abejas'],
  intro: [
    'Bees sense the world in ways we cannot. Try out their super senses with Mochi!',
    'Las abejas sienten el mundo de formas que nosotros no podemos. ¡Prueba sus supersentidos con Mochi!',
  ],
  sections: [
    section(
      'five-eyes',
      ['👁️', '👁️', '🐝'],
      ['Big eyes on a bee', 'Ojos grandes en una abeja'],
      ['Five eyes', 'Cinco ojos'],
      [
        'A bee has two big compound eyes made of thousands of tiny lenses, and three small eyes on top of its head that help it tell light from dark.',
        'Una abeja tiene dos ojos compuestos grandes hechos de miles de lentes diminutas, y tres ojos pequeños en la cabeza que la ayudan a distinguir la luz de la oscuridad.',
      ],
    ),
    section(
      'ultraviolet',
      ['🌼', '🟣', '🎯'],
      ['A flower with a hidden target pattern', 'Una flor con un dibujo de diana escondido'],
      ['Secret flower signs', 'Señales secretas de las flores'],
      [
        'Bees can see ultraviolet light, which our eyes cannot. Many flowers have ultraviolet patterns, like landing lines, that guide bees to the nectar.',
        'Las abejas pueden ver la luz ultravioleta, que nuestros ojos no ven. Muchas flores tienen dibujos ultravioleta, como pistas de aterrizaje, que guían a las abejas hasta el néctar.',
      ],
    ),
    section(
      'colors',
      ['🔵', '💛', '🔴'],
      ['Blue, yellow and red circles', 'Círculos azul, amarillo y rojo'],
      ['Favorite colors', 'Colores favoritos'],
      [
        'Bees see blue, purple and yellow very well. Red looks dark to them, so red flowers are often visited by birds like hummingbirds instead.',
        'Las abejas ven muy bien el azul, el morado y el amarillo. El rojo les parece oscuro, así que las flores rojas muchas veces las visitan pájaros como los colibríes.',
      ],
    ),
    section(
      'antennae',
      ['🐝', '👃'],
      ['A bee’s antennae smelling the air', 'Las antenas de una abeja oliendo el aire'],
      ['Smelling with antennae', 'Oler con las antenas'],
      [
        'A bee smells with its two antennae, which are covered with thousands of tiny smell sensors. Smell helps bees find flowers and know their own family.',
        'Una abeja huele con sus dos antenas, que están cubiertas de miles de sensores de olor diminutos. El olfato ayuda a las abejas a encontrar flores y reconocer a su familia.',
      ],
    ),
    section(
      'taste-feet',
      ['🦶', '🍬'],
      ['A foot touching something sweet', 'Un pie tocando algo dulce'],
      ['Tasting with feet', 'Saborear con los pies'],
      [
        'Honeybees can taste with their feet! When a bee lands on a flower, its feet can tell if there is sugary nectar before it even uses its tongue.',
        '¡Las abejas melíferas pueden saborear con los pies! Cuando una abeja se posa en una flor, sus patas le dicen si hay néctar dulce antes de usar la lengua.',
      ],
    ),
    section(
      'feeling',
      ['〰️', '🐝', '⚡'],
      ['Vibration waves and a tiny spark', 'Ondas de vibración y una chispita'],
      ['Feeling vibrations', 'Sentir vibraciones'],
      [
        'Bees feel tiny shakes through their legs, which helps them follow a dance in the dark hive. Bumblebees can even sense the weak electric charge of a flower.',
        'Las abejas sienten temblores diminutos con las patas, y eso las ayuda a seguir un baile en la colmena oscura. Los abejorros incluso pueden notar la débil carga eléctrica de una flor.',
      ],
    ),
  ],
  quiz: [
    {
      question: [
        'What light can bees see that we cannot?',
        '¿Qué luz pueden ver las abejas que nosotros no vemos?',
      ],
      options: [
        ['Ultraviolet light', 'La luz ultravioleta'],
        ['Moonlight', 'La luz de la luna'],
        ['Candlelight', 'La luz de una vela'],
      ],
      correct: 0,
      praise: [
        'Yes! Ultraviolet patterns guide bees to nectar.',
        '¡Sí! Los dibujos ultravioleta guían a las abejas al néctar.',
      ],
      see: 'ultraviolet',
    },
    {
      question: ['What do bees use to smell?', '¿Qué usan las abejas para oler?'],
      options: [
        ['Their wings', 'Sus alas'],
        ['Their antennae', 'Sus antenas'],
        ['Their stinger', 'Su aguijón'],
      ],
      correct: 1,
      praise: ['Right! Antennae are a bee’s nose.', '¡Correcto! Las antenas son la nariz de la abeja.'],
      see: 'antennae',
    },
    {
      question: ['Which color looks dark to a bee?', '¿Qué color le parece oscuro a una abeja?'],
      options: [
        ['Blue', 'Azul'],
        ['Yellow', 'Amarillo'],
        ['Red', 'Rojo'],
      ],
      correct: 2,
      praise: [
        'Exactly! Bees see blue, purple and yellow best.',
        '¡Exacto! Las abejas ven mejor el azul, el morado y el amarillo.',
      ],
      see: 'colors',
    },
  ],
})
