import { defineConfig, devices } from '@playwright/test'
import { FAKE_MICROPHONE_WAV } from './tests/support/fake-microphone-file'

const port = Number(process.env.E2E_PORT ?? 3100)
const oidcPort = port + 99
const dataDir = process.env.E2E_DATA_DIR ?? `.tmp/e2e-data-${port}`
const appUrl = `http://127.0.0.1:${port}`

/** The operator account of the end-to-end tests (reads the outbox). */
export const E2E_ADMIN_EMAIL = 'operator@garden.test'
/** Client settings of the loopback OpenID Connect provider (tests/support/oidc-server.ts). */
const OIDC_CLIENT = { id: 'mochis-garden', secret: 'loopback-test-secret-0123456789abcdef' }

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/support/global-setup.ts',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: appUrl,
    trace: 'retain-on-failure',
    // Service workers answer some requests before page.route sees them; offline.spec.ts turns them on.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        // A fake microphone so voice screens start without a permission prompt; it says a garden question
        // (tests/support/fake-microphone.ts) two seconds after it opens.
        '--use-fake-ui-for-media-stream',
        '--use-fake-device-for-media-stream',
        `--use-file-for-fake-audio-capture=${FAKE_MICROPHONE_WAV}`,
      ],
    },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testIgnore: /mobile\.spec\.ts/,
    },
    {
      name: 'mobile',
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
      testMatch: /mobile\.spec\.ts/,
    },
  ],
  webServer: [
    {
      command: 'npx tsx tests/support/oidc-server.ts',
      url: `http://127.0.0.1:${oidcPort}/.well-known/openid-configuration`,
      env: { OIDC_PORT: String(oidcPort), OIDC_REDIRECT_URI: `${appUrl}/api/auth/callback/google` },
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: `rm -rf ${dataDir} && node dist/server/main.js`,
      url: `${appUrl}/api/health`,
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        PUBLIC_URL: appUrl,
        ADMIN_EMAILS: E2E_ADMIN_EMAIL,
        // No SMTP, so the ADMIN_EMAILS address is never verified: the operator claims the role with this token.
        OPERATOR_BOOTSTRAP_TOKEN: 'e2e-operator-bootstrap-token-0123456789',
        OIDC_ISSUER: `http://127.0.0.1:${oidcPort}`,
        OIDC_CLIENT_ID: OIDC_CLIENT.id,
        OIDC_CLIENT_SECRET: OIDC_CLIENT.secret,
        OIDC_PROVIDER_NAME: 'Google',
        // Many test accounts sign in from one address within minutes.
        SIGN_IN_LIMIT_PER_ADDRESS: '1000',
        SIGN_UP_LIMIT_PER_HOUR: '1000',
        // Parallel browsers share one address.
        VOICE_SOCKETS_PER_ADDRESS: '100',
      },
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
})
