// The signed-in user's saved chats: list, read (for resuming), rename and delete, through the typed client.
import { api, unwrap } from '../../lib/api-client'
import type { MochiUIMessage } from './mochi-message'

export const CHATS_QUERY_KEY = ['chats'] as const

export const chatsQuery = {
  queryKey: CHATS_QUERY_KEY,
  queryFn: async () => {
    const { chats } = await unwrap(api.api.chats.$get())
    // Newest first, whatever order the server chose.
    return [...chats].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))
  },
}

export type SavedChat = Awaited<ReturnType<typeof chatsQuery.queryFn>>[number]

export function chatQuery(id: string) {
  return {
    queryKey: [...CHATS_QUERY_KEY, id] as const,
    queryFn: async () => {
      const result = await unwrap(api.api.chats[':id'].$get({ param: { id } }))
      return { chat: result.chat, messages: result.messages as MochiUIMessage[] }
    },
    // A resumed chat starts from the server's copy every time it is opened.
    staleTime: 0,
  }
}

export function renameChat(id: string, title: string) {
  return unwrap(api.api.chats[':id'].$patch({ param: { id }, json: { title } }))
}

export function deleteChat(id: string) {
  return unwrap(api.api.chats[':id'].$delete({ param: { id } }))
}
