// `npm run bench:content [-- --ledger=N --sends=N]`: content preflight, mass-send throughput to a loopback
// SMTP server, and ledger aggregation. PostgreSQL when BENCH_DATABASE_URL (or DATABASE_URL) is set
// (5,000,000 ledger rows, 20,000-doctor mass send), else PGlite (200,000 rows, 2,000 doctors).
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { testConfig } from '../../apps/server/src/config';
import { contentBatch } from '../../apps/server/src/db/schema/content/content';
import { channelSetting } from '../../apps/server/src/modules/content/channel-settings';
import { processBatch } from '../../apps/server/src/modules/content/send-service';
import { preflightCounts } from '../../apps/server/src/modules/content/send-rules';
import { benchDatabaseUrl, benchRun, log, openBenchDatabase } from '../support';
import { rowsOf } from '../../apps/server/src/db/rows';

const { databaseUrl, count } = benchRun(benchDatabaseUrl());
const ledgerRows = count('ledger', 5_000_000, 200_000);
const sendDoctors = count('sends', 20_000, 2_000);
const pgliteDir = process.env.BENCH_PGLITE_DIR ?? path.join(os.tmpdir(), 'crm-bench-content');

const { database, tenant } = await openBenchDatabase(databaseUrl, pgliteDir);
const db = database.db;
const rows = async (query: ReturnType<typeof sql>) => rowsOf<Record<string, unknown>>(await db.execute(query));
const tenantId = tenant.id;
const timed = async <T>(run: () => Promise<T>) => {
  const started = performance.now();
  const value = await run();
  return { value, ms: performance.now() - started };
};

// Every doctor opted in by e-mail with an address, so the send measures delivery, not suppression.
const doctors = (await rows(sql`select id from doctor where tenant_id = ${tenantId} order by id`)).map((r) => Number(r.id));
await db.execute(sql`update doctor set email = 'dr' || id || '@hospital.example' where tenant_id = ${tenantId} and email is null`);
await db.execute(sql`update content_consent set state = 'OPT_IN', objection = false where tenant_id = ${tenantId} and channel = 'EMAIL'`);
await db.execute(sql`insert into content_channel (tenant_id, channel, enabled, cap_count, cap_period) values (${tenantId}, 'EMAIL', true, null, 'WEEK')
  on conflict (tenant_id, channel) do update set cap_count = null, quiet_start = null, quiet_end = null`);
log(`${doctors.length} doctors in the demo tenant`);

// Preflight over the audience (the tenant's doctors, repeated ids removed: as the API receives a list).
const setting = await channelSetting(db, tenantId, tenant.timeZone, 'EMAIL');
const [sender] = await rows(sql`select id from app_user where tenant_id = ${tenantId} and username = 'marketing'`);
const scope = { tenantId, timeZone: tenant.timeZone, channel: 'EMAIL' as const, setting, senderId: Number(sender!.id), productId: null };
await preflightCounts(db, scope, doctors);
const preflights = [];
for (let i = 0; i < 5; i++) preflights.push((await timed(() => preflightCounts(db, scope, doctors))).ms);
log(`preflight of ${doctors.length} doctors: median ${preflights.sort((a, b) => a - b)[2]!.toFixed(0)} ms`);

// Mass send to a loopback SMTP server that accepts everything.
let accepted = 0;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData: (stream, _s, done) => {
    stream.resume();
    stream.on('end', () => {
      accepted++;
      done();
    });
  },
});
await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()));
const smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
const [article] = await rows(sql`select id, approved_version_id from content_article where tenant_id = ${tenantId} and approved_version_id is not null order by id limit 1`);
const audience = Array.from({ length: sendDoctors }, (_v, i) => doctors[i % doctors.length]!).filter((id, i, all) => all.indexOf(id) === i);
const queued = await timed(() =>
  db
    .insert(contentBatch)
    .values({
      tenantId,
      articleId: Number(article!.id),
      versionId: Number(article!.approved_version_id),
      channel: 'EMAIL',
      senderId: scope.senderId,
      doctorIds: audience,
      audience: audience.length,
      linkBase: 'http://localhost:8080',
    })
    .returning({ id: contentBatch.id }),
);
const app = { db, config: testConfig({ smtpUrl }), log: { warn: () => {} } } as unknown as Parameters<typeof processBatch>[0];
let peakRss = 0;
const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 200);
const before = process.memoryUsage().rss;
const send = await timed(() => processBatch(app, tenantId, queued.value[0]!.id));
clearInterval(sampler);
smtp.close();
log(
  `mass send of ${audience.length} e-mails: queued in ${queued.ms.toFixed(0)} ms, sent in ${(send.ms / 1000).toFixed(1)} s = ${Math.round(accepted / (send.ms / 1000))} e-mails/s; RSS ${(before / 2 ** 20).toFixed(0)} → peak ${(peakRss / 2 ** 20).toFixed(0)} MiB`,
);

// Ledger aggregation over N rows spread over a year.
const [existing] = await rows(sql`select count(*)::int as n from content_send where tenant_id = ${tenantId}`);
if (Number(existing!.n) < ledgerRows) {
  log(`generating ${ledgerRows - Number(existing!.n)} ledger rows`);
  await db.execute(sql`insert into content_send (tenant_id, article_id, version_id, doctor_id, sender_id, channel, status, created_at, opened_at, clicked_at)
    select ${tenantId}, ${Number(article!.id)}, ${Number(article!.approved_version_id)}, (${sql.param(doctors)}::bigint[])[1 + g % ${doctors.length}], ${scope.senderId},
      (array['EMAIL','SMS','WECOM'])[1 + g % 3], case when g % 10 < 6 then 'DELIVERED' else 'ACCEPTED' end, now() - (g % 365) * interval '1 day',
      case when g % 10 < 4 then now() - (g % 365) * interval '1 day' end, case when g % 10 < 1 then now() - (g % 365) * interval '1 day' end
    from generate_series(1, ${ledgerRows - Number(existing!.n)}) g`);
  await db.execute(sql`analyze content_send`);
}
for (const dimension of ['channel', 'day', 'product'] as const) {
  const times: number[] = [];
  const key = dimension === 'day' ? sql`to_char(created_at at time zone 'Asia/Shanghai', 'YYYY-MM-DD')` : dimension === 'product' ? sql`product_id` : sql`channel`;
  for (let i = 0; i < 10; i++) {
    times.push(
      (
        await timed(() =>
          db.execute(sql`select ${key}, count(*) filter (where status in ('ACCEPTED','DELIVERED','BOUNCED')), count(*) filter (where opened_at is not null), count(*) filter (where clicked_at is not null)
            from content_send where tenant_id = ${tenantId} and created_at >= now() - interval '90 days' group by 1`),
        )
      ).ms,
    );
  }
  times.sort((a, b) => a - b);
  log(`aggregation by ${dimension} over ${ledgerRows} rows (last 90 days): p50 ${times[4]!.toFixed(0)} ms, p95 ${times[9]!.toFixed(0)} ms`);
}
await database.close();
