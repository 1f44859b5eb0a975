import type { z } from 'zod';
import type { activitySchema, fundSchema, guideSchema, liveSchema, meetingSchema, paperSchema, patentSchema, researchSchema, TimelineKind } from '@crm/shared/academic-schemas';
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
  papers: { path: '/get/paper/info', byProduct: true },
  guides: { path: '/get/guide/info', byProduct: true },
  meetings: { path: '/get/meeting/info', byProduct: false },
  lives: { path: '/get/live/info', byProduct: false },
  research: { path: '/get/research/info', byProduct: true },
  funds: { path: '/get/fund/info', byProduct: false },
  patents: { path: '/get/patent/info', byProduct: false },
} as const;
export type AcademicListName = keyof typeof academicLists;

interface AcademicRow {
  papers: Paper;
  guides: Guide;
  meetings: Meeting;
  lives: Live;
  research: Research;
  funds: Fund;
  patents: Patent;
}

/** One academic list of a doctor; lists kept per drug only for the calls that take a drug. */
export function useAcademicList<N extends AcademicListName>(name: N, id: number, productId: number | undefined, enabled: boolean) {
  const { path, byProduct } = academicLists[name];
  return useProfileList<AcademicRow[N]>(name, path, { id, productId: byProduct ? productId : undefined }, enabled);
}

/** `get/activity/info`: the merged timeline, optionally of one kind. */
export function useActivities(id: number, kind: TimelineKind | undefined, enabled: boolean) {
  return useProfileList<Activity>('activities', '/get/activity/info', { id, kind }, enabled);
}
