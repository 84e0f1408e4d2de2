// The cookie banner of spec 2.9 and 4: shown until dismissed or until data-processing consent is active.
// A region, not a modal: keyboard users can ignore it and keep using the page.
import type { BannerChoice } from '@shared/schemas/consent'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { Cookie, X } from 'lucide-react'
import { useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../ui/button'
import { saveBannerChoice } from './consent-api'
import { PrivacyNoticeLink } from './privacy-notice-link'
import { useBannerDismissed } from './use-banner-dismissed'
import { CONSENTS_QUERY_KEY, useConsents } from './use-consents'
import { useReservedBottomSpace } from './use-reserved-bottom-space'

export function ConsentBanner() {
  const { isDismissed, dismiss } = useBannerDismissed()
  // Once dismissed there is nothing left to decide, so the banner does not ask the server.
  const { data, isPending } = useConsents({ enabled: !isDismissed })
  // While the first answer is on its way we wait rather than flash the banner at people who already chose.
  if (isDismissed || isPending || data?.active.includes('data_processing')) return null
  return <ConsentBannerPanel onDone={dismiss} />
}

function ConsentBannerPanel({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('privacy')
  const queryClient = useQueryClient()
  const titleId = useId()
  const panelRef = useRef<HTMLElement>(null)
  const spacerHeight = useReservedBottomSpace(panelRef)
  const [analytics, setAnalytics] = useState(false)
  const [marketing, setMarketing] = useState(false)
  const save = useMutation({
    mutationFn: saveBannerChoice,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: CONSENTS_QUERY_KEY }),
  })
  const isBusy = save.isPending

  const choose = async (choice: BannerChoice) => {
    try {
      await save.mutateAsync(choice)
    } catch (error) {
      // Spec 8: consent errors are only logged; the family's choice to close the banner still counts.
      console.error('Could not record the cookie choice', error)
    }
    onDone()
  }

  return (
    <>
      <div aria-hidden style={{ height: spacerHeight }} />
      <section
        ref={panelRef}
        aria-labelledby={titleId}
        className="fixed inset-x-0 bottom-0 z-30 p-2 pb-[max(0.5rem,env(safe-area-inset-bottom))] sm:p-4"
      >
        <div className="surface relative mx-auto max-h-[60dvh] max-w-4xl overflow-y-auto rounded-3xl border-2 border-[var(--border)] p-4 pr-14 text-[var(--fg)] shadow-xl">
          <h2 id={titleId} className="flex items-center gap-2 font-display text-xl font-extrabold">
            <Cookie aria-hidden className="h-6 w-6 shrink-0 text-[var(--accent)]" />
            {t('banner.title')}
          </h2>
          <p className="mt-1 text-[var(--fg-muted)]">{t('banner.body')}</p>
          <PrivacyNoticeLink />
          <fieldset className="mt-3 flex flex-col gap-2 sm:flex-row sm:gap-6" disabled={isBusy}>
            <legend className="sr-only">{t('banner.optional')}</legend>
            <ConsentCheckbox
              label={t('banner.analytics')}
              hint={t('banner.analyticsHint')}
              checked={analytics}
              onChange={setAnalytics}
            />
            <ConsentCheckbox
              label={t('banner.marketing')}
              hint={t('banner.marketingHint')}
              checked={marketing}
              onChange={setMarketing}
            />
          </fieldset>
          <div className="mt-3 flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:justify-end">
            <Button variant="outline" disabled={isBusy} onClick={() => void choose({ choice: 'reject' })}>
              {t('banner.reject')}
            </Button>
            <Button
              variant="outline"
              disabled={isBusy}
              onClick={() => void choose({ choice: 'accept_selected', analytics, marketing })}
            >
              {t('banner.acceptSelected')}
            </Button>
            <Button disabled={isBusy} onClick={() => void choose({ choice: 'accept_all' })}>
              {t('banner.acceptAll')}
            </Button>
          </div>
          {isBusy && (
            <p role="status" className="mt-2 text-sm text-[var(--fg-muted)]">
              {t('banner.saving')}
            </p>
          )}
          <button
            type="button"
            className="absolute right-2 top-2 inline-flex h-11 w-11 items-center justify-center rounded-full hover:bg-[var(--surface-muted)] disabled:opacity-60"
            aria-label={t('banner.close')}
            disabled={isBusy}
            onClick={onDone}
          >
            <X aria-hidden className="h-6 w-6" />
          </button>
        </div>
      </section>
    </>
  )
}

interface ConsentCheckboxProps {
  label: string
  hint: string
  checked: boolean
  onChange: (checked: boolean) => void
}

function ConsentCheckbox({ label, hint, checked, onChange }: ConsentCheckboxProps) {
  const hintId = useId()
  return (
    <label className="flex min-h-11 items-start gap-3">
      <input
        type="checkbox"
        className="mt-1 h-5 w-5 shrink-0 accent-[var(--accent)]"
        checked={checked}
        aria-describedby={hintId}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span>
        <span className="font-semibold">{label}</span>
        <span id={hintId} className="block text-sm text-[var(--fg-muted)]">
          {hint}
        </span>
      </span>
    </label>
  )
}
