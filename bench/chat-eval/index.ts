// All held-out family questions of bench/chat-eval.ts, both languages.
import { FAMILY_QUESTIONS_EN } from './family-questions-en'
import { FAMILY_QUESTIONS_ES } from './family-questions-es'

export const FAMILY_QUESTIONS = [...FAMILY_QUESTIONS_EN, ...FAMILY_QUESTIONS_ES]
