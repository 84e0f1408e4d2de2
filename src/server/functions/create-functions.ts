// The Create issue's named functions (image and clip generation, the mascot character).
import type { FunctionDefinition } from './define'

export const CREATE_FUNCTIONS: FunctionDefinition[] = []
