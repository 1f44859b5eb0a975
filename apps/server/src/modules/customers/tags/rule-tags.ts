import { and, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { tagGroup, tagTerm, type TagRule } from '../../../db/schema/customers/customers';

type Executor = Pick<Database, 'select' | 'execute'>;

const textArray = (values: readonly string[]) => sql`${sql.param(values)}::text[]`;

function ruleCondition(rule: TagRule): SQL {
  const values = textArray(rule.values);
  switch (rule.field) {
    case 'doctorType':
      return sql`d.doctor_type = any(${values})`;
    case 'titleCode':
      return sql`d.title_code = any(${values})`;
    case 'hospitalLevel':
      return sql`d.hospital_level = any(${values})`;
    case 'verifyStatus':
      return sql`d.verify_status = any(${values})`;
    case 'administrativePosition':
      return sql`d.administrative_position && ${values}`;
    case 'productLevel':
      return sql`exists (select 1 from doctor_product dp where dp.doctor_id = d.id and dp.level = any(${values}))`;
  }
}

/**
 * Re-applies the tenant's rule-based system tags: each rule term ends up on exactly the doctors
 * its conditions match. With doctorIds, only those doctors are re-evaluated (after an edit).
 */
export async function applyRuleTags(db: Executor, tenantId: number, doctorIds?: number[]): Promise<void> {
  const terms = await db
    .select({ id: tagTerm.id, rule: tagTerm.rule })
    .from(tagTerm)
    .innerJoin(tagGroup, eq(tagGroup.id, tagTerm.groupId))
    .where(and(eq(tagTerm.tenantId, tenantId), eq(tagGroup.isRuleBased, true), isNotNull(tagTerm.rule)));
  const scope = doctorIds ? sql` and d.id = any(${sql.param(doctorIds)}::bigint[])` : sql``;
  for (const term of terms) {
    const rules = term.rule ?? [];
    if (rules.length === 0) continue;
    const matches = sql.join(rules.map(ruleCondition), sql` and `);
    await db.execute(sql`delete from doctor_tag dt using doctor d
      where dt.term_id = ${term.id} and d.id = dt.doctor_id and d.tenant_id = ${tenantId}${scope} and not (${matches})`);
    await db.execute(sql`insert into doctor_tag (tenant_id, doctor_id, term_id)
      select d.tenant_id, d.id, ${term.id} from doctor d where d.tenant_id = ${tenantId}${scope} and ${matches}
      on conflict do nothing`);
  }
}
