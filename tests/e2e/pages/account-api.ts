// Account set-up through the API (as a browser would send it), for tests that need a signed-in user or the operator.
import type { APIRequestContext } from '@playwright/test'

export const E2E_ADMIN_EMAIL = 'operator@garden.test'
/** The server's one-time operator token (OPERATOR_BOOTSTRAP_TOKEN in playwright.config.ts): no SMTP, no verified address. */
export const E2E_OPERATOR_TOKEN = 'e2e-operator-bootstrap-token-0123456789'
export const PASSWORD = 'sunflower'

export async function signUpViaApi(request: APIRequestContext, baseURL: string, email: string) {
  const response = await request.post('/api/account/sign-up', {
    headers: { origin: baseURL },
    data: {
      email,
      displayName: email.split('@')[0],
      age: 40,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      language: 'en',
      consents: { dataProcessing: true, marketing: false, analytics: false, notifications: false },
    },
  })
  if (![201, 409].includes(response.status()))
    throw new Error(`sign-up failed: ${response.status()} ${await response.text()}`)
}

export async function signInViaApi(request: APIRequestContext, baseURL: string, email: string) {
  const response = await request.post('/api/auth/sign-in/email', {
    headers: { origin: baseURL },
    data: { email, password: PASSWORD },
  })
  if (!response.ok()) throw new Error(`sign-in failed: ${response.status()} ${await response.text()}`)
}

/** Signs in as the operator: the first call spends the bootstrap token, later ones find the role already held. */
export async function signInAsOperator(request: APIRequestContext, baseURL: string) {
  await signUpViaApi(request, baseURL, E2E_ADMIN_EMAIL)
  await signInViaApi(request, baseURL, E2E_ADMIN_EMAIL)
  const response = await request.post('/api/account/operator-claim', {
    headers: { origin: baseURL },
    data: { token: E2E_OPERATOR_TOKEN },
  })
  if (!response.ok()) throw new Error(`operator claim failed: ${response.status()} ${await response.text()}`)
}

/** The operator's view of the outbox (the mails the app would send). */
export async function readOutbox(request: APIRequestContext, baseURL: string) {
  await signInAsOperator(request, baseURL)
  const response = await request.get('/api/admin/outbox')
  if (!response.ok()) throw new Error(`outbox: ${response.status()}`)
  return (
    (await response.json()) as { outbox: Array<{ kind: string; to: string; subject: string; text: string }> }
  ).outbox
}
