// The link to the privacy notice, shown under every form that collects personal data, in the banner and footer.
// A plain link in a new tab, so a half-filled form stays as it is (and it works outside the router, e.g. in mails).
import { useTranslation } from 'react-i18next'

export const PRIVACY_NOTICE_PATH = '/privacy'

export function PrivacyNoticeLink({ className = 'text-sm' }: { className?: string }) {
  const { t } = useTranslation('common')
  return (
    <a
      href={PRIVACY_NOTICE_PATH}
      target="_blank"
      rel="noopener"
      className={`${className} self-start font-semibold text-[var(--link)] underline underline-offset-4`}
    >
      {t('privacyNotice')}
    </a>
  )
}
