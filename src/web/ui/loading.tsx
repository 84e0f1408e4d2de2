// The "Loading" fallback of lazily loaded routes.
import { useTranslation } from 'react-i18next'

export function Loading() {
  const { t } = useTranslation()
  return (
    <div
      role="status"
      aria-live="polite"
      className="flex min-h-[40vh] items-center justify-center gap-3 text-lg"
    >
      <span aria-hidden className="inline-block animate-bounce text-3xl">
        🐝
      </span>
      {t('loading')}
    </div>
  )
}
