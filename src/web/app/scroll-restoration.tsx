// Scroll positions per history entry, as the data router's <ScrollRestoration> kept them: a new page opens at the
// top (or at its #anchor), Back and Forward return to where the visitor was, also after a reload of the tab.
import { useEffect, useLayoutEffect, useRef } from 'react'
import { useLocation, useNavigationType } from 'react-router'

const STORAGE_KEY = 'mochi-scroll-positions'

function readPositions(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>
  } catch {
    return {}
  }
}

export function ScrollRestoration() {
  const location = useLocation()
  const navigationType = useNavigationType()
  const positions = useRef<Record<string, number>>(readPositions())
  const currentKey = useRef(location.key)

  useEffect(() => {
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual'
    const remember = () => {
      positions.current[currentKey.current] = window.scrollY
    }
    const persist = () => {
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions.current))
      } catch {}
    }
    window.addEventListener('scroll', remember, { passive: true })
    window.addEventListener('pagehide', persist)
    return () => {
      window.removeEventListener('scroll', remember)
      window.removeEventListener('pagehide', persist)
    }
  }, [])

  useLayoutEffect(() => {
    currentKey.current = location.key
    const saved = positions.current[location.key]
    if (navigationType === 'POP' && saved !== undefined) {
      window.scrollTo(0, saved)
      return
    }
    if (location.hash) {
      const target = document.getElementById(decodeURIComponent(location.hash.slice(1)))
      if (target) {
        target.scrollIntoView()
        return
      }
    }
    if (navigationType !== 'POP') window.scrollTo(0, 0)
  }, [location.key, location.hash, navigationType])

  return null
}
