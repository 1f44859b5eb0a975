import type { MeetingListGroup } from '@crm/shared/contracts/meeting-schemas';

/** Where each list opens a meeting (the same addresses the approval notices link to). */
export const meetingDetailPath = (id: number) => `/meeting/meetDetail?id=${id}`;
export const approvalDetailPath = (id: number) => `/meeting/approvalDetail?id=${id}`;
export const paymentApprovalDetailPath = (id: number) => `/meeting/paymentApprovalDetail?id=${id}`;
export const meetingFormPath = (id?: number) => (id ? `/meeting/meeting-form?id=${id}` : '/meeting/meeting-form');

export function detailPathFor(group: MeetingListGroup | 'all', id: number): string {
  if (group === 'approve') return approvalDetailPath(id);
  if (group === 'paymentApprove') return paymentApprovalDetailPath(id);
  return meetingDetailPath(id);
}

/** The `id` query parameter of a detail or form page, or null. */
export function meetingIdFrom(search: string): number | null {
  const value = Number(new URLSearchParams(search).get('id'));
  return Number.isInteger(value) && value > 0 ? value : null;
}
