// The Garden Basics lesson (/learning/garden-basics): what plants need, planting, soil, water and bee flowers.
import type { Lesson } from './lesson-types'

export const GARDEN_BASICS: Lesson = {
  id: 'garden-basics',
  emoji: '🌱',
  title: { en: 'Garden Basics', es: 'Lo básico del jardín' },
  intro: {
    en: 'Grab your watering can! Learn how to grow a happy garden that bees will love.',
    es: '¡Toma tu regadera! Aprende a cultivar un jardín feliz que encante a las abejas.',
  },
  sections: [
    {
      id: 'plant-needs',
      scene: ['☀️', '💧', '🌱'],
      alt: {
        en: 'Sunshine and water helping a sprout grow',
        es: 'El sol y el agua ayudando a crecer a un brote',
      },
      title: { en: 'What plants need', es: 'Lo que necesitan las plantas' },
      body: {
        en: 'Plants need four things to grow: sunlight, water, air and good soil. Leaves catch the sunlight and use it to make food for the plant.',
        es: 'Las plantas necesitan cuatro cosas para crecer: luz del sol, agua, aire y buena tierra. Las hojas atrapan la luz del sol y la usan para fabricar comida para la planta.',
      },
    },
    {
      id: 'planting-seeds',
      scene: ['🫘', '🕳️', '🌱'],
      alt: {
        en: 'A seed going into a little hole and sprouting',
        es: 'Una semilla entrando en un hoyito y brotando',
      },
      title: { en: 'Planting a seed', es: 'Sembrar una semilla' },
      body: {
        en: 'Make a little hole about two times as deep as the seed is big. Drop the seed in, cover it gently with soil and give it a drink. Soon a tiny sprout will peek out!',
        es: 'Haz un hoyito de más o menos el doble de profundo que el tamaño de la semilla. Pon la semilla, tápala con cuidado con tierra y dale de beber. ¡Pronto asomará un brote chiquito!',
      },
    },
    {
      id: 'healthy-soil',
      scene: ['🪱', '🍂', '🟫'],
      alt: {
        en: 'A worm and fallen leaves making rich soil',
        es: 'Una lombriz y hojas secas haciendo tierra rica',
      },
      title: { en: 'Healthy soil', es: 'Tierra sana' },
      body: {
        en: 'Good soil is dark and crumbly. Compost made from fruit peels and dry leaves feeds it, and earthworms dig tunnels that let air and water reach the roots.',
        es: 'La buena tierra es oscura y se desmorona fácilmente. El compost hecho con cáscaras de fruta y hojas secas la alimenta, y las lombrices cavan túneles para que el aire y el agua lleguen a las raíces.',
      },
    },
    {
      id: 'watering',
      scene: ['🚿', '🌅', '🌿'],
      alt: { en: 'Watering a plant in the morning', es: 'Regando una planta por la mañana' },
      title: { en: 'Watering wisely', es: 'Regar con cuidado' },
      body: {
        en: 'Water early in the morning, at the bottom of the plant where the roots are. Poke the soil with your finger: if it feels dry, it is time to water.',
        es: 'Riega temprano por la mañana, en la base de la planta, donde están las raíces. Toca la tierra con el dedo: si está seca, es hora de regar.',
      },
    },
    {
      id: 'bee-flowers',
      scene: ['🌻', '💜', '🐝'],
      alt: { en: 'Sunflowers and lavender with a happy bee', es: 'Girasoles y lavanda con una abeja feliz' },
      title: { en: 'Flowers for bees', es: 'Flores para las abejas' },
      body: {
        en: 'Bees love flowers like lavender, sunflowers and clover. Plant different flowers that bloom in spring, summer and autumn so the bees always find food, and never spray bug poison on them.',
        es: 'A las abejas les encantan flores como la lavanda, los girasoles y el trébol. Planta flores distintas que florezcan en primavera, verano y otoño para que las abejas siempre encuentren comida, y nunca les eches veneno para bichos.',
      },
    },
    {
      id: 'garden-helpers',
      scene: ['🪱', '🐞', '🐝'],
      alt: {
        en: 'A worm, a ladybug and a bee helping the garden',
        es: 'Una lombriz, una mariquita y una abeja ayudando al jardín',
      },
      title: { en: 'Garden helpers', es: 'Ayudantes del jardín' },
      body: {
        en: 'A garden has tiny helpers! Worms dig tunnels that let air and water into the soil, ladybugs eat the aphids that nibble leaves, and bees carry pollen so flowers make seeds and fruit.',
        es: '¡El jardín tiene ayudantes diminutos! Las lombrices cavan túneles que dejan entrar aire y agua en la tierra, las mariquitas comen los pulgones que muerden las hojas y las abejas llevan polen para que las flores den semillas y frutos.',
      },
    },
  ],
  quiz: [
    {
      question: {
        en: 'When is a good time to water your garden?',
        es: '¿Cuándo es un buen momento para regar tu jardín?',
      },
      options: [
        { en: 'Only when it rains', es: 'Solo cuando llueve' },
        {
          en: 'Early in the morning, when the soil feels dry',
          es: 'Temprano por la mañana, cuando la tierra está seca',
        },
        { en: 'Never, plants drink from the air', es: 'Nunca, las plantas beben del aire' },
        { en: 'At midnight, on the leaves only', es: 'A medianoche, solo en las hojas' },
      ],
      correct: 1,
      praise: {
        en: 'Great gardening! Morning water reaches the roots before the hot sun comes out.',
        es: '¡Excelente trabajo en el jardín! El agua de la mañana llega a las raíces antes de que salga el sol fuerte.',
      },
      hint: {
        en: 'Not quite! Look back at "Watering wisely" and try again.',
        es: '¡Casi! Vuelve a mirar «Regar con cuidado» e inténtalo otra vez.',
      },
    },
    {
      question: { en: 'What does a seed need to sprout?', es: '¿Qué necesita una semilla para brotar?' },
      options: [
        { en: 'Water, warmth and soil', es: 'Agua, calor y tierra' },
        { en: 'Only darkness', es: 'Solo oscuridad' },
        { en: 'Ice cubes', es: 'Cubitos de hielo' },
      ],
      correct: 0,
      praise: {
        en: 'Yes! With water, warmth and soil the seed wakes up and sends out a root.',
        es: '¡Sí! Con agua, calor y tierra la semilla despierta y saca una raíz.',
      },
      hint: {
        en: 'Not quite! Look back at "Planting a seed" and try again.',
        es: '¡Casi! Vuelve a mirar «Sembrar una semilla» e inténtalo otra vez.',
      },
    },
    {
      question: { en: 'How do worms help the garden?', es: '¿Cómo ayudan las lombrices al jardín?' },
      options: [
        { en: 'They eat all the flowers', es: 'Se comen todas las flores' },
        {
          en: 'They dig tunnels that let air and water into the soil',
          es: 'Cavan túneles que dejan entrar aire y agua en la tierra',
        },
        { en: 'They make honey', es: 'Hacen miel' },
      ],
      correct: 1,
      praise: {
        en: 'Right! Worm tunnels and worm droppings make soil healthy.',
        es: '¡Correcto! Los túneles y las cacas de las lombrices hacen la tierra sana.',
      },
      hint: {
        en: 'Not quite! Look back at "Garden helpers" and try again.',
        es: '¡Casi! Vuelve a mirar «Ayudantes del jardín» e inténtalo otra vez.',
      },
    },
  ],
}
