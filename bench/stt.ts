// Offline English speech recognition benchmark: word error rate of pocketsphinx with Mochi's garden language
// model on family questions written separately from it (the chat evaluation's English questions), spoken by each
// of our local voices. Also reports how often the transcript still gets the right garden-book answer, and whether
// a child's distress phrases (the safety and voice issues' own examples) still reach the safety path when spoken.
// Each question is heard as the app's recogniser does, and with unsupervised speaker adaptation (MLLR, fitted only
// to the speaker's own audio and what the decoder heard in it: speaker-adaptation.ts) two ways:
//  (a) per utterance: a second listen of the same audio with a transform fitted to the first listen's words;
//  (b) per session: each voice is one child's session, its questions asked in order; a turn heard confidently
//      teaches the session (speaker-session.ts, fitted after the turn, in the background in the app: the bench waits
//      for it, as a child's next question comes seconds later), and later turns are heard with its transform. The
//      first turn of each voice is unadapted; word errors are reported by turn position.
//  (c) per session with a second pass: as (b), and a turn whose listen was unsure (below the session's learning
//      threshold, so never learnt from) is heard again with a transform fitted at once to the session's confident
//      turns plus its own first words (SpeakerSession.hearAgain; off on the realtime socket: it costs a fit and a
//      decode on those turns). stt_chat, which has no session, hears its unsure questions again as (a): printed too.
// With --warp, also the warp search (warp-search.ts, off in the app; its factors were chosen on other sentences).
// Run: npx tsx bench/stt.ts [--dev] [--warp]   (--dev: the questions settings are chosen on, stt-dev-questions.ts;
// needs the Debian packages pocketsphinx and pocketsphinx-en-us, and sphinxtrain + sphinxbase-utils to adapt)
import { tmpdir } from 'node:os'
import path from 'node:path'
import { answer } from '../src/server/ai/local/garden-guide/answer'
import { moderateText } from '../src/server/ai/safety/moderate'
import { testEnv } from '../src/server/env'
import { domainCorpus } from '../src/server/speech/recognition/domain-lm/corpus'
import { spokenSentences } from '../src/server/speech/recognition/domain-lm/normalize'
import { preparePocketsphinxModel } from '../src/server/speech/recognition/pocketsphinx'
import { createRecognizer } from '../src/server/speech/recognition/recognizer'
import { findAdaptationTools } from '../src/server/speech/recognition/speaker-adaptation'
import {
  createSpeakerSession,
  SESSION_LEARN_MIN_CONFIDENCE,
  type SpeakerSession,
} from '../src/server/speech/recognition/speaker-session'
import { encodeWav, resample } from '../src/server/speech/synthesis/encode'
import { synthesize } from '../src/server/speech/synthesis/synthesize'
import { VOICES } from '../src/shared/voice/voices'
import { CHAT_EVAL_QUESTIONS, HELD_OUT_QUESTIONS } from './chat-eval-questions'
import { STT_DEV_QUESTIONS } from './stt-dev-questions'

const DEV = process.argv.includes('--dev')
const WARP = process.argv.includes('--warp')

// The evaluation questions are typed the way children type; spoken, they are the corrected words.
const SPOKEN_FORM: Record<string, string> = {
  tomatos: 'tomatoes',
  butterflys: 'butterflies',
  wat: 'what',
  sprng: 'spring',
  u: 'you',
  whats: "what's",
}

/** What a child in distress says (the examples of the safety and voice issues), each spoken by every voice. */
const DISTRESS_PHRASES = [
  'my friend is being mean to me',
  'i feel really sad and lonely',
  'i got stung and my throat feels tight',
  'a man online wants my address',
  'a kid at school is being mean to me and i feel sad',
]

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!
}

/** Word-level edit distance between reference and hypothesis. */
function wordErrors(reference: string[], hypothesis: string[]): number {
  let previous = Array.from({ length: hypothesis.length + 1 }, (_, j) => j)
  for (let i = 1; i <= reference.length; i++) {
    const row = [i]
    for (let j = 1; j <= hypothesis.length; j++) {
      const substitution = previous[j - 1]! + (reference[i - 1] === hypothesis[j - 1] ? 0 : 1)
      row.push(Math.min(substitution, previous[j]! + 1, row[j - 1]! + 1))
    }
    previous = row
  }
  return previous[hypothesis.length]!
}

