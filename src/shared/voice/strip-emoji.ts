// Removes emoji and pictographs from text before it is spoken, so the synthesiser never reads them out or stumbles.

// Keycaps (1️⃣, #️⃣) take their base character with them; the rest are the pieces emoji are built from:
// pictographs, regional-indicator flags, skin tones, variation selectors, zero-width joiners and tag letters.
const KEYCAP = /[#*0-9]\uFE0F?\u20E3/gu
const EMOJI_PARTS =
  /\p{Extended_Pictographic}|\p{Regional_Indicator}|\p{Emoji_Modifier}|\uFE0E|\uFE0F|\u200D|\u20E3|[\u{E0020}-\u{E007F}]/gu

export function stripEmoji(text: string): string {
  return text
    .replace(KEYCAP, ' ')
    .replace(EMOJI_PARTS, ' ')
    .replace(/[^\S\n]+/g, ' ')
    .replace(/ ?\n ?/g, '\n')
    .replace(/ ([,.!?;:…])/g, '$1')
    .trim()
}
