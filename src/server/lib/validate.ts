// Request validators built on one zod schema each, answering bad input with a 400 that names the field.
import { validator } from 'hono/validator'
import type { z } from 'zod'
import { ERROR_CODES } from '../../shared/error-codes'
import { ApiError, validationError } from './errors'
import { hasUnstorableText } from './unstorable-text'

export function jsonBody<S extends z.ZodType>(schema: S) {
  // Typing `value` as the schema's input lets the typed client send form values (e.g. ages as strings).
  return validator('json', (value: z.input<S>): z.output<S> => {
    rejectUnstorable(value)
    const result = schema.safeParse(value)
    if (!result.success) throw validationError(result.error)
    return result.data
  })
}

export function queryParams<S extends z.ZodType>(schema: S) {
  return validator('query', (value): z.output<S> => {
    rejectUnstorable(value)
    const result = schema.safeParse(value)
    if (!result.success) throw validationError(result.error)
    return result.data
  })
}

/** Reads a JSON body that is optional (functions may be invoked with none). */
export async function readJsonBody(request: Request): Promise<unknown> {
  const text = await request.text()
  if (text.trim() === '') return {}
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    throw new ApiError(400, ERROR_CODES.invalidBody, 'The request body is not valid JSON')
  }
  rejectUnstorable(value)
  return value
}

/** NUL bytes and lone surrogates cannot be stored in PostgreSQL: refused here, before any query. */
export function rejectUnstorable(value: unknown): void {
  if (hasUnstorableText(value))
    throw new ApiError(400, ERROR_CODES.invalidBody, 'The request contains characters that cannot be stored')
}
