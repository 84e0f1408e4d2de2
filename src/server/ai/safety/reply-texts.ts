// Mochi's bilingual safety replies: kind, short, never shaming; care first for a child at risk, the emergency step first in an emergency.
import type { Language } from '../../../shared/constants'
import type { SafetyCategory } from '../../../shared/safety'
import type { PersonalInfoKind } from './moderation-types'

/** One reply set per verdict category, plus a provider's objection (`dangerous`) and a blocked model reply. */
export type ReplyKind = SafetyCategory | 'dangerous' | 'output'

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
      name: 'your full name',
      card: 'a bank card number',
      several: 'that kind of personal information',
    },
    es: {
      phone: 'tu número de teléfono',
      email: 'tu correo electrónico',
      address: 'dónde vives',
      school: 'el nombre de tu colegio',
      birthday: 'tu fecha de nacimiento',
      password: 'tu contraseña',
      name: 'tu nombre completo',
      card: 'el número de una tarjeta',
      several: 'ese tipo de información personal',
    },
  }

const EMERGENCY_EN = 'your local emergency number, like 911 in the US or Mexico or 112 in Spain and Europe'
const EMERGENCY_ES =
  'al número de emergencias de tu país, como el 911 en México o EE. UU. o el 112 en España y Europa'

export const SAFETY_REPLIES: Readonly<Record<Language, Record<ReplyKind, readonly string[]>>> = {
  en: {
    self_harm: [
      `I'm really glad you told me 💛 You matter so much, and you don't have to feel this way on your own. Please tell a grown-up you trust right now, like a parent or a teacher. If you might hurt yourself or you're in danger, call ${EMERGENCY_EN}. I'm here with you 🐝`,
      `Thank you for telling me. That sounds so hard, and I care about you 💛 Please talk to a grown-up you trust today, like your mum, your dad or a teacher. If you feel you might hurt yourself, call ${EMERGENCY_EN} straight away.`,
    ],
    medical_emergency: [
      `This could be an emergency: get a grown-up right now, and if nobody is close, call ${EMERGENCY_EN} 🚨 Stay still and stay with someone. If you swallowed something, keep the bottle or plant to show them. You did the right thing telling me 💛`,
      `Get help now: shout for a grown-up and call ${EMERGENCY_EN} 🚨 Don't wait to see if it gets better. If it was a sting and your mouth or throat feels tight, tell them that first. I'm glad you told me 💛`,
    ],
    grooming: [
      "Thank you for telling me, that was really brave 💛 A grown-up who asks for secrets, photos or to meet you is not being a safe friend, and it is never your fault. Please don't send anything or meet them, and tell a grown-up you trust, like a parent or a teacher, today 🐝",
      "I'm glad you told me 💛 Safe grown-ups don't ask children to keep secrets, send pictures or meet up. Please stop chatting with them and show the messages to a grown-up you trust, like your mum, your dad or a teacher. You're not in trouble 🐝",
    ],
    bullying: [
      "I'm so sorry you're feeling this way 💛 You didn't do anything to deserve it, and your feelings really matter. Please tell a grown-up you trust, like a parent or a teacher, so they can help. I'm always happy to buzz with you 🐝",
      "That sounds really hard, and I'm glad you told me 💛 You're not alone: a grown-up you trust, like your mum, your dad or a teacher, can help make it better, so please tell them today. Want to plant something cheerful together? 🌻",
    ],
    sexual: [
      "That's a topic for a grown-up you trust, not for a garden bee 🐝 If something or someone made you feel uncomfortable, please tell a parent or a teacher. Shall we find out how seeds sprout?",
      "Hmm, I can't talk about that. If anyone ever asks you about it or makes you feel weird, tell a grown-up you trust 💛 Did you know bees dance to tell each other where the flowers are? 💃🐝",
    ],
    weapons: [
      "Buzz! That's dangerous, so I can't help with it 🐝 If someone might get hurt, please tell a grown-up you trust right away. Shall we build a bug hotel instead?",
      "Safety first! I can't help with weapons or anything that explodes 💛 If you're worried about something, talk to a grown-up you trust. Want to make a flower patch bees love? 🌼",
    ],
    violence: [
      "Whoa, that sounds like a really big feeling. I can't help with hurting anyone, people or animals 💛 Let's take a slow breath together, and please talk to a grown-up you trust about how you feel 🌸",
      "Let's keep everyone safe, big and small 🐝 I can't help hurt anyone. If you feel really angry, a grown-up you trust can help. Shall we talk about ladybugs? 🐞",
    ],
    drugs_alcohol: [
      "That's not safe for growing bodies, so I can't help with it 💛 If someone is offering you drinks, smokes or drugs, please tell a grown-up you trust. Shall we make a yummy mint lemonade instead? 🌿",
      "Buzz, that's one for the grown-ups, and it can really hurt kids 🐝 If you're curious or someone is pushing you, talk to a parent or a teacher. Want to grow some strawberries? 🍓",
    ],
    hate: [
      "In a garden every flower is different, and that's what makes it beautiful 🌷 Let's be kind to everyone. Want to meet a flower from far away?",
      "Buzz! Bees visit all kinds of flowers, and we're kind to all kinds of people 💛 What's your favourite flower?",
    ],
    personal_info: [
      'Thanks for trusting me! 🐝 A quick safety tip: {thing} is something to keep private online, just for you and your grown-ups. Back to the garden!',
      "Buzz, a little safety tip: it's best to keep {thing} to yourself online, even with a friendly bee like me 🔒 What shall we grow next?",
    ],
    profanity: [
      "Buzz! Let's keep our words as sweet as honey 🍯 What's growing in your garden today?",
      'Oops, those words are a bit prickly for me 🌵 Shall we talk about sunflowers instead? 🌻',
    ],
    dangerous: [
      "Buzz! That could be dangerous, so it's one for the grown-ups. If something is worrying you, please tell a grown-up you trust 💛 Shall we grow cress in a cup? 🌱",
      "Safety first! 🐝 I can't help with that, but a grown-up you trust can talk it through with you. Want to make a flower patch bees love? 🌼",
    ],
    output: [
      "Oops, my wings got in a tangle there! 🐝 Let's talk about something sunny instead. What's growing in your garden?",
      'Bzz, let me think again… Here is a fun fact: a bee can visit up to 100 flowers on one trip! 🌼',
    ],
  },
  es: {
    self_harm: [
      `Me alegra mucho que me lo hayas contado 💛 Eres muy importante y no tienes que sentirte así sin ayuda. Por favor, cuéntaselo ahora a un adulto de confianza, como tu madre, tu padre o un profe. Si crees que puedes hacerte daño o estás en peligro, llama ${EMERGENCY_ES}. Estoy aquí contigo 🐝`,
      `Gracias por contármelo. Parece algo muy difícil, y me importas mucho 💛 Habla hoy con un adulto de confianza, como tu mamá, tu papá o un profe. Si sientes que podrías hacerte daño, llama enseguida ${EMERGENCY_ES}.`,
    ],
    medical_emergency: [
      `Esto puede ser una emergencia: busca ahora mismo a un adulto y, si no hay nadie cerca, llama ${EMERGENCY_ES} 🚨 Quédate quieto y acompañado. Si te tragaste algo, guarda el bote o la planta para enseñarlo. Has hecho muy bien en contármelo 💛`,
      `Pide ayuda ya: llama a gritos a un adulto y llamad ${EMERGENCY_ES} 🚨 No esperes a ver si se pasa. Si fue una picadura y notas la boca o la garganta apretadas, díselo lo primero. Me alegra que me lo hayas dicho 💛`,
    ],
    grooming: [
      'Gracias por contármelo, has sido muy valiente 💛 Un adulto que te pide secretos, fotos o quedar contigo no es un amigo seguro, y nunca es culpa tuya. No le mandes nada ni quedes con él, y cuéntaselo hoy a un adulto de confianza, como tu madre, tu padre o un profe 🐝',
      'Me alegra que me lo hayas contado 💛 Los adultos buenos no piden a los niños guardar secretos, mandar fotos ni quedar a solas. Deja de hablar con esa persona y enséñale los mensajes a un adulto de confianza, como tu mamá, tu papá o un profe. No te vas a meter en ningún lío 🐝',
    ],
    bullying: [
      'Siento mucho que te sientas así 💛 No has hecho nada para merecerlo y lo que sientes importa de verdad. Cuéntaselo a un adulto de confianza, como tu madre, tu padre o un profe, para que pueda ayudarte. Aquí me tienes para zumbar contigo 🐝',
      'Eso suena muy difícil, y me alegra que me lo hayas contado 💛 No estás solo: un adulto de confianza, como tu mamá, tu papá o un profe, puede ayudar a que mejore, así que cuéntaselo hoy. ¿Plantamos algo alegre juntos? 🌻',
    ],
    sexual: [
      'De eso es mejor hablar con un adulto de confianza, no con una abeja jardinera 🐝 Si algo o alguien te hizo sentir incómodo, cuéntaselo a tu madre, a tu padre o a un profe. ¿Descubrimos cómo brotan las semillas?',
      'Mmm, de eso no puedo hablar. Si alguien te pregunta por eso o te hace sentir raro, díselo a un adulto de confianza 💛 ¿Sabías que las abejas bailan para contarse dónde están las flores? 💃🐝',
    ],
    weapons: [
      '¡Bzz! Eso es peligroso, así que no puedo ayudarte 🐝 Si alguien puede salir herido, cuéntaselo enseguida a un adulto de confianza. ¿Hacemos un hotel de insectos?',
      '¡Lo primero es la seguridad! No puedo ayudar con armas ni con cosas que explotan 💛 Si algo te preocupa, habla con un adulto de confianza. ¿Preparamos un rincón de flores para las abejas? 🌼',
    ],
    violence: [
      'Uf, parece un sentimiento muy grande. No puedo ayudar a hacer daño a nadie, ni a personas ni a animales 💛 Respiremos despacio juntos, y cuéntale a un adulto de confianza cómo te sientes 🌸',
      'Cuidemos de todos, grandes y pequeños 🐝 No puedo ayudar a hacer daño. Si sientes mucha rabia, un adulto de confianza puede ayudarte. ¿Hablamos de mariquitas? 🐞',
    ],
    drugs_alcohol: [
      'Eso no es seguro para un cuerpo que está creciendo, así que no puedo ayudarte 💛 Si alguien te ofrece bebidas, tabaco o drogas, cuéntaselo a un adulto de confianza. ¿Preparamos una limonada de menta? 🌿',
      'Bzz, eso es cosa de adultos y puede hacer mucho daño a los niños 🐝 Si tienes curiosidad o alguien te presiona, habla con tu madre, tu padre o un profe. ¿Plantamos fresas? 🍓',
    ],
    hate: [
      'En un jardín cada flor es distinta, y eso es lo que lo hace tan bonito 🌷 Seamos amables con todo el mundo. ¿Quieres conocer una flor de un lugar lejano?',
      '¡Bzz! Las abejas visitan flores de todo tipo, y nosotros somos amables con todo tipo de personas 💛 ¿Cuál es tu flor favorita?',
    ],
    personal_info: [
      '¡Gracias por confiar en mí! 🐝 Un consejo de seguridad: {thing} es algo privado en internet, solo para ti y tus adultos de confianza. ¡Volvamos al jardín!',
      'Bzz, un consejito de seguridad: en internet es mejor guardarte {thing}, incluso con una abeja tan simpática como yo 🔒 ¿Qué plantamos ahora?',
    ],
    profanity: [
      '¡Bzz! Usemos palabras tan dulces como la miel 🍯 ¿Qué está creciendo hoy en tu jardín?',
      '¡Uy! Esas palabras pinchan un poco, como un cactus 🌵 ¿Hablamos mejor de girasoles? 🌻',
    ],
    dangerous: [
      '¡Bzz! Eso podría ser peligroso, así que es cosa de adultos. Si algo te preocupa, cuéntaselo a un adulto de confianza 💛 ¿Plantamos berros en un vaso? 🌱',
      '¡Lo primero es la seguridad! 🐝 Con eso no puedo ayudarte, pero un adulto de confianza puede hablarlo contigo. ¿Preparamos un rincón de flores para las abejas? 🌼',
    ],
    output: [
      '¡Uy, se me enredaron las alas! 🐝 Hablemos de algo más alegre. ¿Qué está creciendo en tu jardín?',
      'Bzz, déjame pensarlo otra vez… ¿Sabías que una abeja puede visitar hasta 100 flores en un solo viaje? 🌼',
    ],
  },
}
