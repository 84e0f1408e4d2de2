// The UI message type of Mochi's chat: AI SDK messages whose metadata is the server's MochiMessageMetadata.
import type { MochiMessageMetadata } from '@shared/chat-message'
import type { UIMessage } from 'ai'

export type MochiUIMessage = UIMessage<MochiMessageMetadata>
