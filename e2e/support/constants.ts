/** Password of every demo account. */
export const DEMO_PASSWORD = 'Demo@2026';

/** Access-token lifetime of the second test server (the session-refresh tests). */
export const SHORT_TOKEN_SECONDS = 4;

/** Demo accounts and the catalog role each one holds (user `msl` has role MAF, the catalog's msl). */
export const DEMO_ROLES = {
  admin: 'admin',
  manager: 'manager',
  rep: 'rep',
  rep2: 'rep',
  msl: 'msl',
  marketing: 'marketing',
  compliance: 'compliance',
  finance: 'finance',
  reader: 'reader',
} as const;

export type DemoAccount = keyof typeof DEMO_ROLES;
