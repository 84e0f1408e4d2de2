// The download name of a creation: mochi-garden-YYYYMMDD-HHMMSS with the file's own extension.
import { describe, expect, it } from 'vitest'
import { downloadName, extensionFor } from './download-file'

describe('downloadName', () => {
  it('stamps the local date and time, zero-padded', () => {
    expect(downloadName(new Date(2025, 2, 4, 9, 5, 7), 'png')).toBe('mochi-garden-20250304-090507.png')
    expect(downloadName(new Date(2024, 11, 31, 23, 59, 59), 'gif')).toBe('mochi-garden-20241231-235959.gif')
  })

  it('names the extension after the media type, else the fallback', () => {
    expect(extensionFor('image/png', 'gif')).toBe('png')
    expect(extensionFor('image/gif', 'png')).toBe('gif')
    expect(extensionFor('image/jpeg', 'png')).toBe('jpg')
    expect(extensionFor('', 'png')).toBe('png')
  })
})
