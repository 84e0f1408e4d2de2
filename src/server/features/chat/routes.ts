// POST /api/chat streams Mochi's reply (guests: nothing stored; signed-in users: saved chats), and the saved
// chats of the signed-in user: list, read, rename, delete — each scoped to its owner (others get a 404).
import { Hono } from 'hono'
import { z } from 'zod'
import { ERROR_CODES } from '../../../shared/error-codes'
import {
  CHAT_HISTORY_MAX,
  CHAT_MESSAGE_MAX,
  chatRequestSchema,
  messageText,
  renameChatSchema,
} from '../../../shared/schemas/chat'
import { statedHomePlace } from '../../ai/local/garden-guide/expert/home-place'
import { getCaller, requireUser } from '../../auth/caller'
import { clientIp } from '../../auth/client-ip'
import type { AppDeps, AppEnv } from '../../context'
import { ApiError } from '../../lib/errors'
import { hitLimits } from '../../lib/rate-limiter'
import { jsonBody } from '../../lib/validate'
import { getGardenPlace, upsertProfile } from '../accounts/data'
import { recordSafetyMoment } from '../child-safety/moments'
import { appendMessages, createChat, deleteChat, getChat, listChats, renameChat } from './data'
import { streamMochiReply } from './reply'

const chatIdParam = z.uuid()

