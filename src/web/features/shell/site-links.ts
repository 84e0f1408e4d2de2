// External links of the shell (footer and side menu); their names and taglines are translated.
export const FOOTER_LINKS = [
  { key: 'languages', url: 'https://mochis.garden/languages' },
  { key: 'studio', url: 'https://mochis.garden/studio' },
  { key: 'pollinators', url: 'https://www.pollinator.org' },
] as const

export const EXTERNAL_SITE_URL = 'https://mochis.garden'
