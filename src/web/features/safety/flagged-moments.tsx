// The profile page's "Flagged moments": what the safety path answered for this family (date, what it was about,
// the words, details hidden), each removable, or all cleared, after a confirmation.
import { SAFETY_CATEGORIES, type SafetyCategory } from '@shared/safety'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { ShieldCheck, Trash2 } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { toast } from '../../lib/toast'
import { Button } from '../../ui/button'
import { Card } from '../../ui/card'
import { Dialog, DialogClose, DialogContent } from '../../ui/dialog'
import { clearSafetyMoments, removeSafetyMoment, safetyMomentsQuery } from './safety-moments-api'

const SOURCES = ['chat', 'voice', 'reasoning', 'picture', 'clip'] as const

/** What is being cleared: one moment (its id and date) or all of them. */
type Clearing = { kind: 'one'; id: string; date: string } | { kind: 'all' }

export function FlaggedMoments() {
  const { t, i18n } = useTranslation('safety')
  const queryClient = useQueryClient()
  const moments = useQuery(safetyMomentsQuery)
  const [clearing, setClearing] = useState<Clearing | null>(null)
  const clear = useMutation({
    mutationFn: (target: Clearing) =>
      target.kind === 'all' ? clearSafetyMoments() : removeSafetyMoment(target.id),
    onSuccess: async () => {
      setClearing(null)
      toast.success(t('moments.cleared'))
      await queryClient.invalidateQueries({ queryKey: safetyMomentsQuery.queryKey })
    },
    onError: () => toast.error(t('moments.clearFailed')),
  })
  const formatDate = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso))
  const categoryLabel = (category: string) =>
    (SAFETY_CATEGORIES as readonly string[]).includes(category)
      ? t(`categories.${category as SafetyCategory}`)
      : category
  const sourceLabel = (source: string) =>
    (SOURCES as readonly string[]).includes(source)
      ? t(`sources.${source as (typeof SOURCES)[number]}`)
      : source
  const list = moments.data?.moments ?? []

  return (
    <Card role="region" aria-labelledby="flagged-moments-title">
      <h2 id="flagged-moments-title" className="flex items-center gap-2 text-xl font-bold">
        <ShieldCheck aria-hidden className="h-5 w-5 text-[var(--accent)]" />
        {t('moments.title')}
      </h2>
      <p className="mb-3 text-sm text-[var(--fg-muted)]">
        {t('moments.help')}{' '}
        <Link to="/help" className="underline underline-offset-2">
          {t('moments.helpLink')}
        </Link>
      </p>
      {moments.isPending ? null : moments.isError ? (
        <p role="alert">{t('moments.loadFailed')}</p>
      ) : list.length === 0 ? (
        <p data-testid="flagged-moments-empty">{t('moments.empty')}</p>
      ) : (
        <>
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <thead>
                <tr className="border-b border-[var(--border)]">
                  <th scope="col" className="py-2 pr-3">
                    {t('moments.date')}
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    {t('moments.category')}
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    {t('moments.words')}
                  </th>
                  <th scope="col" className="py-2">
                    <span className="sr-only">{t('moments.remove')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {list.map((moment) => {
                  const date = formatDate(moment.created_at)
                  return (
                    <tr key={moment.id} className="border-b border-[var(--border)] align-top">
                      <td className="whitespace-nowrap py-2 pr-3">
                        {date}
                        <span className="block text-xs text-[var(--fg-muted)]">
                          {sourceLabel(moment.source)}
                        </span>
                      </td>
                      <td className="py-2 pr-3 font-semibold">{categoryLabel(moment.category)}</td>
                      <td className="break-words py-2 pr-3">{moment.text}</td>
                      <td className="py-2">
                        <Button
                          variant="ghost"
                          size="sm"
                          aria-label={t('moments.removeLabel', { date })}
                          onClick={() => setClearing({ kind: 'one', id: moment.id, date })}
                        >
                          <Trash2 aria-hidden className="h-4 w-4" />
                        </Button>
                      </td>
                    </tr>
                  )
                })}
              </tbody>
            </table>
          </div>
          <Button variant="outline" className="mt-3" onClick={() => setClearing({ kind: 'all' })}>
            {t('moments.clearAll')}
          </Button>
        </>
      )}
      <Dialog open={clearing !== null} onOpenChange={(open) => !open && setClearing(null)}>
        <DialogContent
          title={t('moments.confirmTitle')}
          description={clearing?.kind === 'one' ? t('moments.confirmOne') : t('moments.confirmAll')}
          closeLabel={t('moments.close')}
        >
          <div className="flex flex-wrap justify-end gap-3">
            <DialogClose asChild>
              <Button variant="outline">{t('moments.cancel')}</Button>
            </DialogClose>
            <Button
              variant="danger"
              disabled={clear.isPending}
              onClick={() => clearing && clear.mutate(clearing)}
            >
              {t('moments.confirm')}
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </Card>
  )
}
