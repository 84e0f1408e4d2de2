// The topic facts added by the knowledge files for soil and compost, containers, bee-safe pest control, kid
// activities and parent safety, in one list that TOPIC_FACTS appends after its own facts.
import { BEE_FACTS } from './facts-bees-more'
import { BLIND_B_BEE_FACTS } from './facts-blind-b-bees'
import { BLIND_B_EXTRA_FACTS } from './facts-blind-b-extra'
import { BLIND_B_FINAL_FACTS } from './facts-blind-b-final'
import { BLIND_B_KID_FACTS } from './facts-blind-b-kids'
import { BLIND_B_LAST_FACTS } from './facts-blind-b-last'
import { BLIND_B_MORE_FACTS } from './facts-blind-b-more'
import { BLIND_B_SAFETY_FACTS } from './facts-blind-b-safety'
import { BLIND_B_WATERING_FACTS } from './facts-blind-b-watering'
import { BLIND_BEE_FACTS } from './facts-blind-bees'
import { BLIND_C_FRUIT_FACTS } from './facts-blind-c-fruit'
import { BLIND_C_LAST_FACTS } from './facts-blind-c-last'
import { BLIND_C_MORE_FACTS } from './facts-blind-c-more'
import { BLIND_C_PEST_FACTS } from './facts-blind-c-pests'
import { BLIND_C_POT_FACTS } from './facts-blind-c-pots'
import { BLIND_C_REGION_FACTS } from './facts-blind-c-regions'
import { BLIND_C_SOIL_FACTS } from './facts-blind-c-soil'
import { BLIND_EXTRA_FACTS } from './facts-blind-extra'
import { BLIND_KID_FACTS } from './facts-blind-kids'
import { BLIND_MORE_FACTS } from './facts-blind-more'
import { BLIND_POTS_PESTS_FACTS } from './facts-blind-pots-pests'
import { BLIND_SAFETY_FACTS } from './facts-blind-safety'
import { BLIND_WATERING_FACTS } from './facts-blind-watering'
import { CONTAINER_FACTS } from './facts-containers'
import { KID_FACTS } from './facts-kids'
import { MORE_FACTS_2 } from './facts-more-2'
import { MORE_FACTS_3 } from './facts-more-3'
import { MORE_FACTS_4 } from './facts-more-4'
import { MORE_FACTS_5 } from './facts-more-5'
import { MORE_FACTS_6 } from './facts-more-6'
import { MORE_FACTS_7 } from './facts-more-7'
import { MORE_FACTS_8 } from './facts-more-8'
import { MORE_FACTS_9 } from './facts-more-9'
import { MORE_FACTS_10 } from './facts-more-10'
import { PARENT_SAFETY_FACTS } from './facts-parent-safety'
import { PEST_FACTS } from './facts-pests'
import { SOIL_COMPOST_FACTS } from './facts-soil-compost'
import type { TopicFact } from './topic-facts'

export const MORE_TOPIC_FACTS: TopicFact[] = [
  ...SOIL_COMPOST_FACTS,
  ...CONTAINER_FACTS,
  ...PEST_FACTS,
  ...KID_FACTS,
  ...PARENT_SAFETY_FACTS,
  ...BEE_FACTS,
  ...MORE_FACTS_2,
  ...MORE_FACTS_3,
  ...MORE_FACTS_4,
  ...MORE_FACTS_5,
  ...MORE_FACTS_6,
  ...MORE_FACTS_7,
  ...MORE_FACTS_8,
  ...MORE_FACTS_9,
  ...MORE_FACTS_10,
  ...BLIND_WATERING_FACTS,
  ...BLIND_BEE_FACTS,
  ...BLIND_POTS_PESTS_FACTS,
  ...BLIND_SAFETY_FACTS,
  ...BLIND_KID_FACTS,
  ...BLIND_MORE_FACTS,
  ...BLIND_EXTRA_FACTS,
  ...BLIND_B_WATERING_FACTS,
  ...BLIND_B_SAFETY_FACTS,
  ...BLIND_B_BEE_FACTS,
  ...BLIND_B_KID_FACTS,
  ...BLIND_B_MORE_FACTS,
  ...BLIND_B_LAST_FACTS,
  ...BLIND_B_EXTRA_FACTS,
  ...BLIND_B_FINAL_FACTS,
  ...BLIND_C_PEST_FACTS,
  ...BLIND_C_POT_FACTS,
  ...BLIND_C_SOIL_FACTS,
  ...BLIND_C_FRUIT_FACTS,
  ...BLIND_C_REGION_FACTS,
  ...BLIND_C_MORE_FACTS,
  ...BLIND_C_LAST_FACTS,
]
