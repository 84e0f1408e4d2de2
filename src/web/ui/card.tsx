// A rounded surface for grouped content.
import type { HTMLAttributes } from 'react'
import { cn } from './cn'

export function Card({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn('surface rounded-3xl p-5 shadow-sm', className)} {...props} />
}
