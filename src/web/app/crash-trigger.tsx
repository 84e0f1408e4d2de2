// Lets support staff and the end-to-end tests show the error fallback on purpose:
// `window.dispatchEvent(new CustomEvent('mochi:crash', { detail: 'message' }))` throws during the next render.
import { useEffect, useState } from 'react'

export function CrashTrigger() {
  const [message, setMessage] = useState<string | null>(null)
  useEffect(() => {
    const onCrash = (event: Event) => setMessage(String((event as CustomEvent).detail ?? 'Test crash'))
    window.addEventListener('mochi:crash', onCrash)
    return () => window.removeEventListener('mochi:crash', onCrash)
  }, [])
  if (message !== null) throw new Error(message)
  return null
}
