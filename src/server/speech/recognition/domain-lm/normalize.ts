// Turns written English into the lower-case word sequences a recogniser hears ("5,000 bees!" → five thousand bees).

const ONES = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
]
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety']

/** Spoken form of 0–999,999; larger numbers are read digit by digit. */
export function numberToWords(value: number): string {
  if (!Number.isInteger(value) || value < 0 || value > 999_999) {
    return String(value)
      .replace(/\D/g, '')
      .split('')
      .map((digit) => ONES[Number(digit)])
      .join(' ')
  }
  if (value < 20) return ONES[value]!
  if (value < 100)
    return [TENS[Math.floor(value / 10)], value % 10 ? ONES[value % 10] : ''].filter(Boolean).join(' ')
  if (value < 1000) {
    const rest = value % 100
    return [ONES[Math.floor(value / 100)], 'hundred', rest ? numberToWords(rest) : '']
      .filter(Boolean)
      .join(' ')
  }
  const rest = value % 1000
  return [numberToWords(Math.floor(value / 1000)), 'thousand', rest ? numberToWords(rest) : '']
    .filter(Boolean)
    .join(' ')
}

/** Splits text into sentences, each as spoken lower-case words (apostrophes kept: "don't", "bee's"). */
export function spokenSentences(text: string): string[][] {
  return text
    .replace(/(\d),(\d{3})/g, '$1$2')
    .split(/[.!?;:()\n"]+/)
    .map((sentence) =>
      sentence
        .toLowerCase()
        .replace(/[‘’]/g, "'")
        .replace(/\d+/g, (digits) => ` ${numberToWords(Number(digits))} `)
        .replace(/%/g, ' percent ')
        .replace(/&/g, ' and ')
        .replace(/[^a-z' ]+/g, ' ')
        .split(/\s+/)
        .map((word) => word.replace(/^'+|'+$/g, ''))
        .filter(Boolean),
    )
    .filter((words) => words.length > 0)
}
