// The chat area of spec 2.4: five tabs (chat, chat-advanced, voice, generate, video), each module loaded when
// its tab first opens. Chats stay mounted once visited, so a conversation survives a look at another tab.
import { Clapperboard, ImagePlus, MessageCircle, MessagesSquare, Mic } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../ui/tabs'
import {
  LazyAdvancedChat,
  LazyImageCreatorCard,
  LazyPanel,
  LazyRealtimeVoiceChat,
  LazySimpleChat,
  LazyVideoFeed,
} from './lazy-modules'
import { useTabParam } from './use-tab-param'

export const CHAT_AREA_TABS = ['chat', 'chat-advanced', 'voice', 'generate', 'video'] as const
export type ChatAreaTab = (typeof CHAT_AREA_TABS)[number]

const TRIGGERS = [
  { value: 'chat', label: 'tabs.chat', Icon: MessageCircle },
  { value: 'chat-advanced', label: 'tabs.chatAdvanced', Icon: MessagesSquare },
  { value: 'voice', label: 'tabs.voice', Icon: Mic },
  { value: 'generate', label: 'tabs.generate', Icon: ImagePlus },
  { value: 'video', label: 'tabs.video', Icon: Clapperboard },
] as const

const KEEP_MOUNTED: readonly ChatAreaTab[] = ['chat', 'chat-advanced']

export function ChatArea() {
  const { t } = useTranslation('chat')
  const [tab, setTab] = useTabParam(CHAT_AREA_TABS, 'chat')
  const [params] = useSearchParams()
  const [visited, setVisited] = useState<ReadonlySet<ChatAreaTab>>(() => new Set([tab]))
  if (!visited.has(tab)) setVisited(new Set([...visited, tab]))
  const keep = (value: ChatAreaTab) => (KEEP_MOUNTED.includes(value) && visited.has(value) ? true : undefined)

  return (
    // Manual activation: arrowing across tabs must not start the voice module on its way.
    <Tabs value={tab} onValueChange={setTab} activationMode="manual">
      <TabsList aria-label={t('tabs.label')} className="overflow-x-auto">
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
      <TabsContent value="chat" forceMount={keep('chat')} className="data-[state=inactive]:hidden">
        <LazyPanel>
          <LazySimpleChat />
        </LazyPanel>
      </TabsContent>
      <TabsContent
        value="chat-advanced"
        forceMount={keep('chat-advanced')}
        className="data-[state=inactive]:hidden"
      >
        <LazyPanel>
          <LazyAdvancedChat initialChatId={params.get('chat') ?? undefined} />
        </LazyPanel>
      </TabsContent>
      <TabsContent value="voice">
        <LazyPanel>
          <LazyRealtimeVoiceChat />
        </LazyPanel>
      </TabsContent>
      <TabsContent value="generate">
        <LazyPanel>
          <LazyImageCreatorCard place="chat" />
        </LazyPanel>
      </TabsContent>
      <TabsContent value="video">
        <LazyPanel>
          <LazyVideoFeed />
        </LazyPanel>
      </TabsContent>
    </Tabs>
  )
}
