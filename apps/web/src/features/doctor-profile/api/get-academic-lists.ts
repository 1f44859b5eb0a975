import type { z } from 'zod';
import type {
  activitySchema,
  fundSchema,
  guideSchema,
  liveSchema,
  meetingSchema,
  paperSchema,
  patentSchema,
  researchSchema,
  TimelineKind,
} from '@crm/shared/contracts/academic-schemas';
import * as contracts from '@crm/shared/contracts/academic';
import { useProfileList } from './profile-list';

export type Paper = z.infer<typeof paperSchema>;
export type Guide = z.infer<typeof guideSchema>;
export type Meeting = z.infer<typeof meetingSchema>;
export type Live = z.infer<typeof liveSchema>;
export type Research = z.infer<typeof researchSchema>;
export type Fund = z.infer<typeof fundSchema>;
export type Patent = z.infer<typeof patentSchema>;
export type Activity = z.infer<typeof activitySchema>;

/** The academic lists of spec 2.5, each from its own call (decision 0009). */
export const academicLists = {
  papers: { contract: contracts.paperList, byProduct: true },
  guides: { contract: contracts.guideList, byProduct: true },
  meetings: { contract: contracts.meetingList, byProduct: false },
  lives: { contract: contracts.liveList, byProduct: false },
  research: { contract: contracts.researchList, byProduct: true },
  funds: { contract: contracts.fundList, byProduct: false },
  patents: { contract: contracts.patentList, byProduct: false },
} as const;
export type AcademicListName = keyof typeof academicLists;

/** One academic list of a doctor; lists kept per drug only for the calls that take a drug. */
export function useAcademicList<N extends AcademicListName>(name: N, id: number, productId: number | undefined, enabled: boolean) {
  const { contract, byProduct } = academicLists[name];
  return useProfileList(name, contract as (typeof academicLists)[N]['contract'], { id, productId: byProduct ? productId : undefined }, enabled);
}

/** `get/activity/info`: the merged timeline, optionally of one kind. */
export function useActivities(id: number, kind: TimelineKind | undefined, enabled: boolean) {
  return useProfileList('activities', contracts.activityList, { id, kind }, enabled);
}
