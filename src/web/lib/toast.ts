// Toasts without sonner on the first load: the first call loads sonner and the app's <Toaster>
// (app/app-toaster.tsx, mounted by app/toast-host.tsx), then shows the toast; later calls show at once. Same calls
// as sonner's `toast`; nothing reads their ids. If they cannot load (offline before the service worker has them),
// the message still shows as a plain notice and the next toast tries again.
import { TOASTS } from '@shared/constants'
import type { ComponentType, ReactNode } from 'react'

type Sonner = typeof import('sonner')
type SonnerToast = Sonner['toast']
interface Loaded {
  toast: SonnerToast
  AppToaster: ComponentType
}
export interface PlainNotice {
  id: number
  title: ReactNode
  description?: ReactNode
}

let loading: Promise<Loaded> | undefined
let loaded: Loaded | undefined
let hostPresent = false
let hostListening = false
let resolveHost: (() => void) | undefined
let hostReady: Promise<void> | undefined
let notices: readonly PlainNotice[] = []
let nextNoticeId = 1
const listeners = new Set<() => void>()
const notify = () => {
  for (const listener of listeners) listener()
}

function load(): Promise<Loaded> {
  if (!loading) {
    loading = Promise.all([import('sonner'), import('../app/app-toaster')]).then(
      ([sonner, app]) => {
        loaded = { toast: sonner.toast, AppToaster: app.AppToaster }
        notify()
        return loaded
      },
      (error: unknown) => {
        loading = undefined
        throw error
      },
    )
  }
  return loading
}

function showPlain(title: ReactNode, description?: ReactNode): void {
  const notice = { id: nextNoticeId++, title, description }
  notices = [...notices, notice].slice(-1)
  notify()
  window.setTimeout(() => dismissPlain(notice.id), TOASTS.durationMs)
}

function dismissPlain(id: number): void {
  notices = notices.filter((notice) => notice.id !== id)
  notify()
}

function later(show: (toast: SonnerToast) => void, plain?: () => void): void {
  if (loaded && (!hostPresent || hostListening)) {
    show(loaded.toast)
    return
  }
  load()
    .then(async (module) => {
      if (hostPresent) await hostReady
      show(module.toast)
    })
    .catch(() => plain?.())
}

type Message = Parameters<SonnerToast>[0]
type Data = Parameters<SonnerToast>[1]
const showWith =
  (pick: (toast: SonnerToast) => (message: Message, data?: Data) => unknown) =>
  (message: Message, data?: Data) =>
    later(
      (toast) => pick(toast)(message, data),
      () => showPlain(typeof message === 'function' ? message() : message, resolveDescription(data)),
    )

function resolveDescription(data: Data): ReactNode {
  const description = data?.description
  return typeof description === 'function' ? description() : description
}

export const toast = Object.assign(
  showWith((toast) => toast),
  {
    success: showWith((toast) => toast.success),
    error: showWith((toast) => toast.error),
    info: showWith((toast) => toast.info),
    warning: showWith((toast) => toast.warning),
    message: showWith((toast) => toast.message),
    dismiss: (id?: string | number) => later((toast) => toast.dismiss(id)),
  },
)

/** Loads sonner ahead of the first toast (tests that render their own <Toaster> expect toasts at once). */
export async function preloadToasts(): Promise<void> {
  await load()
}

/** For app/toast-host.tsx: the loaded <Toaster>, the plain notices, and the moment the <Toaster> listens. */
export const toastHost = {
  register(): void {
    if (hostPresent) return
    hostPresent = true
    hostReady = new Promise((resolve) => {
      resolveHost = resolve
    })
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
  toaster: (): ComponentType | undefined => loaded?.AppToaster,
  notices: (): readonly PlainNotice[] => notices,
  dismiss: dismissPlain,
  listening(): void {
    hostListening = true
    resolveHost?.()
  },
}
