// Conservation (/learning/conservation): why bees need help and what a family can do.
import { lesson, section } from './lesson-builders'

export const CONSERVATION = lesson({
  id: 'conservation',
  emoji: '💚',
  title: ['Helping Bees', 'Ayudar a las abejas'],
  intro: [
    'Bees need our help. Find out why, and what your family can do today.',
    'Las abejas necesitan nuestra ayuda. Descubre por qué y qué puede hacer tu familia hoy.',
  ],
  sections: [
    section(
      'trouble',
      ['🐝', '😟'],
      ['A worried bee', 'Una abeja preocupada'],
      ['Bees in trouble', 'Abejas en problemas'],
      [
        'In many places there are fewer bees than before. They lose their homes and flowers when wild places become roads and buildings, and some bug sprays and sicknesses hurt them.',
        'En muchos lugares hay menos abejas que antes. Pierden sus casas y sus flores cuando los lugares salvajes se convierten en carreteras y edificios, y algunos insecticidas y enfermedades les hacen daño.',
      ],
    ),
    section(
      'plant-flowers',
      ['🌼', '🌻', '💜'],
      ['Many different flowers', 'Muchas flores diferentes'],
      ['Plant flowers', 'Planta flores'],
      [
        'The best gift for bees is food! Plant flowers that grow naturally where you live, and choose ones that bloom in spring, summer and autumn so there is always something to eat.',
        '¡El mejor regalo para las abejas es comida! Planta flores que crezcan de forma natural donde vives, y elige algunas que florezcan en primavera, verano y otoño para que siempre haya algo que comer.',
      ],
    ),
    section(
      'no-sprays',
      ['🚫', '🧴', '🐞'],
      ['No bug spray, a ladybug instead', 'Sin insecticida, una mariquita en su lugar'],
      ['Skip the bug spray', 'Nada de insecticidas'],
      [
        'Bug sprays can hurt bees too. Instead, let ladybugs and birds eat the pests, and pick off big bugs by hand with a grown-up.',
        'Los insecticidas también pueden dañar a las abejas. En su lugar, deja que las mariquitas y los pájaros se coman las plagas, y quita los bichos grandes a mano con una persona adulta.',
      ],
    ),
    section(
      'homes',
      ['🏠', '🪵', '🟫'],
      ['A bee hotel, a log and bare soil', 'Un hotel de abejas, un tronco y tierra desnuda'],
      ['Give bees a home', 'Dales una casa a las abejas'],
      [
        'Most bees live alone and nest in the ground, in hollow stems or in old wood. Leave a sunny patch of bare soil, some plant stems and a log, or build a bee hotel.',
        'La mayoría de las abejas viven solas y anidan en el suelo, en tallos huecos o en madera vieja. Deja un trozo soleado de tierra desnuda, algunos tallos y un tronco, o construye un hotel de abejas.',
      ],
    ),
    section(
      'wild-corner',
      ['🌾', '🌼', '🍂'],
      ['A wild corner with long grass and leaves', 'Un rincón salvaje con hierba alta y hojas'],
      ['Keep a wild corner', 'Guarda un rincón salvaje'],
      [
        'A messy corner is a bee paradise! Let some grass grow long, let dandelions and clover bloom, and leave fallen leaves where insects can sleep through winter.',
        '¡Un rincón desordenado es un paraíso para las abejas! Deja crecer un poco la hierba, deja florecer los dientes de león y el trébol, y deja las hojas caídas donde los insectos puedan dormir en invierno.',
      ],
    ),
    section(
      'bee-counter',
      ['📋', '🔢', '🐝'],
      ['A clipboard for counting bees', 'Una libreta para contar abejas'],
      ['Become a bee counter', 'Hazte contador de abejas'],
      [
        'Scientists need helpers to count bees. With a grown-up, watch a flower patch for ten minutes, count the bees you see and share your count with a bee-counting project.',
        'Los científicos necesitan ayudantes para contar abejas. Con una persona adulta, observa un grupo de flores durante diez minutos, cuenta las abejas que veas y comparte tu cuenta con un proyecto de conteo de abejas.',
      ],
    ),
  ],
  quiz: [
    {
      question: ['What is the best gift for bees?', '¿Cuál es el mejor regalo para las abejas?'],
      options: [
        ['Flowers that bloom in different seasons', 'Flores que florecen en distintas estaciones'],
        ['Candy', 'Caramelos'],
        ['A plastic flower', 'Una flor de plástico'],
      ],
      correct: 0,
      praise: [
        'Yes! Real flowers all year mean food all year.',
        '¡Sí! Flores de verdad todo el año son comida todo el año.',
      ],
      see: 'plant-flowers',
    },
    {
      question: ['Where do most bees nest?', '¿Dónde anidan la mayoría de las abejas?'],
      options: [
        ['In big beehives', 'En grandes colmenas'],
        ['In the ground, in hollow stems or old wood', 'En el suelo, en tallos huecos o en madera vieja'],
        ['In clouds', 'En las nubes'],
      ],
      correct: 1,
      praise: [
        'Right! Most bees live alone in little nests.',
        '¡Correcto! La mayoría de las abejas viven solas en nidos pequeños.',
      ],
      see: 'homes',
    },
    {
      question: ['Why leave a wild corner in the garden?', '¿Por qué dejar un rincón salvaje en el jardín?'],
      options: [
        ['So the garden looks tidy', 'Para que el jardín se vea ordenado'],
        ['To hide toys', 'Para esconder juguetes'],
        [
          'Its flowers and leaves give insects food and shelter',
          'Sus flores y hojas dan comida y refugio a los insectos',
        ],
      ],
      correct: 2,
      praise: ['Exactly! A little mess is a big help.', '¡Exacto! Un poco de desorden es una gran ayuda.'],
      see: 'wild-corner',
    },
  ],
})
