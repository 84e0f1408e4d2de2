// Shared set-up for the games component tests: an i18n instance with the games strings, a Toaster, fast queries.
import { act, fireEvent, render, screen, within } from '@testing-library/react'
import i18next from 'i18next'
import { I18nextProvider, initReactI18next } from 'react-i18next'
import { Toaster } from 'sonner'
import { vi } from 'vitest'
import { preloadToasts } from '../../lib/toast'
import en from '../../locales/en/games.json'
import es from '../../locales/es/games.json'
import { GamesSection, type GamesSectionProps } from './games-section'

// Components toast through lib/toast; with sonner loaded first, toasts show at once as the tests expect.
await preloadToasts()

export function createGamesI18n(language: 'en' | 'es') {
  const i18n = i18next.createInstance()
  void i18n.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'en',
    resources: { en: { games: en }, es: { games: es } },
    interpolation: { escapeValue: false },
    initAsync: false,
  })
  return i18n
}

/** The section with a real sonner Toaster beside it, so toasts are asserted as rendered text. */
export function renderSection(props: GamesSectionProps = {}, language: 'en' | 'es' = 'en') {
  const i18n = createGamesI18n(language)
  render(
    <I18nextProvider i18n={i18n}>
      <GamesSection {...props} />
      <Toaster />
    </I18nextProvider>,
  )
  return i18n
}

// Text queries rather than role queries in loops: jsdom's accessibility checks make role queries slow.
export function cardOf(title: string): HTMLElement {
  return screen.getByText(title, { selector: 'h3' }).closest('li')!
}

export function button(name: string, container: HTMLElement = document.body): HTMLButtonElement {
  return within(container).getByText(name, { selector: 'button' }) as HTMLButtonElement
}

/** The value shown under a figure's label (progress card, memory stats). */
export function stat(label: string): string | null | undefined {
  return screen.getByText(label).nextElementSibling?.textContent
}

/** Presses a game card's Start Game and waits for the game, which loads when opened. */
export async function startGame(cardTitle: string): Promise<void> {
  fireEvent.click(button('Start Game', cardOf(cardTitle)))
  await act(async () => {
    await vi.dynamicImportSettled()
  })
}
