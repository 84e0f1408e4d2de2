// The one JSON error shape of the API (DESIGN.md "Contracts"), and how validation problems become 400s.
import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { z } from 'zod'
import { type ApiErrorBody, ERROR_CODES } from '../../shared/error-codes'

export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly details: { field?: string; messageKey?: string } = {},
  ) {
    super(message)
  }
}

/** English words for the shared validation keys; the client shows its own translation of `messageKey`. */
const VALIDATION_MESSAGES: Record<string, string> = {
  fillAllFields: 'Please fill in all fields',
  emailInvalid: 'Please enter a valid email',
  ageRange: 'Age must be between 13 and 120',
  languageInvalid: 'Language must be en or es',
}

export function validationError(error: z.ZodError): ApiError {
  const issue = error.issues[0]
  const field = issue?.path.map(String).join('.') || undefined
  const key = issue?.message ?? 'invalid'
  const known = VALIDATION_MESSAGES[key]
  const message = known ?? (field ? `Invalid value for ${field}: ${key}` : `Invalid request body: ${key}`)
  return new ApiError(400, ERROR_CODES.invalidBody, message, {
    field,
    messageKey: known ? key : undefined,
  })
}

export function errorBody(c: Context, error: ApiError): ApiErrorBody {
  return {
    error: {
      code: error.code,
      message: error.message,
      ...error.details,
      requestId: c.get('requestId'),
    },
  }
}
