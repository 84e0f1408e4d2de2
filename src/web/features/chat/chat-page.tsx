// Placeholder until this screen is built.
import { ComingTogetherPage } from '../pages/coming-together-page'

export function ChatPage() {
  return <ComingTogetherPage screen="chat" />
}
