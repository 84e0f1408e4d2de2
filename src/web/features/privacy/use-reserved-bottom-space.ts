// Keeps a fixed bottom element from hiding focused content (WCAG 2.4.11): while it is on screen, the page
// gets scroll padding of its height, so keyboard focus and scrollIntoView stop above it.
import { type RefObject, useEffect, useState } from 'react'

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
    })
    observer.observe(element)
    return () => {
      observer.disconnect()
      root.style.scrollPaddingBottom = previous
    }
  }, [ref])
  return height
}
