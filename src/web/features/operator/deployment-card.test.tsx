// @vitest-environment jsdom
// Component test of the Deployment center card: idle → deploying (buttons disabled) → result and toast.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import i18next from 'i18next'
import { I18nextProvider, initReactI18next } from 'react-i18next'
import { Toaster } from 'sonner'
import { afterEach, describe, expect, it, vi } from 'vitest'
import en from '../../locales/en/operator.json'
import es from '../../locales/es/operator.json'
import { DeploymentCard } from './deployment-card'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

function keyPaths(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix]
  return Object.entries(value).flatMap(([key, child]) => keyPaths(child, prefix ? `${prefix}.${key}` : key))
}

function renderCard() {
  const i18n = i18next.createInstance()
  void i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { operator: en }, es: { operator: es } },
    interpolation: { escapeValue: false },
    initAsync: false,
  })
  render(
    <QueryClientProvider client={new QueryClient()}>
      <I18nextProvider i18n={i18n}>
        <DeploymentCard />
        <Toaster />
      </I18nextProvider>
    </QueryClientProvider>,
  )
}

const service = (name: string, status: string) => ({ name, status, endpoints: [`/x/${name}`], latency_ms: 3 })

function stubDeploy(result: object) {
  let release: () => void = () => {}
  const gate = new Promise<void>((resolve) => {
    release = resolve
  })
  const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => {
    await gate
    return new Response(JSON.stringify(result), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    })
  })
  vi.stubGlobal('fetch', fetchMock)
  return { fetchMock, release: () => release() }
}

describe('DeploymentCard', () => {
  it('defaults to production and all services, disables every button while deploying, then shows the partial result', async () => {
    const { fetchMock, release } = stubDeploy({
      id: 'd1',
      success: false,
      healthy_services: 1,
      total_services: 2,
      deployment_time_ms: 42,
      environment: 'staging',
      configuration: { smtp_configured: false },
      services: [service('chat', 'healthy'), { ...service('speech', 'error'), error: 'engine missing' }],
      recommendations: ['configure_smtp'],
    })
    renderCard()
    expect((screen.getByLabelText(en.deploy.environment) as HTMLSelectElement).value).toBe('production')
    expect((screen.getByLabelText(en.deploy.services) as HTMLSelectElement).value).toBe('all')
    fireEvent.change(screen.getByLabelText(en.deploy.environment), { target: { value: 'staging' } })
    fireEvent.click(screen.getByRole('button', { name: en.deploy.forceRedeploy }))

    await screen.findByRole('button', { name: en.deploy.deploying })
    const buttons = screen.getAllByRole('button').filter((button) => !button.closest('[data-sonner-toaster]'))
    expect(buttons.length).toBeGreaterThanOrEqual(6)
    expect(buttons.every((button) => (button as HTMLButtonElement).disabled)).toBe(true)
    const [url, init] = fetchMock.mock.calls[0]!
    expect(url).toBe('/functions/v1/unified_deployment')
    expect(JSON.parse(init.body as string)).toEqual({
      services: ['all'],
      force_redeploy: true,
      environment: 'staging',
      user_id: 'deployment_user',
    })

    release()
    expect(await screen.findByText(/1 of 2 healthy/)).toBeTruthy()
    expect(screen.getByRole('button', { name: en.deploy.deployNow })).toHaveProperty('disabled', false)
    expect(screen.getByText(en.recommendations.configure_smtp)).toBeTruthy()
    expect(screen.getByText(en.status.error)).toBeTruthy()
    await waitFor(() => expect(screen.getByText('1 of 2 services are healthy.')).toBeTruthy())
  })

  it('sends a quick action for the voice services and toasts a full success', async () => {
    const { fetchMock, release } = stubDeploy({
      id: 'd2',
      success: true,
      healthy_services: 2,
      total_services: 2,
      deployment_time_ms: 12,
      environment: 'production',
      configuration: {},
      services: [service('speech', 'healthy'), service('voice_services', 'healthy')],
      recommendations: [],
    })
    release()
    renderCard()
    fireEvent.click(screen.getByRole('button', { name: en.deploy.deployVoice }))
    expect(await screen.findByText('All 2 services are healthy.')).toBeTruthy()
    expect(JSON.parse(fetchMock.mock.calls[0]![1].body as string).services).toEqual([
      'speech',
      'voice_services',
    ])
  })

  it('writes a correct singular for one service', async () => {
    const { release } = stubDeploy({
      id: 'd3',
      success: true,
      healthy_services: 1,
      total_services: 1,
      deployment_time_ms: 9,
      environment: 'production',
      configuration: {},
      services: [service('chat', 'healthy')],
      recommendations: [],
    })
    release()
    renderCard()
    fireEvent.click(screen.getByRole('button', { name: en.deploy.deployChat }))
    expect(await screen.findByText('The 1 service is healthy.')).toBeTruthy()
    expect(screen.queryByText(/All 1 services/)).toBeNull()
  })

  it('toasts "Deployment Failed" when the server refuses', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ error: { code: 'forbidden:api', message: 'no' } }), { status: 403 }),
      ),
    )
    renderCard()
    fireEvent.click(screen.getByRole('button', { name: en.deploy.deployNow }))
    expect(await screen.findByText(en.deploy.failed)).toBeTruthy()
    expect(screen.getByRole('button', { name: en.deploy.deployNow })).toHaveProperty('disabled', false)
  })
})

describe('operator locales', () => {
  it('have identical key sets in en and es', () => {
    expect(keyPaths(es).sort()).toEqual(keyPaths(en).sort())
  })
})
