// Beeducation journeys: mark a fact learned and watch progress move; play a whole trivia game to the results;
// win the flower memory game by remembering where each flower was.
import type { Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { seedReturningVisitor } from './pages/returning-visitor'

test.beforeEach(async ({ page }) => {
  await seedReturningVisitor(page)
})

test('marking a fact learned shows Completed!, the toast, and moves the progress bar', async ({ page }) => {
  await page.goto('/learning-hub')
  const markButtons = page.getByRole('button', { name: 'Mark as Learned' })
  await expect(markButtons.first()).toBeVisible()
  await expect(page.getByRole('progressbar', { name: /: 1 of \d+ facts learned/ })).toHaveCount(0)
  await markButtons.first().click()
  await expect(page.getByText('Completed!').first()).toBeVisible()
  await expect(page.getByText(/Lesson completed! You're becoming a bee expert!/)).toBeVisible()
  await expect(page.getByRole('progressbar', { name: /: 1 of \d+ facts learned/ })).toHaveCount(1)
  // Progress lives on the server: it is still there after a reload.
  await page.reload()
  await expect(page.getByRole('progressbar', { name: /: 1 of \d+ facts learned/ })).toHaveCount(1)
})

/** A game card's Start Game / Play Again button (ids are stable: game-button-<id>). */
function gameButton(page: Page, gameId: 'flower-match' | 'bee-trivia'): Locator {
  return page.locator(`#game-button-${gameId}`)
}

test('a full trivia game ends on Quiz Results with a score out of 150', async ({ page }) => {
  await page.goto('/learning-hub')
  await expect(gameButton(page, 'bee-trivia')).toHaveText('Start Game')
  await gameButton(page, 'bee-trivia').click()
  await page.getByRole('button', { name: 'Start Quiz' }).click()
  for (let question = 1; question <= 10; question++) {
    await expect(page.getByText(`Question ${question} of 10`)).toBeVisible()
    await page.locator('fieldset[aria-labelledby="trivia-question"]').getByRole('button').first().click()
    await page.getByRole('button', { name: question === 10 ? 'View Results' : 'Next Question' }).click()
  }
  await expect(page.getByRole('heading', { name: 'Quiz Results' })).toBeVisible()
  await expect(page.getByText(/out of 150/)).toBeVisible()
  await expect(page.getByText(/Bee Expert!|Bee Enthusiast!|Budding Bee Lover!|Keep Learning!/)).toBeVisible()
})

test('a child wins the flower memory game by remembering the flowers', async ({ page }) => {
  test.setTimeout(90_000)
  // The browser's clock is ours: the 60-second countdown only moves when the test lets time pass, so a slow
  // machine cannot lose the game; each pair is then given the game's own 0.5 s / 1 s to settle.
  await page.clock.install()
  await page.goto('/learning-hub')
  await expect(gameButton(page, 'flower-match')).toHaveText('Start Game')
  await gameButton(page, 'flower-match').click()
  await page.getByRole('button', { name: 'Start Playing' }).click()
  const board = page.getByRole('group', { name: 'Flower cards' })
  const cards = board.getByRole('button')
  await expect(cards).toHaveCount(16)

  const seen = new Map<number, string>()
  const matched = new Set<number>()
  const flowerOf = async (index: number) => {
    const label = (await cards.nth(index).getAttribute('aria-label')) ?? ''
    return label.replace(/, (face up|matched)$/, '')
  }
  const flip = async (index: number) => {
    // A click while the previous pair is still resolving is ignored by the game, so try again until it turns.
    await expect(async () => {
      if (/face down$/.test((await cards.nth(index).getAttribute('aria-label')) ?? ''))
        await cards.nth(index).click()
      await expect(cards.nth(index)).toHaveAttribute('aria-label', /, (face up|matched)$/, { timeout: 700 })
    }).toPass({ timeout: 10_000 })
    const flower = await flowerOf(index)
    seen.set(index, flower)
    return flower
  }
  const isOver = async () => (await board.count()) === 0
  const settle = async (indexes: number[]) => {
    // A pair either stays open (matched after 0.5 s) or flips back after 1 s; the last pair ends the game.
    await page.clock.runFor(1100)
    await expect
      .poll(async () => {
        if (await isOver()) return true
        const labels = await Promise.all(
          indexes.map((index) =>
            cards
              .nth(index)
              .getAttribute('aria-label', { timeout: 1000 })
              .catch(() => null),
          ),
        )
        if (labels.includes(null)) return isOver()
        return labels.every((label) => /(face down|, matched)$/.test(label ?? ''))
      })
      .toBe(true)
    if (await isOver()) {
      for (const index of indexes) matched.add(index)
      return
    }
    for (const index of indexes) {
      const label = await cards
        .nth(index)
        .getAttribute('aria-label', { timeout: 1000 })
        .catch(() => null)
      if (label === null || label.endsWith(', matched')) matched.add(index)
    }
  }
  const knownPair = () => {
    const open = [...seen].filter(([index]) => !matched.has(index))
    for (const [a, flower] of open) {
      const twin = open.find(([b, other]) => b !== a && other === flower)
      if (twin) return [a, twin[0]] as const
    }
    return null
  }

  // The last pair can end the game before its labels are read: the board leaving means it is over.
  while (matched.size < 16 && !(await isOver())) {
    const pair = knownPair()
    if (pair) {
      await flip(pair[0])
      await flip(pair[1])
      await settle([...pair])
      continue
    }
    const first = [...Array(16).keys()].find((index) => !seen.has(index) && !matched.has(index))!
    const flower = await flip(first)
    const twin = [...seen].find(
      ([index, other]) => index !== first && other === flower && !matched.has(index),
    )
    const second = twin
      ? twin[0]
      : [...Array(16).keys()].find((index) => !seen.has(index) && !matched.has(index))!
    await flip(second)
    await settle([first, second])
  }
  await expect(page.getByText('Game Completed!')).toBeVisible()
  await expect(page.getByText(/Great job! Your score: \d+/)).toBeVisible()
  await expect(page.getByRole('heading', { name: 'You did it!' })).toBeVisible()
  await page.getByRole('button', { name: 'Back to Games' }).click()
  await expect(gameButton(page, 'flower-match')).toHaveText('Play Again')
})
