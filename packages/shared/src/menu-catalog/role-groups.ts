import { ROLE_CODES, type RoleCode } from './builders';

/**
 * The seeded roles granted each group of menu entries, by the name the catalog's `roles` use next to
 * single role codes (admin is added to every entry automatically).
 */
export const ROLE_GROUPS = {
  CUSTOMER_LISTS: ['manager', 'rep', 'msl', 'reader'],
  DOCTOR_VIEW: ['manager', 'rep', 'msl', 'marketing', 'reader'],
  /** Who may change what the product records about a doctor (tags); the reader only looks. */
  DOCTOR_EDITORS: ['manager', 'rep', 'msl', 'marketing'],
  /** Who sets budgets, cost centres and internal orders; compliance reviews them. */
  BUDGET_EDITORS: ['marketing', 'finance'],
  KOL: ['manager', 'msl', 'marketing'],
  FIELD: ['manager', 'rep', 'msl'],
  MANAGER: ['manager'],
  SALES: ['manager', 'rep'],
  CONTENT: ['manager', 'rep', 'msl', 'marketing'],
  MEETING_APPROVERS: ['manager', 'compliance'],
  PAYMENT_APPROVERS: ['manager', 'compliance', 'finance'],
  CCIO: ['manager', 'rep', 'finance'],
  SPEAKERS: ['manager', 'msl'],
  SPEAKER_EDITORS: ['msl'],
  MEETING_VIEWERS: ['manager', 'rep', 'msl', 'compliance'],
  /** Every meeting of the data range, whoever applied (the administrator holds every entry anyway). */
  MEETING_OVERSIGHT: ['manager', 'compliance'],
  MEDICAL_LIBRARY: ['manager', 'rep', 'msl', 'marketing', 'compliance'],
  BUDGET: ['marketing', 'compliance', 'finance'],
  MEETING_MASTER_DATA: ['marketing', 'compliance'],
  INSIGHTS: ['manager', 'msl', 'marketing'],
  /** Reps enter their doctors' survey answers; the insight pages themselves stay with INSIGHTS. */
  SURVEY_TAKERS: ['manager', 'rep', 'msl', 'marketing'],
  MARKET_ANALYTICS: ['manager', 'marketing'],
  MARKET_EDITORS: ['marketing'],
  /** Reps see the dashboards too, limited to their own records by their data range. */
  DASHBOARDS: ['manager', 'rep', 'marketing', 'reader'],
  SYSTEM_REPORTS: ['manager', 'reader'],
  DATA_ASSETS: ['marketing'],
  ADMIN_ONLY: ['admin'],
  WORKFLOW: ['manager', 'rep', 'msl', 'marketing', 'compliance', 'finance'],
  AI: ['manager', 'rep', 'msl', 'marketing'],
  EVERYONE: ROLE_CODES,
} satisfies Record<string, readonly RoleCode[]>;

/** The name of a group of roles. */
export type RoleGroup = keyof typeof ROLE_GROUPS;
