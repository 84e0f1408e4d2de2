// Runs once before the end-to-end browsers start: writes the fake microphone's recording. The speech engine runs
// under tsx, which loads the server's modules (JSON imports included) as the app's own build does.
import { execFileSync } from 'node:child_process'

export default function globalSetup() {
  execFileSync('npx', ['tsx', 'tests/support/fake-microphone.ts'], { stdio: 'inherit' })
}
