// Phrases still recognisable when a child glues the words together ("howtomakeabomb", "mequieromorir"): checked inside long tokens.
import type { SafetyCategory } from '../../../shared/safety'

export const GLUED_PHRASES: readonly (readonly [SafetyCategory, readonly string[]])[] = [
  [
    'self_harm',
    [
      'kill myself',
      'hurt myself',
      'cut myself',
      'hate myself',
      'want to die',
      'wanna die',
      'end my life',
      'dont want to live',
      'me quiero morir',
      'quiero morir',
      'quiero morirme',
      'me quiero matar',
      'quiero matarme',
      'hacerme daño',
      'no quiero vivir',
      'suicidarme',
    ],
  ],
  ['medical_emergency', ['cant breathe', 'no puedo respirar']],
  [
    'grooming',
    ['meet me alone', 'our secret', 'dont tell your parents', 'nuestro secreto', 'no se lo digas a nadie'],
  ],
  ['sexual', ['send nudes', 'naked pics', 'naked pictures', 'fotos desnuda', 'fotos desnudo']],
  [
    'weapons',
    [
      'make a bomb',
      'build a bomb',
      'make a gun',
      'build a gun',
      'pipe bomb',
      'hacer una bomba',
      'fabricar una bomba',
      'hacer una pistola',
      'fabricar una pistola',
      'bomba casera',
    ],
  ],
  ['violence', ['kill you', 'te voy a matar', 'i will kill', 'voy a matar']],
  ['drugs_alcohol', ['get high', 'get drunk', 'smoke weed', 'emborracharme', 'drogarme']],
  [
    'bullying',
    ['nobody likes me', 'i have no friends', 'nadie me quiere', 'me siento solo', 'me siento sola'],
  ],
  ['hate', ['white power', 'heil hitler', 'poder blanco']],
]
