// Saving a creation on the device under a timestamped name, e.g. mochi-garden-20250314-093005.png.

const pad = (value: number) => String(value).padStart(2, '0')

/** mochi-garden-YYYYMMDD-HHMMSS.<extension>, in the device's local time. */
export function downloadName(date: Date, extension: string): string {
  const day = `${date.getFullYear()}${pad(date.getMonth() + 1)}${pad(date.getDate())}`
  const time = `${pad(date.getHours())}${pad(date.getMinutes())}${pad(date.getSeconds())}`
  return `mochi-garden-${day}-${time}.${extension}`
}

const EXTENSIONS: Record<string, string> = {
  'image/png': 'png',
  'image/gif': 'gif',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
}

export function extensionFor(mediaType: string, fallback: string): string {
  return EXTENSIONS[mediaType] ?? fallback
}

/**
 * Fetches the media as a blob and saves it: a plain link with `download` would be ignored by some browsers
 * and would not know the file type.
 */
export async function downloadMedia(
  url: string,
  fallbackExtension: string,
  now = new Date(),
): Promise<string> {
  const response = await fetch(url, { credentials: 'same-origin' })
  if (!response.ok) throw new Error(`download failed (${response.status})`)
  const blob = await response.blob()
  const name = downloadName(now, extensionFor(blob.type, fallbackExtension))
  const objectUrl = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = objectUrl
  link.download = name
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(objectUrl), 1000)
  return name
}
