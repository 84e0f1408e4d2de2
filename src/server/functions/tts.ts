// tts (spec 7.2): text to base64 MP3 in one of Mochi's voices (or, for Accept: audio/mpeg, the MP3 streamed).
import { z } from 'zod'
import { SLIDER } from '../../shared/constants'
import { getCaller } from '../auth/caller'
import type { Logger } from '../lib/logger'
import { callerKey, spendQuota } from '../lib/quota'
import type { ElevenLabsConfig } from '../speech/elevenlabs'
import { sharedSpeaker, wholeMp3 } from '../speech/speak'
import { defineFunction } from './define'

const slider = z.number().min(SLIDER.min).max(SLIDER.max)

export const ttsInput = z.object({
  // The real limit (TTS_MAX_CHARS, counted without emoji) is checked by the synthesiser; this only bounds parsing.
  text: z.string().max(20_000),
  voice_id: z.string().max(100).optional(),
  model: z.string().max(100).optional(),
  voice_settings: z
    .object({
      stability: slider.optional(),
      similarity_boost: slider.optional(),
      style: slider.optional(),
      use_speaker_boost: z.boolean().optional(),
    })
    .optional(),
})

export interface TtsOptions {
  /** Where the ElevenLabs settings come from; `deps.env` unless a test says otherwise. */
  elevenLabs?: () => ElevenLabsConfig | undefined
}

/** A caller that names `audio/mpeg` in Accept gets the MP3 itself, streamed; everyone else gets the JSON. */
export function wantsMp3Stream(accept: string | undefined): boolean {
  return /(^|[\s,])audio\/mpeg\s*(;|,|$)/i.test(accept ?? '')
}

/**
 * Hands out the chunks as the client reads them; a client that goes away stops the synthesis. The first chunk
 * is made before answering, so a synthesiser that fails at once is still an error answer, not a broken MP3.
 */
async function streamOf(
  chunks: AsyncGenerator<Uint8Array>,
  logger: Logger,
): Promise<ReadableStream<Uint8Array>> {
  const first = await chunks.next()
  return new ReadableStream({
    start(controller) {
      if (first.done) controller.close()
      else controller.enqueue(first.value)
    },
    async pull(controller) {
      try {
        const next = await chunks.next()
        if (next.done) controller.close()
        else controller.enqueue(next.value)
      } catch (error) {
        logger.error({ err: error }, 'streamed speech failed')
        controller.error(error)
      }
    },
    async cancel() {
      await chunks.return(undefined)
    },
  })
}

export function createTtsFunction(options: TtsOptions = {}) {
  return defineFunction({
    name: 'tts',
    input: ttsInput,
    handler: async (input, { deps, c }) => {
      await spendQuota(c, deps, 'tts', callerKey(await getCaller(c, deps)))
      const request = {
        text: input.text,
        voiceId: input.voice_id,
        model: input.model,
        settings: input.voice_settings,
      }
      const elevenLabs = options.elevenLabs ? options.elevenLabs() : deps.env.elevenLabs
      const spoken = await sharedSpeaker(elevenLabs, deps.logger)(request, { format: 'mp3' })
      if (wantsMp3Stream(c.req.header('accept'))) {
        return new Response(await streamOf(spoken.chunks, deps.logger), {
          headers: {
            'content-type': 'audio/mpeg',
            'cache-control': 'no-store',
            'x-voice-id': spoken.voiceId,
            'x-speech-provider': spoken.provider,
            'x-speech-model': spoken.model,
          },
        })
      }
      const whole = await wholeMp3(spoken)
      return {
        audioContent: Buffer.from(whole.mp3).toString('base64'),
        contentType: 'audio/mpeg',
        durationSeconds: Math.round(whole.durationSeconds * 1000) / 1000,
        voice_id: whole.voiceId,
        provider: whole.provider,
        model: whole.model,
      }
    },
  })
}

export const tts = createTtsFunction()
