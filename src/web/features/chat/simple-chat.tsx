// The "chat" tab: Mochi's text chat behind the registration gate.
import { MochiChat } from './mochi-chat'
import { RegistrationGate } from './registration-gate'

export function SimpleChat() {
  return (
    <RegistrationGate>
      <MochiChat />
    </RegistrationGate>
  )
}
