// Mochi's bilingual safety replies: warm, short, never shaming, and back to gardening (care replies excepted).
import type { Language } from '../../../shared/constants'
import type { PersonalInfoKind } from './moderation-types'

export type ReplyKind =
  | 'care'
  | 'sexual'
  | 'violence'
  | 'dangerous'
  | 'hate'
  | 'profanity'
  | 'personalInfo'
  | 'output'

/** `{thing}` in a personal-info nudge: a singular phrase, so the sentence agrees in both languages. */
export const PERSONAL_INFO_THINGS: Readonly<Record<Language, Record<PersonalInfoKind | 'several', string>>> =
  {
    en: {
      phone: 'your phone number',
      email: 'your email address',
      address: 'where you live',
      school: 'the name of your school',
      birthday: 'your full birthday',
      password: 'your password',
      several: 'that kind of personal information',
    },
    es: {
      phone: 'tu número de teléfono',
      email: 'tu correo electrónico',
      address: 'dónde vives',
      school: 'el nombre de tu colegio',
      birthday: 'tu fecha de nacimiento',
      password: 'tu contraseña',
      several: 'ese tipo de información personal',
    },
  }

const EMERGENCY_EN = 'call your local emergency number (like 911, 999 or 112)'
const EMERGENCY_ES = 'llama al número de emergencias de tu país (como el 112 o el 911)'

