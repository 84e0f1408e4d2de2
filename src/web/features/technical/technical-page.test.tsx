// @vitest-environment jsdom
// Unit tests for the Technical Details page: roadmap, team and en/es locale parity.
import { act, cleanup, render, screen, within } from '@testing-library/react'
import i18next from 'i18next'
import { I18nextProvider, initReactI18next } from 'react-i18next'
import { afterEach, describe, expect, it } from 'vitest'
import en from '../../locales/en/technical.json'
import es from '../../locales/es/technical.json'
import { TechnicalPage } from './technical-page'

afterEach(cleanup)

function createI18n() {
  const i18n = i18next.createInstance()
  void i18n.use(initReactI18next).init({
    lng: 'es',
    fallbackLng: 'en',
    resources: { en: { technical: en }, es: { technical: es } },
    interpolation: { escapeValue: false },
    initAsync: false,
  })
  return i18n
}

function renderPage() {
  const i18n = createI18n()
  render(
    <I18nextProvider i18n={i18n}>
      <TechnicalPage />
    </I18nextProvider>,
  )
  return i18n
}

function keyPaths(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix]
  return Object.entries(value).flatMap(([key, child]) => keyPaths(child, prefix ? `${prefix}.${key}` : key))
}

describe('TechnicalPage', () => {
  it('shows the three planned roadmap items in Spanish', () => {
    renderPage()
    expect(screen.getByRole('heading', { level: 1, name: es.title })).toBeTruthy()
    const roadmap = screen.getByRole('region', { name: es.roadmap.title })
    expect(within(roadmap).getAllByRole('listitem')).toHaveLength(3)
    expect(
      within(roadmap).getByRole('heading', { level: 3, name: 'Cámara para identificar plantas' }),
    ).toBeTruthy()
    expect(within(roadmap).getAllByText(es.roadmap.planned)).toHaveLength(3)
  })

  it('shows exactly three team members', () => {
    renderPage()
    const team = screen.getByRole('region', { name: es.team.title })
    expect(within(team).getAllByRole('listitem')).toHaveLength(3)
    expect(within(team).getAllByRole('heading', { level: 3 })).toHaveLength(3)
  })

  it('switches the roadmap to English', async () => {
    const i18n = renderPage()
    await act(() => i18n.changeLanguage('en'))
    const roadmap = screen.getByRole('region', { name: en.roadmap.title })
    expect(within(roadmap).getByText('Plant ID Camera')).toBeTruthy()
    expect(within(roadmap).getByText('Weather Integration')).toBeTruthy()
    expect(within(roadmap).getByText('Community Marketplace')).toBeTruthy()
  })
})

describe('technical locales', () => {
  it('have identical key sets in en and es', () => {
    expect(keyPaths(es).sort()).toEqual(keyPaths(en).sort())
  })
})
