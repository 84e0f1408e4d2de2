// Toasts without sonner on the first load: a call loads sonner (and the app's <Toaster>, see app/toast-host.tsx)
// the first time, then shows the toast. Same calls as sonner's `toast`; nothing reads their ids.
type Sonner = typeof import('sonner')
type SonnerToast = Sonner['toast']

let sonner: Promise<Sonner> | undefined
let loaded: Sonner | undefined
let hostPresent = false
let hostListening = false
let hostReady: Promise<void> | undefined
let resolveHost: (() => void) | undefined
const wantedListeners = new Set<() => void>()

function loadSonner(): Promise<Sonner> {
  if (!sonner) {
    sonner = import('sonner').then((module) => {
      loaded = module
      return module
    })
    for (const listener of wantedListeners) listener()
  }
  return sonner
}

/** Resolves once sonner is loaded and, when the app has a toast host, its <Toaster> listens. */
async function ready(): Promise<SonnerToast> {
  const module = await loadSonner()
  if (hostPresent) await hostReady
  return module.toast
}

function later(show: (toast: SonnerToast) => void): void {
  // Once everything is there, a toast shows at once, as it did with sonner imported directly.
  if (loaded && (!hostPresent || hostListening)) show(loaded.toast)
  else void ready().then(show)
}

/** Loads sonner ahead of the first toast (tests that render their own <Toaster> expect toasts at once). */
export async function preloadToasts(): Promise<void> {
  await loadSonner()
}

type Args<K extends 'success' | 'error' | 'info' | 'warning' | 'message'> = Parameters<SonnerToast[K]>

export const toast = Object.assign((...args: Parameters<SonnerToast>) => later((t) => t(...args)), {
  success: (...args: Args<'success'>) => later((t) => t.success(...args)),
  error: (...args: Args<'error'>) => later((t) => t.error(...args)),
  info: (...args: Args<'info'>) => later((t) => t.info(...args)),
  warning: (...args: Args<'warning'>) => later((t) => t.warning(...args)),
  message: (...args: Args<'message'>) => later((t) => t.message(...args)),
  dismiss: (id?: string | number) => later((t) => t.dismiss(id)),
})

/** For the toast host: registers it (toasts then wait for it) and tells when sonner is wanted. */
export const toastHost = {
  register(): void {
    if (hostPresent) return
    hostPresent = true
    hostReady = new Promise((resolve) => {
      resolveHost = resolve
    })
  },
  isWanted: (): boolean => sonner !== undefined,
  subscribe(listener: () => void): () => void {
    wantedListeners.add(listener)
    return () => wantedListeners.delete(listener)
  },
  listening(): void {
    hostListening = true
    resolveHost?.()
  },
}
