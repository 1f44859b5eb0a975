import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';

export interface UsageBeat {
  tenantId: number;
  userId: number;
  orgPath: string;
  day: string;
  pagePath: string;
  pageTitle: string;
  pageTitleEn?: string | undefined;
  view: boolean;
  activeSeconds: number;
}

interface Pending extends Omit<UsageBeat, 'view'> {
  views: number;
  lastSeenAt: Date;
}

const FLUSH_MS = 5_000;
const MAX_PENDING = 2_000;

/**
 * Heartbeats summed in memory per user, day and page, and added to usage_daily in one upsert per
 * flush: a thousand users beating every 30 s become a few statements every few seconds instead of
 * thirty-odd inserts a second. At most one flush interval of usage is lost if the process dies.
 */
export class UsageBuffer {
  private pending = new Map<string, Pending>();
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Database,
    private readonly onError: (error: unknown) => void,
  ) {}

  add(beat: UsageBeat): void {
    const key = `${beat.tenantId}|${beat.day}|${beat.userId}|${beat.pagePath}`;
    const entry = this.pending.get(key);
    if (entry) {
      entry.views += beat.view ? 1 : 0;
      entry.activeSeconds += beat.activeSeconds;
      entry.pageTitle = beat.pageTitle;
      entry.pageTitleEn = beat.pageTitleEn;
      entry.lastSeenAt = new Date();
    } else {
      const { view, ...rest } = beat;
      this.pending.set(key, { ...rest, views: view ? 1 : 0, lastSeenAt: new Date() });
    }
    if (this.pending.size >= MAX_PENDING) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), FLUSH_MS);
  }

  /** Writes what is pending; flushes run one after another. */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const batch = [...this.pending.values()];
    this.pending = new Map();
    this.flushing = this.flushing.then(() => (batch.length ? this.write(batch) : undefined)).catch(this.onError);
    return this.flushing;
  }

  private async write(batch: Pending[]): Promise<void> {
    for (let i = 0; i < batch.length; i += 500) {
      const rows = batch
        .slice(i, i + 500)
        .map(
          (p) =>
            sql`(${p.tenantId}, ${p.userId}, ${p.day}::date, ${p.pagePath}, ${p.pageTitle}, ${p.pageTitleEn ?? null}, ${sectionOf(p.pagePath)}, ${p.orgPath}, ${p.views}, ${p.activeSeconds}, ${p.lastSeenAt})`,
        );
      await this.db.execute(sql`
        insert into usage_daily (tenant_id, user_id, day, page_path, page_title, page_title_en, section, org_path, views, active_seconds, last_seen_at)
        values ${sql.join(rows, sql`, `)}
        on conflict (tenant_id, day, user_id, page_path) do update set views = usage_daily.views + excluded.views,
          active_seconds = usage_daily.active_seconds + excluded.active_seconds, page_title = excluded.page_title,
          page_title_en = coalesce(excluded.page_title_en, usage_daily.page_title_en), last_seen_at = excluded.last_seen_at`);
    }
  }
}

/** The top menu section of a page path: `/customer/visitTeamManager/myVisit` → `/customer`. */
export function sectionOf(pagePath: string): string {
  return `/${pagePath.split('/')[1] ?? ''}`;
}
