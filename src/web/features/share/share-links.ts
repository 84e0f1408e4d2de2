// The share dialog's links and embed code (spec 2.3, 7.5): social share URLs carry the text and the app's url.

/** Spec 2.3: the embed code is an iframe of 400x600. */
export const EMBED_SIZE = { width: 400, height: 600 } as const

export const SHARE_TARGETS = ['whatsapp', 'facebook', 'x', 'email'] as const
export type ShareTarget = (typeof SHARE_TARGETS)[number]

export interface ShareContent {
  text: string
  url: string
  subject: string
}

const enc = encodeURIComponent

export function buildShareLinks({ text, url, subject }: ShareContent): Record<ShareTarget, string> {
  return {
    whatsapp: `https://wa.me/?text=${enc(`${text} ${url}`)}`,
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${enc(url)}`,
    x: `https://twitter.com/intent/tweet?text=${enc(text)}&url=${enc(url)}`,
    email: `mailto:?subject=${enc(subject)}&body=${enc(`${text}\n\n${url}`)}`,
  }
}

const escapeAttribute = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;')

/** The /embed page is the one route allowed inside other sites' frames. */
export function buildEmbedCode(origin: string, title: string): string {
  const src = escapeAttribute(`${origin}/embed`)
  return `<iframe src="${src}" width="${EMBED_SIZE.width}" height="${EMBED_SIZE.height}" style="border:0" title="${escapeAttribute(title)}" loading="lazy"></iframe>`
}

/** What is shared: the app's home page on this site. */
export function appUrl(origin: string): string {
  return `${origin}/`
}
