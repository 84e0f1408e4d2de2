// How a named serverless function is declared: a zod schema for its body and a handler returning JSON.
import type { Context } from 'hono'
import type { z } from 'zod'
import type { AppDeps, AppEnv } from '../context'

export interface FunctionContext {
  deps: AppDeps
  c: Context<AppEnv>
}

export interface FunctionDefinition<S extends z.ZodType = z.ZodType> {
  name: string
  input: S
  handler: (input: z.output<S>, context: FunctionContext) => Promise<unknown> | unknown
}

export function defineFunction<S extends z.ZodType>(definition: FunctionDefinition<S>): FunctionDefinition {
  return definition as unknown as FunctionDefinition
}
