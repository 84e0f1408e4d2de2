// Making a picture or a clip for the caller: check the prompt, count it, draw it, keep it, describe it.
import type { Context } from 'hono'
import { suggestDrawable } from '../../ai/local/illustrator/suggestions'
import type { AppDeps, AppEnv } from '../../context'
import { mediaSecret } from '../../media/media-token'
import { illustrateClip, illustratePicture } from './illustrator-painter'
import { hasOpenAIImages, paintWithOpenAI } from './openai-painter'
import { countGeneration, requireCreationOwner } from './owner'
import {
  type IllustratorReport,
  type ImageModelName,
  type ImageQuality,
  illustratorReport,
  type OutputFormat,
  type Painting,
  type PaintingNote,
} from './painting'
import { checkPrompt } from './prompt-check'
import { type CreationRecord, toCreationRecord } from './records'
import { saveCreation } from './save-creation'

export interface PictureRequest {
  prompt: string | undefined
  language?: string
  model?: ImageModelName
  size?: string
  quality?: ImageQuality
  outputFormat?: OutputFormat
}

export interface Generated {
  creation: CreationRecord
  note?: PaintingNote
  /** Present when the offline illustrator drew it: what it drew and what it could not. */
  report?: IllustratorReport
}

/** The illustrator's report with close drawable things for whatever it could not draw. */
function reportOf(painting: Painting, language: string): IllustratorReport | undefined {
  const report = illustratorReport(painting)
  if (!report || report.notDrawn.length === 0) return report
  return { ...report, suggestions: suggestDrawable(report.notDrawn, language === 'es' ? 'es' : 'en') }
}

type Deps = Pick<AppDeps, 'auth' | 'database' | 'env' | 'logger'>

async function paintPicture(deps: Deps, c: Context<AppEnv>, prompt: string, request: PictureRequest) {
  if (!hasOpenAIImages(deps.env)) {
    const painting = await illustratePicture(prompt, request.size)
    // A model the caller chose by name cannot draw here: say so rather than pass the illustrator off as it.
    return request.model ? { ...painting, note: 'unavailable' as const } : painting
  }
  const model = request.model ?? 'gpt-image-1'
  try {
    return await paintWithOpenAI(deps.env, {
      prompt,
      model,
      size: request.size ?? '1024x1024',
      quality: request.quality,
      outputFormat: request.outputFormat,
      signal: c.req.raw.signal,
    })
  } catch (error) {
    deps.logger.warn({ err: error, model }, 'OpenAI image generation failed; the illustrator draws instead')
    const painting: Painting = await illustratePicture(prompt, request.size)
    return { ...painting, note: 'fallback' as const }
  }
}

export async function createPicture(
  deps: Deps,
  c: Context<AppEnv>,
  request: PictureRequest,
): Promise<Generated> {
  const owner = await requireCreationOwner(c, deps)
  const { prompt, language } = await checkPrompt(c, deps, {
    raw: request.prompt,
    stated: request.language,
    owner,
    source: 'picture',
    useProvider: hasOpenAIImages(deps.env),
  })
  await countGeneration(c, deps, owner)
  const painting = await paintPicture(deps, c, prompt, request)
  const row = await saveCreation(deps, owner, {
    kind: 'image',
    prompt,
    painting,
    metadata: { language, requestedModel: request.model ?? null, size: request.size ?? null },
  })
  return {
    creation: toCreationRecord(row, mediaSecret(deps.env)),
    note: painting.note,
    report: reportOf(painting, language),
  }
}

export async function createClip(
  deps: Deps,
  c: Context<AppEnv>,
  request: { prompt: string | undefined; language?: string },
): Promise<Generated> {
  const owner = await requireCreationOwner(c, deps)
  // Clips are drawn here, so no provider sees the prompt and only our classifier decides.
  const { prompt, language } = await checkPrompt(c, deps, {
    raw: request.prompt,
    stated: request.language,
    owner,
    source: 'clip',
    useProvider: false,
  })
  await countGeneration(c, deps, owner)
  // No configured provider makes short clips, so the illustrator animates every one.
  const painting = await illustrateClip(prompt)
  const row = await saveCreation(deps, owner, { kind: 'video', prompt, painting, metadata: { language } })
  return { creation: toCreationRecord(row, mediaSecret(deps.env)), report: reportOf(painting, language) }
}
