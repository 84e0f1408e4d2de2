// A follow-up that only makes sense as a continuation ("how do I do it without mom noticing"): it carries the earlier turn's category.
import { anyOf, words } from './phrase-rules'

export const FOLLOW_UP = words(
  anyOf(
    'how (?:do|can|should|would|could) (?:i|we|you) (?:do|hide|get|make|find|buy|use) (?:it|that|this|one|them|some)',
    'without (?:anyone|anybody|my (?:\\S+ )?(?:mom|mum|dad|parents|teacher|family)|them|him|her) (?:\\S+ )?(?:knowing|noticing|seeing|finding out)',
    '(?:where|how) (?:can|do|could) i (?:get|buy|find) (?:it|one|some|them)',
    'how (?:much|many) (?:do i need|would it take|would i need|is enough)',
    'what if i (?:do|did|really do) it',
    '(?:tell|show) me how',
    'step by step',
    'so (?:it|that it) looks like',
    'and (?:then )?how',
    'is (?:it|that) (?:enough|fast|quick|painful)',
    'will (?:it|that) (?:work|hurt)',
    'como lo (?:hago|consigo|escondo|compro|uso)',
    'sin que (?:nadie|mi (?:\\S+ )?(?:madre|padre|mama|papa|profe)|mis padres) (?:se (?:entere|enteren|de cuenta|den cuenta)|lo (?:sepa|note|vea))',
    'donde (?:lo|la|los|las) (?:compro|consigo|encuentro)',
    'cuant[oa]s? (?:necesito|hace falta|hacen falta)',
    '(?:dime|ensename|enseñame) como',
    'paso a paso',
    'y (?:luego )?como',
    'funcionaria',
  ),
)
