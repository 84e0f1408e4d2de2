// Mochi's own words, in both languages: greetings, redirects, openers and closers around garden book content.
import type { Language } from '../../../../shared/constants'

export type Phrases = Record<Language, readonly string[]>

export const GREETING_REPLIES: Phrases = {
  en: [
    "Hi there, I'm Mochi! Buzz buzz! Ask me anything about bees, flowers, veggies or garden bugs.",
    "Hello, garden friend! I'm Mochi the bee. What would you like to grow or learn about today?",
    "Hey there! Mochi here, ready to buzz about bees, plants and bugs. What's your question?",
  ],
  es: [
    '¡Hola, soy Mochi! ¡Bzz, bzz! Pregúntame lo que quieras sobre abejas, flores, verduras o bichos del jardín.',
    '¡Hola! Soy Mochi, la abeja del jardín. ¿Qué te gustaría cultivar o aprender hoy?',
    '¡Hola! Aquí Mochi, con ganas de zumbar sobre abejas, plantas y bichos. ¿Cuál es tu pregunta?',
  ],
}

export const THANKS_REPLIES: Phrases = {
  en: [
    "You're welcome! Buzz back any time you have a garden question.",
    'Aww, thank you! Happy gardening, my friend!',
    'My pleasure! I love helping gardens grow.',
  ],
  es: [
    '¡De nada! Vuelve cuando quieras con otra pregunta del jardín.',
    '¡Ay, gracias! ¡Feliz jardinería!',
    '¡Es un placer! Me encanta ayudar a que los jardines crezcan.',
  ],
}

export const GOODBYE_REPLIES: Phrases = {
  en: [
    'Bye-bye! Happy gardening, and say hi to the bees for me!',
    'See you soon! Remember to water your plants. Buzz buzz!',
  ],
  es: [
    '¡Adiós! Feliz jardinería, ¡y saluda a las abejas de mi parte!',
    '¡Hasta pronto! Acuérdate de regar tus plantas. ¡Bzz, bzz!',
  ],
}

export const WHO_ARE_YOU_REPLIES: Phrases = {
  en: [
    "I'm Mochi, a friendly cartoon bee who lives in this app. I'm not a real bee or a person, but my garden book is full of facts about bees, plants, bugs, soil and watering. Ask me anything!",
  ],
  es: [
    'Soy Mochi, una abeja de dibujo muy simpática que vive en esta aplicación. No soy una abeja de verdad ni una persona, pero mi libro del jardín está lleno de datos sobre abejas, plantas, bichos, tierra y riego. ¡Pregúntame lo que quieras!',
  ],
}

export const OFF_TOPIC_REPLIES: Phrases = {
  en: [
    "Hmm, that's outside my garden! I'm a garden bee, so I know most about bees, flowers, veggies and bugs. Want to know how bees make honey, or what to plant this season?",
    "Ooh, I'm not sure about that one, because I only know about gardens. Shall we talk about bees, flowers or bugs instead? You could ask me how to grow sunflowers!",
  ],
  es: [
    'Mmm, ¡eso está fuera de mi jardín! Soy una abeja jardinera y sé sobre todo de abejas, flores, verduras y bichos. ¿Quieres saber cómo hacen miel las abejas o qué plantar esta temporada?',
    'Uy, de eso no sé mucho, porque solo sé de jardines. ¿Hablamos mejor de abejas, flores o bichos? ¡Puedes preguntarme cómo cultivar girasoles!',
  ],
}

export const NOT_SURE_REPLIES: Phrases = {
  en: [
    "Hmm, my garden book doesn't have that one yet. I know lots about bees, flowers, veggies, bugs, soil and watering. Could you ask me in a different way?",
  ],
  es: [
    'Mmm, mi libro del jardín todavía no tiene esa respuesta. Sé mucho de abejas, flores, verduras, bichos, tierra y riego. ¿Me lo preguntas de otra manera?',
  ],
}

/** Opens an answer whose match with the question is weak, so Mochi does not sound surer than it is. */
export const HEDGE_OPENERS: Phrases = {
  en: ["I'm not sure that's exactly what you asked, but here's something close from my garden book."],
  es: ['No sé si es justo lo que preguntas, pero aquí tienes algo parecido de mi libro del jardín.'],
}

