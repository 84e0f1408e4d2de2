// The closed registry of error codes the server sends (`kind:surface`); every one has an en and es text in
// i18n/error-messages.ts, which the client shows instead of the server's English message.
import type { SafetyMetadata } from './safety'

export const ERROR_CODES = {
  badRequest: 'bad_request:api',
  invalidBody: 'invalid:body',
  notFound: 'not_found:api',
  functionNotFound: 'not_found:function',
  methodNotAllowed: 'method_not_allowed:api',
  payloadTooLarge: 'payload_too_large:api',
  internal: 'internal:api',
  databaseUnavailable: 'unavailable:database',
  unauthorized: 'unauthorized:api',
  forbidden: 'forbidden:api',
  rateLimited: 'rate_limit:api',
  signInRateLimited: 'rate_limit:sign_in',
  userExists: 'user_exists:sign_up',
  weakPassword: 'weak_password:sign_up',
  signUpFailed: 'failed:sign_up',
  providerUnavailable: 'unavailable:oauth',
  tokenInvalid: 'invalid:token',
  confirmationMismatch: 'mismatch:confirmation',
  sttUnavailable: 'unavailable:stt',
  sttFailed: 'failed:stt',
  sttAudioInvalid: 'invalid:stt_audio',
  sttAudioUnsupported: 'unsupported:stt_audio',
  sttAudioTooLong: 'too_long:stt_audio',
  idempotencyInProgress: 'in_progress:idempotency',
  idempotencyMismatch: 'mismatch:idempotency',
  invalidCredentials: 'invalid_credentials:sign_in',
  emailNotVerified: 'email_not_verified:sign_in',
  originNotAllowed: 'forbidden:origin',
  authFailed: 'failed:auth',
  unsupportedMediaType: 'unsupported_media_type:api',
  reauthenticationRequired: 'reauthentication_required:account',
  bootstrapTokenInvalid: 'invalid:bootstrap_token',
  profileIncomplete: 'profile_incomplete:account',
  profileAlreadyComplete: 'profile_complete:account',
  voiceSocketsLimit: 'rate_limit:voice_sockets',
  upgradeRequired: 'upgrade_required:realtime',
  emptyPrompt: 'empty:prompt',
  unsafePrompt: 'unsafe:prompt',
  createRateLimited: 'rate_limit:create',
  invalidVideoUrl: 'invalid:video_url',
  unreadableVideo: 'unreadable:video',
  ttsTextEmpty: 'empty:tts_text',
  ttsTextTooLong: 'too_long:tts_text',
  emailUnchanged: 'unchanged:email',
  serverBusy: 'busy:server',
} as const
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES]

/** The JSON error shape of every API and function response (DESIGN.md "Contracts"). */
export interface ApiErrorBody {
  error: {
    code: string
    message: string
    /** The first invalid field, dotted, when the body failed validation. */
    field?: string
    /** i18n key in the `validation` namespace for that field's problem. */
    messageKey?: string
    requestId?: string
    /** Present when Mochi's safety path refused the request (a picture or clip prompt). */
    safety?: SafetyMetadata
  }
}

export const ALL_ERROR_CODES: readonly ErrorCode[] = Object.values(ERROR_CODES)

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ALL_ERROR_CODES as readonly string[]).includes(value)
}
