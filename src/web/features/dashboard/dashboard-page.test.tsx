// @vitest-environment jsdom
// The /dashboard hub: five translated tabs, and the Control Panel's greeting, progress, achievements and
// recent chats, all read from what the family has done.
import { STORAGE_KEYS } from '@shared/storage-keys'
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { json, renderWithProviders, storeRegistration, stubFetch, USER } from '../chat/chat-test-helpers'
import { DashboardPage } from './dashboard-page'

const tabNames = () => [...document.querySelectorAll('[role="tab"]')].map((node) => node.textContent)

beforeEach(() => {
  window.localStorage.clear()
})

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('DashboardPage', () => {
  it('sums up a signed-in family’s progress, achievements and recent chats', async () => {
    storeRegistration()
    window.localStorage.setItem(STORAGE_KEYS.onboardingCompleted, 'true')
    window.localStorage.setItem(
      STORAGE_KEYS.conversations,
      JSON.stringify(
        Array.from({ length: 10 }, (_, i) => ({ id: `c${i}`, startedAt: '2025-04-01T00:00:00Z' })),
      ),
    )
    stubFetch({
      'GET /api/auth/get-session': () => json({ user: USER }),
      'GET /api/chats': () =>
        json({
          chats: [
            {
              id: 'a1',
              title: 'Old one',
              language: 'en',
              createdAt: '2025-01-01T00:00:00Z',
              updatedAt: '2025-01-01T00:00:00Z',
            },
            {
              id: 'b2',
              title: 'Sunflowers',
              language: 'en',
              createdAt: '2025-03-01T00:00:00Z',
              updatedAt: '2025-03-09T00:00:00Z',
            },
          ],
        }),
    })
    renderWithProviders(<DashboardPage />)
    expect(tabNames()).toEqual([
      'Control Panel',
      'Chat with Mochi',
      'Voice Assistant',
      'Learn & Explore',
      'Create Images',
    ])
    expect(await screen.findByText('Hello, Ana! 🌻')).toBeTruthy()
    // Registered, onboarded and at least one conversation: 3 of the 5 conditions.
    expect(screen.getByText('60% of the garden adventure done')).toBeTruthy()
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('60')
    expect(screen.getByText('10 chats with Mochi')).toBeTruthy()
    const status = (name: string) =>
      screen.getByText(name, { exact: false, selector: 'span.font-semibold' }).textContent
    expect(status('First chat')).toContain('(earned)')
    expect(status('Garden expert')).toContain('(earned)')
    expect(status('Plant grower')).toContain('(not yet)')
    const recent = await screen.findByText('Sunflowers')
    expect(recent.closest('a')?.getAttribute('href')).toBe('/chat?tab=chat-advanced&chat=b2')
    const order = [...document.querySelectorAll('a[href*="chat="]')].map((link) => link.textContent)
    expect(order).toEqual(['Sunflowers', 'Old one'])
  })

  it('greets guests in Spanish and opens the chat tab behind the registration gate', async () => {
    stubFetch({})
    renderWithProviders(<DashboardPage />, { language: 'es' })
    expect(tabNames()).toEqual([
      'Panel de control',
      'Chatea con Mochi',
      'Asistente de voz',
      'Aprende y explora',
      'Crear imágenes',
    ])
    expect(await screen.findByText('Inicia sesión para ver aquí tus chats guardados.')).toBeTruthy()
    expect(screen.getByText('¡Hola, amigo o amiga del jardín! 🌻')).toBeTruthy()
    expect(screen.getByText('0 % de la aventura del jardín completado')).toBeTruthy()

    fireEvent.mouseDown(screen.getByText('Chatea con Mochi', { selector: '[role="tab"]' }))
    await waitFor(() =>
      expect(
        screen.getByText('Chatea con Mochi', { selector: '[role="tab"]' }).getAttribute('aria-selected'),
      ).toBe('true'),
    )
    // Not registered on this device yet: the gate shows the form instead of the chat.
    expect(await screen.findByText('Únete al jardín', {}, { timeout: 8000 })).toBeTruthy()
  }, 15_000)
})
