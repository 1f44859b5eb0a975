import path from 'node:path';
import { dictionaryOf } from '@crm/shared/object-keys';
import { ROOT_DIR } from './lib/package-paths';
import { parseNetworks } from './lib/outbound-address';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /**
   * PostgreSQL connection string of requests and jobs (a login with neither SUPERUSER nor BYPASSRLS
   * that owns no table); when absent the embedded PGlite under dataDir is used.
   */
  databaseUrl: string | undefined;
  /** PostgreSQL connection string of the owner, for migrations, seeding and the job queue's bookkeeping; required with databaseUrl. */
  databaseAdminUrl: string | undefined;
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
  /**
   * Who may read `/metrics`: with a token, callers that send it as a bearer token; without one,
   * callers on this machine only (loopback), which a reverse proxy's public side never is.
   */
  metricsToken: string | undefined;
  /** WeCom server API and OAuth page bases (changed for tests or a private gateway). */
  wecomApiBase: string;
  wecomOauthBase: string;
  /** WeChat official-account API and OAuth page bases, for doctors' WeChat sign-in (changed for tests). */
  wechatApiBase: string;
  wechatOauthBase: string;
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
  /** Keep signed-in callers' principals between requests (dropped on every change, see principal-cache.ts). */
  principalCache: boolean;
  /** Data upload bounds: file size (413 above it), what an xlsx may inflate to, its entries, rows. */
  dataUploadMaxMb: number;
  dataUploadMaxInflatedMb: number;
  dataUploadMaxEntries: number;
  dataUploadMaxRows: number;
  /** Files up to this size are validated within the request; larger ones by a background job. */
  dataUploadInlineKb: number;
  /** Partner event files (CSV ingest): size and data rows (413 above them); up to the inline size within the request. */
  eventIngestMaxMb: number;
  eventIngestMaxRows: number;
  eventIngestInlineKb: number;
  /** The customer-specific service prefix of the diagnosis calls (spec 7.2). */
  diagnosisServicePrefix: string;
  /** Menu dashboard ids mapped to this environment's dashboards (`DASHBOARD_IDS=rb-records=rb-records-test,…`). */
  dashboardIds: Record<string, string>;
  /** Days of usage analytics (page views, active time) kept. */
  usageRetentionDays: number;
  /** Content e-mail over SMTP (`smtp://user:pass@host:port`); without it e-mails go to the outbox table. */
  smtpUrl: string | undefined;
  smtpFrom: string;
  /** An external dashboard site (a Metabase signed embed) that shows some dashboards instead of the product's own. */
  embeddedDashboards: EmbeddedDashboards | undefined;
  /**
   * Networks (CIDR) the server may call on a tenant administrator's word besides the public internet
   * (`OUTBOUND_ALLOWED_NETWORKS=10.20.0.0/16,fd12::/16`): a company's own identity or model server.
   * Loopback, private, link-local and other special networks are refused unless listed here.
   */
  outboundAllowedNetworks: string[];
}

/** `EMBED_DASHBOARD_SITE`, `EMBED_DASHBOARD_SECRET`, `EMBED_DASHBOARDS=rb-records=12,…`, `EMBED_DASHBOARD_MINUTES`. */
export interface EmbeddedDashboards {
  /** The site's address; its origin is the one frame source the content security policy allows. */
  site: string;
  /** The site's embedding secret: signs the links on the server, never sent to a browser. */
  secret: string;
  /** The product's dashboard keys mapped to the site's dashboard ids. */
  ids: Record<string, string>;
  minutes: number;
}

function pairs(name: string): Record<string, string> {
  const raw = process.env[name] ?? '';
  const entries = raw
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => part.split('=').map((s) => s.trim()));
  if (entries.some((e) => e.length !== 2 || !e[0] || !e[1])) throw new Error(`${name} must look like "menuId=dashboardId,…", got "${raw}"`);
  return dictionaryOf(entries.map(([menu, dashboard]) => [menu!, dashboard!]));
}

function embeddedDashboards(): EmbeddedDashboards | undefined {
  const site = process.env.EMBED_DASHBOARD_SITE || undefined;
  if (!site) return undefined;
  if (!/^https?:\/\/[^/\s]+/.test(site)) throw new Error(`EMBED_DASHBOARD_SITE must be an http(s) address, got "${site}"`);
  const secret = process.env.EMBED_DASHBOARD_SECRET;
  if (!secret) throw new Error("EMBED_DASHBOARD_SITE needs EMBED_DASHBOARD_SECRET (the site's embedding secret)");
  return { site: site.replace(/\/+$/, ''), secret, ids: pairs('EMBED_DASHBOARDS'), minutes: int('EMBED_DASHBOARD_MINUTES', 10) };
}

/** A comma-separated list of networks, each checked to be one. */
function networks(name: string): string[] {
  try {
    return parseNetworks(process.env[name] ?? '').map((network) => network.text);
  } catch (error) {
    throw new Error(`${name}: ${(error as Error).message}`);
  }
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
  const root = ROOT_DIR;
  return {
    port: int('PORT', 8080),
    host: process.env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(root, process.env.DATA_DIR ?? '.data'),
    databaseUrl: process.env.DATABASE_URL || undefined,
    databaseAdminUrl: process.env.DATABASE_ADMIN_URL || undefined,
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
    metricsToken: process.env.METRICS_TOKEN || undefined,
    wecomApiBase: process.env.WECOM_API_BASE ?? 'https://qyapi.weixin.qq.com',
    wecomOauthBase: process.env.WECOM_OAUTH_BASE ?? 'https://open.weixin.qq.com',
    wechatApiBase: process.env.WECHAT_API_BASE ?? 'https://api.weixin.qq.com',
    wechatOauthBase: process.env.WECHAT_OAUTH_BASE ?? 'https://open.weixin.qq.com',
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
    principalCache: bool('PRINCIPAL_CACHE', true),
    dataUploadMaxMb: int('DATA_UPLOAD_MAX_MB', 50),
    dataUploadMaxInflatedMb: int('DATA_UPLOAD_MAX_INFLATED_MB', 400),
    dataUploadMaxEntries: int('DATA_UPLOAD_MAX_ENTRIES', 200),
    dataUploadMaxRows: int('DATA_UPLOAD_MAX_ROWS', 500_000),
    dataUploadInlineKb: int('DATA_UPLOAD_INLINE_KB', 256),
    eventIngestMaxMb: int('EVENT_INGEST_MAX_MB', 64),
    eventIngestMaxRows: int('EVENT_INGEST_MAX_ROWS', 500_000),
    eventIngestInlineKb: int('EVENT_INGEST_INLINE_KB', 256),
    diagnosisServicePrefix: (process.env.DIAGNOSIS_SERVICE_PREFIX || 'API-LUNDBECK').replace(/^\/+|\/+$/g, ''),
    dashboardIds: pairs('DASHBOARD_IDS'),
    usageRetentionDays: int('USAGE_RETENTION_DAYS', 180),
    smtpUrl: process.env.SMTP_URL || undefined,
    smtpFrom: process.env.SMTP_FROM ?? 'CRM <no-reply@crm.local>',
    embeddedDashboards: embeddedDashboards(),
    outboundAllowedNetworks: networks('OUTBOUND_ALLOWED_NETWORKS'),
  };
}

/** Settings for tests: quiet, embedded, with the defaults above unless overridden. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return { ...loadConfig(), logLevel: process.env.TEST_LOG_LEVEL ?? 'silent', webDist: undefined, redisUrl: undefined, backgroundJobs: false, ...overrides };
}
