// Accounts: sign-up with age and consents (spec 2.5, 5), the sign-in limiter, providers, profile, export, deletion.
import { Hono } from 'hono'
import { z } from 'zod'
import { LANGUAGES } from '../../../shared/constants'
import { ERROR_CODES } from '../../../shared/error-codes'
import { VALIDATION_MESSAGES } from '../../../shared/i18n/validation-messages'
import {
  changeEmailSchema,
  completeProfileSchema,
  operatorClaimSchema,
  profileUpdateSchema,
  signUpSchema,
} from '../../../shared/schemas/account'
import { isKnownPlaceId, placeChoices } from '../../ai/local/garden-guide/expert/home-place'
import { OIDC_PROVIDER_ID } from '../../auth/auth'
import { requireUser } from '../../auth/caller'
import { clientIp } from '../../auth/client-ip'
import { isCommonPassword } from '../../auth/common-passwords'
import { claimOperatorRole } from '../../auth/operator-bootstrap'
import { requireReauthentication } from '../../auth/reauthenticate'
import type { AppDeps, AppEnv } from '../../context'
import { ApiError } from '../../lib/errors'
import { hitLimit } from '../../lib/rate-limiter'
import { jsonBody, queryParams } from '../../lib/validate'
import { createConsents } from '../consents/data'
import { deleteAllCreations } from '../creations/purge'
import {
  deleteUserData,
  exportUserData,
  findUserIdByEmail,
  getProfile,
  markProfileComplete,
  upsertProfile,
} from './data'

const placesQuery = z.object({ lang: z.enum(LANGUAGES, { message: 'languageInvalid' }).default('en') })

const deleteAccountSchema = z.object({
  confirmEmail: z.string().trim().min(1, 'fillAllFields').max(254),
  /** Required for accounts with a password; identity-provider accounts need a fresh sign-in instead. */
  password: z.string().max(256).optional(),
})

