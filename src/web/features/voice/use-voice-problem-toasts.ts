// Turns realtime voice problems into the spec's translated toasts (section 8, voice chat hub and voice page).
import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import { toast } from '../../lib/toast'
import type { VoiceProblem } from './use-realtime-voice'

const KNOWN_CODES = ['stt_unavailable', 'rate_limited', 'stt_failed', 'response_failed'] as const

export function useVoiceProblemToasts() {
  const { t } = useTranslation('voice')
  return useCallback(
    (problem: VoiceProblem) => {
      if (problem.kind === 'connection') toast.error(t('errors.connection'))
      else if (problem.kind === 'microphone') {
        toast.error(problem.denied ? t('errors.microphoneDenied') : t('errors.microphone'), {
          description: problem.denied ? t('errors.microphoneDeniedHelp') : undefined,
        })
      } else {
        const known = (KNOWN_CODES as readonly string[]).includes(problem.code)
        toast.error(t('errors.voiceChat'), {
          description: known
            ? t(`errors.codes.${problem.code as (typeof KNOWN_CODES)[number]}`)
            : t('errors.generic'),
        })
      }
    },
    [t],
  )
}
