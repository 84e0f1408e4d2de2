// Lessons and the facts hub: a lesson walked through (resumed after a reload mid-lesson) to its quiz and completed
// (kept on the server), and the hub's facts in pages filtered by category and level, in English and in Spanish.
import { ECOSYSTEM_EXPLORER } from '../../src/shared/lessons/ecosystem-explorer'
import { LESSONS } from '../../src/shared/lessons/lessons'
import { expect, test } from './fixtures'
import { signInViaApi, signUpViaApi } from './pages/account-api'
import { seedReturningVisitor } from './pages/returning-visitor'

test('Ecosystem Explorer opens its own lesson, whose 3-question quiz completes it', async ({ page }) => {
  await seedReturningVisitor(page)
  await page.goto('/learning-hub')
  await page.getByRole('navigation', { name: 'Learning topics' }).getByText('Ecosystem Explorer').click()
  await expect(page).toHaveURL(/\/learning\/ecosystem-explorer$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Ecosystem Explorer' })).toBeVisible()
  const total = ECOSYSTEM_EXPLORER.sections.length + ECOSYSTEM_EXPLORER.quiz.length
  for (const [index, section] of ECOSYSTEM_EXPLORER.sections.entries()) {
    await expect(page.getByText(`Step ${index + 1} of ${total}`)).toBeVisible()
    await expect(page.getByRole('heading', { level: 2, name: section.title.en })).toBeVisible()
    const saved = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/learning/lessons/ecosystem-explorer/step') &&
        response.request().method() === 'PUT',
    )
    await page.getByRole('button', { name: 'Next', exact: true }).click()
    expect((await saved).status()).toBe(200)
    // Mid-lesson the page is reloaded: the step saved on the server brings the reader back to step 4.
    if (index === 2) {
      await page.reload()
      await expect(
        page.getByText('Welcome back! You are on step 4, where you stopped last time.'),
      ).toBeVisible()
    }
  }
  const [first] = ECOSYSTEM_EXPLORER.quiz
  const wrong = first!.options.find((_, index) => index !== first!.correct)!
  await page.getByRole('button', { name: wrong.en }).click()
  await expect(page.getByText('Try again!')).toBeVisible()
  for (const [index, question] of ECOSYSTEM_EXPLORER.quiz.entries()) {
    await expect(page.getByText(`Question ${index + 1} of 3`)).toBeVisible()
    await page.getByRole('button', { name: question.options[question.correct]!.en }).click()
    await expect(page.getByText('Correct!')).toBeVisible()
    if (index < 2) await page.getByRole('button', { name: 'Next question' }).click()
  }
  await expect(page.getByRole('heading', { name: 'Lesson complete! 🎉' })).toBeVisible()
  await page.screenshot({ path: '.tmp/screens/lesson-complete-1280.png' })
  await page.getByRole('link', { name: 'Back to the Beeducation hub' }).click()
  // The finished lesson is stored on the server and ticked in the hub's lesson list.
  const card = page.getByRole('link', { name: /Ecosystem Explorer\s*6 steps · 3 questions\s*Finished/ })
  await expect(card).toBeVisible()
  await expect(page.getByText('1 of 12 finished')).toBeVisible()
})

test('the hub shows facts in pages, by category and by level, in English', async ({ page }) => {
  await seedReturningVisitor(page)
  await page.goto('/learning-hub')
  const pager = page.getByRole('navigation', { name: 'Pages of facts' })
  await expect(pager.getByText('Page 1 of 27')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Mark as Learned' })).toHaveCount(9)
  await pager.getByRole('button', { name: 'Next' }).click()
  await expect(pager.getByText('Page 2 of 27')).toBeVisible()
  await expect(page.locator('#facts-title')).toBeInViewport()
  await page.getByRole('button', { name: 'Pollination', exact: true }).click()
  await expect(pager.getByText('Page 1 of 5')).toBeVisible()
  await page.getByRole('button', { name: 'Level 1', exact: true }).click()
  const levels = page.locator('article').getByText(/^Level \d$/)
  await expect(levels.first()).toHaveText('Level 1')
  for (const text of await levels.allTextContents()) expect(text).toBe('Level 1')
  await page.getByRole('button', { name: 'All levels' }).click()
  await expect(pager.getByText('Page 1 of 5')).toBeVisible()
  await page.screenshot({ path: '.tmp/screens/hub-facts-1280.png' })
})

test('la página de datos funciona en español', async ({ page }) => {
  await seedReturningVisitor(page, { language: 'es' })
  await page.goto('/learning-hub')
  const pager = page.getByRole('navigation', { name: 'Páginas de datos' })
  await expect(pager.getByText('Página 1 de 27')).toBeVisible()
  await pager.getByRole('button', { name: 'Siguiente' }).click()
  await expect(pager.getByText('Página 2 de 27')).toBeVisible()
  await pager.getByRole('button', { name: 'Anterior' }).click()
  await expect(pager.getByText('Página 1 de 27')).toBeVisible()
  await page.getByRole('button', { name: 'Nivel 5', exact: true }).click()
  await expect(
    page
      .locator('article')
      .getByText(/^Nivel \d$/)
      .first(),
  ).toHaveText('Nivel 5')
  await expect(page.getByRole('heading', { name: 'Lecciones' })).toBeVisible()
})

test('a signed-in reader resumes a lesson on another device at the step reached on the first', async ({
  page,
  browser,
  baseURL,
}) => {
  const lesson = LESSONS['bee-senses']
  const total = lesson.sections.length + lesson.quiz.length
  const email = `lesson.reader.${Date.now()}@garden.test`
  await seedReturningVisitor(page)
  await signUpViaApi(page.request, baseURL!, email)
  await signInViaApi(page.request, baseURL!, email)
  await page.goto('/learning/bee-senses')
  for (const index of [0, 1]) {
    await expect(
      page.getByRole('heading', { level: 2, name: lesson.sections[index]!.title.en }),
    ).toBeVisible()
    const saved = page.waitForResponse((response) => response.url().endsWith('/lessons/bee-senses/step'))
    await page.getByRole('button', { name: 'Next', exact: true }).click()
    expect((await saved).status()).toBe(200)
  }

  const tablet = await browser.newContext({ baseURL })
  try {
    const other = await tablet.newPage()
    await seedReturningVisitor(other)
    await signInViaApi(other.request, baseURL!, email)
    await other.goto('/learning/bee-senses')
    await expect(other.getByText(`Step 3 of ${total}`)).toBeVisible()
    await expect(other.getByRole('heading', { level: 2, name: lesson.sections[2]!.title.en })).toBeVisible()
    await expect(
      other.getByText('Welcome back! You are on step 3, where you stopped last time.'),
    ).toBeVisible()
    await other.getByRole('button', { name: 'Start over' }).click()
    await expect(other.getByText(`Step 1 of ${total}`)).toBeVisible()
  } finally {
    await tablet.close()
  }
})
