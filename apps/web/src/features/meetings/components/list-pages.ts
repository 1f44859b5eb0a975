import type { MeetingListGroup } from '@crm/shared/contracts/meeting-schemas';

/** One list a page can show: a group and tab of `GET /meeting/page`. */
export interface ListView {
  key: string;
  group: MeetingListGroup;
  tab: string;
}

export interface ListPage {
  views: ListView[];
  /** Pages where the rep starts a new application. */
  canApply?: boolean;
}

const view = (group: MeetingListGroup, tab: string): ListView => ({ key: `${group}.${tab}`, group, tab });

/**
 * The menu pages of `/meeting` (spec 2.3) and what they list. A page with several views shows a
 * switch: approved meetings by progress (spec 4: unfinished, in progress, ended) and payments
 * still to submit beside those submitted.
 */
export const LIST_PAGES: Record<string, ListPage> = {
  '/meeting/apply/approved': {
    canApply: true,
    views: [view('apply', 'approved'), view('meeting', 'unfinished'), view('meeting', 'inProgress'), view('meeting', 'ended')],
  },
  '/meeting/apply/submitted': { canApply: true, views: [view('apply', 'submitted')] },
  '/meeting/apply/myApproval': { canApply: true, views: [view('apply', 'myApproval')] },
  '/meeting/approve/pendingApproved': { views: [view('approve', 'pendingApproved')] },
  '/meeting/approve/doneApproved': { views: [view('approve', 'doneApproved')] },
  '/meeting/approve/myApproved': { views: [view('approve', 'myApproved')] },
  '/meeting/myApproved': { views: [view('approve', 'myApproved')] },
  '/meeting/payment/submitted': { views: [view('payment', 'submitted'), view('payment', 'toSubmit')] },
  '/meeting/payment/myApproval': { views: [view('payment', 'myApproval')] },
  '/meeting/paymentApprove/pendingApproved': { views: [view('paymentApprove', 'pendingApproved')] },
  '/meeting/paymentApprove/doneApproved': { views: [view('paymentApprove', 'doneApproved')] },
  '/meeting/met/beConfirmed': { views: [view('met', 'beConfirmed')] },
  '/meeting/met/unfinished': { views: [view('met', 'unfinished')] },
  '/meeting/met/doneConfirmed': { views: [view('met', 'doneConfirmed')] },
};
