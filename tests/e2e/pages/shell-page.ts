// Page object of the app shell: header navigation, side menu and its panels, display toggles and footer.
import { expect, type Locator, type Page } from '@playwright/test'
import type { Language } from './returning-visitor'

/** The visible strings of the shell, exactly as the translations word them. */
export const SHELL_TEXT = {
  en: {
    navLabel: 'Main',
    navLinks: ['Chat', 'Voice', 'Beeducation'],
    homeTitle: "Hello from Mochi's Garden!",
    openMenu: 'Open menu',
    menuTitle: 'Menu',
    technical: 'Technical Details',
    systemHelp: 'System Help',
    about: 'About Mochi',
    outdoor: 'Outdoor mode (high contrast)',
    switchLanguage: 'Cambiar a español',
    builtBy: "Built by the Mochi's Garden team with love for bees 🐝",
  },
  es: {
    navLabel: 'Principal',
    navLinks: ['Chat', 'Voz', 'Beeducation'],
    homeTitle: '¡Hola desde el Jardín de Mochi!',
    openMenu: 'Abrir menú',
    menuTitle: 'Menú',
    technical: 'Detalles técnicos',
    systemHelp: 'Ayuda del sistema',
    about: 'Acerca de Mochi',
    outdoor: 'Modo exterior (alto contraste)',
    switchLanguage: 'Switch to English',
    builtBy: 'Hecho por el equipo del Jardín de Mochi con cariño por las abejas 🐝',
  },
} as const

export class ShellPage {
  constructor(
    readonly page: Page,
    readonly language: Language = 'en',
  ) {}

  get text() {
    return SHELL_TEXT[this.language]
  }

  get mainNav(): Locator {
    return this.page.getByRole('navigation', { name: this.text.navLabel, exact: true })
  }

  get footer(): Locator {
    return this.page.getByRole('contentinfo')
  }

  get homeHeading(): Locator {
    return this.page.getByRole('heading', { level: 1, name: this.text.homeTitle })
  }

  get menuButton(): Locator {
    return this.page.getByRole('button', { name: this.text.openMenu })
  }

  get menu(): Locator {
    return this.page.getByRole('dialog', { name: this.text.menuTitle, exact: true })
  }

  get outdoorToggle(): Locator {
    return this.page.getByRole('button', { name: this.text.outdoor })
  }

  get languageSwitch(): Locator {
    return this.page.getByRole('button', { name: this.text.switchLanguage })
  }

  /** The home page inside the full shell: heading, the main navigation with its three links, the footer. */
  async expectHome() {
    await expect(this.homeHeading).toBeVisible()
    await this.expectShell()
  }

  async expectShell() {
    await expect(this.mainNav).toBeVisible()
    for (const name of this.text.navLinks) {
      await expect(this.mainNav.getByRole('link', { name, exact: true })).toBeVisible()
    }
    await expect(this.footer).toContainText(this.text.builtBy)
  }

  async openMenu(): Promise<Locator> {
    await this.menuButton.click()
    await expect(this.menu).toBeVisible()
    return this.menu
  }

  /** Opens a panel of the side menu (System Help, About Mochi) and returns its dialog. */
  async openMenuPanel(name: string): Promise<Locator> {
    const menu = await this.openMenu()
    await menu.getByRole('button', { name, exact: true }).click()
    const panel = this.page.getByRole('dialog', { name, exact: true })
    await expect(panel).toBeVisible()
    return panel
  }

  /** The computed background colour of <body>, e.g. `rgb(0, 0, 0)`. */
  bodyBackground(): Promise<string> {
    return this.page.evaluate(() => getComputedStyle(document.body).backgroundColor)
  }
}
