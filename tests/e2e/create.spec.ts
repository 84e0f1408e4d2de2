// Create journey: a child asks for a picture, sees it (labelled as the offline illustrator's), downloads a PNG,
// and is told kindly what Mochi could not draw.
import { readFile } from 'node:fs/promises'
import { expect, test } from './fixtures'
import { seedReturningVisitor } from './pages/returning-visitor'

test('a child generates a garden picture, sees it and downloads a PNG', async ({ page }) => {
  await seedReturningVisitor(page)
  await page.goto('/chat?tab=generate')
  // The cookie banner arrives after the consents answer and sits over the bottom of the screen: a click sent as it
  // appeared once landed on the banner instead of Generate. Close it first, as a family would.
  await page.getByRole('button', { name: 'Close the cookie message' }).click()
  const prompt = page.getByLabel('What should Mochi draw?')
  await expect(prompt).toBeVisible()
  await prompt.fill('')
  await expect(page.getByRole('button', { name: 'Generate picture' })).toBeDisabled()
  await prompt.fill('three yellow sunflowers with bees under the sun')
  await page.getByRole('button', { name: 'Generate picture' }).click()
  await expect(page.getByText('Image Generated!')).toBeVisible({ timeout: 20_000 })
  const picture = page.getByRole('img', { name: /three yellow sunflowers with bees under the sun/ }).first()
  await expect(picture).toBeVisible()
  // Visible is not loaded: wait until the browser has decoded the PNG before reading its size.
  await expect
    .poll(() =>
      picture.evaluate(async (img: HTMLImageElement) => {
        await img.decode().catch(() => undefined)
        return img.complete ? img.naturalWidth : 0
      }),
    )
    .toBeGreaterThan(200)
  await expect(page.getByText("Drawn by Mochi's offline illustrator")).toBeVisible()
  await expect(page.getByText(/I couldn't draw/)).toHaveCount(0)

  const downloadPromise = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Download PNG' }).first().click()
  const download = await downloadPromise
  expect(download.suggestedFilename()).toMatch(/^mochi-garden-\d{8}-\d{6}\.png$/)
  const bytes = await readFile((await download.path())!)
  expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
  expect(bytes.length).toBeGreaterThan(10_000)

  // The picture is kept in "My creations".
  await expect(page.getByRole('heading', { name: 'My creations' })).toBeVisible()
})

test('the creator says kindly what it could not draw, and suggests close things it can', async ({ page }) => {
  await seedReturningVisitor(page)
  await page.goto('/chat?tab=generate')
  const prompt = page.getByLabel('What should Mochi draw?')
  await prompt.fill('a red tulip next to a blue bee house and a dinosaur')
  await page.getByRole('button', { name: 'Generate picture' }).click()
  await expect(page.getByText('Image Generated!')).toBeVisible({ timeout: 20_000 })
  await expect(page.getByText("Drawn by Mochi's offline illustrator")).toBeVisible()
  await expect(page.getByText("I couldn't draw: dinosaur. I'm still learning to draw that!")).toBeVisible()
  await expect(page.getByText('I can draw a turtle or a frog. Want to try one of those?')).toBeVisible()
})
