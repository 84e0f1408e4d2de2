// Translates a zod issue message (a key of the shared `validation` namespace) for a form field; unknown keys
// fall back to a generic "check this field" instead of showing a raw key.
import { isValidationKey } from '@shared/i18n/validation-messages'
import { useTranslation } from 'react-i18next'

export function useValidationMessage() {
  const { t } = useTranslation('validation')
  return (key: string | undefined) =>
    key === undefined ? undefined : t(isValidationKey(key) ? key : 'invalid')
}
