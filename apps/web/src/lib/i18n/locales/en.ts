import type { LocaleShape } from '../locale-shape';
import type { zh } from './zh';

export const en: LocaleShape<typeof zh> = {
  productName: 'Pharma CRM',
  productTagline: 'Customer relationship management for pharmaceutical sales, medical and marketing teams',
  language: {
    label: 'Language',
    zh: '简体中文',
    en: 'English',
  },
  action: {
    ok: 'OK',
    cancel: 'Cancel',
    save: 'Save',
    reset: 'Reset',
    refresh: 'Refresh',
    back: 'Back',
    backHome: 'Back to workspace',
    retry: 'Try again',
    close: 'Close',
    filters: 'Filters',
  },
  relationTypes: {
    CO_AUTHOR: 'Co-authors',
    GUIDELINE: 'Guideline co-authors',
    ASSOCIATION: 'Same society',
    COLLEAGUE: 'Same department',
    MENTOR: 'Mentor',
    MENTEE: 'Mentee',
  },
  time: {
    morning: 'AM',
    afternoon: 'PM',
    today: '{{time}} {{period}}',
    yesterday: 'Yesterday {{time}}',
    dayBeforeYesterday: '2 days ago {{time}}',
  },
  decision: {
    comment: 'Comment',
    commentPlaceholder: 'Required to reject or return',
    returnStep: 'Return to',
    approve: 'Approve',
    reject: 'Reject',
    returnTo: 'Return',
  },
  doctorPicker: {
    placeholder: 'Search by name, pinyin, hospital or department',
    noMatch: 'No matching doctor',
  },
  loading: 'Loading…',
  empty: 'No data',
};
