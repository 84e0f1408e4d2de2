// Checks the composed SVG: the asked-for things appear in the asked-for numbers, in the canvas, without a pile-up.
import { describe, expect, it } from 'vitest'
import { composeScene, drawAction, drawLayout } from './compose-scene'
import { layoutScene } from './layout'
import { CANVAS } from './placement'
import { parseScenePrompt } from './prompt-parser'

function countItems(svg: string, kind: string): number {
  return svg.split(`data-item="${kind}"`).length - 1
}

function picture(prompt: string, seed = 11): string {
  return composeScene(parseScenePrompt(prompt), seed)
}

describe('composeScene', () => {
  it('draws a 1024 × 1024 picture with no text in it', () => {
    const svg = picture('three sunflowers')
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1024 1024"')).toBe(true)
    expect(svg).not.toContain('<text')
  })

  it.each([1, 3, 7, 12])('draws exactly %i sunflowers when asked', (count) => {
    const svg = picture(`${count} sunflowers`)
    expect(countItems(svg, 'sunflower')).toBe(count)
  })

  it('draws the Spanish example with three sunflowers, bees and the sun', () => {
    const svg = picture('tres girasoles amarillos con abejas bajo el sol')
    expect(countItems(svg, 'sunflower')).toBe(3)
    expect(countItems(svg, 'bee')).toBe(3)
    expect(countItems(svg, 'sun')).toBe(1)
    expect(countItems(svg, 'moon')).toBe(0)
  })

  it('counts every kind of thing it draws', () => {
    const svg = picture(
      '2 roses, 4 tulips, 5 tomatoes, 3 carrots, 2 pumpkins, 4 peas, 2 ladybugs and a hummingbird',
    )
    expect(countItems(svg, 'rose')).toBe(2)
    expect(countItems(svg, 'tulip')).toBe(4)
    expect(countItems(svg, 'tomato')).toBe(5)
    expect(countItems(svg, 'carrot')).toBe(3)
    expect(countItems(svg, 'pumpkin')).toBe(2)
    expect(countItems(svg, 'pea')).toBe(4)
    expect(countItems(svg, 'ladybug')).toBe(2)
    expect(countItems(svg, 'hummingbird')).toBe(1)
  })

  it('puts a moon and stars in a night sky, and no sun', () => {
    const svg = picture('daisies at night')
    expect(countItems(svg, 'moon')).toBe(1)
    expect(countItems(svg, 'star')).toBe(40)
    expect(countItems(svg, 'sun')).toBe(0)
  })

  it('makes it rain only when asked', () => {
    expect(countItems(picture('tulips in the rain'), 'raindrop')).toBeGreaterThan(50)
    expect(countItems(picture('tulips in the sun'), 'raindrop')).toBe(0)
  })

  it('adds the rainbow, hive, pond, fence and trees when asked', () => {
    const svg = picture('a rainbow, a hive, a pond, a fence and two apple trees')
    for (const kind of ['rainbow', 'hive', 'pond', 'fence']) expect(countItems(svg, kind)).toBe(1)
    expect(countItems(svg, 'apple-tree')).toBe(2)
    expect(countItems(picture('roses'), 'pond')).toBe(0)
  })

  it('uses the asked-for petal colour', () => {
    expect(picture('a blue rose')).toContain('#5B9BF8')
    expect(picture('a red rose')).not.toContain('#5B9BF8')
  })

  it('is the same for the same scene and seed, and differs for another seed', () => {
    expect(picture('five tulips', 3)).toBe(picture('five tulips', 3))
    expect(picture('five tulips', 3)).not.toBe(picture('five tulips', 4))
  })

  it('keeps plants inside the picture and their blooms apart', () => {
    for (const prompt of [
      'three sunflowers',
      'twelve tulips and five daisies',
      'tres girasoles y un estanque',
    ]) {
      const layout = layoutScene(parseScenePrompt(prompt), 5)
      const blooms = layout.ground
        .filter((item) => item.type === 'flower')
        .map((item) => {
          const width = item.width * item.scale
          const top = item.y - item.height * item.scale
          return { left: item.x - width / 2, right: item.x + width / 2, top, bottom: top + width }
        })
      for (const [i, bloom] of blooms.entries()) {
        expect(bloom.left).toBeGreaterThanOrEqual(0)
        expect(bloom.right).toBeLessThanOrEqual(CANVAS)
        expect(bloom.top).toBeGreaterThan(0)
        for (const other of blooms.slice(i + 1)) {
          const width = Math.max(0, Math.min(bloom.right, other.right) - Math.max(bloom.left, other.left))
          const height = Math.max(0, Math.min(bloom.bottom, other.bottom) - Math.max(bloom.top, other.top))
          const smaller = Math.min((bloom.right - bloom.left) ** 2, (other.right - other.left) ** 2)
          // Neighbouring petals may touch, but no bloom may hide a good part of another.
          expect((width * height) / smaller).toBeLessThan(0.35)
        }
      }
    }
  })

  it('keeps flying creatures inside the picture', () => {
    const layout = layoutScene(parseScenePrompt('twelve bees, butterflies and two hummingbirds'), 9)
    expect(layout.fliers).toHaveLength(17)
    for (const flier of layout.fliers) {
      expect(flier.x - flier.rangeX).toBeGreaterThan(0)
      expect(flier.x + flier.rangeX).toBeLessThan(CANVAS)
      expect(flier.y).toBeGreaterThan(0)
    }
  })

  it('moves bees, sways flowers and drops rain between clip frames, and loops back', () => {
    const layout = layoutScene(parseScenePrompt('sunflowers and bees in the rain'), 2)
    expect(drawAction(layout, 0.25)).not.toBe(drawAction(layout, 0))
    expect(drawLayout(layout, 0)).toBe(drawLayout(layout, 0 + 1e-12))
    expect(drawLayout(layout, 0)).toBe(drawLayout(layout, 1))
  })
})
