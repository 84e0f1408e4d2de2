// The Share dialog of the header (spec 2.3): four social links, copy the link, copy the embed code.
import { AtSign, Code, Copy, Mail, MessageCircle, Share2, Users } from 'lucide-react'
import { type ReactNode, useId, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { toast } from '../../lib/toast'
import { Button } from '../../ui/button'
import { Dialog, DialogContent, DialogTrigger } from '../../ui/dialog'
import { copyText } from './copy-text'
import { appUrl, buildEmbedCode, buildShareLinks, SHARE_TARGETS, type ShareTarget } from './share-links'

const ICONS: Record<ShareTarget, typeof Mail> = {
  whatsapp: MessageCircle,
  facebook: Users,
  x: AtSign,
  email: Mail,
}

export function ShareDialog({ trigger, defaultOpen = false }: { trigger: ReactNode; defaultOpen?: boolean }) {
  const { t } = useTranslation('share')
  return (
    <Dialog defaultOpen={defaultOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent title={t('title')} description={t('description')} closeLabel={t('close')}>
        <ShareOptions />
      </DialogContent>
    </Dialog>
  )
}

function ShareOptions() {
  const { t } = useTranslation('share')
  const embedId = useId()
  const origin = window.location.origin
  const url = appUrl(origin)
  const links = useMemo(() => buildShareLinks({ text: t('message'), url, subject: t('subject') }), [t, url])
  const embedCode = buildEmbedCode(origin, t('embedTitle'))

  const copy = async (text: string, success: string) => {
    if (await copyText(text)) toast.success(t('copied'), { description: success })
    else toast.error(t('copyFailed'))
  }

  return (
    <div className="flex flex-col gap-4">
      <ul className="grid grid-cols-2 gap-2" aria-label={t('socialLabel')}>
        {SHARE_TARGETS.map((target) => {
          const Icon = ICONS[target]
          return (
            <li key={target}>
              <a
                href={links[target]}
                target={target === 'email' ? undefined : '_blank'}
                rel="noopener noreferrer"
                className="surface flex min-h-11 items-center gap-2 rounded-2xl px-3 py-2 font-semibold text-[var(--link)] hover:bg-[var(--surface-muted)]"
              >
                <Icon aria-hidden className="h-5 w-5 shrink-0" />
                {t(`targets.${target}`)}
                {target !== 'email' && <span className="sr-only">{t('opensNewTab')}</span>}
              </a>
            </li>
          )
        })}
      </ul>
      <Button variant="accent" onClick={() => void copy(url, t('linkCopied'))}>
        <Copy aria-hidden className="h-5 w-5" />
        {t('copyLink')}
      </Button>
      <div className="flex flex-col gap-2">
        <label htmlFor={embedId} className="font-semibold">
          {t('embedLabel')}
        </label>
        <textarea
          id={embedId}
          readOnly
          rows={3}
          value={embedCode}
          className="surface w-full resize-none rounded-xl p-3 font-mono text-sm text-[var(--fg)]"
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button variant="outline" onClick={() => void copy(embedCode, t('embedCopied'))}>
          <Code aria-hidden className="h-5 w-5" />
          {t('copyEmbed')}
        </Button>
      </div>
    </div>
  )
}

export function ShareButton() {
  const { t } = useTranslation('share')
  return (
    <ShareDialog
      trigger={
        <Button variant="ghost" className="min-w-11 px-2 lg:px-4">
          <Share2 aria-hidden className="h-6 w-6" />
          <span className="sr-only lg:not-sr-only">{t('trigger')}</span>
        </Button>
      }
    />
  )
}
