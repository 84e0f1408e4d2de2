// One fact card's AI tools (spec 4 "AI tools": idle, busy, idle): Listen, Analyze (replaces the shown text,
// with the original one click away) and Visualize (the picture is shown in the card).
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { toast } from '../../lib/toast'
import { explainDeeper, picture, speak } from './fact-ai'
import type { BeeFact } from './learning-api'

export type FactTool = 'listen' | 'analyze' | 'visualize'
export type FactNote = 'analysisFailed' | 'imageFailed'

export function useFactAi(fact: BeeFact) {
  const { t } = useTranslation('learning')
  const [busy, setBusy] = useState<FactTool | null>(null)
  const [analysis, setAnalysis] = useState<string | null>(null)
  const [isShowingAnalysis, setIsShowingAnalysis] = useState(false)
  const [image, setImage] = useState<string | null>(null)
  const [note, setNote] = useState<FactNote | null>(null)

  async function run(tool: FactTool, work: () => Promise<void>) {
    setBusy(tool)
    setNote(null)
    try {
      await work()
    } finally {
      setBusy(null)
    }
  }

  const listen = () =>
    run('listen', async () => {
      try {
        await speak(`${t('fact.speechLabel')}: ${fact.title}. ${fact.content}`)
        toast.success(t('toasts.nowPlaying'), { description: fact.title })
      } catch (error) {
        console.error('Listen failed', error)
        toast.error(t('errors.title'), { description: t('errors.speech') })
      }
    })

  const analyze = () => {
    if (analysis) {
      setIsShowingAnalysis(true)
      return Promise.resolve()
    }
    return run('analyze', async () => {
      try {
        const text = await explainDeeper(
          t('fact.analyzePrompt', { title: fact.title, content: fact.content }),
        )
        setAnalysis(text)
        setIsShowingAnalysis(true)
        toast.success(t('toasts.analysis'), {
          description: t('toasts.analysisDescription', { title: fact.title }),
        })
      } catch (error) {
        // Spec 8: analysis failures in the hub are only logged; the card says so quietly.
        console.error('Analyze failed', error)
        setNote('analysisFailed')
      }
    })
  }

  const visualize = () =>
    run('visualize', async () => {
      try {
        setImage(await picture(t('fact.visualizePrompt', { title: fact.title })))
        toast.success(t('toasts.imageGenerated'), { description: fact.title })
      } catch (error) {
        console.error('Visualize failed', error)
        setNote('imageFailed')
      }
    })

  return {
    busy,
    analysis: isShowingAnalysis ? analysis : null,
    image,
    note,
    listen,
    analyze,
    visualize,
    showOriginal: () => setIsShowingAnalysis(false),
  }
}