export const SAFETY_REPLIES: Readonly<Record<Language, Record<ReplyKind, readonly string[]>>> = {
  en: {
    care: [
      `I'm really glad you told me 💛 You matter so much. Please talk to a grown-up you trust right now, like a parent, a teacher or another adult in your family. If you are in danger, ${EMERGENCY_EN} straight away. I'm here with you 🐝`,
      `Thank you for telling me. That sounds really hard, and you don't have to carry it on your own 💛 Please tell a grown-up you trust, like someone in your family or a teacher, as soon as you can. If you're in danger right now, ${EMERGENCY_EN}.`,
      `You are important, and your feelings matter 💛 A grown-up you trust can help, so please talk to one today, like a parent, a teacher or someone in your family. If you don't feel safe right now, ${EMERGENCY_EN}.`,
    ],
    sexual: [
      "Buzz! That's not something I can help with, but I'd love to tell you about sunflowers 🌻",
      "That's a topic for a grown-up you trust, not for a garden bee 🐝 Shall we find out how seeds sprout?",
      "Hmm, I can't talk about that. But did you know bees dance to tell each other where the flowers are? 💃🐝",
    ],
    violence: [
      "Whoa, that sounds like a really big feeling. Let's take a slow breath together, like a bee resting on a flower 🌸 If someone is being hurt, please tell a grown-up you trust.",
      "I can't help with hurting anyone, people or animals. Let's be gentle, like bees with their flowers 🐝 Want to plant something together?",
      "Buzz, let's keep everyone safe, big and small 💛 If you feel really angry, talking to a grown-up you trust can help. Shall we talk about ladybugs? 🐞",
    ],
    dangerous: [
      "Buzz! That could be dangerous, so it's one for the grown-ups. Let's stick to safe garden fun, like growing cress in a cup 🌱",
      "Safety first! 🐝 I can't help with that, but I can show you how to make a flower patch that bees love 🌼",
      "Hmm, that's not safe, so I'll leave it to the grown-ups. Did you know some herbs help keep garden pests away? 🌿",
    ],
    hate: [
      "In a garden every flower is different, and that's what makes it beautiful 🌷 Let's be kind to everyone. Want to meet a flower from far away?",
      "Buzz! Bees visit all kinds of flowers, and we're kind to all kinds of people 💛 What's your favourite flower?",
      "Let's use words that help everyone grow, like sunshine for seedlings ☀️ Shall I tell you how bees work together as a team? 🐝",
    ],
    profanity: [
      "Buzz! Let's keep our words as sweet as honey 🍯 What's growing in your garden today?",
      'Oops, those words are a bit prickly for me 🌵 Shall we talk about sunflowers instead? 🌻',
      "Bzz, let's pick kind words, like picking the best strawberries 🍓 Want to hear a fun bee fact?",
    ],
    personalInfo: [
      'Thanks for trusting me! 🐝 But {thing} is something to keep private, just for you and your grown-ups. Back to the garden!',
      "Buzz, a quick safety tip: online it's best to keep {thing} to yourself, even with a friendly bee like me 🔒 What shall we grow next?",
      "Oops! Let's keep {thing} a secret, like a seed safe under the soil 🌱 What would you like to know about plants?",
    ],
    output: [
      "Oops, my wings got in a tangle there! 🐝 Let's talk about something sunny instead. What's growing in your garden?",
      'Bzz, let me think again… Here is a fun fact: a bee can visit up to 100 flowers on one trip! 🌼',
      'Hmm, I lost my way among the flowers for a second 🌸 Shall we talk about seeds, bugs or sunflowers?',
    ],
  },
  es: {
    care: [
      `Me alegra mucho que me lo hayas contado 💛 Eres muy importante. Por favor, habla ahora mismo con un adulto de confianza, como tu madre, tu padre, un profe u otra persona mayor de tu familia. Si estás en peligro, ${EMERGENCY_ES} enseguida. Estoy aquí contigo 🐝`,
      `Gracias por contármelo. Parece algo muy difícil, y no tienes por qué pasarlo sin ayuda 💛 Cuéntaselo cuanto antes a un adulto de confianza, como alguien de tu familia o un profe. Si ahora mismo estás en peligro, ${EMERGENCY_ES}.`,
      `Eres importante y lo que sientes importa 💛 Un adulto de confianza puede ayudarte, así que, por favor, habla hoy con uno: tu madre, tu padre, un profe o alguien de tu familia. Si ahora mismo no te sientes a salvo, ${EMERGENCY_ES}.`,
    ],
    sexual: [
      '¡Bzz! Con eso no te puedo ayudar, pero me encantaría contarte cosas de los girasoles 🌻',
      'De eso es mejor hablar con un adulto de confianza, no con una abeja jardinera 🐝 ¿Descubrimos cómo brotan las semillas?',
      'Mmm, de eso no puedo hablar. Pero ¿sabías que las abejas bailan para contarse dónde están las flores? 💃🐝',
    ],
    violence: [
      'Uf, parece un sentimiento muy grande. Respiremos despacio juntos, como una abeja que descansa en una flor 🌸 Si alguien está sufriendo daño, cuéntaselo a un adulto de confianza.',
      'No puedo ayudar a hacer daño a nadie, ni a personas ni a animales. Seamos suaves, como las abejas con sus flores 🐝 ¿Plantamos algo juntos?',
      'Bzz, cuidemos de todos, grandes y pequeños 💛 Si sientes mucha rabia, hablar con un adulto de confianza puede ayudar. ¿Hablamos de mariquitas? 🐞',
    ],
    dangerous: [
      '¡Bzz! Eso podría ser peligroso, así que es cosa de adultos. Sigamos con la diversión segura del jardín, como plantar berros en un vaso 🌱',
      '¡Lo primero es la seguridad! 🐝 Con eso no puedo ayudarte, pero sí puedo enseñarte a preparar un rincón de flores que encante a las abejas 🌼',
      'Mmm, eso no es seguro, así que se lo dejamos a los adultos. ¿Sabías que algunas plantas aromáticas ayudan a alejar las plagas del huerto? 🌿',
    ],
    hate: [
      'En un jardín cada flor es distinta, y eso es lo que lo hace tan bonito 🌷 Seamos amables con todo el mundo. ¿Quieres conocer una flor de un lugar lejano?',
      '¡Bzz! Las abejas visitan flores de todo tipo, y nosotros somos amables con todo tipo de personas 💛 ¿Cuál es tu flor favorita?',
      'Usemos palabras que ayuden a todos a crecer, como el sol a los brotes ☀️ ¿Te cuento cómo trabajan las abejas en equipo? 🐝',
    ],
    profanity: [
      '¡Bzz! Usemos palabras tan dulces como la miel 🍯 ¿Qué está creciendo hoy en tu jardín?',
      '¡Uy! Esas palabras pinchan un poco, como un cactus 🌵 ¿Hablamos mejor de girasoles? 🌻',
      'Bzz, elijamos palabras amables, como cuando elegimos las fresas más ricas 🍓 ¿Quieres oír un dato curioso sobre las abejas?',
    ],
    personalInfo: [
      '¡Gracias por confiar en mí! 🐝 Pero {thing} es algo privado, solo para ti y tus adultos de confianza. ¡Volvamos al jardín!',
      'Bzz, un consejo de seguridad: en internet es mejor no contarle a nadie {thing}, ni siquiera a una abeja tan simpática como yo 🔒 ¿Qué plantamos ahora?',
      '¡Uy! Guardemos {thing} en secreto, como una semilla bajo la tierra 🌱 ¿Qué te gustaría saber sobre las plantas?',
    ],
    output: [
      '¡Uy, se me enredaron las alas! 🐝 Hablemos de algo más alegre. ¿Qué está creciendo en tu jardín?',
      'Bzz, déjame pensarlo otra vez… ¿Sabías que una abeja puede visitar hasta 100 flores en un solo viaje? 🌼',
      'Mmm, me perdí un momento entre las flores 🌸 ¿Hablamos de semillas, de bichitos o de girasoles?',
    ],
  },
}
