// fetch, started in a task of its own where the browser can yield (scheduler.yield, Chromium 129+): a screen's
// queries start their requests from React's commit, and calling fetch there a few times over made that commit
// one long task on a phone. Elsewhere (older browsers, jsdom in the tests) it is fetch itself.

type YieldingScheduler = { yield?: () => Promise<void> }
const scheduler = (globalThis as { scheduler?: YieldingScheduler }).scheduler

export const fetchAfterYield: typeof fetch = scheduler?.yield
  ? async (input, init) => {
      await scheduler.yield?.()
      return fetch(input, init)
    }
  : (input, init) => fetch(input, init)
