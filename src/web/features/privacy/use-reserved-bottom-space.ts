// Keeps a fixed bottom element from hiding focused content (WCAG 2.4.11): while it is on screen, the page
// gets scroll padding of its height, so keyboard focus and scrollIntoView stop above it.
import { type RefObject, useEffect, useState } from 'react'

/** The height of a panel fixed to the bottom of the screen (the cookie banner), for other fixed things to avoid. */
export const BOTTOM_OVERLAY_VAR = '--bottom-overlay-height'

export function useReservedBottomSpace(ref: RefObject<HTMLElement | null>): number {
  const [height, setHeight] = useState(0)
  useEffect(() => {
    const element = ref.current
    if (!element || typeof ResizeObserver === 'undefined') return
    const root = document.documentElement
    const previous = root.style.scrollPaddingBottom
    const observer = new ResizeObserver(() => {
      const next = Math.ceil(element.getBoundingClientRect().height)
      setHeight(next)
      root.style.scrollPaddingBottom = `${next}px`
      // Toasts sit bottom-right too; they rise above the panel instead of covering its buttons.
      root.style.setProperty(BOTTOM_OVERLAY_VAR, `${next}px`)
    })
    observer.observe(element)
    return () => {
      observer.disconnect()
      root.style.scrollPaddingBottom = previous
      root.style.removeProperty(BOTTOM_OVERLAY_VAR)
    }
  }, [ref])
  return height
}
