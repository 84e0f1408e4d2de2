// better-auth: email and password with hashed passwords, httpOnly cookie sessions, email confirmation when mail
// can be delivered, a generic OpenID Connect provider ("Continue with Google"), the admin role, rate limits.
import { betterAuth } from 'better-auth'
import { drizzleAdapter } from 'better-auth/adapters/drizzle'
import { bearer, customSession, genericOAuth } from 'better-auth/plugins'
import { PASSWORD_MIN_LENGTH } from '../../shared/constants'
import { PASSWORD_MAX_LENGTH } from '../../shared/schemas/account'
import type { Db } from '../db/client'
import { account, rateLimit, session, user, verification } from '../db/schema/auth'
import { type Env, publicUrl } from '../env'
import { trustedOriginsFor } from '../lib/origins'
import type { Mailer } from '../mail/mailer'
import { resetPasswordMail, verifyEmailMail } from '../mail/templates'
import { effectiveRole } from './operator-role'

export const OIDC_PROVIDER_ID = 'google'
/** The header our own middleware fills with the caller's address (never trusted from the client). */
export const CLIENT_IP_HEADER = 'x-mochi-client-ip'
export const SESSION_DAYS = 7

export function createAuth({
  env,
  db,
  mailer,
  secret,
}: {
  env: Env
  db: Db
  mailer: Mailer
  secret: string
}) {
  const baseURL = publicUrl(env)
  return betterAuth({
    appName: "Mochi's Garden",
    baseURL,
    basePath: '/api/auth',
    secret,
    // Without PUBLIC_URL the address the browser used is trusted too (lib/origins.ts).
    trustedOrigins: (request) => trustedOriginsFor(env, request),
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user, session, account, verification, rateLimit },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      requireEmailVerification: mailer.canDeliver,
      autoSignIn: false,
      // Password reset by an emailed link to our own page; every session of the account ends on reset.
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      sendResetPassword: async ({ user: { email }, token }, request) => {
        const language = request?.headers.get('accept-language')?.toLowerCase().startsWith('es') ? 'es' : 'en'
        const url = `${baseURL}/reset-password?token=${encodeURIComponent(token)}`
        await mailer.send(resetPasswordMail(email, url, language))
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      sendVerificationEmail: async ({ user: { email }, url }, request) => {
        const language = request?.headers.get('accept-language')?.toLowerCase().startsWith('es') ? 'es' : 'en'
        await mailer.send(verifyEmailMail(email, url, language))
      },
    },
    user: {
      additionalFields: {
        role: { type: 'string', input: false, defaultValue: 'user', required: false },
        profilePending: { type: 'boolean', input: false, defaultValue: false, required: false },
      },
      deleteUser: { enabled: false },
      // A link to the new address confirms the change; /api/account/change-email asks for the password first.
      changeEmail: { enabled: true },
    },
    session: { expiresIn: SESSION_DAYS * 24 * 60 * 60, updateAge: 24 * 60 * 60 },
    rateLimit: {
      enabled: true,
      storage: 'database',
      modelName: 'rateLimit',
      window: 60,
      max: 100,
      // Sign-in attempts a minute per address: SIGN_IN_LIMIT_PER_ADDRESS (20 by default) governs these too, so a
      // school behind one address, or a test suite, raises one setting.
      customRules: {
        '/sign-in/email': { window: 60, max: env.signInLimits.perAddress },
        '/sign-in/social': { window: 60, max: env.signInLimits.perAddress },
        '/request-password-reset': { window: 60, max: 5 },
        // Every page asks who is signed in: reading one's own session guesses nothing, and a classroom behind one
        // address would otherwise look signed out after 100 page loads a minute.
        '/get-session': false,
      },
    },
    advanced: {
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      database: { generateId: () => crypto.randomUUID() },
    },
    databaseHooks: {
      user: {
        create: {
          // Every new account waits for its profile (age, name, language, consents); our password sign-up gives
          // them at once and clears this, an identity-provider sign-up finishes on /finish-profile.
          before: async (created) => ({ data: { ...created, profilePending: true } }),
        },
      },
    },
    // Sign-up goes through /api/account/sign-up, which also checks age and consents (spec 5).
    // Changing the email goes through /api/account/change-email, which asks for the password (or a fresh sign-in).
    disabledPaths: ['/sign-up/email', '/change-email'],
    // bearer: `Authorization: Bearer <session token>` works like the cookie (supabase-js, apps, scripts); the
    // token is the `token` of the sign-in answer or its `set-auth-token` header.
    plugins: [
      bearer(),
      // The role every reader sees (our caller, the web's session): stored 'admin' (bootstrap token) or a
      // verified ADMIN_EMAILS address; an unverified sign-up with the operator's address is an ordinary user.
      customSession(async ({ user: account, session: current }) => ({
        user: { ...account, role: effectiveRole(account as typeof account & { role?: string }, env) },
        session: current,
      })),
      ...(env.oidc
        ? [
            genericOAuth({
              config: [
                {
                  providerId: OIDC_PROVIDER_ID,
                  name: env.oidc.name,
                  discoveryUrl: `${env.oidc.issuer.replace(/\/$/, '')}/.well-known/openid-configuration`,
                  clientId: env.oidc.clientId,
                  clientSecret: env.oidc.clientSecret,
                  scopes: ['openid', 'email', 'profile'],
                  pkce: true,
                },
              ],
            }),
          ]
        : []),
    ],
  })
}

export type Auth = ReturnType<typeof createAuth>
export type AuthSession = NonNullable<Awaited<ReturnType<Auth['api']['getSession']>>>