export function accountRoutes(deps: AppDeps) {
  const { auth, database, env, logger, mailer } = deps
  return (
    new Hono<AppEnv>()
      .post('/sign-up', jsonBody(signUpSchema), async (c) => {
        const limit = await hitLimit(database.db, `sign-up:${clientIp(c, env.trustProxy)}`, {
          max: env.signUpLimitPerHour,
          windowSeconds: 60 * 60,
        })
        if (!limit.allowed) {
          c.header('Retry-After', String(limit.retryAfterSeconds))
          throw new ApiError(
            429,
            ERROR_CODES.rateLimited,
            'Too many sign-ups from this address. Please try again later.',
          )
        }
        const input = c.req.valid('json')
        if (await findUserIdByEmail(database.db, input.email)) {
          throw new ApiError(
            409,
            ERROR_CODES.userExists,
            'An account with this email already exists. Please sign in instead.',
          )
        }
        if (isCommonPassword(input.password)) {
          throw new ApiError(
            400,
            ERROR_CODES.weakPassword,
            'Password is too weak. Please use a stronger password.',
            {
              field: 'password',
            },
          )
        }
        let userId: string
        try {
          const result = await auth.api.signUpEmail({
            body: { email: input.email, password: input.password, name: input.displayName, callbackURL: '/' },
            headers: c.req.raw.headers,
          })
          userId = result.user.id
        } catch (error) {
          const code = (error as { body?: { code?: string } }).body?.code ?? ''
          if (code.startsWith('PASSWORD_TOO')) {
            throw new ApiError(
              400,
              ERROR_CODES.weakPassword,
              'Password is too weak. Please use a stronger password.',
            )
          }
          if (code.startsWith('USER_ALREADY_EXISTS')) {
            throw new ApiError(
              409,
              ERROR_CODES.userExists,
              'An account with this email already exists. Please sign in instead.',
            )
          }
          logger.error({ err: error }, 'sign-up failed')
          throw new ApiError(400, ERROR_CODES.signUpFailed, 'Failed to create account. Please try again.')
        }
        await upsertProfile(
          database.db,
          userId,
          { displayName: input.displayName, age: input.age, language: input.language },
          input.displayName,
        )
        await markProfileComplete(database.db, userId)
        try {
          const owner = {
            kind: 'user' as const,
            userId,
            email: input.email.toLowerCase(),
            role: 'user',
            name: input.displayName,
            guestId: null,
          }
          await createConsents(
            database.db,
            owner,
            [
              { consentType: 'data_processing', consentGiven: input.consents.dataProcessing },
              { consentType: 'marketing', consentGiven: input.consents.marketing },
              { consentType: 'analytics', consentGiven: input.consents.analytics },
              { consentType: 'notifications', consentGiven: input.consents.notifications },
            ],
            { userAgent: c.req.header('user-agent') ?? null, email: null },
          )
        } catch (error) {
          // Spec 8: failing to record consents does not fail the sign-up; it is logged.
          logger.error({ err: error, userId }, 'recording sign-up consents failed')
        }
        return c.json(
          {
            user: { id: userId, email: input.email.toLowerCase() },
            requiresEmailConfirmation: mailer.canDeliver,
          },
          201,
        )
      })
      .get('/providers', (c) =>
        c.json({
          oidc: { id: OIDC_PROVIDER_ID, enabled: Boolean(env.oidc), name: env.oidc?.name ?? 'Google' },
        }),
      )
      .get('/me', async (c) => {
        const caller = await requireUser(c, deps, { allowPendingProfile: true })
        const profile = await getProfile(database.db, caller.userId)
        return c.json({
          user: { id: caller.userId, email: caller.email, name: caller.name, role: caller.role },
          profile,
          profilePending: caller.profilePending === true,
        })
      })
      .post('/complete-profile', jsonBody(completeProfileSchema), async (c) => {
        // An identity-provider sign-up gives what a password sign-up gives (spec 5) before the account is usable.
        const caller = await requireUser(c, deps, { allowPendingProfile: true })
        if (!caller.profilePending) {
          throw new ApiError(409, ERROR_CODES.profileAlreadyComplete, 'This profile is already complete.')
        }
        const input = c.req.valid('json')
        const profile = await upsertProfile(
          database.db,
          caller.userId,
          { displayName: input.displayName, age: input.age, language: input.language },
          input.displayName,
        )
        // The record of this account's choices is written before the account can be used.
        await createConsents(
          database.db,
          { ...caller, name: input.displayName },
          [
            { consentType: 'data_processing', consentGiven: input.consents.dataProcessing },
            { consentType: 'marketing', consentGiven: input.consents.marketing },
            { consentType: 'analytics', consentGiven: input.consents.analytics },
            { consentType: 'notifications', consentGiven: input.consents.notifications },
          ],
          { userAgent: c.req.header('user-agent') ?? null, email: null },
        )
        await markProfileComplete(database.db, caller.userId)
        return c.json({ profile })
      })
      // The places the garden guide knows, for the profile's garden place picker.
      .get('/garden-places', queryParams(placesQuery), (c) => {
        c.header('Cache-Control', 'public, max-age=3600')
        return c.json({ places: placeChoices(c.req.valid('query').lang) })
      })
      .patch('/profile', jsonBody(profileUpdateSchema), async (c) => {
        const caller = await requireUser(c, deps)
        const values = c.req.valid('json')
        if (values.gardenPlace && !isKnownPlaceId(values.gardenPlace)) {
          throw new ApiError(400, ERROR_CODES.invalidBody, VALIDATION_MESSAGES.en.gardenPlaceUnknown, {
            field: 'gardenPlace',
            messageKey: 'gardenPlaceUnknown',
          })
        }
        const profile = await upsertProfile(database.db, caller.userId, values, caller.name)
        return c.json({ profile })
      })
      .post('/operator-claim', jsonBody(operatorClaimSchema), async (c) => {
        // The one-time token from the server log makes this account the operator (README "Becoming the operator").
        const caller = await requireUser(c, deps)
        if (caller.role === 'admin') return c.json({ role: 'admin' })
        const limit = await hitLimit(database.db, `operator-claim:${clientIp(c, env.trustProxy)}`, {
          max: 10,
          windowSeconds: 60 * 60,
        })
        if (!limit.allowed) {
          c.header('Retry-After', String(limit.retryAfterSeconds))
          throw new ApiError(429, ERROR_CODES.rateLimited, 'Too many attempts. Please try again later.')
        }
        if (!(await claimOperatorRole(database.db, caller.userId, c.req.valid('json').token))) {
          throw new ApiError(
            400,
            ERROR_CODES.bootstrapTokenInvalid,
            'This operator token is not valid: it may be mistyped, used already or expired.',
            { field: 'token' },
          )
        }
        logger.warn({ userId: caller.userId }, 'operator role claimed with the bootstrap token')
        return c.json({ role: 'admin' })
      })
      .post('/change-email', jsonBody(changeEmailSchema), async (c) => {
        // Whoever holds an open session must not be able to move the account to their own address.
        const caller = await requireUser(c, deps)
        const tries = await hitLimit(database.db, `change-email:${caller.userId}`, {
          max: 10,
          windowSeconds: 15 * 60,
        })
        if (!tries.allowed) {
          c.header('Retry-After', String(tries.retryAfterSeconds))
          throw new ApiError(429, ERROR_CODES.rateLimited, 'Too many attempts. Please try again later.')
        }
        const { newEmail, password } = c.req.valid('json')
        await requireReauthentication(c, deps, caller.userId, password)
        if (newEmail.toLowerCase() === caller.email.toLowerCase()) {
          throw new ApiError(400, ERROR_CODES.emailUnchanged, 'That is already your email address.', {
            field: 'newEmail',
          })
        }
        // better-auth mails a link to the new address (through the outbox); the change happens when it is followed.
        // An address that already has an account gets the same answer, so this does not reveal who has one.
        await auth.api.changeEmail({
          body: { newEmail: newEmail.toLowerCase(), callbackURL: '/profile' },
          headers: c.req.raw.headers,
        })
        return c.json({ verificationSentTo: newEmail.toLowerCase() })
      })
      .get('/export', async (c) => {
        const caller = await requireUser(c, deps, { allowPendingProfile: true })
        const data = await exportUserData(database.db, caller.userId)
        c.header(
          'Content-Disposition',
          `attachment; filename="mochis-garden-data-${new Date().toISOString().slice(0, 10)}.json"`,
        )
        c.header('Cache-Control', 'no-store')
        return c.json(data)
      })
      .delete('/', jsonBody(deleteAccountSchema), async (c) => {
        const caller = await requireUser(c, deps, { allowPendingProfile: true })
        if (c.req.valid('json').confirmEmail.toLowerCase() !== caller.email.toLowerCase()) {
          throw new ApiError(
            400,
            ERROR_CODES.confirmationMismatch,
            'Type your email address exactly to confirm.',
            { field: 'confirmEmail' },
          )
        }
        await requireReauthentication(c, deps, caller.userId, c.req.valid('json').password)
        // Sign out first, while the session exists, to get the headers that clear the cookies.
        const signOut = await auth.api
          .signOut({ headers: c.req.raw.headers, asResponse: true })
          .catch(() => null)
        // Media files are not covered by the database cascade: remove them first.
        await deleteAllCreations(deps, { kind: 'user', userId: caller.userId })
        await deleteUserData(database.db, caller.userId)
        for (const cookie of signOut?.headers.getSetCookie() ?? [])
          c.header('Set-Cookie', cookie, { append: true })
        return c.json({ deleted: true })
      })
  )
}
