// The advanced AI features panel (spec 2.9): reasoning, voice speech and image generation, each on its own,
// plus buttons opening the System Status and Diagnostics pages in new windows.
import { IMAGE_MODELS, REASONING_TYPES } from '@shared/constants'
import { Brain, ExternalLink, ImageIcon, Volume2 } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { SETTINGS_VOICES } from '../../../shared/voice/voices'
import { invokeFunction } from '../../lib/api-client'
import { toast } from '../../lib/toast'
import { Button } from '../../ui/button'
import { AiToolCard } from '../create/ai-tool-card'
import type { AdvancedImageGenerationResult } from '../create/creations-api'
import { IllustratorNotes } from '../create/illustrator-notes'
import { markFeatureUsed } from '../progress/local-progress'
import { ttsVoiceFields, useVoiceSettings } from '../voice/use-voice-settings'

/** Runs one tool call: busy while it runs, a destructive "Error" toast with the tool's message if it fails. */
function useToolRun() {
  const { t } = useTranslation('create')
  const [isBusy, setIsBusy] = useState(false)
  const run = async (work: () => Promise<void>, failure: string) => {
    setIsBusy(true)
    try {
      await work()
      markFeatureUsed('advancedFeatures')
    } catch {
      toast.error(t('tools.errorTitle'), { description: failure })
    } finally {
      setIsBusy(false)
    }
  }
  return { isBusy, run }
}

function ReasoningTool() {
  const { t } = useTranslation('create')
  const [text, setText] = useState('')
  const [type, setType] = useState<string>('analysis')
  const [answer, setAnswer] = useState<{ text: string; provider?: string; model?: string } | null>(null)
  const { isBusy, run } = useToolRun()
  return (
    <AiToolCard
      icon={Brain}
      title={t('tools.reasoningTitle')}
      description={t('tools.reasoningDescription')}
      textLabel={t('tools.reasoningLabel')}
      placeholder={t('tools.reasoningPlaceholder')}
      text={text}
      onTextChange={setText}
      selectLabel={t('tools.reasoningTypeLabel')}
      options={REASONING_TYPES.map((value) => ({ value, label: t(`reasoningTypes.${value}`) }))}
      selected={type}
      onSelect={setType}
      runLabel={t('tools.reasoningRun')}
      isBusy={isBusy}
      onRun={(prompt) =>
        run(async () => {
          const result = await invokeFunction<{ response: string; provider?: string; model?: string }>(
            'claude_reasoning',
            { prompt, reasoning_type: type },
          )
          setAnswer({ text: result.response, provider: result.provider, model: result.model })
        }, t('tools.reasoningFailed'))
      }
    >
      {answer && (
        <div aria-live="polite" className="flex flex-col gap-1">
          <p className="whitespace-pre-wrap rounded-xl bg-[var(--surface-muted)] p-3">{answer.text}</p>
          <p className="text-sm font-semibold text-[var(--fg-muted)]">
            {answer.provider === 'local'
              ? t('tools.reasoningOffline')
              : t('tools.reasoningBy', { model: answer.model ?? answer.provider ?? '?' })}
          </p>
        </div>
      )}
    </AiToolCard>
  )
}

