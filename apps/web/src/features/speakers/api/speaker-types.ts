/** Shapes of the `/speaker` answers. */

export type { SpeakerDetail, SpeakerListItem, SpeakerQualification, SpeakerState } from '@crm/shared/contracts/speakers';

export interface SpeakerListQuery {
  tab: string;
  mine?: boolean;
  keyword?: string | undefined;
  page: number;
  size: number;
}
