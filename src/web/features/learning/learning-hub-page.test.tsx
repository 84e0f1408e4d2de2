// @vitest-environment jsdom
// The Beeducation hub in the DOM: facts and their filter, Mark as Learned, the topic cards and the fact tools.
import { STORAGE_KEYS } from '@shared/storage-keys'
import { cleanup, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { LearningHubPage } from './learning-hub-page'
import { FACTS, json, renderWithApp, stubServer } from './learning-test-helpers'

beforeEach(() => localStorage.clear())
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const factCard = (title: string) => screen.getByText(title, { selector: 'h3' }).closest('article')!
const findCard = async (title: string) =>
  (await screen.findByText(title, { selector: 'h3' })).closest('article')!
const shownFacts = () => [...document.querySelectorAll('article h3')].map((heading) => heading.textContent)
const bar = (label: string) => screen.getByLabelText(label).getAttribute('aria-valuenow')

describe('LearningHubPage facts', () => {
  it('shows the facts in the current language, with level, star and fun fact, and filters by category', async () => {
    const server = stubServer()
    renderWithApp(<LearningHubPage />)
    expect(screen.getByText('Loading bee education content...')).toBeTruthy()
    expect(await screen.findByText('Bees have five eyes', { selector: 'h3' })).toBeTruthy()
    expect(server.sent.some((entry) => entry.path === '/api/facts?lang=en')).toBe(true)
    expect(shownFacts()).toEqual(FACTS.map((fact) => fact.title))

    const eyes = factCard('Bees have five eyes')
    expect(within(eyes).getByText('Level 1')).toBeTruthy()
    expect(within(eyes).getByLabelText('Has a fun fact')).toBeTruthy()
    expect(within(eyes).getByText('Bees see ultraviolet light.')).toBeTruthy()
    expect(within(factCard('Pollen baskets')).queryByLabelText('Has a fun fact')).toBeNull()
    expect(within(factCard('Fruit needs bees')).getByText('Level 3')).toBeTruthy()

    expect(screen.getByText('Your Learning Progress', { selector: 'h2' })).toBeTruthy()
    expect(bar('Pollination: 0 of 2 facts learned')).toBe('0')

    const filter = screen.getByText('Show facts about').closest('fieldset')!
    fireEvent.click(within(filter).getByText('Pollination'))
    expect(shownFacts()).toEqual(['Pollen baskets', 'Fruit needs bees'])
    expect(within(filter).getByText('Pollination').getAttribute('aria-pressed')).toBe('true')
    fireEvent.click(within(filter).getByText('Bee Biology'))
    expect(shownFacts()).toEqual(['Bees have five eyes'])
    fireEvent.click(within(filter).getByText('All Topics'))
    expect(shownFacts()).toHaveLength(3)
    expect(localStorage.getItem(STORAGE_KEYS.usedEducationHub)).toBe('true')
    // A guest has nothing to claim.
    expect(server.sent.some((entry) => entry.path === '/api/auth/get-session')).toBe(true)
    expect(server.posts('/api/learning/claim-guest')).toEqual([])
  })

  it('asks for Spanish facts and names the categories in Spanish', async () => {
    const server = stubServer()
    renderWithApp(<LearningHubPage />, { language: 'es' })
    expect(await screen.findByText('Todos los temas', { selector: 'button' })).toBeTruthy()
    expect(server.sent.some((entry) => entry.path === '/api/facts?lang=es')).toBe(true)
    expect(screen.getByText('Polinización', { selector: 'button' })).toBeTruthy()
    expect(screen.getByText('Tu progreso de aprendizaje')).toBeTruthy()
  })

  it('Mark as Learned saves the fact, shows Completed!, the toast, the bar and a new plant', async () => {
    const server = stubServer()
    renderWithApp(<LearningHubPage />)
    await screen.findByText('Pollen baskets', { selector: 'h3' })
    const card = factCard('Pollen baskets')
    expect(screen.getByText('0 plants grown')).toBeTruthy()
    fireEvent.click(within(card).getByText('Mark as Learned'))

    expect(await within(card).findByText('Completed!')).toBeTruthy()
    expect(within(card).queryByText('Mark as Learned')).toBeNull()
    expect(await screen.findByText('Great Job!')).toBeTruthy()
    expect(screen.getByText("Lesson completed! You're becoming a bee expert!")).toBeTruthy()
    expect(server.posts('/api/learning/progress/learned').map((entry) => entry.body)).toEqual([
      { factId: 'pollen-baskets' },
    ])
    expect(bar('Pollination: 1 of 2 facts learned')).toBe('50')
    expect(within(factCard('Fruit needs bees')).getByText('Mark as Learned')).toBeTruthy()
    expect(await screen.findByText('1 plant grown')).toBeTruthy()
    expect(localStorage.getItem(STORAGE_KEYS.plantsGrown)).toBe('1')
    // The first plant earns plant_grower, celebrated once.
    expect(await screen.findByText('You earned: Plant grower')).toBeTruthy()
  })

  it('keeps the loading line and shows the error toast when the facts fail to load', async () => {
    stubServer({ factsStatus: 500 })
    renderWithApp(<LearningHubPage />)
    expect(await screen.findByText('Failed to load bee education content')).toBeTruthy()
    expect(screen.getByText('Error')).toBeTruthy()
    expect(screen.getByText('Loading bee education content...')).toBeTruthy()
  })
})

describe('LearningHubPage topics and tools', () => {
  it('links the lesson cards, shows 10 games, and Conservation Chat shows its tip and opens its lesson', async () => {
    stubServer()
    renderWithApp(<LearningHubPage />)
    const topics = screen.getByLabelText('Learning topics')
    const link = (title: string) => within(topics).getByText(title).closest('a')?.getAttribute('href')
    expect(link('Bee Basics')).toBe('/learning/bee-basics')
    expect(link('Garden Basics')).toBe('/learning/garden-basics')
    expect(link('Ecosystem Explorer')).toBe('/learning/ecosystem-explorer')
    expect(link('Beekeeping Basics')).toBe('/learning/beekeeping-basics')
    expect(link('Conservation Chat')).toBe('/learning/conservation')
    expect(within(topics).getByText('10 games')).toBeTruthy()

    const gamesButton = within(topics).getByText('Interactive Games').closest('button')!
    fireEvent.click(gamesButton)
    expect(document.activeElement?.id).toBe('games')

    fireEvent.click(within(topics).getByText('Conservation Chat'))
    expect(
      await screen.findByText('Ask Mochi about conservation in the chat to learn how you can protect bees!'),
    ).toBeTruthy()
  })

  it('moves the guest progress into the account once a user is signed in', async () => {
    const server = stubServer({ user: { id: 'user-1', email: 'kid@garden.test', name: 'Kid' } })
    renderWithApp(<LearningHubPage />)
    expect(await within(await findCard('Bees have five eyes')).findByText('Completed!')).toBeTruthy()
    expect(server.posts('/api/learning/claim-guest')).toHaveLength(1)
  })

  it('shows the stored game progress in the games section', async () => {
    stubServer({ games: { 'bee-trivia': { completed: true, bestScore: 120 } } })
    renderWithApp(<LearningHubPage />)
    const trivia = screen.getByText('Buzzing Bee Trivia', { selector: 'h3' }).closest('li')!
    expect(await within(trivia).findByText('Play Again')).toBeTruthy()
    expect(within(trivia).getByText('Best score: 120')).toBeTruthy()
  })

  it('Listen speaks "Bee fact: title. content" with Aria, plays it and toasts Now Playing', async () => {
    const played: string[] = []
    vi.stubGlobal(
      'Audio',
      class {
        constructor(readonly src: string) {}
        pause() {}
        async play() {
          played.push(this.src)
        }
      },
    )
    const server = stubServer({ functions: { tts: () => json({ audioContent: 'SUQz' }) } })
    renderWithApp(<LearningHubPage />)
    await screen.findByText('Pollen baskets', { selector: 'h3' })
    fireEvent.click(within(factCard('Pollen baskets')).getByText('Listen'))
    expect(await screen.findByText('Now Playing')).toBeTruthy()
    expect(server.posts('/functions/v1/tts')[0]?.body).toEqual({
      text: 'Bee fact: Pollen baskets. Bees carry pollen on their back legs.',
      voice_id: '9BWtsMINqrJLrRacOk9x',
      // The voice settings card's sliders apply to every synthesis (spec defaults here).
      voice_settings: { stability: 0.7, similarity_boost: 0.8, style: 0.2, use_speaker_boost: true },
    })
    expect(played).toEqual(['data:audio/mpeg;base64,SUQz'])
  })

  it('reports speech failures with a toast, and analysis failures quietly in the card', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    stubServer()
    renderWithApp(<LearningHubPage />)
    await screen.findByText('Pollen baskets', { selector: 'h3' })
    const card = factCard('Pollen baskets')
    fireEvent.click(within(card).getByText('Listen'))
    expect(await screen.findByText('Failed to generate speech')).toBeTruthy()
    fireEvent.click(within(card).getByText('Analyze'))
    expect(await within(card).findByText(/couldn't dig deeper/)).toBeTruthy()
    expect(within(card).getByText('Bees carry pollen on their back legs.')).toBeTruthy()
    expect(errors).toHaveBeenCalled()
  })

  it('Analyze replaces the content with the explanation, and Show original brings it back', async () => {
    const server = stubServer({
      functions: { claude_reasoning: () => json({ response: 'Pollen sticks to fuzzy hairs.' }) },
    })
    renderWithApp(<LearningHubPage />)
    await screen.findByText('Pollen baskets', { selector: 'h3' })
    const card = factCard('Pollen baskets')
    fireEvent.click(within(card).getByText('Analyze'))
    expect(await within(card).findByText('Pollen sticks to fuzzy hairs.')).toBeTruthy()
    expect(within(card).queryByText('Bees carry pollen on their back legs.')).toBeNull()
    expect(await screen.findByText('Advanced Analysis')).toBeTruthy()
    expect(server.posts('/functions/v1/claude_reasoning')[0]?.body).toMatchObject({
      reasoning_type: 'educational',
      prompt: expect.stringContaining('Pollen baskets. Bees carry pollen on their back legs.'),
    })
    fireEvent.click(within(card).getByText('Show original'))
    expect(within(card).getByText('Bees carry pollen on their back legs.')).toBeTruthy()
  })
})