/** Speaks with the voice settings card's sliders and volume; the voice starts as the card's and may be tried out. */
function SpeechTool() {
  const { t, i18n } = useTranslation('create')
  const { settings } = useVoiceSettings()
  const [text, setText] = useState('')
  const [chosenVoice, setVoiceId] = useState<string | null>(null)
  const voiceId =
    chosenVoice ??
    (SETTINGS_VOICES.some((voice) => voice.id === settings.voiceId)
      ? settings.voiceId
      : SETTINGS_VOICES[0]!.id)
  const [audioUrl, setAudioUrl] = useState<string | null>(null)
  const [speechModel, setSpeechModel] = useState<string | null>(null)
  const { isBusy, run } = useToolRun()
  const language = i18n.language === 'es' ? 'es' : 'en'
  return (
    <AiToolCard
      icon={Volume2}
      title={t('tools.speechTitle')}
      description={t('tools.speechDescription')}
      textLabel={t('tools.speechLabel')}
      placeholder={t('tools.speechPlaceholder')}
      text={text}
      onTextChange={setText}
      selectLabel={t('tools.voiceLabel')}
      options={SETTINGS_VOICES.map((voice) => ({
        value: voice.id,
        label: `${voice.name} (${voice.description[language]})`,
      }))}
      selected={voiceId}
      onSelect={setVoiceId}
      runLabel={t('tools.speechRun')}
      isBusy={isBusy}
      onRun={(spoken) =>
        run(async () => {
          const { audioContent, model } = await invokeFunction<{ audioContent: string; model?: string }>(
            'tts',
            {
              text: spoken,
              ...ttsVoiceFields({ ...settings, voiceId }),
            },
          )
          setSpeechModel(model ?? null)
          const url = `data:audio/mpeg;base64,${audioContent}`
          setAudioUrl(url)
          const audio = new Audio(url)
          audio.volume = settings.volume
          await audio.play()
        }, t('tools.speechFailed'))
      }
    >
      {audioUrl && (
        // biome-ignore lint/a11y/useMediaCaption: synthesised speech of the text typed just above
        <audio
          controls
          src={audioUrl}
          aria-label={t('tools.speechAudio')}
          className="w-full"
          ref={(element) => {
            if (element) element.volume = settings.volume
          }}
        />
      )}
      {audioUrl && speechModel && (
        <p className="text-sm font-semibold text-[var(--fg-muted)]">
          {t('tools.speechBy', { model: speechModel })}
        </p>
      )}
    </AiToolCard>
  )
}

function ImageTool() {
  const { t } = useTranslation('create')
  const [text, setText] = useState('')
  const [model, setModel] = useState<string>('gpt-image-1')
  const [picture, setPicture] = useState<{
    url: string
    prompt: string
    result: AdvancedImageGenerationResult
  } | null>(null)
  const { isBusy, run } = useToolRun()
  return (
    <AiToolCard
      icon={ImageIcon}
      title={t('tools.imageTitle')}
      description={t('tools.imageDescription')}
      textLabel={t('tools.imageLabel')}
      placeholder={t('tools.imagePlaceholder')}
      text={text}
      onTextChange={setText}
      selectLabel={t('tools.imageModelLabel')}
      options={IMAGE_MODELS.map((value) => ({ value, label: t(`imageModels.${value}`) }))}
      selected={model}
      onSelect={setModel}
      runLabel={t('tools.imageRun')}
      isBusy={isBusy}
      onRun={(prompt) =>
        run(async () => {
          const result = await invokeFunction<AdvancedImageGenerationResult>('advanced_image_generation', {
            prompt,
            model,
            quality: 'high',
            size: '1024x1024',
            output_format: 'png',
          })
          setPicture({ url: result.image, prompt, result })
        }, t('tools.imageFailed'))
      }
    >
      {picture && (
        <>
          <img
            src={picture.url}
            alt={t('tools.imageAlt', { prompt: picture.prompt })}
            className="block aspect-square w-full rounded-2xl bg-[var(--surface-muted)] object-cover"
          />
          <IllustratorNotes result={picture.result} kind="image" />
        </>
      )}
    </AiToolCard>
  )
}

export function AiToolsPanel() {
  const { t } = useTranslation('create')
  return (
    <section className="flex flex-col gap-4" aria-labelledby="ai-tools-title">
      <div>
        <h2 id="ai-tools-title" className="font-display text-2xl font-extrabold">
          {t('tools.title')}
        </h2>
        <p className="text-[var(--fg-muted)]">{t('tools.subtitle')}</p>
      </div>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
        <ReasoningTool />
        <SpeechTool />
        <ImageTool />
      </div>
      <div className="flex flex-wrap gap-3">
        {(['status', 'diagnostics'] as const).map((page) => (
          <Button key={page} variant="outline" onClick={() => window.open(`/${page}`, '_blank')}>
            <ExternalLink aria-hidden className="h-5 w-5" />
            {t(page === 'status' ? 'tools.systemStatus' : 'tools.diagnostics')}
            <span className="sr-only">{t('tools.opensInNewWindow')}</span>
          </Button>
        ))}
      </div>
    </section>
  )
}
