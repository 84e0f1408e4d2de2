// The static "Technical Details" page: about, stack, infrastructure, advantages, roadmap and team.
import {
  Accessibility,
  Activity,
  AudioLines,
  Bell,
  BookOpen,
  Camera,
  CloudSun,
  CodeXml,
  Database,
  Gamepad2,
  HardDrive,
  Image,
  Languages,
  Layers,
  type LucideIcon,
  MessageCircle,
  Palette,
  Radio,
  Server,
  ShieldCheck,
  Sparkles,
  Store,
  WifiOff,
} from 'lucide-react'
import { lazy, type ReactNode, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { Card } from '../../ui/card'
import { Loading } from '../../ui/loading'

const AiToolsPanel = lazy(async () => ({ default: (await import('./ai-tools-panel')).AiToolsPanel }))

const ABOUT_POINTS = [
  { id: 'chat', icon: MessageCircle },
  { id: 'media', icon: Image },
  { id: 'beeducation', icon: BookOpen },
  { id: 'games', icon: Gamepad2 },
  { id: 'follow', icon: Bell },
  { id: 'bilingual', icon: Languages },
] as const

const STACK_ITEMS = [
  { id: 'frontend', icon: CodeXml },
  { id: 'styling', icon: Palette },
  { id: 'server', icon: Server },
  { id: 'database', icon: Database },
  { id: 'ai', icon: Sparkles },
  { id: 'speech', icon: AudioLines },
  { id: 'realtime', icon: Radio },
  { id: 'i18n', icon: Languages },
] as const

const INFRASTRUCTURE_ITEMS = [
  { id: 'process', icon: Server },
  { id: 'scale', icon: Layers },
  { id: 'media', icon: HardDrive },
  { id: 'ops', icon: Activity },
] as const

const ADVANTAGE_ITEMS = [
  { id: 'offline', icon: WifiOff },
  { id: 'privacy', icon: ShieldCheck },
  { id: 'accessible', icon: Accessibility },
  { id: 'bilingual', icon: Languages },
] as const

const ROADMAP_ITEMS = [
  { id: 'plantId', icon: Camera },
  { id: 'weather', icon: CloudSun },
  { id: 'marketplace', icon: Store },
] as const

const TEAM_MEMBERS = ['member1', 'member2', 'member3'] as const

/** The first letter of the first and last word of a name, e.g. "Rosa Delgado" -> "RD". */
function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean)
  const first = words[0]?.[0] ?? ''
  const last = words.length > 1 ? (words.at(-1)?.[0] ?? '') : ''
  return `${first}${last}`.toUpperCase()
}

function PageSection({
  id,
  title,
  intro,
  children,
}: {
  id: string
  title: string
  intro?: string
  children: ReactNode
}) {
  const headingId = `technical-${id}-title`
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h2 id={headingId} className="font-display text-2xl font-bold md:text-3xl">
          {title}
        </h2>
        {intro ? <p className="text-[var(--fg-muted)]">{intro}</p> : null}
      </div>
      {children}
    </section>
  )
}

function IconBadge({ icon: Icon }: { icon: LucideIcon }) {
  return (
    <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-2xl bg-[var(--surface-muted)] text-[var(--accent)]">
      <Icon aria-hidden className="h-5 w-5" />
    </span>
  )
}

