// Ecosystem Explorer (/learning/ecosystem-explorer): how bees, plants and other creatures need each other.
import { lesson, section } from './lesson-builders'

export const ECOSYSTEM_EXPLORER = lesson({
  id: 'ecosystem-explorer',
  emoji: '🌍',
  title: ['Ecosystem Explorer', 'Explorador del ecosistema'],
  intro: [
    'Explore the garden with Mochi and see how every living thing needs the others.',
    'Explora el jardín con Mochi y descubre cómo cada ser vivo necesita a los demás.',
  ],
  sections: [
    section(
      'what-is',
      ['🌳', '🐝', '🐦'],
      ['A tree, a bee and a bird living together', 'Un árbol, una abeja y un pájaro viviendo juntos'],
      ['What is an ecosystem?', '¿Qué es un ecosistema?'],
      [
        'An ecosystem is a place where plants, animals, soil, water and sunshine all work together. A garden, a pond and a forest are all ecosystems!',
        'Un ecosistema es un lugar donde las plantas, los animales, la tierra, el agua y el sol trabajan juntos. ¡Un jardín, un estanque y un bosque son ecosistemas!',
      ],
    ),
    section(
      'sun-power',
      ['☀️', '🌿'],
      ['The sun shining on a green leaf', 'El sol brillando sobre una hoja verde'],
      ['Powered by the sun', 'Con energía del sol'],
      [
        'Plants catch sunlight with their green leaves and use it to make their own food. Then animals eat the plants, so the sun feeds almost everyone!',
        'Las plantas atrapan la luz del sol con sus hojas verdes y la usan para fabricar su propia comida. Luego los animales comen plantas, ¡así que el sol alimenta a casi todos!',
      ],
    ),
    section(
      'pollinators',
      ['🐝', '🦋', '🐦'],
      ['A bee, a butterfly and a hummingbird', 'Una abeja, una mariposa y un colibrí'],
      ['Many pollinators', 'Muchos polinizadores'],
      [
        'Bees are the busiest pollinators, but butterflies, moths, hummingbirds, beetles and even some bats carry pollen too. Together they help flowers make fruit and seeds.',
        'Las abejas son las polinizadoras más trabajadoras, pero las mariposas, las polillas, los colibríes, los escarabajos y hasta algunos murciélagos también llevan polen. Juntos ayudan a las flores a dar frutos y semillas.',
      ],
    ),
    section(
      'food-web',
      ['🕷️', '🐝', '🐦'],
      ['A spider, a bee and a bird in a food web', 'Una araña, una abeja y un pájaro en una red alimentaria'],
      ['The food web', 'La red alimentaria'],
      [
        'Who eats whom? Bees eat nectar and pollen. Spiders and some birds eat insects. Foxes eat mice. All these links make a web, and if one thread breaks, others feel it.',
        '¿Quién come a quién? Las abejas comen néctar y polen. Las arañas y algunos pájaros comen insectos. Los zorros comen ratones. Todas estas uniones forman una red, y si un hilo se rompe, los demás lo notan.',
      ],
    ),
    section(
      'recyclers',
      ['🪱', '🍄', '🍂'],
      ['A worm and a mushroom next to fallen leaves', 'Una lombriz y una seta junto a hojas caídas'],
      ["Nature's recyclers", 'Los recicladores de la naturaleza'],
      [
        'Worms, mushrooms and tiny bugs eat dead leaves and old plants. They turn them into rich soil that helps new plants grow. Nothing goes to waste!',
        'Las lombrices, las setas y bichitos diminutos comen hojas muertas y plantas viejas. Las convierten en tierra rica que ayuda a crecer a plantas nuevas. ¡Nada se desperdicia!',
      ],
    ),
    section(
      'balance',
      ['⚖️', '🌼', '🐞'],
      ['A balance with a flower and a ladybug', 'Una balanza con una flor y una mariquita'],
      ['Keeping the balance', 'Mantener el equilibrio'],
      [
        'A healthy ecosystem has many kinds of plants and animals. When there are lots of different flowers, bees always find food, and ladybugs keep aphids from eating too much.',
        'Un ecosistema sano tiene muchas clases de plantas y animales. Cuando hay muchas flores diferentes, las abejas siempre encuentran comida, y las mariquitas evitan que los pulgones coman demasiado.',
      ],
    ),
  ],
  quiz: [
    {
      question: [
        'Where do plants get the energy to make their food?',
        '¿De dónde sacan las plantas la energía para hacer su comida?',
      ],
      options: [
        ['From the sun', 'Del sol'],
        ['From the moon', 'De la luna'],
        ['From rocks', 'De las piedras'],
      ],
      correct: 0,
      praise: [
        'Yes! Green leaves catch sunlight to make food.',
        '¡Sí! Las hojas verdes atrapan la luz del sol para hacer comida.',
      ],
      see: 'sun-power',
    },
    {
      question: ['Which of these is also a pollinator?', '¿Cuál de estos también es polinizador?'],
      options: [
        ['A goldfish', 'Un pez dorado'],
        ['A butterfly', 'Una mariposa'],
        ['A stone', 'Una piedra'],
      ],
      correct: 1,
      praise: [
        'Right! Butterflies carry pollen from flower to flower.',
        '¡Correcto! Las mariposas llevan polen de flor en flor.',
      ],
      see: 'pollinators',
    },
    {
      question: [
        'What do worms and mushrooms do with dead leaves?',
        '¿Qué hacen las lombrices y las setas con las hojas muertas?',
      ],
      options: [
        ['Paint them', 'Las pintan'],
        ['Hide them', 'Las esconden'],
        ['Turn them into rich soil', 'Las convierten en tierra rica'],
      ],
      correct: 2,
      praise: ['Exactly! They are nature’s recyclers.', '¡Exacto! Son los recicladores de la naturaleza.'],
      see: 'recyclers',
    },
  ],
})
