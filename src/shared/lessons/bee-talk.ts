// How Bees Talk (/learning/bee-talk): the round dance, the waggle dance and the smells bees share.
import { lesson, section } from './lesson-builders'

export const BEE_TALK = lesson({
  id: 'bee-talk',
  emoji: '💃',
  title: ['How Bees Talk', 'Cómo hablan las abejas'],
  intro: [
    'Bees cannot speak, but they dance and share smells. Learn their secret language!',
    'Las abejas no pueden hablar, pero bailan y comparten olores. ¡Aprende su idioma secreto!',
  ],
  sections: [
    section(
      'why-dance',
      ['🐝', '💃', '🌻'],
      ['A dancing bee and a sunflower', 'Una abeja bailando y un girasol'],
      ['Why bees dance', 'Por qué bailan las abejas'],
      [
        'When a honeybee finds lots of flowers, she flies home and dances on the honeycomb. Her sisters follow her and learn where to fly for food.',
        'Cuando una abeja melífera encuentra muchas flores, vuelve a casa y baila sobre el panal. Sus hermanas la siguen y aprenden adónde volar para encontrar comida.',
      ],
    ),
    section(
      'round-dance',
      ['🔄', '🐝', '🏠'],
      ['A bee dancing in a circle near the hive', 'Una abeja bailando en círculo cerca de la colmena'],
      ['The round dance', 'El baile en círculo'],
      [
        'If the flowers are close to the hive, the bee runs around in small circles, first one way and then the other. It means: food is near, go and sniff around!',
        'Si las flores están cerca de la colmena, la abeja corre en círculos pequeños, primero hacia un lado y luego hacia el otro. Significa: la comida está cerca, ¡id a buscarla oliendo!',
      ],
    ),
    section(
      'waggle',
      ['〰️', '🐝', '➡️'],
      ['A bee waggling in a straight line', 'Una abeja meneándose en línea recta'],
      ['The waggle dance', 'El baile del meneo'],
      [
        'For flowers far away, the bee walks in a straight line while wiggling her body, then loops back and does it again. The longer the waggle, the farther the flowers.',
        'Para flores lejanas, la abeja camina en línea recta meneando el cuerpo, luego da la vuelta y lo repite. Cuanto más largo es el meneo, más lejos están las flores.',
      ],
    ),
    section(
      'sun-compass',
      ['☀️', '⬆️', '🐝'],
      ['The sun above an arrow pointing up', 'El sol sobre una flecha que apunta hacia arriba'],
      ['A sun compass', 'Una brújula de sol'],
      [
        'On the comb, straight up means "toward the sun". If the waggle points up, fly toward the sun. If it points a little to the right, fly a little to the right of the sun.',
        'En el panal, hacia arriba significa "hacia el sol". Si el meneo apunta hacia arriba, vuela hacia el sol. Si apunta un poco a la derecha, vuela un poco a la derecha del sol.',
      ],
    ),
    section(
      'smells',
      ['👃', '🌸', '🐝'],
      ['Bees sharing the smell of a flower', 'Abejas compartiendo el olor de una flor'],
      ['Talking with smells', 'Hablar con olores'],
      [
        'The dancer smells like the flowers she visited, and she shares tastes of nectar. The queen has her own smell too, which tells the whole family she is there.',
        'La bailarina huele a las flores que visitó y comparte probaditas de néctar. La reina también tiene su propio olor, que le dice a toda la familia que está allí.',
      ],
    ),
    section(
      'alarm',
      ['🚨', '🍌', '🐝'],
      ['An alarm sign and a banana', 'Una señal de alarma y un plátano'],
      ['The alarm smell', 'El olor de alarma'],
      [
        'When a guard bee feels danger, she gives off an alarm smell that smells a bit like bananas. It calls other guards to help, so stay calm and move away slowly near a hive.',
        'Cuando una abeja guardiana siente peligro, suelta un olor de alarma que huele un poco a plátano. Llama a otras guardianas para ayudar, así que cerca de una colmena quédate tranquilo y aléjate despacio.',
      ],
    ),
  ],
  quiz: [
    {
      question: ['What does a small round dance mean?', '¿Qué significa un bailecito en círculo?'],
      options: [
        ['The food is near', 'La comida está cerca'],
        ['It is bedtime', 'Es hora de dormir'],
        ['It will rain', 'Va a llover'],
      ],
      correct: 0,
      praise: ['Yes! Round dance, food nearby.', '¡Sí! Baile en círculo, comida cerca.'],
      see: 'round-dance',
    },
    {
      question: [
        'The waggle points straight up. Where should the bees fly?',
        'El meneo apunta hacia arriba. ¿Hacia dónde deben volar las abejas?',
      ],
      options: [
        ['Away from the sun', 'Lejos del sol'],
        ['Toward the sun', 'Hacia el sol'],
        ['Into the ground', 'Hacia el suelo'],
      ],
      correct: 1,
      praise: [
        'Right! Up on the comb means toward the sun.',
        '¡Correcto! Arriba en el panal significa hacia el sol.',
      ],
      see: 'sun-compass',
    },
    {
      question: [
        'What does the alarm smell of bees remind people of?',
        '¿A qué les recuerda a las personas el olor de alarma de las abejas?',
      ],
      options: [
        ['Chocolate', 'Al chocolate'],
        ['Roses', 'A las rosas'],
        ['Bananas', 'A los plátanos'],
      ],
      correct: 2,
      praise: [
        'Exactly! A banana smell means the guards are on alert.',
        '¡Exacto! Un olor a plátano significa que las guardianas están alerta.',
      ],
      see: 'alarm',
    },
  ],
})
