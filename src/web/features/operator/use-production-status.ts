// The production status, fetched on load and every PRODUCTION_REFRESH_MS (spec 4), shared by both screens.
import { PRODUCTION_REFRESH_MS } from '@shared/constants'
import { useQuery } from '@tanstack/react-query'
import { fetchProductionStatus, OPERATOR_KEYS } from './operator-api'

export function useProductionStatus(enabled = true) {
  return useQuery({
    queryKey: OPERATOR_KEYS.status,
    queryFn: fetchProductionStatus,
    refetchInterval: PRODUCTION_REFRESH_MS,
    staleTime: 0,
    retry: 1,
    enabled,
  })
}
