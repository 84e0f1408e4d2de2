// The picture's palette: petal colours by name and the greens and browns every plant shares.
import type { Colour } from './scene'

export interface Shades {
  base: string
  dark: string
  light: string
}

export const PETALS: Record<Colour, Shades> = {
  red: { base: '#EE4B4B', dark: '#B92F3A', light: '#FF8A80' },
  yellow: { base: '#FFD23F', dark: '#F2A81D', light: '#FFEB8A' },
  blue: { base: '#5B9BF8', dark: '#3565C8', light: '#A5C8FF' },
  purple: { base: '#A46BE8', dark: '#7241B8', light: '#CFA8F7' },
  pink: { base: '#FF8FC0', dark: '#E0609A', light: '#FFC6DD' },
  white: { base: '#FFFFFF', dark: '#D9DFE8', light: '#FFFFFF' },
  orange: { base: '#FF9A3C', dark: '#E0661A', light: '#FFC285' },
  green: { base: '#5DBB63', dark: '#3C8C3A', light: '#A5E06E' },
}

export const GREEN = { stem: '#3E9A42', leaf: '#55B54F', leafDark: '#3C8C3A', vein: '#2F7A33' }
export const BROWN = { bark: '#8B5A2B', barkDark: '#6B4220', soil: '#7A4E2A', wood: '#C98B4E' }
export const INK = '#3A2A1A'
