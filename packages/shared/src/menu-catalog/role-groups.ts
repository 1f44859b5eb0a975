import { ROLE_CODES, type RoleCode } from './builders';

/** The seeded roles granted each group of menu entries (admin is added to every entry automatically). */

export const CUSTOMER_LISTS: readonly RoleCode[] = ['manager', 'rep', 'msl', 'reader'];
export const DOCTOR_VIEW: readonly RoleCode[] = ['manager', 'rep', 'msl', 'marketing', 'reader'];
// Who may change what the product records about a doctor (tags); the reader only looks.
export const DOCTOR_EDITORS: readonly RoleCode[] = ['manager', 'rep', 'msl', 'marketing'];
// Who sets budgets, cost centres and internal orders; compliance reviews them.
export const BUDGET_EDITORS: readonly RoleCode[] = ['marketing', 'finance'];
export const KOL: readonly RoleCode[] = ['manager', 'msl', 'marketing'];
export const FIELD: readonly RoleCode[] = ['manager', 'rep', 'msl'];
export const MANAGER: readonly RoleCode[] = ['manager'];
export const SALES: readonly RoleCode[] = ['manager', 'rep'];
export const CONTENT: readonly RoleCode[] = ['manager', 'rep', 'msl', 'marketing'];
export const MEETING_APPROVERS: readonly RoleCode[] = ['manager', 'compliance'];
export const PAYMENT_APPROVERS: readonly RoleCode[] = ['manager', 'compliance', 'finance'];
export const CCIO: readonly RoleCode[] = ['manager', 'rep', 'finance'];
export const SPEAKERS: readonly RoleCode[] = ['manager', 'msl'];
export const SPEAKER_EDITORS: readonly RoleCode[] = ['msl'];
export const MEETING_VIEWERS: readonly RoleCode[] = ['manager', 'rep', 'msl', 'compliance'];
// Every meeting of the data range, whoever applied (the administrator holds every entry anyway).
export const MEETING_OVERSIGHT: readonly RoleCode[] = ['manager', 'compliance'];
export const MEDICAL_LIBRARY: readonly RoleCode[] = ['manager', 'rep', 'msl', 'marketing', 'compliance'];
export const BUDGET: readonly RoleCode[] = ['marketing', 'compliance', 'finance'];
export const MEETING_MASTER_DATA: readonly RoleCode[] = ['marketing', 'compliance'];
export const INSIGHTS: readonly RoleCode[] = ['manager', 'msl', 'marketing'];
// Reps enter their doctors' survey answers; the insight pages themselves stay with INSIGHTS.
export const SURVEY_TAKERS: readonly RoleCode[] = ['manager', 'rep', 'msl', 'marketing'];
export const MARKET_ANALYTICS: readonly RoleCode[] = ['manager', 'marketing'];
export const MARKET_EDITORS: readonly RoleCode[] = ['marketing'];
// Reps see the dashboards too, limited to their own records by their data range.
export const DASHBOARDS: readonly RoleCode[] = ['manager', 'rep', 'marketing', 'reader'];
export const SYSTEM_REPORTS: readonly RoleCode[] = ['manager', 'reader'];
export const DATA_ASSETS: readonly RoleCode[] = ['marketing'];
export const ADMIN_ONLY: readonly RoleCode[] = ['admin'];
export const WORKFLOW: readonly RoleCode[] = ['manager', 'rep', 'msl', 'marketing', 'compliance', 'finance'];
export const AI: readonly RoleCode[] = ['manager', 'rep', 'msl', 'marketing'];
export const EVERYONE: readonly RoleCode[] = ROLE_CODES;
