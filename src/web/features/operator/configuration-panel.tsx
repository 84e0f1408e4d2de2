// The Configuration tab: which integrations are set up (never their secrets), quick links to the dashboards
// of the configured providers, and the redacted configuration download.
import { Download, ExternalLink } from 'lucide-react'
import { toast } from '../../lib/toast'
import { Button } from '../../ui/button'
import { Card } from '../../ui/card'
import { downloadConfiguration, type ProductionStatus } from './operator-api'
import { useOperatorT } from './use-operator-t'

/** Provider consoles, offered only for the providers this server is configured with. */
const PROVIDER_LINKS = {
  openai: 'https://platform.openai.com/usage',
  anthropic: 'https://console.anthropic.com/',
  elevenlabs: 'https://elevenlabs.io/app/usage',
} as const

export function quickLinks(integrations: ProductionStatus['integrations'] | undefined) {
  return (Object.keys(PROVIDER_LINKS) as (keyof typeof PROVIDER_LINKS)[])
    .filter((name) => integrations?.[name]?.configured)
    .map((name) => ({ name, url: PROVIDER_LINKS[name] }))
}

export function ConfigurationPanel({ status }: { status: ProductionStatus | undefined }) {
  const { t, label } = useOperatorT()
  const links = quickLinks(status?.integrations)
  async function handleExport() {
    try {
      await downloadConfiguration()
    } catch {
      toast.error(t('controlCenter.exportFailed'))
    }
  }
  return (
    <div className="grid gap-3 md:grid-cols-2">
      <Card className="space-y-3">
        <h2 className="text-xl font-bold">{t('deploy.configuration')}</h2>
        <ul className="space-y-1">
          {Object.entries(status?.integrations ?? {}).map(([name, value]) => (
            <li key={name} className="flex justify-between gap-2">
              <span>{label('checks', name)}</span>
              <span className="font-semibold">{value.configured ? t('configured') : t('notConfigured')}</span>
            </li>
          ))}
        </ul>
        <Button variant="outline" onClick={handleExport}>
          <Download aria-hidden className="h-4 w-4" />
          {t('controlCenter.exportConfig')}
        </Button>
      </Card>
      <Card className="space-y-3">
        <h2 className="text-xl font-bold">{t('controlCenter.quickLinks')}</h2>
        {links.length === 0 ? (
          <p>{t('controlCenter.noQuickLinks')}</p>
        ) : (
          <ul className="space-y-2">
            {links.map((link) => (
              <li key={link.name}>
                <a
                  href={link.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex items-center gap-1 font-semibold underline"
                >
                  {label('quickLinks', link.name)}
                  <ExternalLink aria-hidden className="h-4 w-4" />
                  <span className="sr-only">{t('controlCenter.opensInNewTab')}</span>
                </a>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </div>
  )
}
