import path from 'node:path';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** PostgreSQL connection string; when absent the embedded PGlite under dataDir is used. */
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  /** Seed the demo tenants and accounts into an empty database. */
  demoData: boolean;
  logLevel: string;
  accessTokenSeconds: number;
  refreshIdleSeconds: number;
  refreshMaxSeconds: number;
  loginMaxFailures: number;
  loginLockSeconds: number;
  /** Token requests one address may make per minute (password spraying across accounts). */
  loginRatePerMinute: number;
  webDist: string | undefined;
  /** Trust X-Forwarded-* headers from a reverse proxy in front of the server. */
  trustProxy: boolean;
  /** WeCom server API and OAuth page bases (changed for tests or a private gateway). */
  wecomApiBase: string;
  wecomOauthBase: string;
  /** A JSON SMS gateway (`POST {base}/messages`); without it only the embedded outbox provider exists. */
  smsHttpBase: string | undefined;
  smsHttpKey: string | undefined;
  smsCodeSeconds: number;
  smsPerPhonePerMinute: number;
  smsPerAddressPerMinute: number;
  smsCodeMaxAttempts: number;
  /** Run periodic work in this process (due-day task reminders). Off in tests, which call it directly. */
  backgroundJobs: boolean;
  /** How far ahead of now a visit may be logged as done (clock skew, a call just starting). */
  visitFutureMinutes: number;
  /** Partner single sign-on: the partner's entry address and the secret both sides share. */
  partnerSsoUrl: string | undefined;
  partnerSsoSecret: string | undefined;
}

function int(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive integer, got "${raw}"`);
  return value;
}

function bool(name: string, fallback: boolean): boolean {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  return ['1', 'true', 'yes', 'on'].includes(raw.toLowerCase());
}

export function loadConfig(): Config {
  const root = path.resolve(import.meta.dirname, '../../..');
  return {
    port: int('PORT', 8080),
    host: process.env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(root, process.env.DATA_DIR ?? '.data'),
    databaseUrl: process.env.DATABASE_URL || undefined,
    redisUrl: process.env.REDIS_URL || undefined,
    demoData: bool('DEMO_DATA', true),
    logLevel: process.env.LOG_LEVEL ?? 'info',
    accessTokenSeconds: int('ACCESS_TOKEN_SECONDS', 300),
    refreshIdleSeconds: int('REFRESH_IDLE_SECONDS', 1800),
    refreshMaxSeconds: int('REFRESH_MAX_SECONDS', 36000),
    loginMaxFailures: int('LOGIN_MAX_FAILURES', 5),
    loginLockSeconds: int('LOGIN_LOCK_SECONDS', 900),
    loginRatePerMinute: int('LOGIN_RATE_PER_MINUTE', 60),
    webDist: path.resolve(root, 'apps/web/dist'),
    trustProxy: bool('TRUST_PROXY', false),
    wecomApiBase: process.env.WECOM_API_BASE ?? 'https://qyapi.weixin.qq.com',
    wecomOauthBase: process.env.WECOM_OAUTH_BASE ?? 'https://open.weixin.qq.com',
    smsHttpBase: process.env.SMS_HTTP_BASE || undefined,
    smsHttpKey: process.env.SMS_HTTP_KEY || undefined,
    smsCodeSeconds: int('SMS_CODE_SECONDS', 300),
    smsPerPhonePerMinute: int('SMS_PER_PHONE_PER_MINUTE', 5),
    smsPerAddressPerMinute: int('SMS_PER_ADDRESS_PER_MINUTE', 20),
    smsCodeMaxAttempts: int('SMS_CODE_MAX_ATTEMPTS', 5),
    visitFutureMinutes: int('VISIT_FUTURE_MINUTES', 60),
    backgroundJobs: bool('BACKGROUND_JOBS', true),
    partnerSsoUrl: process.env.PARTNER_SSO_URL || undefined,
    partnerSsoSecret: process.env.PARTNER_SSO_SECRET || undefined,
  };
}

/** Settings for tests: quiet, embedded, with the defaults above unless overridden. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return { ...loadConfig(), logLevel: process.env.TEST_LOG_LEVEL ?? 'silent', webDist: undefined, redisUrl: undefined, backgroundJobs: false, ...overrides };
}
