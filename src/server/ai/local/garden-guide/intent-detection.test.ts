import { describe, expect, it } from 'vitest'
import { detectIntent, INTENTS, type Intent } from './intent-detection'

const EXAMPLES: Record<Intent, { en: string[]; es: string[] }> = {
  greeting: { en: ['hi mochi!', 'Hello', 'good morning'], es: ['hola', 'buenos días, Mochi', '¡Buenas!'] },
  thanks: {
    en: ['thanks!', 'thank you so much', 'you are the best'],
    es: ['gracias', '¡muchas gracias!', 'eres genial'],
  },
  goodbye: {
    en: ['bye!', 'good night mochi', 'see you later'],
    es: ['adiós', 'hasta luego', 'buenas noches'],
  },
  who_are_you: {
    en: ['who are you?', 'what is your name', 'are you a robot?'],
    es: ['¿quién eres?', '¿cómo te llamas?', '¿eres una abeja de verdad?'],
  },
  bee_question: {
    en: ['How do bees make honey?', 'what does the queen bee do', 'do moths pollinate flowers?'],
    es: ['¿Cómo hacen miel las abejas?', '¿Qué hace la abeja reina?', '¿las polillas polinizan?'],
  },
  plant_care: {
    en: ['how do i grow sunflowers', 'how do you plant potatoes', 'my basil looks sad'],
    es: ['como planto girasoles', '¿Cómo cuido mi albahaca?', 'como se siembran las papas'],
  },
  what_to_plant_when: {
    en: ['What can I plant in autumn?', 'when should I plant tomatoes?', 'what grows in winter'],
    es: ['¿Qué puedo plantar en otoño?', '¿Cuándo siembro los tomates?', 'qué sembrar en primavera'],
  },
  pests: {
    en: [
      'there are tiny green bugs all over my roses',
      'something is eating holes in my lettuce',
      'how do I stop slugs',
    ],
    es: ['tengo pulgones en mis rosas', 'los caracoles se comen mis lechugas', 'hay una plaga en mi huerto'],
  },
  soil: {
    en: ['What is compost made of?', 'why are worms good for the garden', 'what is mulch'],
    es: ['¿Qué se puede echar al compost?', '¿Por qué son buenas las lombrices?', '¿mi tierra es arcillosa?'],
  },
  watering: {
    en: ['how often should I water my plants', 'what is a rain barrel for', 'my plant is wilting'],
    es: ['¿cada cuánto riego?', 'quiero un barril para la lluvia', 'mi planta está marchita'],
  },
  kid_activity: {
    en: ['how can i make a bee hotel', 'Tell me how to make seed bombs', "I'm bored, any garden activities?"],
    es: [
      '¿Cómo hago un hotel para abejas?',
      'quiero hacer bombas de semillas',
      'estoy aburrido, ¿qué podemos hacer?',
    ],
  },
  joke: {
    en: ['tell me a joke', 'make me laugh!', 'do you know any jokes about bees?'],
    es: ['cuéntame un chiste', 'hazme reír', '¿sabes un chiste de abejas?'],
  },
  draw_request: {
    en: ['draw me a garden', 'can you make a picture of a bee?', 'paint a sunflower'],
    es: ['dibújame un jardín', 'quiero una imagen de una mariposa', 'haz un dibujo de abejas'],
  },
  safety: {
    en: ['a bee stung me!', 'is it safe to eat berries?', 'how do I not get sunburned'],
    es: [
      'me picó una abeja',
      '¿se pueden comer las bayas del jardín?',
      '¿cómo me protejo del sol en el jardín?',
    ],
  },
  off_topic: {
    en: ['what is the capital of France?', 'can you do my math homework', 'who won the football game'],
    es: [
      '¿cuál es la capital de Francia?',
      '¿me haces los deberes de matemáticas?',
      '¿quién ganó el partido de fútbol?',
    ],
  },
  garden_question: {
    en: ['what lives in the forest?', 'do trees sleep?', 'are frogs good to have around?'],
    es: ['¿qué vive en el bosque?', '¿los árboles duermen?', '¿las ranas son buenas?'],
  },
}

describe('detectIntent', () => {
  it('has English and Spanish examples for every intent', () => {
    expect(Object.keys(EXAMPLES).sort()).toEqual([...INTENTS].sort())
  })

  for (const intent of INTENTS) {
    for (const language of ['en', 'es'] as const) {
      it.each(EXAMPLES[intent][language])(`${intent} (${language}): %j`, (text) => {
        expect(detectIntent(text)).toBe(intent)
      })
    }
  }

  it('prefers the garden question over a greeting or thanks around it', () => {
    expect(detectIntent('hi mochi! how do bees make honey?')).toBe('bee_question')
    expect(detectIntent('gracias! ¿y cómo planto tomates?')).toBe('plant_care')
  })

  it('treats an empty message as a greeting', () => {
    expect(detectIntent('   ')).toBe('greeting')
  })
})
