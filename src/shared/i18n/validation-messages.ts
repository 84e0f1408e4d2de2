// Validation messages shared by the server's 400 answers and the client's forms (zod issue messages are keys).
import en from './en/validation.json'
import es from './es/validation.json'

export type ValidationKey = keyof typeof en
export const VALIDATION_MESSAGES = { en, es } as const

export function isValidationKey(value: string): value is ValidationKey {
  return Object.hasOwn(en, value)
}
