// The picture and clip maker (spec 2.9): a prompt, picture or clip, Generate, the result, and my creations.
import type { Language } from '@shared/constants'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { Sparkles } from 'lucide-react'
import { type FormEvent, type KeyboardEvent, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiRequestError } from '../../lib/api-client'
import { toast } from '../../lib/toast'
import { Button } from '../../ui/button'
import { Card } from '../../ui/card'
import { cn } from '../../ui/cn'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../ui/tabs'
import { markFeatureUsed } from '../progress/local-progress'
import { CareCard } from '../safety/care-card'
import { type CreatorPlace, createErrorMessage } from './create-error-message'
import { CreationResult } from './creation-result'
import { type CreationKind, type GenerateImageSoraResult, generateCreation } from './creations-api'
import { CreationsGallery } from './creations-gallery'
import { GenerationProgress } from './generation-progress'

const KINDS: readonly CreationKind[] = ['image', 'video']

export function ImageCreatorCard({ place = 'creator' }: { place?: CreatorPlace } = {}) {
  const { t, i18n } = useTranslation('create')
  const queryClient = useQueryClient()
  const fieldId = useId()
  // Until the child types, the prompt is the default garden scene in the current language.
  const [draft, setDraft] = useState<string | null>(null)
  const [kind, setKind] = useState<CreationKind>('image')
  const [shown, setShown] = useState<{ result: GenerateImageSoraResult; prompt: string } | null>(null)
  // The last prompt was answered by Mochi's safety path: the care card stays until the next try.
  const [needsCare, setNeedsCare] = useState(false)
  const prompt = draft ?? t('creator.defaultPrompt')
  const isEmpty = prompt.trim() === ''

  const generate = useMutation({
    mutationFn: generateCreation,
    // A failed drawing is answered by a person pressing Generate again, not by silent retries.
    retry: false,
    onSuccess: async (result, input) => {
      setShown({ result, prompt: input.prompt })
      markFeatureUsed('imageGenerator', input.type)
      toast.success(t(result.type === 'image' ? 'creator.imageGenerated' : 'creator.clipGenerated'))
      await queryClient.invalidateQueries({ queryKey: ['creations'] })
    },
    onMutate: () => setNeedsCare(false),
    onError: (error) => {
      toast.error(createErrorMessage(error, t, place))
      setNeedsCare(error instanceof ApiRequestError && Boolean(error.body?.error.safety))
    },
  })
  const isBusy = generate.isPending

  const handleSubmit = (event?: FormEvent) => {
    event?.preventDefault()
    if (isEmpty || isBusy) return
    const language: Language = i18n.language === 'es' ? 'es' : 'en'
    generate.mutate({ prompt: prompt.trim(), type: kind, language })
  }
  // Ctrl/Cmd+Enter sends from the text area, as in the chat.
  const handleKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) handleSubmit()
  }

  return (
    <Card className="flex flex-col gap-5">
      <header className="flex items-start gap-3">
        <Sparkles aria-hidden className="mt-1 h-7 w-7 shrink-0 text-[var(--accent)]" />
        <div>
          <h2 className="font-display text-2xl font-extrabold">{t('creator.title')}</h2>
          <p className="text-[var(--fg-muted)]">{t('creator.subtitle')}</p>
        </div>
      </header>

      <form className="flex flex-col gap-4" noValidate onSubmit={handleSubmit}>
        <div className="flex flex-col gap-1">
          <label htmlFor={fieldId} className="font-semibold">
            {t('creator.promptLabel')}
          </label>
          <textarea
            id={fieldId}
            value={prompt}
            rows={3}
            maxLength={1000}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={handleKeyDown}
            aria-invalid={isEmpty || undefined}
            aria-describedby={`${fieldId}-note`}
            className={cn(
              'surface min-h-24 w-full rounded-xl px-3 py-2 text-base text-[var(--fg)]',
              isEmpty && 'border-[var(--danger)]',
            )}
          />
          {isEmpty ? (
            <p id={`${fieldId}-note`} role="alert" className="text-sm font-semibold text-[var(--danger)]">
              {t('errors.promptRequired')}
            </p>
          ) : (
            <p id={`${fieldId}-note`} className="text-sm text-[var(--fg-muted)]">
              {t('creator.promptHint')}
            </p>
          )}
        </div>

        <Tabs value={kind} onValueChange={(value) => setKind(value as CreationKind)}>
          <TabsList aria-label={t('creator.kindLabel')}>
            <TabsTrigger value="image">{t('creator.kindImage')}</TabsTrigger>
            <TabsTrigger value="video">{t('creator.kindVideo')}</TabsTrigger>
          </TabsList>
          {KINDS.map((value) => (
            <TabsContent key={value} value={value} className="flex flex-col gap-3">
              <p className="text-[var(--fg-muted)]">
                {t(value === 'image' ? 'creator.imageDescription' : 'creator.videoDescription')}
              </p>
              <Button type="submit" size="lg" disabled={isEmpty || isBusy} className="sm:self-start">
                <Sparkles aria-hidden className="h-5 w-5" />
                {t(value === 'image' ? 'creator.generateImage' : 'creator.generateVideo')}
              </Button>
            </TabsContent>
          ))}
        </Tabs>
      </form>

      {isBusy && generate.variables && <GenerationProgress kind={generate.variables.type} />}
      {!isBusy && needsCare && <CareCard />}
      {!isBusy && shown && <CreationResult result={shown.result} prompt={shown.prompt} />}
      <CreationsGallery />
    </Card>
  )
}
