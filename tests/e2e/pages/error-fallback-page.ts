// Page object of the full-page error fallback, and the app's hook for crashing on purpose.
import type { Locator, Page } from '@playwright/test'
import type { Language } from './returning-visitor'

export const FALLBACK_TEXT = {
  en: {
    title: 'Oops! Something went wrong',
    subtitle: 'Our busy bees encountered an unexpected error in the garden',
    details: 'Error Details',
    tryAgain: 'Try Again',
    goHome: 'Go Home',
    footer:
      'If this problem persists, our bees are working on a fix! The app should continue working offline with limited features.',
  },
  es: {
    title: '¡Ups! Algo salió mal',
    subtitle: 'Nuestras abejas trabajadoras encontraron un error inesperado en el jardín',
    details: 'Detalles del error',
    tryAgain: 'Intentar de nuevo',
    goHome: 'Ir al inicio',
    footer:
      'Si el problema continúa, ¡nuestras abejas ya están trabajando en una solución! La aplicación debería seguir funcionando sin conexión con funciones limitadas.',
  },
} as const

export class ErrorFallbackPage {
  constructor(
    readonly page: Page,
    readonly language: Language = 'en',
  ) {}

  get text() {
    return FALLBACK_TEXT[this.language]
  }

  get alert(): Locator {
    return this.page
      .getByRole('alert')
      .filter({ has: this.page.getByRole('heading', { name: this.text.title }) })
  }

  get tryAgainButton(): Locator {
    return this.alert.getByRole('button', { name: this.text.tryAgain })
  }

  get goHomeButton(): Locator {
    return this.alert.getByRole('button', { name: this.text.goHome })
  }

  /** Makes the app throw during its next render, through the shell's `mochi:crash` hook. */
  crash(message: string) {
    return this.page.evaluate((detail) => {
      window.dispatchEvent(new CustomEvent('mochi:crash', { detail }))
    }, message)
  }
}
