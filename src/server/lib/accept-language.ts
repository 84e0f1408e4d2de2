// The language a browser asks for first (Accept-Language), when it is one Mochi speaks.
import { isLanguage, type Language } from '../../shared/constants'

export function browserLanguage(header: string | undefined): Language | undefined {
  const first = header?.split(',')[0]?.trim().slice(0, 2).toLowerCase()
  return isLanguage(first) ? first : undefined
}
