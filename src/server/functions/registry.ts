// The named functions of spec 7.2, mounted at POST /functions/v1/:name; each issue adds its own here.
import type { FunctionDefinition } from './define'

export const FUNCTIONS: FunctionDefinition[] = []
