// One full garbage collection on demand, to hand back what a burst of start-up work left behind at once.
import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'

let collect: (() => void) | undefined

/**
 * Collects garbage now. Without it the tens of megabytes the start-up warm-up leaves behind stay resident until
 * V8's memory reducer gets round to them, some 20 s later on an idle server. `gc` is exposed for one new context
 * only (the flag is switched back off), so application code never sees it.
 */
export function collectGarbage(): void {
  if (!collect) {
    const exposed = (globalThis as { gc?: () => void }).gc
    if (exposed) collect = exposed
    else {
      setFlagsFromString('--expose-gc')
      collect = runInNewContext('gc') as () => void
      setFlagsFromString('--no-expose-gc')
    }
  }
  collect()
}
