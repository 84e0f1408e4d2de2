// Browser entry: language, display preferences, providers and the router.
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { Providers } from './app/providers'
import { AppRoutes, preloadFirstScreen } from './app/router'
import { startDisplayPreferences } from './features/system/display-preferences'
import { initI18n } from './lib/i18n'
import { registerServiceWorker } from './lib/register-service-worker'
import './styles.css'

initI18n()
startDisplayPreferences()
preloadFirstScreen(window.location.pathname)
registerServiceWorker()

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Providers>
      <AppRoutes />
    </Providers>
  </StrictMode>,
)
