// The operator namespace's translator, plus labels for keys that arrive from the server (check, service and
// status names), falling back to the raw name for one the console does not know yet.
import { useTranslation } from 'react-i18next'

type LabelGroup = 'checks' | 'status' | 'targets' | 'environments' | 'recommendations' | 'quickLinks'

export function useOperatorT() {
  const { t, i18n } = useTranslation('operator')
  const label = (group: LabelGroup, key: string): string =>
    t(`${group}.${key}` as 'checks.database', { defaultValue: key.replace(/_/g, ' ') })
  return { t, i18n, label }
}
