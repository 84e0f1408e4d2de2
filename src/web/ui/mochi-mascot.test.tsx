// @vitest-environment jsdom
// Mochi's poses: one drawing per chat mood (and the default smile), each small, and labelled when titled.
import { cleanup, render } from '@testing-library/react'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import { MochiMascot, type MochiPose } from './mochi-mascot'

afterEach(cleanup)

const POSES: MochiPose[] = ['happy', 'excited', 'helpful', 'funny', 'thinking']

describe('MochiMascot', () => {
  it.each(POSES)('draws the %s pose in under 2.5 kB of markup', (pose) => {
    const { container } = render(<MochiMascot pose={pose} title="Mochi" />)
    expect(container.querySelector(`[data-pose="${pose}"]`)).not.toBeNull()
    expect(container.querySelector('svg')?.getAttribute('aria-label')).toBe('Mochi')
    expect(renderToStaticMarkup(<MochiMascot pose={pose} />).length).toBeLessThan(2500)
  })

  it('gives every pose a different face', () => {
    const faces = POSES.map((pose) => renderToStaticMarkup(<MochiMascot pose={pose} />))
    expect(new Set(faces).size).toBe(POSES.length)
  })

  it('smiles by default and is hidden from screen readers without a title', () => {
    const { container } = render(<MochiMascot />)
    expect(container.querySelector('[data-pose="happy"]')).not.toBeNull()
    expect(container.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true')
  })
})
