import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { DoctorCard, DoctorSearch } from '@crm/shared/contracts/customer-doctor-schemas';
import type { Database } from '../../../db/client';
import { digestKey, FreshMemo } from '../../../db/fresh-memo';
import { badRequest } from '../../../lib/http-error';
import type { Principal } from '../../../platform/principal';
import { searchRangeCondition } from '../access/search-range';
import { regionNames } from '../regions/region-names';
import { cardQuery, queryCards, toCard } from './doctor-cards';
import { keywordBranches, type KeywordBranch } from './keyword-branches';
import { doctorListConditions } from './search-conditions';
import { rowsOf } from '../../../db/rows';

/** Counting stops here: a total above it is answered as the cap with totalCapped. */
export const COUNT_CAP = 10_000;

/**
 * A count that reached the cap is remembered for a minute: "at least COUNT_CAP" stays true while a
 * list grows or loses a few doctors, and counting a broad list (a district under a common syllable)
 * to the cap reads tens of thousands of index entries, most of its search's cost. A count under
 * the cap is made at every search, so a doctor added or removed shows at once.
 */
const CAPPED_FRESH_MS = 60_000;
const cappedCounts = new FreshMemo<true>(CAPPED_FRESH_MS);
const dialect = new PgDialect();

/** A count statement as the memo knows it: its tenant, text and values. */
function countStatementKey(tenantId: number, count: SQL): string {
  const { sql: text, params } = dialect.sqlToQuery(count);
  return digestKey(tenantId, text, params);
}

export interface Cursor {
  pinyin: string;
  id: number;
  total: number;
  capped: boolean;
}

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify([cursor.pinyin, cursor.id, cursor.total, cursor.capped ? 1 : 0])).toString('base64url');
}

function decodeCursor(raw: string): Cursor {
  try {
    const [pinyin, id, total, capped] = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as unknown[];
    if (typeof pinyin === 'string' && Number.isSafeInteger(id) && Number.isSafeInteger(total)) return { pinyin, id: id as number, total: total as number, capped: capped === 1 };
  } catch {
    // fall through to the 400 below
  }
  throw badRequest('invalidField', { field: 'cursor', reason: 'nextCursor' });
}

export interface DoctorSearchPage {
  content: DoctorCard[];
  totalElements: number;
  totalCapped: boolean;
  nextCursor: string | null;
}

const ORDER = sql`(d.name_pinyin collate "C"), d.id`;
const where = (conditions: SQL[]) => sql.join(conditions, sql` and `);

/** Ids (in list order) of one branch's first `limit` matches. */
function branchPage(conditions: SQL[], read: KeywordBranch['read'], limit: number): SQL {
  const matches = sql`select d.id, d.name_pinyin from doctor d where ${where(conditions)}`;
  if (read === 'ordered') return sql`(${matches} order by ${ORDER} limit ${limit})`;
  // OFFSET 0 keeps the planner from walking the list order for a few, clustered matches.
  return sql`(select d.id, d.name_pinyin from (${matches} offset 0) d order by ${ORDER} limit ${limit})`;
}

/**
 * A list's capped count: each way of matching counted on its own, and the union of their doctors
 * (a doctor can match several ways) counted only when two or more ways match and none reaches the
 * cap alone, as the union's de-duplication costs more than the counting and most keywords match one
 * way. One statement: the union's subquery runs only when the CASE reaches it.
 */
function countSql(matches: SQL[]): SQL {
  if (matches.length === 1) return sql`select count(*)::int as n from (${matches[0]}) x`;
  const each = sql.join(
    matches.map((match) => sql`(select count(*)::int from (${match}) x)`),
    sql`, `,
  );
  const union = sql.join(
    matches.map((match) => sql`(${match})`),
    sql` union `,
  );
  const most = sql`(select max(v) from unnest(c.each) v)`;
  return sql`select (case when (select count(*) from unnest(c.each) v where v > 0) <= 1 or ${most} > ${COUNT_CAP} then ${most}
      else (select count(*) from (${union}) x) end)::int as n
    from (select array[${each}] as each offset 0) c`;
}

/**
 * The SQL of one doctor list page, and of its capped count unless the cursor carries it. A
 * keyword that can match several ways becomes one ordered, limited query per way, merged: each
 * uses its best index and the merge keeps list order. Only index columns are read until the
 * page's ids are known, so the scans can be index-only.
 */
export async function doctorSearchSql(db: Database, principal: Principal, search: DoctorSearch, offset = 0): Promise<{ cursor: Cursor | null; count: SQL | null; page: SQL }> {
  const range = await searchRangeCondition(db, principal, search.listType === 'MY_CUSTOMER' ? 'myCustomers' : 'range');
  const base = doctorListConditions(principal, search, range);
  const branches = (await keywordBranches(db, principal.tenant.id, search.keyword)) ?? [{ condition: sql`true`, read: 'ordered' as const }];
  const cursor = search.cursor ? decodeCursor(search.cursor) : null;
  const after = cursor ? [sql`(${ORDER}) > (${cursor.pinyin}, ${cursor.id})`] : [];
  const limit = search.size + 1 + offset;
  const pages = branches.map((branch) => branchPage([...base, branch.condition, ...after], branch.read, limit));
  const merged = pages.length === 1 ? pages[0]! : sql`select distinct d.id, d.name_pinyin from (${sql.join(pages, sql` union all `)}) d`;
  const ids = sql`select d.id from (${merged}) d order by ${ORDER} limit ${search.size + 1} offset ${offset}`;
  const page = cardQuery(sql`select d.* from doctor d where d.id in (${ids})`, principal.userId);
  const matches = branches.map((branch) => sql`select d.id from doctor d where ${where([...base, branch.condition])} limit ${COUNT_CAP + 1}`);
  const count = cursor ? null : countSql(matches);
  return { cursor, count, page };
}

/**
 * One page of a doctor list in (pinyin, id) order. Pages after the first continue from the
 * cursor (keyset), so a deep page costs what the first does; the total is counted once, up to
 * COUNT_CAP, and carried in the cursor.
 */
export async function searchDoctors(db: Database, principal: Principal, search: DoctorSearch, offset = 0): Promise<DoctorSearchPage> {
  const { cursor, count, page } = await doctorSearchSql(db, principal, search, offset);
  const [rows, regions] = await Promise.all([queryCards(db, page), regionNames(db)]);
  const hasMore = rows.length > search.size;
  let total = cursor?.total ?? 0;
  let capped = cursor?.capped ?? false;
  if (count && !hasMore && offset === 0) {
    // A first page that is not full is the whole list: no need to count.
    total = rows.length;
  } else if (count) {
    const key = countStatementKey(principal.tenant.id, count);
    const n = cappedCounts.peek(db, key) ? null : Number(rowsOf<{ n: number }>(await db.execute(count))[0]?.n ?? 0);
    total = n === null ? COUNT_CAP : Math.min(n, COUNT_CAP);
    capped = n === null || n > COUNT_CAP;
    // Remembered when counted, not when read: a capped count is at most a minute old.
    if (n !== null && capped) cappedCounts.set(db, key, true);
  }
  const content = rows.slice(0, search.size);
  const last = content[content.length - 1];
  return {
    content: content.map((row) => toCard(row, regions)),
    totalElements: total,
    totalCapped: capped,
    nextCursor: hasMore && last ? encodeCursor({ pinyin: last.name_pinyin, id: Number(last.id), total, capped }) : null,
  };
}
