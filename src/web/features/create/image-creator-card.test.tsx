// @vitest-environment jsdom
// The picture and clip maker against a stubbed server: disabled states, "Please enter a prompt", the result,
// the toasts of spec 8, the timestamped download and the "My creations" gallery.
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { toast } from 'sonner'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createEn as en, createEs as es, json, renderWithProviders, stubFetch } from './create-test-helpers'
import { ImageCreatorCard } from './image-creator-card'

const PICTURE_URL = '/api/creations/11111111-1111-4111-8111-111111111111/media?t=abc'
const CLIP_URL = '/api/creations/22222222-2222-4222-8222-222222222222/media?t=def'
const picture = {
  id: '11111111-1111-4111-8111-111111111111',
  kind: 'image',
  prompt: 'Older tulips',
  model: 'mochi-illustrator',
  mediaType: 'image/png',
  width: 1024,
  height: 1024,
  bytes: 10,
  url: PICTURE_URL,
  stillUrl: null,
  createdAt: '2025-03-14T09:30:05.000Z',
}

let listed: unknown[]
let answerGenerate: () => Promise<Response>

beforeEach(() => {
  localStorage.clear()
  listed = []
  answerGenerate = async () =>
    json({ type: 'image', data: PICTURE_URL, model: 'mochi-illustrator', id: picture.id })
})

