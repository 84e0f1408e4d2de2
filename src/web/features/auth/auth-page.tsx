// /auth: sign in and sign up tabs, "Continue with" the identity provider, and a way back home.
import { useQuery } from '@tanstack/react-query'
import { ArrowLeft } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import { toast } from '../../lib/toast'
import { Button } from '../../ui/button'
import { Card } from '../../ui/card'
import { MochiMascot } from '../../ui/mochi-mascot'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../ui/tabs'
import { AuthError, fetchProviders, signInWithProvider } from './auth-api'
import { SignInForm } from './sign-in-form'
import { SignUpForm } from './sign-up-form'

type Tab = 'signin' | 'signup'

export function AuthPage() {
  const { t } = useTranslation('auth')
  const [searchParams] = useSearchParams()
  const [tab, setTab] = useState<Tab>(searchParams.get('tab') === 'signup' ? 'signup' : 'signin')
  const [email, setEmail] = useState<string>()
  const providers = useQuery({
    queryKey: ['auth-providers'],
    queryFn: fetchProviders,
    staleTime: Number.POSITIVE_INFINITY,
  })
  const [isRedirecting, setIsRedirecting] = useState(false)
  const oidc = providers.data?.oidc
  const providerError = searchParams.get('error')

  const continueWithProvider = async () => {
    if (!oidc?.enabled) return
    setIsRedirecting(true)
    try {
      await signInWithProvider(oidc.id)
    } catch (error) {
      setIsRedirecting(false)
      const message =
        error instanceof AuthError
          ? t(error.key, { name: oidc.name })
          : t('errors.googleUnexpected', { name: oidc.name })
      toast.error(message)
    }
  }

  const toSignIn = (address: string) => {
    setEmail(address)
    setTab('signin')
  }

  return (
    <div className="mx-auto flex max-w-lg flex-col gap-4 px-4 py-8">
      <Link
        to="/"
        className="inline-flex min-h-11 items-center gap-2 self-start font-semibold text-[var(--link)]"
      >
        <ArrowLeft aria-hidden className="h-5 w-5" />
        {t('backHome')}
      </Link>
      <div className="flex items-center gap-3">
        <MochiMascot className="h-14 w-14" />
        <h1 className="font-display text-3xl font-extrabold">{t('title')}</h1>
      </div>
      {providerError && (
        <p
          role="alert"
          className="rounded-xl border-2 border-[var(--danger)] p-3 font-semibold text-[var(--danger)]"
        >
          {t('errors.googleFailed', { name: oidc?.name ?? 'Google' })}
        </p>
      )}
      <Card>
        <Tabs value={tab} onValueChange={(value) => setTab(value as Tab)}>
          <TabsList aria-label={t('title')}>
            <TabsTrigger value="signin">{t('tabs.signIn')}</TabsTrigger>
            <TabsTrigger value="signup">{t('tabs.signUp')}</TabsTrigger>
          </TabsList>
          <TabsContent value="signin">
            <SignInForm defaultEmail={email} />
          </TabsContent>
          <TabsContent value="signup">
            <SignUpForm onSignedUp={toSignIn} onExistingAccount={toSignIn} />
          </TabsContent>
        </Tabs>
        <div className="my-4 flex items-center gap-3 text-sm text-[var(--fg-muted)]" aria-hidden>
          <span className="h-px flex-1 bg-[var(--border)]" />
          {t('or')}
          <span className="h-px flex-1 bg-[var(--border)]" />
        </div>
        <Button
          variant="outline"
          size="lg"
          className="w-full"
          onClick={continueWithProvider}
          disabled={!oidc?.enabled || isRedirecting}
          aria-describedby={oidc && !oidc.enabled ? 'provider-unavailable' : undefined}
        >
          {t('continueWith', { name: oidc?.name ?? 'Google' })}
        </Button>
        {oidc && !oidc.enabled && (
          <p id="provider-unavailable" className="mt-2 text-sm text-[var(--fg-muted)]">
            {t('providerUnavailable', { name: oidc.name })}
          </p>
        )}
      </Card>
    </div>
  )
}
