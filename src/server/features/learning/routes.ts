// Beeducation: learning progress, lesson completions and game scores of the caller (user or guest).
import { Hono } from 'hono'
import { ERROR_CODES } from '../../../shared/error-codes'
import { isPlayableGameId } from '../../../shared/games/catalogue'
import { LESSONS } from '../../../shared/lessons/lessons'
import {
  completeGameSchema,
  isLessonId,
  lessonStepSchema,
  markLearnedSchema,
} from '../../../shared/schemas/learning'
import { requireOwner, requireUser } from '../../auth/caller'
import type { AppDeps, AppEnv } from '../../context'
import { ApiError } from '../../lib/errors'
import { jsonBody } from '../../lib/validate'
import { claimGuestVoiceSettings } from '../voice-settings/mutations'
import { findFact, getLearningSummary } from './data'
import {
  claimGuestProgress,
  completeLesson,
  markFactLearned,
  recordGameCompletion,
  saveLessonStep,
} from './mutations'

const invalid = (field: string, message: string) =>
  new ApiError(400, ERROR_CODES.invalidBody, message, { field })

export function learningRoutes(deps: AppDeps) {
  const { database } = deps
  return new Hono<AppEnv>()
    .get('/progress', async (c) => {
      const owner = await requireOwner(c, deps)
      return c.json(await getLearningSummary(database.db, owner))
    })
    .post('/progress/learned', jsonBody(markLearnedSchema), async (c) => {
      const owner = await requireOwner(c, deps)
      const fact = await findFact(database.db, c.req.valid('json').factId)
      if (!fact) throw invalid('factId', 'There is no bee fact with that id')
      const progress = await markFactLearned(database.db, owner, { factId: fact.id, topic: fact.category })
      return c.json({ progress })
    })
    .post('/games/:gameId/complete', jsonBody(completeGameSchema), async (c) => {
      const owner = await requireOwner(c, deps)
      const gameId = c.req.param('gameId')
      if (!isPlayableGameId(gameId)) throw invalid('gameId', 'Only playable games keep scores')
      const game = await recordGameCompletion(database.db, owner, {
        gameId,
        score: c.req.valid('json').score,
      })
      return c.json({ gameId, game })
    })
    .post('/lessons/:lessonId/complete', async (c) => {
      const owner = await requireOwner(c, deps)
      const lessonId = c.req.param('lessonId')
      if (!isLessonId(lessonId)) throw invalid('lessonId', 'There is no lesson with that id')
      return c.json({ lessons: await completeLesson(database.db, owner, lessonId) })
    })
    .put('/lessons/:lessonId/step', jsonBody(lessonStepSchema), async (c) => {
      const owner = await requireOwner(c, deps)
      const lessonId = c.req.param('lessonId')
      if (!isLessonId(lessonId)) throw invalid('lessonId', 'There is no lesson with that id')
      const { step } = c.req.valid('json')
      const { sections, quiz } = LESSONS[lessonId]
      if (step >= sections.length + quiz.length) throw invalid('step', 'This lesson has no such step')
      return c.json({ lessonId, step: await saveLessonStep(database.db, owner, { lessonId, step }) })
    })
    .post('/claim-guest', async (c) => {
      const user = await requireUser(c, deps)
      const claimed = user.guestId
        ? await claimGuestProgress(database.db, user.userId, user.guestId)
        : { topics: 0, games: 0, lessons: 0 }
      if (user.guestId) await claimGuestVoiceSettings(database.db, user.userId, user.guestId)
      return c.json({ claimed, ...(await getLearningSummary(database.db, user)) })
    })
}
