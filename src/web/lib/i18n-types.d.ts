// Types i18n keys against the English resources, so a missing key fails the type check.
import 'i18next'
import type { AllResources } from '../locales/resources'

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common'
    resources: AllResources
  }
}
