// A rounded surface for grouped content.
import type { ComponentProps } from 'react'
import { cn } from './cn'

export function Card({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('surface rounded-3xl p-5 shadow-sm', className)} {...props} />
}
