// Beekeeping Basics (/learning/beekeeping-basics): how beekeepers look after honeybees.
import { lesson, section } from './lesson-builders'

export const BEEKEEPING_BASICS = lesson({
  id: 'beekeeping-basics',
  emoji: '🧑‍🌾',
  title: ['Beekeeping Basics', 'Apicultura básica'],
  intro: [
    'Meet the beekeeper and find out how people look after honeybees.',
    'Conoce a la apicultora y descubre cómo cuidan las personas a las abejas melíferas.',
  ],
  sections: [
    section(
      'beekeeper',
      ['🧑‍🌾', '🐝'],
      ['A beekeeper with a honeybee', 'Una apicultora con una abeja melífera'],
      ['What is a beekeeper?', '¿Qué es un apicultor?'],
      [
        'A beekeeper is a person who takes care of honeybee colonies. Beekeepers make sure the bees are healthy, have space to grow and have enough food.',
        'Un apicultor es una persona que cuida colonias de abejas melíferas. Se asegura de que las abejas estén sanas, tengan espacio para crecer y tengan suficiente comida.',
      ],
    ),
    section(
      'hive-box',
      ['📦', '🖼️', '🍯'],
      ['A wooden hive box with frames of honeycomb', 'Una caja de colmena de madera con cuadros de panal'],
      ['The hive box', 'La caja de la colmena'],
      [
        'Many beekeepers use wooden boxes with frames hanging inside like files in a drawer. The bees build their wax honeycomb on the frames, so the beekeeper can lift them out and look.',
        'Muchos apicultores usan cajas de madera con cuadros colgados dentro, como carpetas en un cajón. Las abejas construyen su panal de cera en los cuadros, y así el apicultor puede sacarlos y mirar.',
      ],
    ),
    section(
      'bee-suit',
      ['🥼', '🧤', '👒'],
      ['A bee suit, gloves and a hat with a veil', 'Un traje de apicultor, guantes y un sombrero con velo'],
      ['Dressed for the bees', 'Vestidos para las abejas'],
      [
        'Beekeepers wear a light-colored suit, gloves and a hat with a net veil. The veil protects the face, and light colors keep the bees calm.',
        'Los apicultores llevan un traje de color claro, guantes y un sombrero con un velo de red. El velo protege la cara y los colores claros mantienen tranquilas a las abejas.',
      ],
    ),
    section(
      'smoker',
      ['💨', '🐝'],
      ['Gentle smoke puffing near bees', 'Humo suave soplando cerca de las abejas'],
      ['The smoker', 'El ahumador'],
      [
        'A smoker puffs a little cool smoke at the hive entrance. The smoke hides the bees’ alarm smell, so they stay calm while the beekeeper works slowly and gently.',
        'El ahumador sopla un poco de humo fresco en la entrada de la colmena. El humo tapa el olor de alarma de las abejas, así que se quedan tranquilas mientras el apicultor trabaja despacio y con cuidado.',
      ],
    ),
    section(
      'checking',
      ['🔍', '👑', '🥚'],
      ['A magnifying glass, a queen and eggs', 'Una lupa, una reina y huevos'],
      ['Checking the hive', 'Revisar la colmena'],
      [
        'Every week or two in spring and summer, the beekeeper looks for eggs, which show the queen is laying. They also check that the bees have food and are not sick.',
        'Cada una o dos semanas en primavera y verano, el apicultor busca huevos, que muestran que la reina está poniendo. También comprueba que las abejas tienen comida y no están enfermas.',
      ],
    ),
    section(
      'sharing-honey',
      ['🍯', '🤝', '❄️'],
      ['A jar of honey shared, with winter coming', 'Un tarro de miel compartido, con el invierno llegando'],
      ['Sharing the honey', 'Compartir la miel'],
      [
        'Bees often make more honey than they need. A good beekeeper only takes the extra honey and always leaves plenty for the bees to eat in winter.',
        'Las abejas muchas veces hacen más miel de la que necesitan. Un buen apicultor solo se lleva la miel que sobra y siempre deja mucha para que las abejas coman en invierno.',
      ],
    ),
  ],
  quiz: [
    {
      question: ['Why does a beekeeper use a smoker?', '¿Para qué usa el ahumador un apicultor?'],
      options: [
        ['To cook the honey', 'Para cocinar la miel'],
        ['To keep the bees calm', 'Para mantener tranquilas a las abejas'],
        ['To warm up the hive', 'Para calentar la colmena'],
      ],
      correct: 1,
      praise: [
        'Yes! The smoke hides the alarm smell, so bees stay calm.',
        '¡Sí! El humo tapa el olor de alarma y las abejas siguen tranquilas.',
      ],
      see: 'smoker',
    },
    {
      question: ['What protects a beekeeper’s face?', '¿Qué protege la cara del apicultor?'],
      options: [
        ['A net veil', 'Un velo de red'],
        ['Sunglasses', 'Unas gafas de sol'],
        ['A scarf', 'Una bufanda'],
      ],
      correct: 0,
      praise: [
        'Right! The veil lets the beekeeper see and keeps bees away from the face.',
        '¡Correcto! El velo deja ver al apicultor y mantiene a las abejas lejos de la cara.',
      ],
      see: 'bee-suit',
    },
    {
      question: [
        'How much honey should a good beekeeper take?',
        '¿Cuánta miel debe llevarse un buen apicultor?',
      ],
      options: [
        ['All of it', 'Toda'],
        ['None, ever', 'Nada, nunca'],
        ['Only the extra, leaving plenty for winter', 'Solo la que sobra, dejando mucha para el invierno'],
      ],
      correct: 2,
      praise: [
        'Exactly! The bees need their honey to get through winter.',
        '¡Exacto! Las abejas necesitan su miel para pasar el invierno.',
      ],
      see: 'sharing-honey',
    },
  ],
})
