// The centred card the follow confirmation and unsubscribe pages show their state in.
import type { ReactNode } from 'react'
import { Card } from '../../ui/card'
import { MochiMascot } from '../../ui/mochi-mascot'

export function FollowStatusCard({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center gap-4 px-4 py-12 text-center">
      <MochiMascot className="h-20 w-20" />
      <Card className="flex w-full flex-col items-center gap-4">
        <h1 className="font-display text-3xl font-extrabold">{title}</h1>
        {children}
      </Card>
    </div>
  )
}
