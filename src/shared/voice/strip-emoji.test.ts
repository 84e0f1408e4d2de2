import { describe, expect, it } from 'vitest'
import { stripEmoji } from './strip-emoji'

describe('stripEmoji', () => {
  it('removes single emoji and pictographs and tidies the spaces they leave', () => {
    expect(stripEmoji('Mochi says hi 🐝🌻!')).toBe('Mochi says hi!')
    expect(stripEmoji('I ❤️ sunflowers ☀️ and rain ☔')).toBe('I sunflowers and rain')
  })

  it('removes joined sequences, skin tones, flags, keycaps and tag flags whole', () => {
    expect(stripEmoji('Family 👨‍👩‍👧‍👦 time')).toBe('Family time')
    expect(stripEmoji('Great job 👍🏽 team')).toBe('Great job team')
    expect(stripEmoji('Hola 🇪🇸 and hello 🇺🇸')).toBe('Hola and hello')
    expect(stripEmoji('Step 1️⃣ then #️⃣ done')).toBe('Step then done')
    expect(stripEmoji('Go 🏴󠁧󠁢󠁳󠁣󠁴󠁿 Scotland')).toBe('Go Scotland')
  })

  it('keeps letters, accents, digits and Spanish punctuation', () => {
    const text = '¿Sabías que una abeja visita 50 flores? ¡Sí, señor! Ñandú, pingüino, 3.5 °C.'
    expect(stripEmoji(text)).toBe(text)
  })

  it('keeps line breaks, which separate sentences', () => {
    expect(stripEmoji('First line 🐝\nSecond line')).toBe('First line\nSecond line')
  })

  it('leaves nothing of a text made only of emoji', () => {
    expect(stripEmoji(' 🐝 🌻🌼 ✨ ')).toBe('')
  })
})
