// "My garden" grows with progress: plants grow up as more are planted, levels rise and bees arrive.
import { describe, expect, it } from 'vitest'
import { gardenBees, gardenLevel, gardenPlants } from './garden-growth'

describe('garden growth', () => {
  it('shows a first sprout, then older plants grow up as new ones are planted', () => {
    expect(gardenPlants(0, 24)).toEqual([])
    expect(gardenPlants(1, 24).map((plant) => plant.emoji)).toEqual(['🌱'])
    expect(gardenPlants(4, 24).map((plant) => plant.emoji)).toEqual(['🌿', '🌱', '🌱', '🌱'])
    const big = gardenPlants(12, 24)
    expect(big[0]?.emoji).toBe('🌻')
    expect(big.at(-1)?.emoji).toBe('🌱')
    expect(gardenPlants(100, 24)).toHaveLength(24)
  })

  it('moves up a level at 1, 5, 12 and 24 plants', () => {
    expect([0, 1, 4, 5, 11, 12, 23, 24, 90].map(gardenLevel)).toEqual([
      'bare',
      'sprouting',
      'sprouting',
      'growing',
      'growing',
      'blooming',
      'blooming',
      'buzzing',
      'buzzing',
    ])
  })

  it('brings bees once the garden blooms, at most five', () => {
    expect(gardenBees(11)).toBe(0)
    expect(gardenBees(12)).toBe(2)
    expect(gardenBees(200)).toBe(5)
  })
})
