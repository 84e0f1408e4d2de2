// Games journeys: each new round-based game played to its results screen (and its best score kept on the
// server), the memory game's results on a time-out, and the memory board fitting a 375 × 667 phone.
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { seedReturningVisitor } from './pages/returning-visitor'

test.beforeEach(async ({ page }) => {
  await seedReturningVisitor(page)
})

const ROUND_GAMES = [
  { id: 'pollination-quest', title: 'Pollination Quest' },
  { id: 'bee-dance-decoder', title: 'Bee Dance Decoder' },
  { id: 'bee-lifecycle-lab', title: 'Bee Lifecycle Lab' },
  { id: 'garden-planner', title: 'Bee-Friendly Garden Planner' },
] as const

/** Answers all 10 rounds: the right answer on even rounds, the first wrong one on odd rounds (score 75). */
async function playRounds(page: Page) {
  const options = page.getByRole('group').getByRole('button')
  for (let round = 1; round <= 10; round++) {
    await expect(page.getByText(`Round ${round} of 10`)).toBeVisible()
    const count = await options.count()
    expect(count).toBeGreaterThanOrEqual(2)
    // The right answer is only marked after answering, so answer first, then check what the game said.
    await options.nth(0).click()
    await expect(page.getByText(/Correct! \+15 points|Not quite! Keep buzzing\./)).toBeVisible()
    await page.getByRole('button', { name: round === 10 ? 'View Results' : 'Next Round' }).click()
  }
}

for (const game of ROUND_GAMES) {
  test(`${game.title} is played to its results screen and its best score is kept`, async ({ page }) => {
    await page.goto('/learning-hub')
    const cardButton = page.locator(`#game-button-${game.id}`)
    await expect(cardButton).toHaveText('Start Game')
    await cardButton.click()
    await expect(page.getByRole('heading', { name: game.title, level: 3 })).toBeVisible()
    await expect(page.getByText(/Get 6 right to win!/)).toBeVisible()
    await page.getByRole('button', { name: 'Start Game' }).click()
    await playRounds(page)
    await expect(page.getByRole('heading', { name: /You did it!|Nice try!/ })).toBeVisible()
    const scoreText = await page.getByText(/^\d+ out of 150$/).textContent()
    const score = Number(scoreText?.split(' ')[0])
    expect(score % 15).toBe(0)
    await expect(page.getByText('Game Completed!')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Play Again' })).toBeVisible()
    await page.getByRole('button', { name: 'Back to Games' }).click()
    await expect(cardButton).toHaveText('Play Again')
    // The best score lives on the server: it is still on the card after a reload.
    await page.reload()
    await expect(cardButton).toHaveText('Play Again')
    if (score > 0) await expect(page.getByText(`Best score: ${score}`).first()).toBeVisible()
  })
}

test('the memory game ends on a results screen when time runs out', async ({ page }) => {
  await page.clock.install()
  await page.goto('/learning-hub')
  await page.locator('#game-button-flower-match').click()
  await page.getByRole('button', { name: 'Start Playing' }).click()
  await expect(page.getByRole('group', { name: 'Flower cards' }).getByRole('button')).toHaveCount(16)
  await page.clock.runFor(61_000)
  await expect(page.getByRole('heading', { name: 'Nice try!' })).toBeVisible()
  await expect(
    page.getByText("Time's up! You found 0 of 8 pairs. Try again to beat the clock!"),
  ).toBeVisible()
  await expect(page.getByText('Score: 0', { exact: true })).toBeVisible()
  await expect(page.getByText('Nice try! Your score: 0. Play again to beat it!')).toBeVisible()
  await expect(page.getByText(/Great job/)).toHaveCount(0)
  await page.getByRole('button', { name: 'Play Again' }).click()
  await expect(page.getByRole('group', { name: 'Flower cards' }).getByRole('button')).toHaveCount(16)
})

test.describe('on a 375 × 667 phone', () => {
  test.use({ viewport: { width: 375, height: 667 }, hasTouch: true })

  test('the whole memory board and its buttons fit on the screen without scrolling', async ({ page }) => {
    await page.goto('/learning-hub')
    await page.locator('#game-button-flower-match').click()
    await page.getByRole('button', { name: 'Start Playing' }).click()
    const cards = page.getByRole('group', { name: 'Flower cards' }).getByRole('button')
    await expect(cards).toHaveCount(16)
    for (const element of [cards.first(), cards.last(), page.getByRole('button', { name: 'Restart' })]) {
      await expect(element).toBeInViewport({ ratio: 1 })
    }
    await expect(page.getByText('Time', { exact: true })).toBeInViewport()
    await page.screenshot({ path: '.tmp/screens/memory-375.png' })
  })
})
