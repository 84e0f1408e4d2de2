// For a signed-in account that is not an operator yet: the one-time token from the server log makes it one.
import { operatorClaimSchema } from '@shared/schemas/account'
import { type FormEvent, useState } from 'react'
import { api, unwrap } from '../../lib/api-client'
import { useErrorText } from '../../lib/error-text'
import { Button } from '../../ui/button'
import { Field } from '../../ui/field'
import { FormProblem } from '../../ui/form-problem'
import { useRefreshSession } from '../auth/use-session'
import { useOperatorT } from './use-operator-t'

export function OperatorClaimForm() {
  const { t } = useOperatorT()
  const refresh = useRefreshSession()
  const [token, setToken] = useState('')
  const errorText = useErrorText()
  const [problem, setProblem] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const parsed = operatorClaimSchema.safeParse({ token })
    if (!parsed.success) {
      setProblem(t('claim.required'))
      return
    }
    setBusy(true)
    setProblem(null)
    try {
      await unwrap(api.api.account['operator-claim'].$post({ json: parsed.data }))
      await refresh()
    } catch (error) {
      setProblem(errorText(error, t('claim.failed')))
    } finally {
      setBusy(false)
    }
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-3 text-left">
      <h2 className="text-lg font-bold">{t('claim.title')}</h2>
      <p className="text-sm">{t('claim.body')}</p>
      <Field
        label={t('claim.label')}
        name="operatorToken"
        autoComplete="off"
        spellCheck={false}
        value={token}
        onChange={(event) => setToken(event.target.value)}
      />
      <FormProblem>{problem}</FormProblem>
      <Button type="submit" disabled={busy}>
        {t('claim.submit')}
      </Button>
    </form>
  )
}
