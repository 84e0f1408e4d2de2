// Pool worker entry when the server runs from TypeScript source (tsx, vitest): registers tsx, then loads worker.ts.
import { register } from 'tsx/esm/api'

register()
const worker = await import('./worker.ts')

export const { espeak, mp3Stream, image, clip, warmEspeak, chatTurn, chatWarmUp } = worker
