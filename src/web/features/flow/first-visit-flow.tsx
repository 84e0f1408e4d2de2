// Shows the first-visit step derived from the stored flags (spec 2.2), before the app shell.

import type { FlowStep } from './flow-step'
import { LandingScreen } from './landing-screen'
import { LanguageChooser } from './language-chooser'
import { OnboardingTour } from './onboarding-tour'
import { RegistrationForm } from './registration-form'

export function FirstVisitFlow({ step }: { step: Exclude<FlowStep, 'done'> }) {
  switch (step) {
    case 'landing':
      return <LandingScreen />
    case 'language':
      return <LanguageChooser />
    case 'registration':
      return <RegistrationForm />
    case 'onboarding':
      return <OnboardingTour />
  }
}