export function TechnicalPage() {
  const { t } = useTranslation('technical')
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-12 px-4 py-8 text-[var(--fg)] md:py-12">
      <header className="flex flex-col gap-2">
        <h1 className="font-display text-3xl font-extrabold md:text-5xl">{t('title')}</h1>
        <p className="text-lg text-[var(--fg-muted)]">{t('intro')}</p>
      </header>

      <PageSection id="about" title={t('about.title')}>
        <Card className="flex flex-col gap-4">
          <p className="text-lg">{t('about.body')}</p>
          <ul className="grid gap-3 md:grid-cols-2">
            {ABOUT_POINTS.map(({ id, icon: Icon }) => (
              <li key={id} className="flex items-start gap-3">
                <Icon aria-hidden className="mt-0.5 h-5 w-5 shrink-0 text-[var(--accent)]" />
                <span>{t(`about.${id}`)}</span>
              </li>
            ))}
          </ul>
        </Card>
      </PageSection>

      <PageSection id="stack" title={t('stack.title')} intro={t('stack.intro')}>
        <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-4">
          {STACK_ITEMS.map(({ id, icon }) => (
            <li key={id}>
              <Card className="flex h-full flex-col gap-3 p-4">
                <IconBadge icon={icon} />
                <h3 className="font-semibold">{t(`stack.${id}Title`)}</h3>
                <p className="text-sm text-[var(--fg-muted)]">{t(`stack.${id}Body`)}</p>
              </Card>
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection id="infrastructure" title={t('infrastructure.title')} intro={t('infrastructure.intro')}>
        <ul className="grid gap-4 md:grid-cols-2">
          {INFRASTRUCTURE_ITEMS.map(({ id, icon }) => (
            <li key={id}>
              <Card className="flex h-full items-start gap-4">
                <IconBadge icon={icon} />
                <div className="flex flex-col gap-1">
                  <h3 className="font-semibold">{t(`infrastructure.${id}Title`)}</h3>
                  <p className="text-[var(--fg-muted)]">{t(`infrastructure.${id}Body`)}</p>
                </div>
              </Card>
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection id="advantages" title={t('advantages.title')}>
        <ul className="grid gap-4 md:grid-cols-2">
          {ADVANTAGE_ITEMS.map(({ id, icon }) => (
            <li key={id}>
              <Card className="flex h-full items-start gap-4">
                <IconBadge icon={icon} />
                <div className="flex flex-col gap-1">
                  <h3 className="font-semibold">{t(`advantages.${id}Title`)}</h3>
                  <p className="text-[var(--fg-muted)]">{t(`advantages.${id}Body`)}</p>
                </div>
              </Card>
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection id="roadmap" title={t('roadmap.title')} intro={t('roadmap.intro')}>
        <ul className="grid gap-4 md:grid-cols-3">
          {ROADMAP_ITEMS.map(({ id, icon }) => (
            <li key={id}>
              <Card className="flex h-full flex-col gap-3">
                <div className="flex items-center justify-between gap-2">
                  <IconBadge icon={icon} />
                  <span className="rounded-full bg-[var(--primary)] px-3 py-1 text-xs font-bold text-[var(--primary-fg)]">
                    {t('roadmap.planned')}
                  </span>
                </div>
                <h3 className="text-lg font-semibold">{t(`roadmap.${id}Title`)}</h3>
                <p className="text-[var(--fg-muted)]">{t(`roadmap.${id}Body`)}</p>
              </Card>
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection id="team" title={t('team.title')} intro={t('team.intro')}>
        <ul className="grid gap-4 md:grid-cols-3">
          {TEAM_MEMBERS.map((member) => {
            const name = t(`team.${member}Name`)
            return (
              <li key={member}>
                <Card className="flex h-full flex-col items-center gap-3 text-center">
                  <span
                    aria-hidden
                    className="flex h-16 w-16 items-center justify-center rounded-full border-2 border-[var(--border)] bg-[var(--accent)] font-display text-xl font-bold text-[var(--accent-fg)]"
                  >
                    {initialsOf(name)}
                  </span>
                  <h3 className="text-lg font-semibold">{name}</h3>
                  <p className="text-sm font-medium text-[var(--accent)]">{t(`team.${member}Role`)}</p>
                  <p className="text-sm text-[var(--fg-muted)]">{t(`team.${member}Bio`)}</p>
                </Card>
              </li>
            )
          })}
        </ul>
      </PageSection>

      <Suspense fallback={<Loading />}>
        <AiToolsPanel />
      </Suspense>
    </div>
  )
}
