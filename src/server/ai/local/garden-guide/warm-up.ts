// Asks the garden guide one question in each language after the server is healthy, so the term sets and indexes it
// builds at its first answer are ready before a family's first chat, and none of it delays the start.
import { answer } from './answer'

const WARM_UP_QUESTIONS = [
  { question: 'How often should I water my tomatoes?', language: 'en' },
  { question: '¿Cuándo siembro lechugas?', language: 'es' },
] as const

export function warmUpGardenGuide(): void {
  for (const { question, language } of WARM_UP_QUESTIONS) answer(question, { language })
}
