// Where the end-to-end tests' fake microphone recording lives (written by fake-microphone.ts before the browsers
// start); kept apart so the Playwright config does not load the speech engine.
import path from 'node:path'

export const FAKE_MICROPHONE_WAV = path.resolve('.tmp/e2e-fake-microphone.wav')
