import { and, eq } from 'drizzle-orm';
import { CONTENT_CHANNELS, type ChannelSetting, type ContentChannel } from '@crm/shared/contracts/content-channels';
import type { Database } from '../../db/client';
import { contentChannel } from '../../db/schema/content/content';
import type { Tx } from '../workflow/index';

/** Until an administrator changes them: every channel on, WeCom and SMS at most 4 a month, e-mail 2 a week, no quiet hours. */
type Values = Omit<ChannelSetting, 'channel' | 'timeZone' | 'ownRelay'>;

const DEFAULTS: Record<ContentChannel, Values> = {
  SMS: { enabled: true, capCount: 4, capPeriod: 'MONTH', quietStart: null, quietEnd: null },
  EMAIL: { enabled: true, capCount: 2, capPeriod: 'WEEK', quietStart: null, quietEnd: null },
  WECOM: { enabled: true, capCount: 4, capPeriod: 'MONTH', quietStart: null, quietEnd: null },
};

type Reader = Pick<Database | Tx, 'select'>;

export async function channelSettings(db: Reader, tenantId: number, timeZone: string): Promise<ChannelSetting[]> {
  const rows = await db.select().from(contentChannel).where(eq(contentChannel.tenantId, tenantId));
  return CONTENT_CHANNELS.map((channel) => {
    const row = rows.find((r) => r.channel === channel);
    const values = row
      ? { enabled: row.enabled, capCount: row.capCount, capPeriod: row.capPeriod as ChannelSetting['capPeriod'], quietStart: row.quietStart, quietEnd: row.quietEnd }
      : DEFAULTS[channel];
    return { channel, timeZone, ownRelay: Boolean(row?.smtpUrl), ...values };
  });
}

export async function channelSetting(db: Reader, tenantId: number, timeZone: string, channel: ContentChannel): Promise<ChannelSetting> {
  return (await channelSettings(db, tenantId, timeZone)).find((c) => c.channel === channel)!;
}

export async function saveChannelSetting(db: Database, tenantId: number, channel: ContentChannel, body: Values & { smtpUrl?: string | null | undefined }): Promise<void> {
  const { smtpUrl, ...values } = body;
  const relay = channel === 'EMAIL' && smtpUrl !== undefined ? { smtpUrl } : {};
  await db
    .insert(contentChannel)
    .values({ tenantId, channel, ...values, ...relay })
    .onConflictDoUpdate({ target: [contentChannel.tenantId, contentChannel.channel], set: { ...values, ...relay, updatedAt: new Date() } });
}

/** The tenant's own mail relay, when it has one. */
export async function tenantRelay(db: Reader, tenantId: number): Promise<string | null> {
  const [row] = await db
    .select({ smtpUrl: contentChannel.smtpUrl })
    .from(contentChannel)
    .where(and(eq(contentChannel.tenantId, tenantId), eq(contentChannel.channel, 'EMAIL')));
  return row?.smtpUrl ?? null;
}

/** Whether a local time (minutes since midnight) falls in a quiet window, which may pass midnight. */
export function inQuietHours(setting: Pick<ChannelSetting, 'quietStart' | 'quietEnd'>, minutes: number): boolean {
  if (!setting.quietStart || !setting.quietEnd) return false;
  const toMinutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
  const start = toMinutes(setting.quietStart);
  const end = toMinutes(setting.quietEnd);
  if (start === end) return false;
  return start < end ? minutes >= start && minutes < end : minutes >= start || minutes < end;
}
