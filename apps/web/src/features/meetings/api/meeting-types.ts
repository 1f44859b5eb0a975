import type { FormOptions, MeetingListItem, MeetingState } from '@crm/shared/contracts/meetings';
import type { MeetingListGroup } from '@crm/shared/contracts/meeting-schemas';

/** Shapes of the meeting calls, as their shared contracts declare them. */

/** A row of every meeting list, as its shared contract declares it. */
export type { MeetingListItem };

/** What every change of a meeting answers. */
export type { MeetingState };

/** What the meeting form may choose. */
export type { FormOptions };

export interface MeetingListParams {
  group: MeetingListGroup;
  tab: string;
  keyword?: string;
  page: number;
  size: number;
}

/** A meeting as its detail page shows it, and one of its files. */
export type { MeetingDetail, MeetingFile } from '@crm/shared/contracts/meeting-application';

/** The approval behind a meeting, as `/workflow/instance/{id}` answers it. */
export type { HistoryEntry, InstanceDetail as ApprovalInstance } from '@crm/shared/contracts/workflow';
