// @vitest-environment jsdom
// The share dialog: four encoded social links, the exact embed code, and copying with success and failure.
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import i18next from 'i18next'
import { I18nextProvider, initReactI18next } from 'react-i18next'
import { Toaster, toast } from 'sonner'
import { afterEach, describe, expect, it, vi } from 'vitest'
import en from '../../locales/en/share.json'
import es from '../../locales/es/share.json'
import { ShareButton } from './share-dialog'

afterEach(() => {
  toast.dismiss()
  cleanup()
  Reflect.deleteProperty(navigator, 'clipboard')
})

function stubClipboard(writeText: (text: string) => Promise<void>) {
  const spy = vi.fn(writeText)
  Object.defineProperty(navigator, 'clipboard', { value: { writeText: spy }, configurable: true })
  return spy
}

function renderDialog() {
  const i18n = i18next.createInstance()
  void i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { share: en } },
    interpolation: { escapeValue: false },
    initAsync: false,
  })
  render(
    <I18nextProvider i18n={i18n}>
      <ShareButton />
      <Toaster />
    </I18nextProvider>,
  )
  fireEvent.click(screen.getByText('Share').closest('button')!)
}

const origin = window.location.origin
const linkTo = (name: string) => screen.getByText(name, { selector: 'a' }) as HTMLAnchorElement
const EMBED = `<iframe src="${origin}/embed" width="400" height="600" style="border:0" title="Mochi's Garden" loading="lazy"></iframe>`

describe('ShareDialog', () => {
  it('offers four sharing links carrying the encoded text and url', () => {
    renderDialog()
    const text = encodeURIComponent(en.message)
    const url = encodeURIComponent(`${origin}/`)
    expect(url).toBe('http%3A%2F%2Flocalhost%3A3000%2F')
    expect(document.querySelectorAll('ul a')).toHaveLength(4)
    expect(linkTo('WhatsApp').href).toBe(`https://wa.me/?text=${text}%20${url}`)
    expect(linkTo('Facebook').href).toBe(`https://www.facebook.com/sharer/sharer.php?u=${url}`)
    expect(linkTo('X (Twitter)').href).toBe(`https://twitter.com/intent/tweet?text=${text}&url=${url}`)
    expect(linkTo('Email').getAttribute('href')).toBe(
      `mailto:?subject=${encodeURIComponent(en.subject)}&body=${text}%0A%0A${url}`,
    )
    expect(linkTo('WhatsApp').rel).toBe('noopener noreferrer')
  })

  it('shows the exact 400x600 embed code in a read-only box', () => {
    renderDialog()
    const box = screen.getByLabelText(en.embedLabel) as HTMLTextAreaElement
    expect(box.readOnly).toBe(true)
    expect(box.value).toBe(EMBED)
  })

  it('copies the link and the embed code, confirming each', async () => {
    const writeText = stubClipboard(async () => {})
    renderDialog()
    fireEvent.click(screen.getByText(en.copyLink, { selector: 'button' }))
    expect(await screen.findByText('Copied!')).toBeTruthy()
    fireEvent.click(screen.getByText(en.copyEmbed, { selector: 'button' }))
    await vi.waitFor(() => expect(writeText).toHaveBeenCalledTimes(2))
    expect(writeText.mock.calls).toEqual([[`${origin}/`], [EMBED]])
  })

  it('says so when the clipboard refuses', async () => {
    stubClipboard(async () => {
      throw new DOMException('denied', 'NotAllowedError')
    })
    renderDialog()
    fireEvent.click(screen.getByText(en.copyEmbed, { selector: 'button' }))
    expect(await screen.findByText('Failed to copy to clipboard')).toBeTruthy()
  })

  it('says so when there is no clipboard at all', async () => {
    renderDialog()
    fireEvent.click(screen.getByText(en.copyLink, { selector: 'button' }))
    expect(await screen.findByText('Failed to copy to clipboard')).toBeTruthy()
  })
})

function keyPaths(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix]
  return Object.entries(value).flatMap(([key, child]) => keyPaths(child, prefix ? `${prefix}.${key}` : key))
}

describe('share locales', () => {
  it('have identical key sets in en and es', () => {
    expect(keyPaths(es).sort()).toEqual(keyPaths(en).sort())
  })
})
