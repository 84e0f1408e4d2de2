// The current first-visit step, re-derived whenever a stored flag changes.
import { useSyncExternalStore } from 'react'
import { readStorage, subscribeStorage } from '../../lib/storage'
import { deriveFlowStep, type FlowStep } from './flow-step'

const read = (key: string) => readStorage(key as Parameters<typeof readStorage>[0])

export function useFlowStep(): FlowStep {
  return useSyncExternalStore(
    subscribeStorage,
    () => deriveFlowStep(read),
    () => 'landing',
  )
}
