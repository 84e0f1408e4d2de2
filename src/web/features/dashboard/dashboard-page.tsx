// /dashboard: the main hub with five tabs (spec 2.4): Control Panel, the chat, voice settings, the education
// hub and the image creator; every module but the first loads when its tab opens.
import { BookOpen, ImagePlus, LayoutDashboard, MessageCircle, Settings2 } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../ui/tabs'
import {
  LazyImageCreatorCard,
  LazyLearningHubPage,
  LazyPanel,
  LazySimpleChat,
  LazyVoiceSettingsCard,
} from '../chat/lazy-modules'
import { useTabParam } from '../chat/use-tab-param'
import { ControlPanel } from './control-panel'

export const DASHBOARD_TABS = ['control-panel', 'chat', 'voice', 'learn', 'create'] as const

const TRIGGERS = [
  { value: 'control-panel', label: 'dashboard.controlPanel', Icon: LayoutDashboard },
  { value: 'chat', label: 'dashboard.chat', Icon: MessageCircle },
  { value: 'voice', label: 'dashboard.voice', Icon: Settings2 },
  { value: 'learn', label: 'dashboard.learn', Icon: BookOpen },
  { value: 'create', label: 'dashboard.create', Icon: ImagePlus },
] as const

export function DashboardPage() {
  const { t } = useTranslation('chat')
  const [tab, setTab] = useTabParam(DASHBOARD_TABS, 'control-panel')
  // The chat stays mounted once opened, so its conversation survives a visit to another tab.
  const [hasOpenedChat, setHasOpenedChat] = useState(tab === 'chat')
  if (tab === 'chat' && !hasOpenedChat) setHasOpenedChat(true)

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-4 px-3 py-6 md:px-4">
      <h1 className="font-display text-3xl font-extrabold md:text-4xl">{t('dashboard.title')}</h1>
      <Tabs value={tab} onValueChange={setTab} activationMode="manual">
        <TabsList aria-label={t('dashboard.tabsLabel')} className="overflow-x-auto">
          {TRIGGERS.map(({ value, label, Icon }) => (
            <TabsTrigger
              key={value}
              value={value}
              className="inline-flex shrink-0 items-center justify-center gap-1.5"
            >
              <Icon aria-hidden className="h-4 w-4 shrink-0" />
              {t(label)}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="control-panel">
          <ControlPanel />
        </TabsContent>
        <TabsContent
          value="chat"
          forceMount={hasOpenedChat || undefined}
          className="data-[state=inactive]:hidden"
        >
          <LazyPanel>
            <LazySimpleChat />
          </LazyPanel>
        </TabsContent>
        <TabsContent value="voice">
          <LazyPanel>
            <LazyVoiceSettingsCard />
          </LazyPanel>
        </TabsContent>
        <TabsContent value="learn">
          <LazyPanel>
            <LazyLearningHubPage />
          </LazyPanel>
        </TabsContent>
        <TabsContent value="create">
          <LazyPanel>
            <LazyImageCreatorCard />
          </LazyPanel>
        </TabsContent>
      </Tabs>
    </div>
  )
}
