// Pollination Power (/learning/pollination-power): pollen, flower parts, and the food pollinators give us.
import { lesson, section } from './lesson-builders'

export const POLLINATION_POWER = lesson({
  id: 'pollination-power',
  emoji: '🌸',
  title: ['Pollination Power', 'El poder de la polinización'],
  intro: [
    'Discover the tiny yellow dust that helps plants make fruit, and the bees that carry it.',
    'Descubre el polvito amarillo que ayuda a las plantas a dar fruta, y a las abejas que lo llevan.',
  ],
  sections: [
    section(
      'pollen',
      ['🌼', '✨'],
      ['A flower with sparkling pollen', 'Una flor con polen brillante'],
      ['What is pollen?', '¿Qué es el polen?'],
      [
        'Pollen is a fine powder made by flowers, often yellow. Plants need it to make seeds, and bees eat it because it is full of protein.',
        'El polen es un polvo fino que hacen las flores, muchas veces amarillo. Las plantas lo necesitan para hacer semillas, y las abejas lo comen porque tiene muchas proteínas.',
      ],
    ),
    section(
      'flower-parts',
      ['🌷', '🔍'],
      ['Looking closely inside a flower', 'Mirando de cerca dentro de una flor'],
      ['Inside a flower', 'Dentro de una flor'],
      [
        'The stamens are thin stalks that hold the pollen. In the middle is the pistil. When pollen lands on the top of the pistil, the flower can start making seeds.',
        'Los estambres son tallitos finos que sostienen el polen. En el centro está el pistilo. Cuando el polen cae en la punta del pistilo, la flor puede empezar a hacer semillas.',
      ],
    ),
    section(
      'carrying',
      ['🐝', '🟡', '🌸'],
      ['A bee with pollen flying to a flower', 'Una abeja con polen volando hacia una flor'],
      ['Bees carry pollen', 'Las abejas llevan el polen'],
      [
        'When a bee visits a flower, pollen sticks to her fuzzy hairs. At the next flower of the same kind, some pollen rubs off onto the pistil. That is pollination!',
        'Cuando una abeja visita una flor, el polen se pega a sus pelitos. En la siguiente flor de la misma clase, un poco de polen se queda en el pistilo. ¡Eso es la polinización!',
      ],
    ),
    section(
      'buzz',
      ['🐝', '🍅', '🫐'],
      ['A bumblebee with tomatoes and blueberries', 'Un abejorro con tomates y arándanos'],
      ['Buzz pollination', 'Polinización por zumbido'],
      [
        'Some flowers, like tomato and blueberry flowers, hide their pollen inside. Bumblebees hold on and buzz very hard, and the shaking makes the pollen pour out!',
        'Algunas flores, como las del tomate y del arándano, esconden el polen dentro. Los abejorros se agarran y zumban muy fuerte, ¡y la sacudida hace que salga el polen!',
      ],
    ),
    section(
      'fruit',
      ['🌸', '➡️', '🍎'],
      ['A blossom becoming an apple', 'Una flor convirtiéndose en manzana'],
      ['From flower to fruit', 'De la flor al fruto'],
      [
        'After pollination the petals fall off and the middle of the flower swells into a fruit with seeds inside. Every apple started as an apple blossom!',
        'Después de la polinización se caen los pétalos y el centro de la flor se hincha hasta ser un fruto con semillas dentro. ¡Cada manzana empezó siendo una flor de manzano!',
      ],
    ),
    section(
      'our-food',
      ['🍓', '🥒', '🎃'],
      ['Strawberries, a cucumber and a pumpkin', 'Fresas, un pepino y una calabaza'],
      ['Food for us', 'Comida para nosotros'],
      [
        'Many fruits and vegetables we love, like strawberries, cucumbers, pumpkins, apples and almonds, need pollinators. About one in every three bites of our food depends on them.',
        'Muchas frutas y verduras que nos encantan, como las fresas, los pepinos, las calabazas, las manzanas y las almendras, necesitan polinizadores. Más o menos uno de cada tres bocados de nuestra comida depende de ellos.',
      ],
    ),
  ],
  quiz: [
    {
      question: [
        'What happens to a flower after it is pollinated?',
        '¿Qué le pasa a una flor después de ser polinizada?',
      ],
      options: [
        ['It becomes a fruit with seeds', 'Se convierte en un fruto con semillas'],
        ['It turns into a bee', 'Se convierte en abeja'],
        ['It melts', 'Se derrite'],
      ],
      correct: 0,
      praise: [
        'Yes! The flower grows into a fruit with seeds.',
        '¡Sí! La flor crece hasta ser un fruto con semillas.',
      ],
      see: 'fruit',
    },
    {
      question: [
        'How do bumblebees get pollen out of tomato flowers?',
        '¿Cómo sacan los abejorros el polen de las flores del tomate?',
      ],
      options: [
        ['They cut the flower', 'Cortan la flor'],
        ['They buzz very hard to shake it out', 'Zumban muy fuerte para sacudirlo'],
        ['They wait for rain', 'Esperan a que llueva'],
      ],
      correct: 1,
      praise: ['Right! That is buzz pollination.', '¡Correcto! Eso es la polinización por zumbido.'],
      see: 'buzz',
    },
    {
      question: ['Which part of a flower holds the pollen?', '¿Qué parte de la flor sostiene el polen?'],
      options: [
        ['The roots', 'Las raíces'],
        ['The leaves', 'Las hojas'],
        ['The stamens', 'Los estambres'],
      ],
      correct: 2,
      praise: [
        'Exactly! Stamens hold the pollen up for visiting bees.',
        '¡Exacto! Los estambres sostienen el polen para las abejas que llegan.',
      ],
      see: 'flower-parts',
    },
  ],
})