export function chatRoutes(deps: AppDeps) {
  const { database, env, logger, models } = deps
  const db = database.db

  return new Hono<AppEnv>()
    .post('/chat', jsonBody(chatRequestSchema), async (c) => {
      const caller = await getCaller(c, deps)
      const identity =
        caller.kind === 'user'
          ? `user:${caller.userId}`
          : caller.kind === 'guest'
            ? `guest:${caller.guestId}`
            : `ip:${clientIp(c, env.trustProxy)}`
      const address = `ip:${clientIp(c, env.trustProxy)}`
      // Per caller, and per address too (five times as many: a family shares it), so a fresh guest id per
      // request does not get round the limit. Both in one statement: one database round trip per chat.
      const [byCaller, byAddress] = await hitLimits(
        db,
        [
          { key: `chat:${identity}`, max: env.ai.chatLimitPerMinute },
          ...(identity === address
            ? []
            : [{ key: `chat:address:${address}`, max: 5 * env.ai.chatLimitPerMinute }]),
        ],
        60,
      )
      const limit = byAddress && !byAddress.allowed ? byAddress : byCaller!
      if (!limit.allowed) {
        c.header('Retry-After', String(limit.retryAfterSeconds))
        throw new ApiError(
          429,
          ERROR_CODES.rateLimited,
          'Mochi needs a little rest. Please wait a moment and try again.',
        )
      }
      const body = c.req.valid('json')
      const last = body.messages.at(-1)!
      const question = messageText(last).trim()
      if (last.role !== 'user' || question.length === 0) {
        throw new ApiError(400, ERROR_CODES.invalidBody, 'The last message must be the question', {
          field: 'messages',
        })
      }
      if (question.length > CHAT_MESSAGE_MAX) {
        throw new ApiError(
          400,
          ERROR_CODES.invalidBody,
          `Messages are at most ${CHAT_MESSAGE_MAX} characters`,
          { field: 'messages' },
        )
      }

      // Signed-in users continue a saved chat from the server's copy; guests send their (unsaved) history.
      let chatId: string | undefined
      let history: { role: 'user' | 'assistant'; content: string }[]
      if (caller.kind === 'user') {
        const existing = body.chatId
          ? await getChat(db, { userId: caller.userId, chatId: body.chatId })
          : null
        if (body.chatId && !existing) throw new ApiError(404, ERROR_CODES.notFound, 'No such chat')
        chatId =
          existing?.id ??
          (
            await createChat(db, {
              userId: caller.userId,
              title: question.slice(0, 60),
              language: body.language,
            })
          ).id
        history = (existing?.messages ?? []).map((message) => ({
          role: message.role,
          content: message.content,
        }))
      } else {
        history = body.messages.slice(0, -1).map((message) => ({
          role: message.role,
          content: messageText(message).slice(0, CHAT_MESSAGE_MAX),
        }))
      }
      history = history.filter((turn) => turn.content.length > 0).slice(-CHAT_HISTORY_MAX)

      const messageId = crypto.randomUUID()
      const userId = caller.kind === 'user' ? caller.userId : null
      // Signed-in families keep their garden place in the profile: told now ("we live in Ohio", or the answer to
      // Mochi's question) it is saved; otherwise the saved one is used. Guests keep it in the conversation only.
      let place: string | undefined
      if (caller.kind === 'user') {
        const told = statedHomePlace(
          question,
          history.map((turn) => ({ role: turn.role, text: turn.content })),
        )
        const saved = await getGardenPlace(db, caller.userId)
        if (told && told.id !== saved)
          await upsertProfile(db, caller.userId, { gardenPlace: told.id }, caller.name)
        place = told?.id ?? saved ?? undefined
      }
      const response = streamMochiReply(
        { models, logger, env },
        { question, history, language: body.language, messageId, signal: c.req.raw.signal, place },
        async ({ question: stored, text, metadata }) => {
          if (metadata.safety) {
            await recordSafetyMoment(db, userId ? { userId } : null, {
              category: metadata.safety.category,
              source: 'chat',
              text: stored,
              language: body.language,
            })
          }
          if (!userId || !chatId || text.length === 0) return
          const now = Date.now()
          await appendMessages(db, {
            userId,
            chatId,
            messages: [
              {
                id: last.id.slice(0, 100) || crypto.randomUUID(),
                role: 'user',
                content: stored,
                metadata: {},
                createdAt: new Date(now),
              },
              {
                id: messageId,
                role: 'assistant',
                content: text,
                metadata: { ...metadata, chatId },
                createdAt: new Date(now + 1),
              },
            ],
          })
        },
      )
      if (chatId) response.headers.set('x-mochi-chat-id', chatId)
      return response
    })
    .get('/chats', async (c) => {
      const caller = await requireUser(c, deps)
      const rows = await listChats(db, { userId: caller.userId })
      return c.json({
        chats: rows.map((row) => ({
          ...row,
          createdAt: row.createdAt.toISOString(),
          updatedAt: row.updatedAt.toISOString(),
        })),
      })
    })
    .get('/chats/:id', async (c) => {
      const caller = await requireUser(c, deps)
      const id = c.req.param('id')
      const chat = chatIdParam.safeParse(id).success
        ? await getChat(db, { userId: caller.userId, chatId: id })
        : null
      if (!chat) throw new ApiError(404, ERROR_CODES.notFound, 'No such chat')
      return c.json({
        chat: {
          id: chat.id,
          title: chat.title,
          language: chat.language,
          createdAt: chat.createdAt.toISOString(),
          updatedAt: chat.updatedAt.toISOString(),
        },
        messages: chat.messages.map((message) => ({
          id: message.id,
          role: message.role,
          parts: [{ type: 'text' as const, text: message.content }],
          metadata: { ...message.metadata, createdAt: message.createdAt.toISOString() },
        })),
      })
    })
    .patch('/chats/:id', jsonBody(renameChatSchema), async (c) => {
      const caller = await requireUser(c, deps)
      const id = c.req.param('id')
      const row = chatIdParam.safeParse(id).success
        ? await renameChat(db, { userId: caller.userId, chatId: id, title: c.req.valid('json').title })
        : null
      if (!row) throw new ApiError(404, ERROR_CODES.notFound, 'No such chat')
      return c.json({ chat: row })
    })
    .delete('/chats/:id', async (c) => {
      const caller = await requireUser(c, deps)
      const id = c.req.param('id')
      const deleted =
        chatIdParam.safeParse(id).success && (await deleteChat(db, { userId: caller.userId, chatId: id }))
      if (!deleted) throw new ApiError(404, ERROR_CODES.notFound, 'No such chat')
      return c.json({ deleted: true })
    })
}
