// The one JSON error shape of the API (DESIGN.md "Contracts"), and how validation problems become 400s.
import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { z } from 'zod'
import { type ApiErrorBody, ERROR_CODES } from '../../shared/error-codes'
import { isValidationKey, VALIDATION_MESSAGES } from '../../shared/i18n/validation-messages'
import type { SafetyMetadata } from '../../shared/safety'

export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly details: { field?: string; messageKey?: string; safety?: SafetyMetadata } = {},
  ) {
    super(message)
  }
}

export function validationError(error: z.ZodError): ApiError {
  const issue = error.issues[0]
  const field = issue?.path.map(String).join('.') || undefined
  const key = issue?.message ?? 'invalid'
  const known = isValidationKey(key) ? VALIDATION_MESSAGES.en[key] : undefined
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
