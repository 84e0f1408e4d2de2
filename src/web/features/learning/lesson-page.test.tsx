// @vitest-environment jsdom
// A lesson in the DOM: steps with Next/Back and a progress indicator; the quiz completes only on the last right answer.
import { BEE_BASICS } from '@shared/lessons/bee-basics'
import { GARDEN_BASICS } from '@shared/lessons/garden-basics'
import { cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderWithApp, stubServer } from './learning-test-helpers'
import { LessonPage } from './lesson-page'

beforeEach(() => localStorage.clear())
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const button = (name: string) => screen.getByText(name, { selector: 'button' }) as HTMLButtonElement
const stepTitle = () => document.getElementById('lesson-step-title')?.textContent

function walkToQuiz(sections: number, next = 'Next') {
  for (let i = 0; i < sections; i++) fireEvent.click(button(next))
}

describe('LessonPage', () => {
  it('saves each step reached, resumes at the saved step and can start over', async () => {
    const server = stubServer({ lessonSteps: { 'bee-basics': 3 } })
    renderWithApp(<LessonPage lessonId="bee-basics" />, { path: '/learning/bee-basics' })
    const total = BEE_BASICS.sections.length + BEE_BASICS.quiz.length
    expect(await screen.findByText(`Step 4 of ${total}`)).toBeTruthy()
    expect(stepTitle()).toBe(BEE_BASICS.sections[3]?.title.en)
    expect(screen.getByText('Welcome back! You are on step 4, where you stopped last time.')).toBeTruthy()

    fireEvent.click(button('Start over'))
    expect(screen.getByText(`Step 1 of ${total}`)).toBeTruthy()
    expect(screen.queryByText('Start over', { selector: 'button' })).toBeNull()
    fireEvent.click(button('Next'))
    expect(screen.getByText(`Step 2 of ${total}`)).toBeTruthy()
    await vi.waitFor(() =>
      expect(
        server.sent
          .filter((request) => request.method === 'PUT')
          .map((request) => [request.path, request.body]),
      ).toEqual([
        ['/api/learning/lessons/bee-basics/step', { step: 0 }],
        ['/api/learning/lessons/bee-basics/step', { step: 1 }],
      ]),
    )
  })

  it('moves through the illustrated steps with Next and Back and shows where the child is', async () => {
    stubServer()
    renderWithApp(<LessonPage lessonId="bee-basics" />, { path: '/learning/bee-basics' })
    const total = BEE_BASICS.sections.length + BEE_BASICS.quiz.length
    // The lesson's text arrives in its own chunk.
    expect(await screen.findByText('Bee Basics', { selector: 'h1' })).toBeTruthy()
    expect(screen.getByText(`Step 1 of ${total}`)).toBeTruthy()
    expect(stepTitle()).toBe(BEE_BASICS.sections[0]?.title.en)
    expect(screen.getByLabelText(BEE_BASICS.sections[0]!.alt.en)).toBeTruthy()
    expect(button('Back').disabled).toBe(true)

    fireEvent.click(button('Next'))
    expect(screen.getByText(`Step 2 of ${total}`)).toBeTruthy()
    expect(stepTitle()).toBe(BEE_BASICS.sections[1]?.title.en)
    fireEvent.click(button('Back'))
    expect(stepTitle()).toBe(BEE_BASICS.sections[0]?.title.en)
    expect(screen.getByText('Back to Beeducation').closest('a')?.getAttribute('href')).toBe('/learning-hub')
  })

  it('asks every question in turn: a wrong answer gives a hint, the last right answer completes', async () => {
    const server = stubServer()
    renderWithApp(<LessonPage lessonId="bee-basics" />, { path: '/learning/bee-basics' })
    await screen.findByText('Bee Basics', { selector: 'h1' })
    walkToQuiz(BEE_BASICS.sections.length)
    expect(stepTitle()).toBe('Check your understanding')
    expect(screen.queryByText('Next', { selector: 'button' })).toBeNull()
    const total = BEE_BASICS.sections.length + BEE_BASICS.quiz.length
    const [first] = BEE_BASICS.quiz
    const wrong = first!.options.findIndex((_, index) => index !== first!.correct)

    expect(screen.getByText(`Question 1 of ${BEE_BASICS.quiz.length}`)).toBeTruthy()
    fireEvent.click(button(first!.options[wrong]!.en))
    expect(screen.getByText('Try again!')).toBeTruthy()
    expect(screen.getByText(first!.hint.en)).toBeTruthy()
    expect(button(first!.options[wrong]!.en).disabled).toBe(true)

    for (const [index, question] of BEE_BASICS.quiz.entries()) {
      expect(screen.getByText(`Step ${BEE_BASICS.sections.length + index + 1} of ${total}`)).toBeTruthy()
      expect(screen.getByText(question.question.en)).toBeTruthy()
      fireEvent.click(button(question.options[question.correct]!.en))
      expect(screen.getByText('Correct!')).toBeTruthy()
      if (index < BEE_BASICS.quiz.length - 1) {
        expect(screen.queryByText('Lesson complete! 🎉')).toBeNull()
        expect(server.posts('/api/learning/lessons/bee-basics/complete')).toEqual([])
        fireEvent.click(button('Next question'))
      }
    }
    expect(screen.getByText('Lesson complete! 🎉')).toBeTruthy()
    expect(screen.getByText('Back to the Beeducation hub').getAttribute('href')).toBe('/learning-hub')
    expect(screen.getByText('Next lesson: Garden Basics').getAttribute('href')).toBe(
      '/learning/garden-basics',
    )
    await vi.waitFor(() => expect(server.posts('/api/learning/lessons/bee-basics/complete')).toHaveLength(1))
    expect(screen.getByLabelText('Lesson progress').getAttribute('aria-valuenow')).toBe('100')
  })

  it('teaches the garden lesson in Spanish', async () => {
    stubServer()
    renderWithApp(<LessonPage lessonId="garden-basics" />, {
      language: 'es',
      path: '/learning/garden-basics',
    })
    expect(await screen.findByText('Lo básico del jardín', { selector: 'h1' })).toBeTruthy()
    expect(stepTitle()).toBe(GARDEN_BASICS.sections[0]?.title.es)
    walkToQuiz(GARDEN_BASICS.sections.length, 'Siguiente')
    expect(stepTitle()).toBe('Comprueba lo que aprendiste')
    expect(screen.getByText(GARDEN_BASICS.quiz[0]!.question.es)).toBeTruthy()
    expect(screen.getByText('Pregunta 1 de 3')).toBeTruthy()
  })
})
