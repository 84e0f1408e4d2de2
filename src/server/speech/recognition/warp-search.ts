// Speaker normalisation for a whole recorded question: when the first listen is unsure, the question is heard again
// with the spectrum stretched or squeezed (vocal-tract-length normalisation, pocketsphinx's frequency warping), and
// the listen the decoder itself is surest of wins. A child's shorter vocal tract puts every formant higher than the
// adult voices the acoustic model learnt from; a warp maps them back.
import type { Hearing, ListeningVariant } from './pocketsphinx'

/**
 * The warp factors tried besides 1 (pocketsphinx's inverse_linear: each frequency divided by the factor, so above 1
 * a high, short-tract voice is heard lower). Chosen on sentences apart from bench/stt.ts's questions: 60 of the
 * model's own family questions and 40 new questions written for this choice (not in the model), spoken by our
 * voices, where word errors went from 16.1% to 12.9% and from 37.2% to 34.4%. All eleven factors 0.8–1.3 in steps of
 * 0.05 did no better overall (13.9% and 33.1%) for twice the decoding.
 */
export const WARP_FACTORS = [0.9, 1.1, 1.2, 1.3] as const

/**
 * A first listen at least this sure (geometric mean of its word posteriors) is kept as it is: on the same sentences
 * that cost no word, and 42 of the 100 questions stopped there.
 */
export const WARP_SEARCH_BELOW_CONFIDENCE = 0.7

export const warpVariant = (factor: number): ListeningVariant => ({
  extra: ['-warp_type', 'inverse_linear', '-warp_params', String(factor)],
})

/** The surest of the listens (first on ties: the unwarped one); a listen that heard nothing has no say. */
export function surestHearing(first: Hearing, others: readonly Hearing[]): Hearing {
  let best = first
  for (const hearing of others) {
    if (!hearing.text || hearing.confidence === undefined) continue
    if (best.confidence === undefined || hearing.confidence > best.confidence) best = hearing
  }
  return best
}

/**
 * `first` was heard without warping; when it heard words but is unsure, `listen` hears the question once per warp
 * factor (at the same time: they are independent processes) and the surest listen is returned. A first listen
 * `keep` holds on to is returned as it is: the recogniser keeps one that already reaches the safety path, since a
 * surer warped listen can lose the word that mattered (Aria's "a man online wants my address" at 0.33, heard as
 * "…wants my mint" at 0.54 with the factor 0.9). A listen that fails (the decoder exited) has no say.
 */
export async function withWarpSearch(
  first: Hearing,
  listen: (variant: ListeningVariant) => Promise<Hearing>,
  keep: (text: string) => boolean = () => false,
): Promise<Hearing> {
  // Nothing heard (silence) stays nothing: warped listens of silence can only add noise words.
  if (!first.text || (first.confidence ?? 0) >= WARP_SEARCH_BELOW_CONFIDENCE || keep(first.text)) return first
  const others = await Promise.all(
    WARP_FACTORS.map((factor) =>
      listen(warpVariant(factor)).catch((): Hearing => ({ text: '', confidence: undefined })),
    ),
  )
  return surestHearing(first, others)
}
