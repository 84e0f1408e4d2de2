// Keeps the open tab in the `tab` search parameter, so a tab can be linked to and survives a reload.
import { useCallback } from 'react'
import { useSearchParams } from 'react-router'

export function useTabParam<T extends string>(tabs: readonly T[], fallback: T): [T, (tab: string) => void] {
  const [params, setParams] = useSearchParams()
  const requested = params.get('tab')
  const tab = tabs.find((candidate) => candidate === requested) ?? fallback
  const setTab = useCallback(
    (next: string) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current)
          if (next === fallback) updated.delete('tab')
          else updated.set('tab', next)
          return updated
        },
        { replace: true },
      ),
    [fallback, setParams],
  )
  return [tab, setTab]
}
