// Mochi's picture for the shell: the active character asset, else the bundled drawing, null for the emoji.
// Once, 2 s after load, when there is no character yet and an operator is signed in, the first frame of their
// newest clip becomes one (Mochi's picture is site-wide: the server lets only operators change it).
import { EXTRACTION_DELAY_MS } from '@shared/constants'
import { STORAGE_KEYS } from '@shared/storage-keys'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { api, invokeFunction, unwrap } from '../../lib/api-client'
import { readStorage, writeStorage } from '../../lib/storage'
import { fetchSession } from '../auth/auth-api'
import { assetsQuery } from './creations-api'

export const DEFAULT_CHARACTER_URL = '/mochi-character.svg'

export function useMochiCharacter(): string | null {
  const queryClient = useQueryClient()
  const assets = useQuery(assetsQuery)
  const [hasFailed, setHasFailed] = useState(false)
  const hasNoAssets = assets.isSuccess && assets.data.assets.length === 0

  useEffect(() => {
    if (!hasNoAssets || readStorage(STORAGE_KEYS.characterProcessed) !== null) return
    let isCancelled = false
    const timer = setTimeout(async () => {
      try {
        const signedIn = await fetchSession()
        if (signedIn?.role !== 'admin' || isCancelled) return
        const { creations } = await unwrap(api.api.creations.$get({ query: { kind: 'video', limit: 1 } }))
        const clip = creations[0]
        // Nothing to take Mochi from yet: the bundled drawing stays, and a later visit tries again.
        if (!clip || isCancelled) return
        writeStorage(STORAGE_KEYS.characterProcessed, 'true')
        await invokeFunction('extract_mochi_character', { videoUrl: clip.url })
        await queryClient.invalidateQueries({ queryKey: assetsQuery.queryKey })
      } catch {
        if (!isCancelled) setHasFailed(true)
      }
    }, EXTRACTION_DELAY_MS)
    return () => {
      isCancelled = true
      clearTimeout(timer)
    }
  }, [hasNoAssets, queryClient])

  if (hasFailed || assets.isError) return null
  const character = assets.data?.assets.find((asset) => asset.asset_type === 'character')
  return character?.url ?? DEFAULT_CHARACTER_URL
}
