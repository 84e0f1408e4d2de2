// Passwords too common to allow (OWASP ASVS 2.1.7: at least the top 3,000): the most frequent 4,000 passwords of
// the zxcvbn-ts common list (from breach corpora), compared without regard to case.
import { dictionary } from '@zxcvbn-ts/language-common'

export const COMMON_PASSWORDS_CHECKED = 4000

let common: Set<string> | undefined

export function isCommonPassword(password: string): boolean {
  common ??= new Set(
    dictionary['passwords-common']
      .slice(0, COMMON_PASSWORDS_CHECKED)
      .map((entry) => String(entry).toLowerCase()),
  )
  return common.has(password.toLowerCase())
}
