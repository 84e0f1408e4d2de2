// The app's toasts: sonner's <Toaster> (app-toaster.tsx) mounts with the first toast, so sonner stays off the first
// load; until it can load (offline before the service worker has it) a message shows as a plain notice.
import { X } from 'lucide-react'
import { useEffect, useState, useSyncExternalStore } from 'react'
import { useTranslation } from 'react-i18next'
import { toastHost } from '../lib/toast'

/** Runs after the <Toaster> before it has subscribed (effects run in order), then lets toasts through. */
function Listening() {
  useEffect(() => toastHost.listening(), [])
  return null
}

export function ToastHost() {
  const { t } = useTranslation()
  useState(() => toastHost.register())
  const AppToaster = useSyncExternalStore(toastHost.subscribe, toastHost.toaster, () => undefined)
  const notices = useSyncExternalStore(toastHost.subscribe, toastHost.notices, toastHost.notices)
  return (
    <>
      {AppToaster && (
        <>
          <AppToaster />
          <Listening />
        </>
      )}
      {notices.length > 0 && (
        <section
          aria-label={t('notifications')}
          className="fixed right-4 bottom-4 z-50 flex max-w-sm flex-col gap-2"
        >
          {notices.map((notice) => (
            <div
              key={notice.id}
              role="status"
              className="surface flex items-start gap-3 rounded-2xl px-4 py-3 text-[var(--fg)] shadow-lg"
            >
              <div className="flex-1">
                <p className="font-semibold">{notice.title}</p>
                {notice.description && <p className="text-sm text-[var(--fg-muted)]">{notice.description}</p>}
              </div>
              <button
                type="button"
                aria-label={t('closeToast')}
                className="rounded-full p-1 hover:bg-[var(--surface-muted)]"
                onClick={() => toastHost.dismiss(notice.id)}
              >
                <X aria-hidden className="h-4 w-4" />
              </button>
            </div>
          ))}
        </section>
      )}
    </>
  )
}