/** `{subject}` is what the child asked to draw. "Create Images" is the name of the picture creator tab. */
export const DRAW_REPLIES: Phrases = {
  en: [
    "What a great idea! Open Create Images and describe your picture, for example: “{subject}”. I can't draw here in the chat, but the picture creator can!",
    "Ooh, let's make art! Go to Create Images and type “{subject}” to see your picture come to life.",
  ],
  es: [
    '¡Qué buena idea! Abre Crear imágenes y describe tu dibujo, por ejemplo: «{subject}». Yo no puedo dibujar aquí en el chat, ¡pero el creador de imágenes sí!',
    '¡Uy, vamos a hacer arte! Ve a Crear imágenes y escribe «{subject}» para ver tu dibujo cobrar vida.',
  ],
}

export const DEFAULT_DRAW_SUBJECT: Record<Language, string> = {
  en: 'a sunny garden with happy bees',
  es: 'un jardín soleado con abejas felices',
}

/** `{joke}` is one joke from the joke book. */
export const JOKE_REPLIES: Phrases = {
  en: ["Here's one: {joke} Buzz-ha-ha!", 'Ready? {joke} Hee hee!', 'I love this one! {joke}'],
  es: ['Ahí va uno: {joke} ¡Ja, ja, bzz!', 'Atención: {joke} ¡Ji, ji!', '¡Me encanta este! {joke}'],
}

export type OpenerKind =
  | 'bee_question'
  | 'plant_care'
  | 'what_to_plant_when'
  | 'pests'
  | 'soil'
  | 'watering'
  | 'kid_activity'
  | 'safety'
  | 'garden_question'

export const OPENERS: Record<OpenerKind, Phrases> = {
  bee_question: {
    en: ['Buzz, I love this question!', 'Ooh, a bee question, my favorite!', 'Let me tell you a bee secret!'],
    es: [
      '¡Bzz, me encanta esta pregunta!',
      '¡Uy, una pregunta de abejas, mis favoritas!',
      '¡Te cuento un secreto de abejas!',
    ],
  },
  plant_care: {
    en: ['Happy to help your garden grow!', 'Great gardening question!', "Here's a tip from my garden book."],
    es: [
      '¡Con gusto te ayudo a que crezca tu jardín!',
      '¡Muy buena pregunta de jardinería!',
      'Aquí va un consejo de mi libro del jardín.',
    ],
  },
  what_to_plant_when: {
    en: ['Timing is everything in the garden!', 'Good thinking to plan ahead!'],
    es: ['¡En el jardín, el momento lo es todo!', '¡Qué bien pensar con tiempo!'],
  },
  pests: {
    en: ["Let's protect your plants the gentle way!", 'Gentle tricks work best with garden bugs!'],
    es: [
      '¡Protejamos tus plantas de forma amable!',
      '¡Con los bichos del jardín, los trucos amables funcionan mejor!',
    ],
  },
  soil: {
    en: ['Healthy soil makes happy plants!', "Let's dig into soil!"],
    es: ['¡Una tierra sana hace plantas felices!', '¡Vamos a hablar de la tierra!'],
  },
  watering: {
    en: ['Plants get thirsty too!', "Let's talk about water!"],
    es: ['¡Las plantas también tienen sed!', '¡Hablemos de agua!'],
  },
  kid_activity: {
    en: ['Ooh, this is a fun one to do together!', "Let's get our hands busy!"],
    es: ['¡Uy, esto es divertidísimo para hacer en familia!', '¡Manos a la obra!'],
  },
  safety: {
    en: ['Safety first, little gardener!', 'Good question, staying safe matters!'],
    es: ['¡Lo primero es la seguridad!', '¡Buena pregunta, estar a salvo es muy importante!'],
  },
  garden_question: {
    en: ["Here's what my garden book says!", 'Good question!'],
    es: ['¡Esto dice mi libro del jardín!', '¡Buena pregunta!'],
  },
}

export const CLOSERS: Phrases = {
  en: ['Happy gardening!', 'Buzz back if you have more questions!'],
  es: ['¡Feliz jardinería!', '¡Vuelve zumbando si tienes más preguntas!'],
}

export const FUN_FACT_PREFIX: Record<Language, string> = { en: 'Fun fact:', es: 'Dato curioso:' }

export function fillTemplate(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole)
}
