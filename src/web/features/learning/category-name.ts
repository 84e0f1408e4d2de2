// The translated name of a fact category; a category the app does not know yet shows as sent.
import { isFactCategory } from '@shared/schemas/learning'
import type { TFunction } from 'i18next'

export function categoryName(t: TFunction<'learning'>, category: string): string {
  return isFactCategory(category) ? t(`categories.${category}`) : category.replaceAll('_', ' ')
}
