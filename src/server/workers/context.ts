// Whether this thread is one of the pool's workers: there, pooled functions run their own code instead of dispatching.
export const workerContext = { inPoolWorker: false }
