// The Bee Basics lesson (/learning/bee-basics): what a bee is, its body, the hive, honey and pollination.
import type { Lesson } from './lesson-types'

export const BEE_BASICS: Lesson = {
  id: 'bee-basics',
  emoji: '🐝',
  title: { en: 'Bee Basics', es: 'Lo básico de las abejas' },
  intro: {
    en: 'Fly with Mochi and discover how bees live, work and help our gardens.',
    es: 'Vuela con Mochi y descubre cómo viven y trabajan las abejas, y cómo ayudan a nuestros jardines.',
  },
  sections: [
    {
      id: 'meet-the-bee',
      scene: ['🐝', '🌍', '🌼'],
      alt: {
        en: 'A bee flying over the Earth and a flower',
        es: 'Una abeja volando sobre la Tierra y una flor',
      },
      title: { en: 'Meet the bee', es: 'Conoce a la abeja' },
      body: {
        en: 'Bees are insects, just like ladybugs and butterflies. There are about 20,000 kinds of bees in the world! Some live together in big families, and many live all alone.',
        es: 'Las abejas son insectos, igual que las mariquitas y las mariposas. ¡Hay unas 20 000 clases de abejas en el mundo! Algunas viven juntas en grandes familias y muchas viven solitas.',
      },
    },
    {
      id: 'body-parts',
      scene: ['🔍', '🐝'],
      alt: {
        en: 'A magnifying glass looking closely at a bee',
        es: 'Una lupa mirando de cerca a una abeja',
      },
      title: { en: 'Three body parts', es: 'Tres partes del cuerpo' },
      body: {
        en: 'A bee has three body parts: the head, the thorax in the middle and the abdomen at the back. It has six legs, four wings, two antennae for smelling and five eyes!',
        es: 'Una abeja tiene tres partes del cuerpo: la cabeza, el tórax en el medio y el abdomen atrás. Tiene seis patas, cuatro alas, dos antenas para oler ¡y cinco ojos!',
      },
    },
    {
      id: 'the-hive',
      scene: ['👑', '🐝', '🏠'],
      alt: { en: 'A queen bee, a worker bee and their home', es: 'Una abeja reina, una obrera y su casa' },
      title: { en: 'Life in the hive', es: 'La vida en la colmena' },
      body: {
        en: 'A honeybee family lives in a hive. The queen lays the eggs, the worker bees clean, build and collect food, and the drones help start new families. Everyone has a job!',
        es: 'Una familia de abejas melíferas vive en una colmena. La reina pone los huevos, las obreras limpian, construyen y buscan comida, y los zánganos ayudan a formar nuevas familias. ¡Cada una tiene su trabajo!',
      },
    },
    {
      id: 'making-honey',
      scene: ['🌸', '➡️', '🍯'],
      alt: { en: 'Flower nectar turning into honey', es: 'El néctar de una flor convirtiéndose en miel' },
      title: { en: 'From flower to honey', es: 'De la flor a la miel' },
      body: {
        en: 'Bees sip sweet nectar from flowers and carry it home. In the hive they fan it with their wings until it gets thick and sticky. That is honey, their food for the winter!',
        es: 'Las abejas beben el néctar dulce de las flores y lo llevan a casa. En la colmena lo abanican con las alas hasta que queda espeso y pegajoso. ¡Eso es la miel, su comida para el invierno!',
      },
    },
    {
      id: 'pollination',
      scene: ['🌻', '🐝', '🍎'],
      alt: {
        en: 'A bee carrying pollen from a sunflower to an apple tree',
        es: 'Una abeja llevando polen de un girasol a un manzano',
      },
      title: { en: 'Little pollen carriers', es: 'Pequeñas transportadoras de polen' },
      body: {
        en: 'Fuzzy bee bodies pick up yellow pollen. When a bee visits the next flower, some pollen rubs off, and the flower can make fruit and seeds. Apples, strawberries and pumpkins need bees!',
        es: 'El cuerpo peludito de las abejas recoge polen amarillo. Cuando la abeja visita la siguiente flor, un poco de polen se queda allí y la flor puede dar frutos y semillas. ¡Las manzanas, las fresas y las calabazas necesitan a las abejas!',
      },
    },
    {
      id: 'bee-friend',
      scene: ['🧒', '💛', '🐝'],
      alt: { en: 'A child being a good friend to a bee', es: 'Un niño siendo buen amigo de una abeja' },
      title: { en: 'Be a bee friend', es: 'Sé amigo de las abejas' },
      body: {
        en: 'If a bee flies near you, stay calm and still, and it will go on its way. Never swat at bees. You can help them by planting flowers and leaving a little dish of water with pebbles.',
        es: 'Si una abeja vuela cerca de ti, quédate tranquilo y quieto, y seguirá su camino. Nunca intentes golpearla. Puedes ayudarlas plantando flores y dejando un platito de agua con piedritas.',
      },
    },
  ],
  quiz: [
    {
      question: {
        en: 'How many body parts does a bee have?',
        es: '¿Cuántas partes del cuerpo tiene una abeja?',
      },
      options: [
        { en: 'Two', es: 'Dos' },
        { en: 'Three', es: 'Tres' },
        { en: 'Five', es: 'Cinco' },
        { en: 'Eight', es: 'Ocho' },
      ],
      correct: 1,
      praise: {
        en: 'Yes! Head, thorax and abdomen: three body parts, like every insect.',
        es: '¡Sí! Cabeza, tórax y abdomen: tres partes del cuerpo, como todos los insectos.',
      },
      hint: {
        en: 'Not quite! Look back at "Three body parts" and try again.',
        es: '¡Casi! Vuelve a mirar «Tres partes del cuerpo» e inténtalo otra vez.',
      },
    },
    {
      question: {
        en: 'What do bees make from flower nectar?',
        es: '¿Qué hacen las abejas con el néctar de las flores?',
      },
      options: [
        { en: 'Honey', es: 'Miel' },
        { en: 'Milk', es: 'Leche' },
        { en: 'Juice', es: 'Zumo' },
      ],
      correct: 0,
      praise: {
        en: 'Yes! They fan the nectar with their wings until it becomes thick, sweet honey.',
        es: '¡Sí! Abanican el néctar con las alas hasta que se convierte en miel espesa y dulce.',
      },
      hint: {
        en: 'Not quite! Look back at "From flower to honey" and try again.',
        es: '¡Casi! Vuelve a mirar «De la flor a la miel» e inténtalo otra vez.',
      },
    },
    {
      question: {
        en: 'A bee flies near you. What should you do?',
        es: 'Una abeja vuela cerca de ti. ¿Qué debes hacer?',
      },
      options: [
        { en: 'Swat at it', es: 'Intentar golpearla' },
        { en: 'Stay calm and still', es: 'Quedarte tranquilo y quieto' },
        { en: 'Run and scream', es: 'Correr y gritar' },
      ],
      correct: 1,
      praise: {
        en: 'Right! A calm friend lets the bee go on its way.',
        es: '¡Correcto! Si te quedas tranquilo, la abeja sigue su camino.',
      },
      hint: {
        en: 'Not quite! Look back at "Be a bee friend" and try again.',
        es: '¡Casi! Vuelve a mirar «Sé amigo de las abejas» e inténtalo otra vez.',
      },
    },
  ],
}
