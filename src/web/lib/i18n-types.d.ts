// Types i18n keys against the English resources, so a missing key fails the type check.
import 'i18next'
import type { resources } from '../locales/resources'

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common'
    resources: (typeof resources)['en']
  }
}
