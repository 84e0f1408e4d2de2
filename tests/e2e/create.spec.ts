// Create journey: a child asks for three sunflowers with bees, sees the picture, and downloads it as a PNG.
import { readFile } from 'node:fs/promises'
import { expect, test } from './fixtures'
import { seedReturningVisitor } from './pages/returning-visitor'

test('a child generates a garden picture, sees it and downloads a PNG', async ({ page }) => {
  await seedReturningVisitor(page)
  await page.goto('/chat?tab=generate')
  const prompt = page.getByLabel('What should Mochi draw?')
  await expect(prompt).toBeVisible()
  await prompt.fill('')
  await expect(page.getByRole('button', { name: 'Generate picture' })).toBeDisabled()
  await prompt.fill('three yellow sunflowers with bees under the sun')
  await page.getByRole('button', { name: 'Generate picture' }).click()
  await expect(page.getByText('Image Generated!')).toBeVisible({ timeout: 20_000 })
  const picture = page.getByRole('img', { name: /three yellow sunflowers with bees under the sun/ }).first()
  await expect(picture).toBeVisible()
  expect(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(200)

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
