// Keeps a fixed bottom element from hiding focused content (WCAG 2.4.11): while it is on screen, the page
// gets scroll padding of its height, so keyboard focus and scrollIntoView stop above it.
import { type RefObject, useEffect, useState, useSyncExternalStore } from 'react'

// The panel's height for the other fixed things that must avoid it (the toasts), kept here rather than in a CSS
// variable on <html>: changing an inherited custom property there restyles every element of the page (≈ 25 ms
// on the hub, one long task), where a scroll padding or this value cost next to nothing.
let overlayHeight = 0
const listeners = new Set<() => void>()

function publishOverlayHeight(height: number) {
  if (height === overlayHeight) return
  overlayHeight = height
  for (const listener of [...listeners]) listener()
}

function subscribeOverlayHeight(listener: () => void) {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

/** The height of the panel fixed to the bottom of the screen (the cookie banner), 0 when there is none. */
export function useBottomOverlayHeight(): number {
  return useSyncExternalStore(
    subscribeOverlayHeight,
    () => overlayHeight,
    () => 0,
  )
}

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
      publishOverlayHeight(next)
    })
    observer.observe(element)
    return () => {
      observer.disconnect()
      root.style.scrollPaddingBottom = previous
      publishOverlayHeight(0)
    }
  }, [ref])
  return height
}
