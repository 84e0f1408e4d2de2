// Browser entry: language, display preferences, providers and the router.
import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { Providers } from './app/providers'
import { AppRoutes, preloadFirstScreen } from './app/router'
import { startDisplayPreferences } from './features/system/display-preferences'
import { initI18n } from './lib/i18n'
import { registerServiceWorker } from './lib/register-service-worker'
import './styles.css'

initI18n()
startDisplayPreferences()
registerServiceWorker()
// In a task of its own: inserting the first screen's modulepreload links made one long task of the entry's
// evaluation; the requests still start before the layout has rendered.
setTimeout(() => preloadFirstScreen(window.location.pathname), 0)

const root = createRoot(document.getElementById('root')!)
// A transition, so React renders the boot tree in short slices rather than in one task (new Suspense boundaries
// still show their fallback at once).
startTransition(() => {
  root.render(
    <StrictMode>
      <Providers>
        <AppRoutes />
      </Providers>
    </StrictMode>,
  )
})
