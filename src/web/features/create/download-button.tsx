// A button that saves a creation as mochi-garden-YYYYMMDD-HHMMSS.png (or .gif for a clip).
import { Download } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { toast } from '../../lib/toast'
import { Button, type ButtonProps } from '../../ui/button'
import { downloadMedia } from './download-file'

interface DownloadButtonProps extends Pick<ButtonProps, 'size' | 'variant' | 'className'> {
  url: string
  kind: 'image' | 'video'
  label?: string
}

export function DownloadButton({
  url,
  kind,
  label,
  size = 'md',
  variant = 'outline',
  className,
}: DownloadButtonProps) {
  const { t } = useTranslation('create')
  const [isSaving, setIsSaving] = useState(false)
  const text = label ?? t(kind === 'image' ? 'creator.downloadImage' : 'creator.downloadClip')
  const handleClick = async () => {
    setIsSaving(true)
    try {
      await downloadMedia(url, kind === 'image' ? 'png' : 'gif')
    } catch {
      toast.error(t('errors.downloadFailed'))
    } finally {
      setIsSaving(false)
    }
  }
  return (
    <Button variant={variant} size={size} className={className} onClick={handleClick} disabled={isSaving}>
      <Download aria-hidden className="h-5 w-5" />
      {text}
    </Button>
  )
}
