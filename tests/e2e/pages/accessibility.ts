// Runs axe (WCAG 2 A and AA) on the current page and summarises violations as rule id → offending selectors.
import { AxeBuilder } from '@axe-core/playwright'
import type { Page } from '@playwright/test'

export interface ViolationSummary {
  rule: string
  impact: string | null | undefined
  targets: string[]
}

export async function wcagViolations(page: Page): Promise<ViolationSummary[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze()
  return results.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }))
}
