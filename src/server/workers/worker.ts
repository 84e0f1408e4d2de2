// Entry of each pool worker thread: the jobs the main thread sends (see pool.ts), each a named export piscina calls.
import type { MessagePort } from 'node:worker_threads'
import { workerContext } from './context'
import type { StreamMessage } from './pool'

workerContext.inPoolWorker = true

/** One eSpeak run: its PCM and warnings (see espeak-engine's runEspeak). */
export async function espeak({ args, text }: { args: string[]; text: string }) {
  const { runEspeak } = await import('../speech/synthesis/espeak-engine')
  return runEspeak(args, text)
}

/** Speaks a request as MP3, posting the chunks on `port` as they are made; a 'stop' from the port ends it early. */
export async function mp3Stream({
  request,
  options,
  port,
}: {
  request: import('../speech/synthesis/speech-request').SpeechRequest
  options: import('../speech/synthesis/mp3-stream').Mp3StreamOptions
  port: MessagePort
}) {
  const { synthesizeMp3Stream } = await import('../speech/synthesis/mp3-stream')
  let stopped = false
  port.on('message', () => {
    stopped = true
  })
  const post = (message: StreamMessage<Uint8Array>, transfer: ArrayBuffer[] = []) =>
    port.postMessage(message, transfer)
  try {
    for await (const chunk of synthesizeMp3Stream(request, options)) {
      if (stopped) break
      post({ chunk }, chunk.byteOffset === 0 ? [chunk.buffer as ArrayBuffer] : [])
    }
    post({ done: true })
  } catch (error) {
    post({ error: (error as Error)?.message ?? String(error), name: (error as Error)?.name })
  } finally {
    port.close()
  }
}

/** A picture from the offline illustrator (see render.ts's generateImage). */
export async function image(input: import('../ai/local/illustrator/render').GenerateImageInput) {
  const { generateImage } = await import('../ai/local/illustrator/render')
  return generateImage(input)
}

/** An animated clip from the offline illustrator (see clip.ts's generateClip). */
export async function clip(input: import('../ai/local/illustrator/clip').GenerateClipInput) {
  const { generateClip } = await import('../ai/local/illustrator/clip')
  return generateClip(input)
}

/** Starts this worker's eSpeak instance ahead of its first sentence. */
export async function warmEspeak() {
  const { warmUpEspeak } = await import('../speech/synthesis/espeak-engine')
  await warmUpEspeak()
}

let chatGuide: import('../ai/local/garden-guide/garden-guide-model').GardenGuideModel | undefined

/** A chat turn's screening and, when the words pass, the offline guide's answer (see features/chat/local-turn). */
export async function chatTurn(input: import('../features/chat/local-turn').LocalTurnInput) {
  const { localTurn } = await import('../features/chat/local-turn')
  const { createGardenGuideModel } = await import('../ai/local/garden-guide/garden-guide-model')
  chatGuide ??= createGardenGuideModel()
  return localTurn(input, chatGuide)
}

/**
 * Readies a chat worker thread: the main thread's learned safety reader (the very weights it screens with, so both
 * threads give the same verdicts), the rules compiled, the guide's term sets built, and a few turns answered so the
 * hot code is optimised before the first child's turn reaches this thread.
 */
export async function chatWarmUp({
  trained,
}: {
  trained: import('../ai/safety/learned/learned-check').Trained
}) {
  // (Renamed: it is no React hook, whatever its name says to the linter.)
  const { useLearnedModel: installLearnedModel } = await import('../ai/safety/learned/learned-check')
  const { warmUpModeration } = await import('../ai/safety/moderate')
  const { warmUpGardenGuide } = await import('../ai/local/garden-guide/warm-up')
  const started = performance.now()
  installLearnedModel(trained)
  warmUpModeration()
  const moderation = performance.now()
  warmUpGardenGuide()
  const guide = performance.now()
  for (let round = 0; round < CHAT_WARM_UP_ROUNDS; round++) {
    for (const [question, language] of CHAT_WARM_UP_TURNS)
      await chatTurn({ question, childTurns: [], history: [], language, seed: `warm-up-${round}` })
  }
  // How long each step took on this thread, for the server's log.
  return {
    moderationMs: Math.round(moderation - started),
    guideMs: Math.round(guide - moderation),
    turnsMs: Math.round(performance.now() - guide),
  }
}

const CHAT_WARM_UP_ROUNDS = 1
const CHAT_WARM_UP_TURNS = [
  ['How do bees make honey?', 'en'],
  ['When should I plant sunflowers?', 'en'],
  ['Why are my tomato leaves turning yellow?', 'en'],
  ['¿Cómo hacen miel las abejas?', 'es'],
  ['¿Cuándo siembro lechugas?', 'es'],
  ['my email is kid@example.com, what do worms eat?', 'en'],
] as const
