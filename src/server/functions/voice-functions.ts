// The Voice issue's named functions: speech synthesis (tts) and recognition (stt_chat).
import type { FunctionDefinition } from './define'
import { sttChat } from './stt-chat'
import { tts } from './tts'

export const VOICE_FUNCTIONS: FunctionDefinition[] = [tts, sttChat]
