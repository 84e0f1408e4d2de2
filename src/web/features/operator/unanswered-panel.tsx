// The console's list of questions the offline guide could not answer, most asked first.
import { useQuery } from '@tanstack/react-query'
import { Card } from '../../ui/card'
import { fetchUnanswered } from './operator-api'
import { useOperatorT } from './use-operator-t'

export function UnansweredPanel() {
  const { t, i18n } = useOperatorT()
  const query = useQuery({ queryKey: ['operator', 'unanswered'], queryFn: fetchUnanswered })
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' })
  const questions = query.data?.questions ?? []
  return (
    <Card className="space-y-3 p-4">
      <h3 className="text-lg font-bold">{t('unanswered.title')}</h3>
      <p className="text-sm text-[var(--fg-muted)]">{t('unanswered.description')}</p>
      {query.isError && <p role="alert">{t('unanswered.failed')}</p>}
      {query.isPending && <p role="status">{t('loading')}</p>}
      {query.isSuccess && questions.length === 0 && <p>{t('unanswered.empty')}</p>}
      {questions.length > 0 && (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead>
              <tr>
                <th scope="col" className="py-1 pr-3">
                  {t('unanswered.question')}
                </th>
                <th scope="col" className="py-1 pr-3">
                  {t('unanswered.language')}
                </th>
                <th scope="col" className="py-1 pr-3 text-right">
                  {t('unanswered.count')}
                </th>
                <th scope="col" className="py-1">
                  {t('unanswered.lastAsked')}
                </th>
              </tr>
            </thead>
            <tbody>
              {questions.map((row) => (
                <tr key={`${row.language}:${row.question}`} className="border-t border-[var(--border)]">
                  <td className="py-1 pr-3">{row.question}</td>
                  <td className="py-1 pr-3 uppercase">{row.language}</td>
                  <td className="py-1 pr-3 text-right">{row.count}</td>
                  <td className="py-1">{date.format(new Date(row.lastAskedAt))}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  )
}
