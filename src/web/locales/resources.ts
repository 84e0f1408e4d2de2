// Translation resources. The namespaces of the first screen (the landing) are bundled; the app's shell and pages
// arrive with the app layout, and feature namespaces load lazily
// with their screen (one small chunk per language and namespace). en and es must have the same keys (tested).

import enValidation from '../../shared/i18n/en/validation.json'
import esValidation from '../../shared/i18n/es/validation.json'
import enCommon from './en/common.json'
import enErrors from './en/errors.json'
import enFlow from './en/flow.json'
import esCommon from './es/common.json'
import esErrors from './es/errors.json'
import esFlow from './es/flow.json'

export const bundledResources = {
  en: {
    common: enCommon,
    errors: enErrors,
    flow: enFlow,
    validation: enValidation,
  },
  es: {
    common: esCommon,
    errors: esErrors,
    flow: esFlow,
    validation: esValidation,
  },
} as const

/** Lazily loaded namespaces: a feature screen's strings arrive with the screen. */
export const LAZY_NAMESPACES = [
  'auth',
  'chat',
  'create',
  'follow',
  'games',
  'learning',
  'operator',
  'pages',
  'privacy',
  'profile',
  'safety',
  'share',
  'shell',
  'technical',
  'voice',
] as const
export type LazyNamespace = (typeof LAZY_NAMESPACES)[number]

export function loadNamespace(language: string, namespace: string): Promise<unknown> {
  // Literal paths per namespace let Vite emit each JSON file as its own chunk.
  const lang = language === 'es' ? 'es' : 'en'
  switch (namespace) {
    case 'auth':
      return lang === 'es' ? import('./es/auth.json') : import('./en/auth.json')
    case 'chat':
      return lang === 'es' ? import('./es/chat.json') : import('./en/chat.json')
    case 'create':
      return lang === 'es' ? import('./es/create.json') : import('./en/create.json')
    case 'learning':
      return lang === 'es' ? import('./es/learning.json') : import('./en/learning.json')
    case 'operator':
      return lang === 'es' ? import('./es/operator.json') : import('./en/operator.json')
    case 'voice':
      return lang === 'es' ? import('./es/voice.json') : import('./en/voice.json')
    case 'follow':
      return lang === 'es' ? import('./es/follow.json') : import('./en/follow.json')
    case 'privacy':
      return lang === 'es' ? import('./es/privacy.json') : import('./en/privacy.json')
    case 'share':
      return lang === 'es' ? import('./es/share.json') : import('./en/share.json')
    case 'games':
      return lang === 'es' ? import('./es/games.json') : import('./en/games.json')
    case 'profile':
      return lang === 'es' ? import('./es/profile.json') : import('./en/profile.json')
    case 'technical':
      return lang === 'es' ? import('./es/technical.json') : import('./en/technical.json')
    case 'pages':
      return lang === 'es' ? import('./es/pages.json') : import('./en/pages.json')
    case 'shell':
      return lang === 'es' ? import('./es/shell.json') : import('./en/shell.json')
    case 'safety':
      return lang === 'es' ? import('./es/safety.json') : import('./en/safety.json')
    default:
      return Promise.reject(new Error(`Unknown translation namespace "${namespace}"`))
  }
}

/** Every namespace's English resource, for typing keys (types only: nothing here reaches the bundle). */
export type AllResources = (typeof bundledResources)['en'] & {
  auth: typeof import('./en/auth.json')
  chat: typeof import('./en/chat.json')
  create: typeof import('./en/create.json')
  follow: typeof import('./en/follow.json')
  learning: typeof import('./en/learning.json')
  operator: typeof import('./en/operator.json')
  voice: typeof import('./en/voice.json')
  games: typeof import('./en/games.json')
  privacy: typeof import('./en/privacy.json')
  share: typeof import('./en/share.json')
  profile: typeof import('./en/profile.json')
  technical: typeof import('./en/technical.json')
  safety: typeof import('./en/safety.json')
  pages: typeof import('./en/pages.json')
  shell: typeof import('./en/shell.json')
}
