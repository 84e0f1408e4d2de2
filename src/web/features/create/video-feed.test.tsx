// @vitest-environment jsdom
// The clip feed: the empty state, autoplaying GIFs, and a still with a play button under reduced motion.
import { cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createEn as en, json, renderWithProviders, stubFetch } from './create-test-helpers'
import { VideoFeed } from './video-feed'

const clip = (id: string, prompt: string, createdAt: string) => ({
  id,
  kind: 'video',
  prompt,
  model: 'mochi-illustrator',
  mediaType: 'image/gif',
  width: 512,
  height: 512,
  bytes: 100,
  url: `/api/creations/${id}/media?t=tok`,
  stillUrl: `/api/creations/${id}/media?t=tok&still=1`,
  createdAt,
})

afterEach(() => {
  cleanup()
  delete document.documentElement.dataset.reducedMotion
  vi.unstubAllGlobals()
})

describe('VideoFeed', () => {
  it('asks only for clips and points to the creator when there are none', async () => {
    const seen = stubFetch({ 'GET /api/creations': () => json({ creations: [] }) })
    renderWithProviders(<VideoFeed />)
    expect(await screen.findByText(en.feed.empty)).toBeTruthy()
    expect(seen.map((request) => request.url)).toEqual(['/api/creations?kind=video'])
  })

  it('shows the clips in the order the server gives (newest first), playing', async () => {
    stubFetch({
      'GET /api/creations': () =>
        json({
          creations: [
            clip('b', 'Bees at dusk', '2025-03-02T10:00:00Z'),
            clip('a', 'Rain', '2025-03-01T10:00:00Z'),
          ],
        }),
    })
    renderWithProviders(<VideoFeed />)
    const images = await screen.findAllByRole('img', { name: /^Garden clip:/ })
    expect(images.map((image) => image.getAttribute('src'))).toEqual([
      '/api/creations/b/media?t=tok',
      '/api/creations/a/media?t=tok',
    ])
    expect(screen.queryByRole('button', { name: en.feed.play })).toBeNull()
  })

  it('shows a still and a play button when motion is reduced', async () => {
    document.documentElement.dataset.reducedMotion = 'true'
    stubFetch({
      'GET /api/creations': () => json({ creations: [clip('a', 'Rain', '2025-03-01T10:00:00Z')] }),
    })
    renderWithProviders(<VideoFeed />)
    const still = await screen.findByRole('img', { name: 'Still picture of the clip: Rain' })
    expect(still.getAttribute('src')).toBe('/api/creations/a/media?t=tok&still=1')
    fireEvent.click(screen.getByRole('button', { name: en.feed.play }))
    expect(screen.getByRole('img', { name: 'Garden clip: Rain' }).getAttribute('src')).toBe(
      '/api/creations/a/media?t=tok',
    )
    expect(screen.getByRole('button', { name: en.feed.pause })).toBeTruthy()
  })
})
