// The full-page error fallback of spec 2.9: exact strings, Try Again clears the error, Go Home reloads the root.
import { AlertTriangle, Home, RotateCcw } from 'lucide-react'
import { Component, type ErrorInfo, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../ui/button'
import { Card } from '../ui/card'

interface ErrorBoundaryProps {
  children: ReactNode
  /** A custom fallback replaces the full-page one. */
  fallback?: (error: Error, reset: () => void) => ReactNode
}

export class ErrorBoundary extends Component<ErrorBoundaryProps, { error: Error | null }> {
  override state: { error: Error | null } = { error: null }

  static getDerivedStateFromError(error: Error) {
    return { error }
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Mochi caught an error in the garden', error, info.componentStack)
  }

  reset = () => this.setState({ error: null })

  override render() {
    const { error } = this.state
    if (!error) return this.props.children
    if (this.props.fallback) return this.props.fallback(error, this.reset)
    return <ErrorFallback error={error} onReset={this.reset} />
  }
}

export function ErrorFallback({ error, onReset }: { error: Error | null; onReset: () => void }) {
  const { t } = useTranslation('errors')
  return (
    <div
      role="alert"
      className="mx-auto flex min-h-dvh max-w-xl flex-col items-center justify-center gap-5 px-4 py-10 text-center"
    >
      <AlertTriangle aria-hidden className="h-16 w-16 text-[var(--danger)]" />
      <h1 className="font-display text-3xl font-extrabold">{t('fallback.title')}</h1>
      <p className="text-lg text-[var(--fg-muted)]">{t('fallback.subtitle')}</p>
      <Card className="w-full text-left">
        <h2 className="font-bold">{t('fallback.details')}</h2>
        <p className="mt-1 break-words font-mono text-sm">{error?.message || t('fallback.unknown')}</p>
      </Card>
      <div className="flex flex-wrap justify-center gap-3">
        <Button onClick={onReset}>
          <RotateCcw aria-hidden className="h-5 w-5" />
          {t('fallback.tryAgain')}
        </Button>
        <Button
          variant="outline"
          onClick={() => {
            window.location.href = '/'
          }}
        >
          <Home aria-hidden className="h-5 w-5" />
          {t('fallback.goHome')}
        </Button>
      </div>
      <p className="text-sm text-[var(--fg-muted)]">{t('fallback.footer')}</p>
    </div>
  )
}
