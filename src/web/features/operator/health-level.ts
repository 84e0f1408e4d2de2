// Spec 9's health colours: 95 and above green, 80 and above yellow, else red; always paired with a word.
import { HEALTH_COLOURS } from '@shared/constants'

export type HealthLevel = 'good' | 'fair' | 'poor'

export function healthLevel(percent: number): HealthLevel {
  if (percent >= HEALTH_COLOURS.green) return 'good'
  if (percent >= HEALTH_COLOURS.yellow) return 'fair'
  return 'poor'
}

/** Green is the leaf accent, yellow the honey primary, red the danger colour of the theme. */
export const LEVEL_COLOUR: Record<HealthLevel, { bg: string; fg: string }> = {
  good: { bg: 'var(--accent)', fg: 'var(--accent-fg)' },
  fair: { bg: 'var(--primary)', fg: 'var(--primary-fg)' },
  poor: { bg: 'var(--danger)', fg: 'var(--danger-fg)' },
}
