// For a signed-in account that is not an operator yet: the one-time token from the server log makes it one.
import { ERROR_CODES } from '@shared/error-codes'
import { operatorClaimSchema } from '@shared/schemas/account'
import { type FormEvent, useState } from 'react'
import { ApiRequestError, api, unwrap } from '../../lib/api-client'
import { Button } from '../../ui/button'
import { Field } from '../../ui/field'
import { FormProblem } from '../../ui/form-problem'
import { useRefreshSession } from '../auth/use-session'
import { useOperatorT } from './use-operator-t'

type ClaimProblem = 'claim.invalid' | 'claim.required' | 'claim.tooMany' | 'claim.failed'

function problemOf(error: unknown): ClaimProblem {
  if (error instanceof ApiRequestError) {
    if (error.code === ERROR_CODES.bootstrapTokenInvalid) return 'claim.invalid'
    if (error.status === 429) return 'claim.tooMany'
  }
  return 'claim.failed'
}

export function OperatorClaimForm() {
  const { t } = useOperatorT()
  const refresh = useRefreshSession()
  const [token, setToken] = useState('')
  const [problem, setProblem] = useState<ClaimProblem | null>(null)
  const [busy, setBusy] = useState(false)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const parsed = operatorClaimSchema.safeParse({ token })
    if (!parsed.success) {
      setProblem('claim.required')
      return
    }
    setBusy(true)
    setProblem(null)
    try {
      await unwrap(api.api.account['operator-claim'].$post({ json: parsed.data }))
      await refresh()
    } catch (error) {
      setProblem(problemOf(error))
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
      <FormProblem>{problem ? t(problem) : null}</FormProblem>
      <Button type="submit" disabled={busy}>
        {t('claim.submit')}
      </Button>
    </form>
  )
}
