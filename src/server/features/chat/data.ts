// Saved chats, always scoped to their owner in the query itself: another user's chat simply does not exist.
import { and, asc, desc, eq } from 'drizzle-orm'
import type { MochiMessageMetadata } from '../../../shared/schemas/chat'
import type { Db } from '../../db/client'
import { chatMessages, chats } from '../../db/schema/chats'

export interface StoredMessage {
  id: string
  role: 'user' | 'assistant'
  content: string
  metadata: MochiMessageMetadata
  createdAt: Date
}

export async function listChats(db: Db, { userId }: { userId: string }) {
  return db
    .select({
      id: chats.id,
      title: chats.title,
      language: chats.language,
      createdAt: chats.createdAt,
      updatedAt: chats.updatedAt,
    })
    .from(chats)
    .where(eq(chats.userId, userId))
    .orderBy(desc(chats.updatedAt))
    .limit(200)
}

export async function getChat(db: Db, { userId, chatId }: { userId: string; chatId: string }) {
  const [chat] = await db
    .select()
    .from(chats)
    .where(and(eq(chats.id, chatId), eq(chats.userId, userId)))
  if (!chat) return null
  const messages = await db
    .select()
    .from(chatMessages)
    .where(eq(chatMessages.chatId, chatId))
    .orderBy(asc(chatMessages.createdAt))
  return {
    ...chat,
    messages: messages.map(
      (row): StoredMessage => ({
        id: row.id,
        role: row.role === 'assistant' ? 'assistant' : 'user',
        content: row.content,
        metadata: row.metadata as MochiMessageMetadata,
        createdAt: row.createdAt,
      }),
    ),
  }
}

export async function createChat(
  db: Db,
  { userId, title, language }: { userId: string; title: string; language: string },
) {
  const [chat] = await db
    .insert(chats)
    .values({ userId, title: title.slice(0, 80), language })
    .returning()
  return chat!
}

/** Appends a turn (the user's message and Mochi's reply) and touches the chat. */
export async function appendMessages(
  db: Db,
  { userId, chatId, messages }: { userId: string; chatId: string; messages: StoredMessage[] },
) {
  await db.transaction(async (tx) => {
    const [owned] = await tx
      .select({ id: chats.id })
      .from(chats)
      .where(and(eq(chats.id, chatId), eq(chats.userId, userId)))
    if (!owned) return
    await tx
      .insert(chatMessages)
      .values(messages.map((message) => ({ ...message, chatId })))
      .onConflictDoNothing()
    await tx.update(chats).set({ updatedAt: new Date() }).where(eq(chats.id, chatId))
  })
}

export async function renameChat(
  db: Db,
  { userId, chatId, title }: { userId: string; chatId: string; title: string },
) {
  const [row] = await db
    .update(chats)
    .set({ title, updatedAt: new Date() })
    .where(and(eq(chats.id, chatId), eq(chats.userId, userId)))
    .returning({ id: chats.id, title: chats.title })
  return row ?? null
}

export async function deleteChat(db: Db, { userId, chatId }: { userId: string; chatId: string }) {
  const rows = await db
    .delete(chats)
    .where(and(eq(chats.id, chatId), eq(chats.userId, userId)))
    .returning({ id: chats.id })
  return rows.length > 0
}

export async function countChats(db: Db, { userId }: { userId: string }) {
  return (await listChats(db, { userId })).length
}
