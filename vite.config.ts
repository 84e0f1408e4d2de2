import { fileURLToPath } from 'node:url'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { compression } from 'vite-plugin-compression2'
import { VitePWA } from 'vite-plugin-pwa'

const LAYOUT_MODULES =
  /src[\\/](web[\\/](lib[\\/](api-client|offline-queue|use-media-query)|features[\\/](privacy[\\/](use-reserved-bottom-space|privacy-notice-link|use-banner-dismissed|consent-api|use-consents|guest-email|consent-banner)|system[\\/]use-display-preferences|auth[\\/](use-session|auth-api|session-broadcast)|create[\\/]creations-api|progress[\\/]local-progress))|shared[\\/](email-pattern|error-codes))|node_modules[\\/](@tanstack[\\/](query-core|react-query)|hono)[\\/]/
const TABS_MODULES =
  /node_modules[\\/]@radix-ui[\\/]react-(tabs|collection|roving-focus|presence|context|use-controllable-state|primitive|use-effect-event|use-is-hydrated|direction|id|use-callback-ref|use-layout-effect)[\\/]|src[\\/]web[\\/]ui[\\/]tabs/
const CHAT_AREA_MODULES =
  /src[\\/]web[\\/]features[\\/]chat[\\/](chat-page|chat-area|lazy-modules|use-tab-param)\./
const VOICE_SHARED_MODULES = /src[\\/]web[\\/]features[\\/](safety[\\/]care-card|voice[\\/]pcm-audio)\./

export default defineConfig(({ mode }) => ({
  root: 'src/web',
  publicDir: fileURLToPath(new URL('./src/web/public', import.meta.url)),
  plugins: [
    react(),
    tailwindcss(),
    // Installable, and usable in the garden without signal: the service worker precaches the app shell with
    // every route's code (lessons, games and trivia live in it), keeps the bee facts and Mochi's pictures it
    // has seen, and leaves chat, voice and everything else to the network.
    VitePWA({
      registerType: 'autoUpdate',
      // Registered by the entry chunk (src/web/lib/register-service-worker.ts), not by a script of its own.
      injectRegister: false,
      includeAssets: ['mochi.svg', 'mochi-character.svg'],
      manifest: {
        name: "Mochi's Garden",
        short_name: 'Mochi',
        description: 'Chat, learn and play with Mochi, a friendly garden bee. Para toda la familia.',
        lang: 'en',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        background_color: '#fffbeb',
        theme_color: '#f5b700',
        icons: [
          { src: '/mochi.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
          { src: '/mochi-character.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'maskable' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,webmanifest}'],
        globIgnores: ['**/audio-worklets/**'],
        maximumFileSizeToCacheInBytes: 1024 * 1024,
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api\//, /^\/functions\//, /^\/metrics/],
        cleanupOutdatedCaches: true,
        // A new release takes over open tabs at once (the shell is no-cache, so they already run it).
        clientsClaim: true,
        skipWaiting: true,
        runtimeCaching: [
          {
            // Fresh when online, the last copy when not.
            urlPattern: ({ url }) => url.pathname === '/api/facts',
            handler: 'NetworkFirst',
            options: {
              cacheName: 'bee-facts',
              networkTimeoutSeconds: 4,
              expiration: { maxEntries: 4 },
              cacheableResponse: { statuses: [200] },
            },
          },
          {
            // A picture never changes once made, so the saved copy is as good as the network's.
            urlPattern: ({ url }) => /^\/api\/creations\/(assets\/)?[^/]+\/media$/.test(url.pathname),
            handler: 'CacheFirst',
            options: {
              cacheName: 'mochi-pictures',
              expiration: { maxEntries: 60, maxAgeSeconds: 30 * 24 * 3600 },
              cacheableResponse: { statuses: [200] },
            },
          },
        ],
      },
    }),
    // .br and .gz twins of every text file, served by src/server/web.ts with Content-Encoding (no work per request).
    compression({
      include: /\.(html|css|js|mjs|json|svg|webmanifest|txt|xml)$/,
      threshold: 1024,
      algorithms: ['brotliCompress', 'gzip'],
      logLevel: 'silent',
    }),
  ],
  resolve: {
    alias: {
      // react-router's package exports only its development build (warnings, invariant messages) to bundlers;
      // production builds take its production twin, 8 kB lighter on every route.
      ...(mode === 'production'
        ? {
            'react-router': fileURLToPath(
              new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url),
            ),
          }
        : {}),
      '@shared': fileURLToPath(new URL('./src/shared', import.meta.url)),
      '@web': fileURLToPath(new URL('./src/web', import.meta.url)),
    },
  },
  build: {
    outDir: fileURLToPath(new URL('./dist/web', import.meta.url)),
    emptyOutDir: true,
    sourcemap: true,
    target: 'es2022',
    rolldownOptions: {
      // Zod schemas are built at module level; marking `z` pure lets a screen that only needs a constant or a
      // helper from a schema file (CHAT_MESSAGE_MAX, isConsentActive, ...) leave zod (25 kB gzip) behind.
      treeshake: { manualPureFunctions: ['z'] },
      output: {
        codeSplitting: {
          groups: [
            { name: 'index', tags: ['$initial'], priority: 2 },
            { name: 'icons', test: /node_modules[\\/]lucide-react/, minShareCount: 2, priority: 1 },
            // What the app layout loads on every page after the first visit (its hooks, the consent banner,
            // the API client), in one file instead of a dozen of ~1 kB, most of it headers.
            { name: 'app-layout', test: LAYOUT_MODULES, priority: 1 },
            // The Radix parts behind tabs (chat area, dashboard); dialogs keep their own chunk.
            { name: 'radix-tabs', test: TABS_MODULES, priority: 1 },
            // The chat area's frame (its tabs, the lazy panels, the tab in the URL), shared by /chat and
            // /dashboard: one file instead of four of ~1 kB each, where the headers weighed as much as the code.
            { name: 'chat-area', test: CHAT_AREA_MODULES, priority: 1 },
            // What the text chat and the voice page both show first (the care card, PCM audio helpers).
            { name: 'voice-shared', test: VOICE_SHARED_MODULES, priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://localhost:3000',
      '/functions': { target: 'http://localhost:3000', ws: true },
    },
  },
}))
