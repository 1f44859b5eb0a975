import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { familyNameReadings } from '../../../lib/person-name';
import { classifyKeyword } from './name-search';
import { departmentsNamed, hospitalsNamed, PLACES_FRESH_MS } from './place-names';
import { digestKey, FreshMemo } from '../../../db/fresh-memo';
import { startsWith } from '../../../db/starts-with';
import { rowsOf } from '../../../db/rows';

/**
 * One way a keyword can match, with how its matches are best read in list order: `ordered` walks
 * the list-order index and skips non-matches (right when matches are dense and spread evenly);
 * `sorted` fetches every match through its own index and sorts them (right when they are few).
 */
export interface KeywordBranch {
  condition: SQL;
  read: 'ordered' | 'sorted';
}

/** Names are at most four characters, so longer letter runs cannot be initials. */
const MAX_INITIALS = 4;
/** Up to this many matching doctors are fetched and sorted; more are read in list order. */
const SORT_LIMIT = 5000;

/** How a place's doctors are best read, remembered for a minute like the place names themselves. */
const placeReads = new FreshMemo<KeywordBranch['read']>(PLACES_FRESH_MS);

/** Doctors of the hospitals or departments a keyword names; how many there are decides how they are read. */
async function placeBranch(db: Database, tenantId: number, column: 'hospital_id' | 'hospital_department_id', ids: number[]): Promise<KeywordBranch | null> {
  if (ids.length === 0) return null;
  const condition = sql`d.${sql.raw(column)} = any(${sql.param(ids)}::bigint[])`;
  const read = await placeReads.get(db, digestKey(tenantId, column, ids), async () => {
    const counted = rowsOf<{ n: number }>(
      await db.execute(sql`select count(*)::int as n from (select 1 from doctor d where d.tenant_id = ${tenantId} and ${condition} limit ${SORT_LIMIT + 1}) x`),
    );
    return Number(counted[0]?.n ?? 0) > SORT_LIMIT ? 'ordered' : 'sorted';
  });
  return { condition, read };
}

/**
 * The ways a keyword matches, each on its own: a doctor matches when any holds. They stay
 * separate so each uses its own index (an OR of them could use none).
 */
export async function keywordBranches(db: Database, tenantId: number, raw: string | undefined): Promise<KeywordBranch[] | null> {
  const keyword = classifyKeyword(raw);
  if (!keyword) return null;
  const branches: Array<KeywordBranch | null> = [];
  switch (keyword.kind) {
    case 'letters':
      branches.push({ condition: startsWith(sql`d.name_pinyin`, keyword.text), read: 'ordered' });
      if (keyword.familyFirst) branches.push({ condition: startsWith(sql`d.name_pinyin`, keyword.familyFirst), read: 'ordered' });
      // Initials follow list order too closely for a walk to skip well, and one letter is the pinyin case.
      if (keyword.text.length >= 2 && keyword.text.length <= MAX_INITIALS) branches.push({ condition: startsWith(sql`d.name_initials`, keyword.text), read: 'sorted' });
      if (keyword.text.length >= 4) {
        branches.push(await placeBranch(db, tenantId, 'hospital_id', await hospitalsNamed(db, tenantId, keyword.text, 'en')));
      }
      break;
    case 'chinese': {
      // The family name's pinyin bounds where the names lie in list order: one way per reading it
      // may have (`尉` alone is wei, or yuchi when it starts 尉迟).
      for (const surname of familyNameReadings(keyword.text)) {
        branches.push({
          condition: sql`${startsWith(sql`d.name_pinyin`, surname)} and ${startsWith(sql`d.name`, keyword.text)}`,
          read: keyword.text.length > 1 ? 'sorted' : 'ordered',
        });
      }
      branches.push(await placeBranch(db, tenantId, 'hospital_id', await hospitalsNamed(db, tenantId, keyword.text, 'zh')));
      branches.push(await placeBranch(db, tenantId, 'hospital_department_id', await departmentsNamed(db, tenantId, keyword.text)));
      break;
    }
    case 'code':
      branches.push({ condition: sql`d.code = ${keyword.text}`, read: 'sorted' }, { condition: sql`d.mobile = ${keyword.text}`, read: 'sorted' });
  }
  return branches.filter((branch): branch is KeywordBranch => branch !== null);
}
