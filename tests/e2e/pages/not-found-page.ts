// Page object of the not-found screen.
import type { Locator, Page } from '@playwright/test'

export class NotFoundPage {
  constructor(readonly page: Page) {}

  get code(): Locator {
    return this.page.getByRole('heading', { level: 1, name: '404' })
  }

  get message(): Locator {
    return this.page.getByText("Oops! This page doesn't exist in our garden.")
  }

  get returnLink(): Locator {
    return this.page.getByRole('link', { name: 'Return to Garden' })
  }
}
