// The Follow dialog of the header (spec 2.3), opened by any trigger, and the header's own Follow button.
import { Heart } from 'lucide-react'
import { type ReactNode, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../ui/button'
import { Dialog, DialogContent, DialogTrigger } from '../../ui/dialog'
import { FollowForm } from './follow-form'

export function FollowDialog({
  trigger,
  defaultOpen = false,
}: {
  trigger: ReactNode
  defaultOpen?: boolean
}) {
  const { t } = useTranslation('follow')
  const [isOpen, setIsOpen] = useState(defaultOpen)
  return (
    <Dialog open={isOpen} onOpenChange={setIsOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent title={t('title')} description={t('description')} closeLabel={t('close')}>
        <FollowForm onFollowed={() => setIsOpen(false)} />
      </DialogContent>
    </Dialog>
  )
}

export function FollowButton() {
  const { t } = useTranslation('follow')
  return (
    <FollowDialog
      trigger={
        <Button variant="ghost" className="min-w-11 px-2 lg:px-4">
          <Heart aria-hidden className="h-6 w-6 text-[var(--danger)]" />
          <span className="sr-only lg:not-sr-only">{t('trigger')}</span>
        </Button>
      }
    />
  )
}
