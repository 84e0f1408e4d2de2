// The profile page's "Flagged moments" section, as a parent uses it: read the list, clear it after confirming.
import type { Locator, Page } from '@playwright/test'

export class FlaggedMomentsSection {
  readonly section: Locator

  constructor(readonly page: Page) {
    this.section = page.getByRole('region', { name: /Flagged moments|Momentos señalados/ })
  }

  async open() {
    await this.page.goto('/profile')
  }

  row(words: string): Locator {
    return this.section.getByRole('row').filter({ hasText: words })
  }

  get empty(): Locator {
    return this.section.getByTestId('flagged-moments-empty')
  }

  async clearAll() {
    await this.section.getByRole('button', { name: /Clear all|Borrar todo/ }).click()
    await this.page
      .getByRole('dialog')
      .getByRole('button', { name: /Yes, clear|Sí, borrar/ })
      .click()
  }
}
