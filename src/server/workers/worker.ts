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
