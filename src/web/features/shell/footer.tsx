// The footer: three external links with their taglines and the "Built by" credit.
import { ExternalLink } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { PrivacyNoticeLink } from '../privacy/privacy-notice-link'
import { FOOTER_LINKS } from './site-links'

export function Footer() {
  const { t } = useTranslation('shell')
  return (
    <footer className="mt-12 border-t border-[var(--border)] px-4 py-8 text-sm">
      <div className="mx-auto flex max-w-5xl flex-col gap-6 md:flex-row md:items-start md:justify-between">
        <ul className="grid gap-4 sm:grid-cols-3">
          {FOOTER_LINKS.map((link) => (
            <li key={link.key}>
              <a
                href={link.url}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center gap-1 font-bold text-[var(--link)] underline-offset-4 hover:underline"
              >
                {t(`footer.links.${link.key}.name`)}
                <ExternalLink aria-hidden className="h-3.5 w-3.5" />
                <span className="sr-only">{t('footer.opensNewTab')}</span>
              </a>
              <p className="text-[var(--fg-muted)]">{t(`footer.links.${link.key}.tagline`)}</p>
            </li>
          ))}
        </ul>
        <div className="flex flex-col gap-2">
          <p className="text-[var(--fg-muted)]">{t('footer.builtBy')}</p>
          <PrivacyNoticeLink />
        </div>
      </div>
    </footer>
  )
}