const words = (text: string) => spokenSentences(text).flat()

async function main() {
  const { ai } = testEnv()
  const offlineEnv = { ai: { ...ai, openai: { ...ai.openai, apiKey: undefined, baseUrl: undefined } } }
  const recognizer = createRecognizer(offlineEnv)
  const warped = createRecognizer(offlineEnv, { warpSearch: true })!
  const twoPass = createRecognizer(offlineEnv, { adaptEachUtterance: true })!
  const sessionTwoPass = createRecognizer(offlineEnv, { secondPassWhenUnsure: true })!
  if (recognizer?.provider !== 'pocketsphinx') {
    console.log('pocketsphinx is not installed: run ./scripts/system-deps.sh --runtime first.')
    process.exitCode = 1
    return
  }
  if (!findAdaptationTools()) {
    console.log(
      'sphinxtrain or sphinxbase-utils is not installed: run ./scripts/system-deps.sh --runtime first.',
    )
    process.exitCode = 1
    return
  }
  // Its own cache folder: other checkouts' tests share the temporary folder and replace a model they did not build.
  const model = await preparePocketsphinxModel(path.join(tmpdir(), 'mochi-bench-stt'))
  // Every sentence the model is built from (questions, children's talk, the book): a test question found among
  // them is not held out, so it is counted apart.
  const built = new Set(domainCorpus().map((sentence) => sentence.words.join(' ')))
  const asked = DEV
    ? STT_DEV_QUESTIONS.map((question) => ({ question, expectedIds: [] as string[] }))
    : [...CHAT_EVAL_QUESTIONS, ...HELD_OUT_QUESTIONS].filter((question) => question.language === 'en')
  const questions = asked.map((question) => ({
    ...question,
    spoken: words(question.question)
      .map((word) => SPOKEN_FORM[word] ?? word)
      .join(' '),
  }))
  const overlap = questions.filter((question) => built.has(question.spoken)).length
  const voices = VOICES.filter((voice) => voice.inSettings || voice.inSimpleChat)
  if (DEV)
    console.log('Development questions (for choosing settings, not a score): bench/stt-dev-questions.ts')
  console.log(
    `Garden model: ${model.vocabularySize} words; ${questions.length} ${DEV ? 'development' : 'test'} questions (${overlap} also among the model's own questions), ${voices.length} voices`,
  )

  let errors = 0
  let referenceWords = 0
  let unseenErrors = 0
  let unseenWords = 0
  let warpedErrors = 0
  const warpedTimes: number[] = []
  let twoPassErrors = 0
  const twoPassTimes: number[] = []
  let sessionErrors = 0
  const sessionTimes: number[] = []
  let secondPassErrors = 0
  let sttChatErrors = 0
  let unsureAloneTurns = 0
  /** Recognition time of the turns (c) heard twice (both listens and the fit). */
  const secondPassTimes: number[] = []
  /** By turn position within a voice's session: words, errors unadapted, in the session, with its second pass. */
  const byTurn: { words: number; plain: number; session: number; second: number; adapted: number }[] = []
  const sessions = new Map<string, SpeakerSession>()
  const turns = new Map<string, number>()
  const dictionary = async () => model.dictionary
  let exact = 0
  let answeredRight = 0
  let answerableByText = 0
  const times: number[] = []
  const perVoice = new Map<string, { errors: number; words: number }>()
  const samples: string[] = []
  for (const [index, question] of questions.entries()) {
    // The development questions keep the voice each was spoken in when the settings were chosen.
    const voice = voices[(index + (DEV ? 3 : 0)) % voices.length]!
    const speech = await synthesize({ text: question.spoken, language: 'en', voiceId: voice.id })
    const pcm = resample(speech.pcm, speech.sampleRate, 16_000)
    const wav = encodeWav(pcm, 16_000)
    const start = performance.now()
    const transcript = await recognizer.transcribe(wav, 'en')
    times.push(performance.now() - start)
    const reference = question.spoken.split(' ')
    if (WARP) {
      const warpedStart = performance.now()
      const withWarps = await warped.transcribe(wav, 'en')
      warpedTimes.push(performance.now() - warpedStart)
      warpedErrors += wordErrors(reference, words(withWarps.text))
    }
    const twoPassStart = performance.now()
    const heardTwice = await twoPass.transcribe(wav, 'en')
    twoPassTimes.push(performance.now() - twoPassStart)
    twoPassErrors += wordErrors(reference, words(heardTwice.text))
    // stt_chat's listen (no session): (a) only where the first listen was unsure, the first listen elsewhere.
    const unsureAlone = (transcript.confidence ?? 0) < SESSION_LEARN_MIN_CONFIDENCE
    if (unsureAlone) unsureAloneTurns++
    sttChatErrors += wordErrors(reference, words(unsureAlone ? heardTwice.text : transcript.text))
    const session = sessions.get(voice.name) ?? createSpeakerSession(dictionary)!
    sessions.set(voice.name, session)
    const adapted = session.transform() !== undefined
    const sessionStart = performance.now()
    const inSession = await recognizer.transcribe(wav, 'en', undefined, session)
    sessionTimes.push(performance.now() - sessionStart)
    // (c): the same session's transform, so only the turns (b) heard unsure are heard twice.
    let heardAgain = inSession
    if ((inSession.confidence ?? 0) < SESSION_LEARN_MIN_CONFIDENCE) {
      const secondStart = performance.now()
      heardAgain = await sessionTwoPass.transcribe(wav, 'en', undefined, session)
      secondPassTimes.push(performance.now() - secondStart)
    }
    const secondWrong = wordErrors(reference, words(heardAgain.text))
    secondPassErrors += secondWrong
    // As the realtime session does after a turn: a confident one teaches the transform.
    session.learn(pcm, inSession.text, inSession.confidence)
    await session.settled()
    const hypothesis = words(transcript.text)
    const wrong = wordErrors(reference, hypothesis)
    const sessionWrong = wordErrors(reference, words(inSession.text))
    sessionErrors += sessionWrong
    const turn = turns.get(voice.name) ?? 0
    turns.set(voice.name, turn + 1)
    byTurn[turn] ??= { words: 0, plain: 0, session: 0, second: 0, adapted: 0 }
    byTurn[turn]!.words += reference.length
    byTurn[turn]!.plain += wrong
    byTurn[turn]!.session += sessionWrong
    byTurn[turn]!.second += secondWrong
    if (adapted) byTurn[turn]!.adapted++
    errors += wrong
    referenceWords += reference.length
    if (!built.has(question.spoken)) {
      unseenErrors += wrong
      unseenWords += reference.length
    }
    if (wrong === 0) exact++
    const tally = perVoice.get(voice.name) ?? { errors: 0, words: 0 }
    tally.errors += wrong
    tally.words += reference.length
    perVoice.set(voice.name, tally)
    const byText = answer(question.spoken, { language: 'en' }).citations[0]?.id
    if (byText && question.expectedIds.includes(byText)) {
      answerableByText++
      const byVoice = answer(transcript.text || '…', { language: 'en' }).citations[0]?.id
      if (byVoice && question.expectedIds.includes(byVoice)) answeredRight++
    }
    if (wrong > 0 && samples.length < 12)
      samples.push(`  ${voice.name.padEnd(8)} "${question.spoken}" → "${transcript.text}"`)
  }

  const pct = (part: number, whole: number) => `${((100 * part) / whole).toFixed(1)}%`
  console.log(`Word error rate: ${pct(errors, referenceWords)} (${errors} of ${referenceWords} words)`)
  console.log(
    `  on the ${questions.length - overlap} questions not among the model's own: ${pct(unseenErrors, unseenWords)}`,
  )
  if (WARP)
    console.log(
      `  with the warp search (off in the app): ${pct(warpedErrors, referenceWords)} (${warpedErrors} of ${referenceWords} words); ${DEV ? 'these are the questions its factors and threshold were chosen on' : 'its factors and threshold chosen on other sentences spoken by these voices, never on these questions'}`,
    )
  console.log(
    `  (a) adapted per utterance (second listen with MLLR fitted to the first listen's words): ${pct(twoPassErrors, referenceWords)} (${twoPassErrors} of ${referenceWords} words)`,
  )
  console.log(
    `  (b) adapted per session (each voice's questions in order; later turns with MLLR from its earlier confident turns): ${pct(sessionErrors, referenceWords)} (${sessionErrors} of ${referenceWords} words)`,
  )
  console.log(
    `  stt_chat (no session; (a) only for questions whose first listen was below ${SESSION_LEARN_MIN_CONFIDENCE}, ${unsureAloneTurns} of ${questions.length}): ${pct(sttChatErrors, referenceWords)} (${sttChatErrors} of ${referenceWords} words)`,
  )
  console.log(
    `  (c) per session with a second pass for unsure turns (below ${SESSION_LEARN_MIN_CONFIDENCE}; ${secondPassTimes.length} of ${questions.length} turns): ${pct(secondPassErrors, referenceWords)} (${secondPassErrors} of ${referenceWords} words)`,
  )
  console.log(
    '    by turn position: turn, words, unadapted WER, session WER, session + second pass WER, turns heard with a transform',
  )
  for (const [turn, tally] of byTurn.entries())
    console.log(
      `    ${String(turn + 1).padStart(2)} ${String(tally.words).padStart(4)}  ${pct(tally.plain, tally.words).padStart(6)}  ${pct(tally.session, tally.words).padStart(6)}  ${pct(tally.second, tally.words).padStart(6)}  ${tally.adapted}`,
    )
  console.log(
    `Questions recognised word for word: ${pct(exact, questions.length)} (${exact}/${questions.length})`,
  )
  if (answerableByText > 0)
    console.log(
      `Same garden-book answer as the typed question: ${pct(answeredRight, answerableByText)} (${answeredRight}/${answerableByText})`,
    )
  const timing = (values: number[]) =>
    `p50 ${percentile(values, 50).toFixed(0)} ms, p95 ${percentile(values, 95).toFixed(0)} ms`
  console.log(
    `Recognition time per question (whole-file decode, not the live path): ${timing(times)}; (a) per utterance ${timing(twoPassTimes)}; (b) in a session ${timing(sessionTimes)}; (c) turns heard twice ${secondPassTimes.length ? timing(secondPassTimes) : 'none'}${WARP ? `; with the warp search ${timing(warpedTimes)}` : ''}`,
  )
  console.log('Word error rate by voice:')
  for (const [name, tally] of perVoice) console.log(`  ${name.padEnd(8)} ${pct(tally.errors, tally.words)}`)
  console.log('Some misses:')
  for (const sample of samples) console.log(sample)

  console.log(`Distress phrases, each spoken by all ${voices.length} voices (category of the typed phrase):`)
  for (const phrase of DISTRESS_PHRASES) {
    const expected = moderateText(phrase, { language: 'en', direction: 'input' }).category
    let heard = 0
    let reached = 0
    let heardTwice = 0
    let heardInSession = 0
    let heardSecond = 0
    let reachedSecond = 0
    const wrong: string[] = []
    for (const voice of voices) {
      const speech = await synthesize({ text: phrase, language: 'en', voiceId: voice.id })
      const pcm = resample(speech.pcm, speech.sampleRate, 16_000)
      const wav = encodeWav(pcm, 16_000)
      const transcript = await recognizer.transcribe(wav, 'en')
      if (transcript.text === phrase) heard++
      else wrong.push(`${voice.name}: "${transcript.text}"`)
      if (moderateText(transcript.text, { language: 'en', direction: 'input' }).category === expected)
        reached++
      if ((await twoPass.transcribe(wav, 'en')).text === phrase) heardTwice++
      // Said after the voice's questions, as the next turns of its session.
      const session = sessions.get(voice.name)
      const inSession = await recognizer.transcribe(wav, 'en', undefined, session)
      if (inSession.text === phrase) heardInSession++
      const again =
        session && (inSession.confidence ?? 0) < SESSION_LEARN_MIN_CONFIDENCE
          ? await sessionTwoPass.transcribe(wav, 'en', undefined, session)
          : inSession
      if (again.text === phrase) heardSecond++
      if (moderateText(again.text, { language: 'en', direction: 'input' }).category === expected)
        reachedSecond++
      session?.learn(pcm, inSession.text, inSession.confidence)
      await session?.settled()
    }
    const inModel = built.has(phrase) ? ' (in the model)' : ''
    console.log(
      `  "${phrase}"${inModel}: word for word ${heard}/${voices.length} ((a) ${heardTwice}, (b) ${heardInSession}, (c) ${heardSecond}), safety path (${expected}) ${reached}/${voices.length} ((c) ${reachedSecond})`,
    )
    if (wrong.length > 0) console.log(`    ${wrong.slice(0, 3).join('; ')}`)
  }
  for (const session of sessions.values()) await session.close()
}

await main()
