// Page object of the first-visit flow: landing, language chooser, registration form and onboarding tour.
import { expect, type Locator, type Page, type Response } from '@playwright/test'
import { STORAGE_KEYS } from '../../../src/shared/storage-keys'
import type { Language } from './returning-visitor'

/** The visible strings of the flow, exactly as the product spec and the translations word them. */
export const FLOW_TEXT = {
  en: {
    start: 'Start Adventure',
    registrationTitle: 'Join the garden',
    email: 'Email',
    age: 'Age',
    submit: 'Start my adventure',
    success: 'Registration successful! Your adventure begins now.',
    ageRange: 'Age must be between 13 and 120',
    emailInvalid: 'Please enter a valid email',
    fillAllFields: 'Please fill in all fields',
    progress: (step: number) => `Step ${step} of 6`,
    next: 'Next',
    skip: 'Skip',
    finish: "Let's go!",
  },
  es: {
    start: 'Comenzar la aventura',
    registrationTitle: 'Únete al jardín',
    email: 'Correo electrónico',
    age: 'Edad',
    submit: 'Comenzar mi aventura',
    success: '¡Registro exitoso! Tu aventura comienza ahora.',
    ageRange: 'La edad debe estar entre 13 y 120 años',
    emailInvalid: 'Por favor, introduce un correo electrónico válido',
    fillAllFields: 'Por favor, completa todos los campos',
    progress: (step: number) => `Paso ${step} de 6`,
    next: 'Siguiente',
    skip: 'Saltar',
    finish: '¡Vamos!',
  },
} as const

export const LANGUAGE_LABELS = { en: 'English', es: 'Español' } as const

export class FirstVisitPage {
  constructor(
    readonly page: Page,
    private language: Language = 'en',
  ) {
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/registrations')) {
        this.registrationRequests.push(request.postData() ?? '')
      }
    })
  }

  private get text() {
    return FLOW_TEXT[this.language]
  }

  /** Registration POSTs sent by the page, to prove invalid forms never reach the server. */
  readonly registrationRequests: string[] = []

  async goto(path = '/') {
    await this.page.goto(path)
  }

  startButton(language: Language = this.language): Locator {
    return this.page.getByRole('button', { name: FLOW_TEXT[language].start })
  }

  languageButton(language: Language): Locator {
    return this.page.getByRole('button', { name: LANGUAGE_LABELS[language], exact: true })
  }

  get registrationHeading(): Locator {
    return this.page.getByRole('heading', { name: this.text.registrationTitle })
  }

  get emailInput(): Locator {
    return this.page.getByLabel(this.text.email, { exact: true })
  }

  get ageInput(): Locator {
    return this.page.getByLabel(this.text.age, { exact: true })
  }

  get submitButton(): Locator {
    return this.page.getByRole('button', { name: this.text.submit })
  }

  /** Error messages of the form fields (role="alert" inside the form). */
  fieldErrors(message: string): Locator {
    return this.page.locator('form').getByRole('alert').filter({ hasText: message })
  }

  progress(step: number): Locator {
    return this.page.getByText(this.text.progress(step), { exact: true })
  }

  get nextButton(): Locator {
    return this.page.getByRole('button', { name: this.text.next, exact: true })
  }

  get skipButton(): Locator {
    return this.page.getByRole('button', { name: this.text.skip, exact: true })
  }

  get finishButton(): Locator {
    return this.page.getByRole('button', { name: this.text.finish, exact: true })
  }

  get successToast(): Locator {
    return this.page.getByText(this.text.success)
  }

  async start() {
    await this.startButton('en').click()
    await expect(this.languageButton('en')).toBeVisible()
  }

  /** Chooses the language on the chooser; later strings are expected in it. */
  async chooseLanguage(language: Language) {
    this.language = language
    await this.languageButton(language).click()
    await expect(this.registrationHeading).toBeVisible()
  }

  async fillRegistration(email: string, age: string) {
    await this.emailInput.fill(email)
    await this.ageInput.fill(age)
  }

  /** Submits a valid form and returns the server's answer to the registration POST. */
  async register(email: string, age: string): Promise<Response> {
    await this.fillRegistration(email, age)
    const [response] = await Promise.all([
      this.page.waitForResponse(
        (res) => res.request().method() === 'POST' && res.url().endsWith('/api/registrations'),
      ),
      this.submitButton.click(),
    ])
    return response
  }

  /** Walks the six onboarding steps with Next and finishes with the last button. */
  async completeOnboarding() {
    for (let step = 1; step <= 5; step++) {
      await expect(this.progress(step)).toBeVisible()
      await this.nextButton.click()
    }
    await expect(this.progress(6)).toBeVisible()
    await expect(this.nextButton).toHaveCount(0)
    await this.finishButton.click()
  }

  /** The stored `userRegistration` record, parsed. */
  storedRegistration(): Promise<Record<string, unknown> | null> {
    return this.page.evaluate((key) => {
      const raw = window.localStorage.getItem(key)
      return raw ? (JSON.parse(raw) as Record<string, unknown>) : null
    }, STORAGE_KEYS.userRegistration)
  }
}
