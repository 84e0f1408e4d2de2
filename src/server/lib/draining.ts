// Whether this process is draining (SIGTERM received): readiness turns to 503 so balancers stop sending work.
let draining = false

export function markDraining(): void {
  draining = true
}

export function isDraining(): boolean {
  return draining
}
