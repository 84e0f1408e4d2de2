// A counter bumped whenever deploy-time content (the seed) is written, so in-memory copies know to reload.
let version = 0

export const contentVersion = () => version

export function bumpContentVersion(): void {
  version += 1
}