afterEach(() => {
  Reflect.deleteProperty(URL, 'createObjectURL')
  Reflect.deleteProperty(URL, 'revokeObjectURL')
  toast.dismiss()
  cleanup()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

function setup(language: 'en' | 'es' = 'en', place: 'chat' | 'creator' = 'creator') {
  const seen = stubFetch({
    'GET /api/creations': () => json({ creations: listed }),
    'POST /functions/v1/generate_image_sora': () => answerGenerate(),
    'GET /api/creations/': () => new Response(new Blob([new Uint8Array([137, 80])], { type: 'image/png' })),
    'DELETE /api/creations/': () => json({ deleted: true, id: picture.id }),
  })
  renderWithProviders(<ImageCreatorCard place={place} />, language)
  return seen
}

const promptField = () => screen.getByLabelText(en.creator.promptLabel) as HTMLTextAreaElement
const generateButton = () =>
  screen.getByRole('button', { name: en.creator.generateImage }) as HTMLButtonElement

describe('ImageCreatorCard', () => {
  it('starts with the colourful garden prompt and disables Generate while the prompt is blank', () => {
    setup()
    expect(promptField().value).toBe(en.creator.defaultPrompt)
    expect(generateButton().disabled).toBe(false)
    expect(screen.queryByText(en.errors.promptRequired)).toBeNull()

    fireEvent.change(promptField(), { target: { value: '   ' } })
    expect(generateButton().disabled).toBe(true)
    expect(screen.getByRole('alert').textContent).toBe('Please enter a prompt')
    expect(promptField().getAttribute('aria-invalid')).toBe('true')

    fireEvent.change(promptField(), { target: { value: 'a bee' } })
    expect(generateButton().disabled).toBe(false)
    expect(screen.queryByText('Please enter a prompt')).toBeNull()
  })

  it('sends nothing when Ctrl+Enter is pressed on an empty prompt', async () => {
    const seen = setup()
    fireEvent.change(promptField(), { target: { value: '' } })
    fireEvent.keyDown(promptField(), { key: 'Enter', ctrlKey: true })
    await waitFor(() => expect(seen.some((request) => request.method === 'GET')).toBe(true))
    expect(seen.filter((request) => request.method === 'POST')).toEqual([])
  })

  it('shows progress while painting, then the picture and the "Image Generated!" toast', async () => {
    let finish: (response: Response) => void = () => {}
    answerGenerate = () => new Promise((resolve) => (finish = resolve))
    const seen = setup()
    fireEvent.change(promptField(), { target: { value: '  three red tulips  ' } })
    fireEvent.click(generateButton())

    const progress = await screen.findByRole('progressbar', { name: en.creator.generatingImage })
    expect(progress.getAttribute('aria-valuetext')).toBe('0 s')
    expect(generateButton().disabled).toBe(true)
    expect(seen.find((request) => request.method === 'POST')).toMatchObject({
      url: '/functions/v1/generate_image_sora',
      body: { prompt: 'three red tulips', type: 'image', language: 'en', user_id: expect.any(String) },
    })

    listed = [picture]
    await act(async () =>
      finish(json({ type: 'image', data: PICTURE_URL, model: 'mochi-illustrator', id: picture.id })),
    )
    const image = await screen.findByAltText("Mochi's drawing of: three red tulips")
    expect(image.getAttribute('src')).toBe(PICTURE_URL)
    expect(await screen.findByText('Image Generated!')).toBeTruthy()
    expect(screen.queryByRole('progressbar')).toBeNull()
    expect(generateButton().disabled).toBe(false)
    expect(localStorage.getItem('used_image_generator')).toBe('true')
  })

  it('makes a clip from the Clip tab and shows the GIF', async () => {
    answerGenerate = async () =>
      json({
        type: 'video',
        url: CLIP_URL,
        still: `${CLIP_URL}&still=1`,
        model: 'mochi-illustrator',
        id: 'c',
      })
    const seen = setup()
    fireEvent.mouseDown(screen.getByRole('tab', { name: en.creator.kindVideo }), { button: 0 })
    fireEvent.click(await screen.findByRole('button', { name: en.creator.generateVideo }))
    const clip = await screen.findByAltText(`Garden clip: ${en.creator.defaultPrompt}`)
    expect(clip.getAttribute('src')).toBe(CLIP_URL)
    expect(seen.find((request) => request.method === 'POST')?.body).toMatchObject({ type: 'video' })
    expect(await screen.findByText('Clip Generated!')).toBeTruthy()
    expect(screen.getByRole('button', { name: en.creator.downloadClip })).toBeTruthy()
  })

  it("shows Mochi's refusal as sent, and the spec's fallback message for other failures", async () => {
    answerGenerate = async () =>
      json({ error: { code: 'unsafe:prompt', message: "Let's draw something gentle instead!" } }, 422)
    setup()
    fireEvent.click(generateButton())
    expect(await screen.findByText("Let's draw something gentle instead!")).toBeTruthy()
    toast.dismiss()

    answerGenerate = async () => json({ error: { code: 'internal:api', message: 'Something broke' } }, 500)
    fireEvent.click(generateButton())
    expect(await screen.findByText('Failed to generate image or video')).toBeTruthy()
    expect(screen.queryByRole('img', { name: /Mochi's drawing/ })).toBeNull()
  })

  it('downloads the picture as mochi-garden-YYYYMMDD-HHMMSS.png from its blob', async () => {
    const names: string[] = []
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download)
    })
    // jsdom has no object URLs; the component only needs one to hand to the link.
    Object.assign(URL, { createObjectURL: () => 'blob:mochi', revokeObjectURL: () => {} })
    const seen = setup()
    fireEvent.click(generateButton())
    fireEvent.click(await screen.findByRole('button', { name: en.creator.downloadImage }))
    await waitFor(() => expect(names).toHaveLength(1))
    expect(names[0]).toMatch(/^mochi-garden-\d{8}-\d{6}\.png$/)
    expect(seen.some((request) => request.method === 'GET' && request.url === PICTURE_URL)).toBe(true)
  })

  it('lists my creations and deletes one only after confirming', async () => {
    listed = [picture]
    const seen = setup()
    const gallery = (await screen.findByRole('heading', { name: en.gallery.title })).closest('section')!
    const item = await within(gallery).findByAltText("Mochi's drawing of: Older tulips")
    expect(item.getAttribute('src')).toBe(PICTURE_URL)

    fireEvent.click(within(gallery).getByRole('button', { name: en.gallery.delete }))
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getByText(en.gallery.deleteTitle)).toBeTruthy()
    expect(seen.filter((request) => request.method === 'DELETE')).toEqual([])
    listed = []
    fireEvent.click(within(dialog).getByRole('button', { name: en.gallery.deleteConfirm }))
    await waitFor(() =>
      expect(seen.filter((request) => request.method === 'DELETE').map((request) => request.url)).toEqual([
        `/api/creations/${picture.id}`,
      ]),
    )
    expect(await within(gallery).findByText(en.gallery.empty)).toBeTruthy()
  })

  it("labels the offline illustrator's work and says kindly what it could not draw, with close ideas", async () => {
    answerGenerate = async () =>
      json({
        type: 'image',
        data: PICTURE_URL,
        model: 'mochi-illustrator',
        id: picture.id,
        drawn: ['rose'],
        notDrawn: ['dinosaur', 'robot'],
        suggestions: ['a turtle', 'a frog'],
      })
    setup()
    fireEvent.click(generateButton())
    expect(await screen.findByText("Drawn by Mochi's offline illustrator")).toBeTruthy()
    expect(
      screen.getByText("I couldn't draw: dinosaur and robot. I'm still learning to draw that!"),
    ).toBeTruthy()
    expect(screen.getByText('I can draw a turtle or a frog. Want to try one of those?')).toBeTruthy()
  })

  it('names another model that drew, and says nothing about misses when everything was drawn', async () => {
    answerGenerate = async () =>
      json({ type: 'image', data: PICTURE_URL, model: 'gpt-image-1', id: picture.id })
    setup()
    fireEvent.click(generateButton())
    expect(await screen.findByText('Made with gpt-image-1')).toBeTruthy()
    expect(screen.queryByText(/couldn't draw/)).toBeNull()
  })

  it('says what it could not draw in Spanish', async () => {
    answerGenerate = async () =>
      json({
        type: 'image',
        data: PICTURE_URL,
        model: 'mochi-illustrator',
        id: picture.id,
        notDrawn: ['castillo'],
        suggestions: ['un cobertizo', 'un invernadero'],
      })
    setup('es')
    fireEvent.click(screen.getByRole('button', { name: es.creator.generateImage }))
    expect(await screen.findByText(es.creator.offlineLabel)).toBeTruthy()
    expect(
      screen.getByText('No pude dibujar: castillo. ¡Todavía estoy aprendiendo a dibujarlo!'),
    ).toBeTruthy()
    expect(
      screen.getByText('Puedo dibujar un cobertizo o un invernadero. ¿Quieres probar con alguno?'),
    ).toBeTruthy()
  })

  it("uses the chat area's imageError there instead of the creator's message", async () => {
    answerGenerate = async () => json({ error: { code: 'internal:api', message: 'Something broke' } }, 500)
    setup('en', 'chat')
    fireEvent.click(generateButton())
    expect(await screen.findByText('Failed to generate image. Please try again.')).toBeTruthy()
    expect(screen.queryByText('Failed to generate image or video')).toBeNull()
  })

  it('speaks Spanish, with the Spanish garden prompt', () => {
    setup('es')
    expect((screen.getByLabelText(es.creator.promptLabel) as HTMLTextAreaElement).value).toBe(
      es.creator.defaultPrompt,
    )
    expect(screen.getByRole('button', { name: es.creator.generateImage })).toBeTruthy()
  })
})
