import { sql, type SQL } from 'drizzle-orm';
import { DISMISS_REASONS, SUGGESTION_TYPES, type SuggestionType, type suggestionAdoption, type suggestionEffect } from '@crm/shared/contracts/suggestions';
import type { ContractResult } from '@crm/shared/contract';
import { dictionaryOf } from '@crm/shared/object-keys';
import { rowsOf } from '../../db/rows';
import { startsWith } from '../../db/starts-with';
import type { RequestContext } from '../../platform/contract-route';
import type { Principal } from '../../platform/principal';
import { markCompleted } from './suggestion-completion';
import { settingsOf } from './suggestion-settings';

/**
 * The measured effect of suggestions. For each type and the days of a period: how many were shown,
 * accepted, completed and dismissed (by reason), and for the doctor–user pairs they were made for,
 * treated and held out alike, the share with the outcome event within N days of the pair's first
 * suggestion of the period. The difference of the two rates comes with its 95% interval (normal
 * approximation of two independent proportions). Intention to treat: a treated pair counts whether
 * or not the rep followed the suggestion.
 */

type Effect = ContractResult<typeof suggestionEffect>;
type EffectRow = Effect['rows'][number];

/** The users whose suggestions the caller may see, by the caller's data range, over a user aliased `u`. */
function usersInRange(principal: Principal): SQL {
  switch (principal.dataRange) {
    case 'all':
      return sql`true`;
    case 'department_and_below':
      return principal.orgPath === null ? sql`false` : sql`exists (select 1 from organization o where o.id = u.org_id and ${startsWith(sql`o.path`, principal.orgPath)})`;
    case 'department':
      return principal.orgId === null ? sql`false` : sql`u.org_id = ${principal.orgId}`;
    case 'self':
      return sql`u.id = ${principal.userId}`;
  }
}

const Z = 1.959964;

/** Wilson's score interval of one proportion (95%): sound at small counts and at 0% or 100%, where the normal one collapses. */
function wilson(outcomes: number, pairs: number): [number, number] {
  const p = outcomes / pairs;
  const z2 = Z * Z;
  const centre = (p + z2 / (2 * pairs)) / (1 + z2 / pairs);
  const half = (Z * Math.sqrt((p * (1 - p)) / pairs + z2 / (4 * pairs * pairs))) / (1 + z2 / pairs);
  return [centre - half, centre + half];
}

/**
 * The difference of two proportions and its 95% interval by Newcombe's hybrid score method (each
 * rate's Wilson interval combined); null while an arm has no pair.
 */
export function differenceOf(
  treated: { pairs: number; outcomes: number },
  holdout: { pairs: number; outcomes: number },
): { difference: number | null; ci95: [number, number] | null } {
  if (treated.pairs === 0 || holdout.pairs === 0) return { difference: null, ci95: null };
  const p1 = treated.outcomes / treated.pairs;
  const p2 = holdout.outcomes / holdout.pairs;
  const [l1, u1] = wilson(treated.outcomes, treated.pairs);
  const [l2, u2] = wilson(holdout.outcomes, holdout.pairs);
  const difference = p1 - p2;
  return { difference, ci95: [difference - Math.sqrt((p1 - l1) ** 2 + (u2 - p2) ** 2), difference + Math.sqrt((u1 - p1) ** 2 + (p2 - l2) ** 2)] };
}

const rate = (arm: { pairs: number; outcomes: number }) => (arm.pairs === 0 ? null : arm.outcomes / arm.pairs);

export async function suggestionEffectOf(context: RequestContext, query: { from: string; to: string; type?: SuggestionType | undefined }): Promise<Effect> {
  const { db, principal } = context;
  const { tenant } = principal;
  const settings = await settingsOf(db, tenant.id);
  await markCompleted(db, tenant.id, tenant.timeZone);
  const inPeriod = sql`s.tenant_id = ${tenant.id} and s.suggested_on between ${query.from} and ${query.to}
    and ${query.type ? sql`s.type = ${query.type}` : sql`true`}
    and exists (select 1 from app_user u where u.id = s.user_id and ${usersInRange(principal)})`;
  const counts = rowsOf<{ type: SuggestionType; shown: number | string; accepted: number | string; completed: number | string }>(
    await db.execute(sql`select s.type, count(*) as shown, count(s.accepted_at) as accepted, count(*) filter (where s.status = 'completed') as completed
      from suggestion s where ${inPeriod} and not s.holdout group by s.type`),
  );
  const dismissed = rowsOf<{ type: SuggestionType; reason: string; n: number | string }>(
    await db.execute(sql`select s.type, s.dismiss_reason as reason, count(*) as n from suggestion s
      where ${inPeriod} and not s.holdout and s.status = 'dismissed' group by s.type, s.dismiss_reason`),
  );
  const arms = rowsOf<{ type: SuggestionType; holdout: boolean; pairs: number | string; outcomes: number | string }>(
    await db.execute(sql`with pairs as (
        select s.type, s.holdout, s.user_id, s.doctor_id, min(s.suggested_on) as first_day from suggestion s where ${inPeriod}
        group by s.type, s.holdout, s.user_id, s.doctor_id)
      select p.type, p.holdout, count(*) as pairs,
        count(*) filter (where exists (select 1 from interaction_event e where e.tenant_id = ${tenant.id} and e.doctor_id = p.doctor_id
          and e.type = ${settings.outcomeEvent}
          and e.occurred_at >= (p.first_day::timestamp at time zone ${tenant.timeZone})
          and e.occurred_at < ((p.first_day + ${settings.outcomeDays}::int)::timestamp at time zone ${tenant.timeZone}))) as outcomes
      from pairs p group by p.type, p.holdout`),
  );
  const types = query.type ? [query.type] : SUGGESTION_TYPES.filter((type) => counts.some((c) => c.type === type) || arms.some((a) => a.type === type));
  const rows = types.map((type): EffectRow => {
    const count = counts.find((c) => c.type === type);
    const arm = (holdout: boolean) => {
      const found = arms.find((a) => a.type === type && a.holdout === holdout);
      const value = { pairs: Number(found?.pairs ?? 0), outcomes: Number(found?.outcomes ?? 0) };
      return { ...value, rate: rate(value) };
    };
    const treated = arm(false);
    const holdout = arm(true);
    return {
      type,
      shown: Number(count?.shown ?? 0),
      accepted: Number(count?.accepted ?? 0),
      completed: Number(count?.completed ?? 0),
      dismissed: dictionaryOf(DISMISS_REASONS.map((reason) => [reason, Number(dismissed.find((d) => d.type === type && d.reason === reason)?.n ?? 0)])) as EffectRow['dismissed'],
      treated,
      holdout,
      ...differenceOf(treated, holdout),
    };
  });
  return { outcomeEvent: settings.outcomeEvent, outcomeDays: settings.outcomeDays, rows };
}

/** Adoption by rep in the caller's data range over the period. */
export async function suggestionAdoptionOf(context: RequestContext, query: { from: string; to: string }): Promise<ContractResult<typeof suggestionAdoption>> {
  const { db, principal, lang } = context;
  await markCompleted(db, principal.tenant.id, principal.tenant.timeZone);
  const name = lang === 'en' ? sql`coalesce(u.name_en, u.first_name)` : sql`u.first_name`;
  const rows = rowsOf<{ user_id: number | string; user_name: string; shown: number | string; accepted: number | string; completed: number | string; dismissed: number | string }>(
    await db.execute(sql`select u.id as user_id, ${name} as user_name, count(*) as shown, count(s.accepted_at) as accepted,
        count(*) filter (where s.status = 'completed') as completed, count(*) filter (where s.status = 'dismissed') as dismissed
      from suggestion s join app_user u on u.id = s.user_id
      where s.tenant_id = ${principal.tenant.id} and not s.holdout and s.suggested_on between ${query.from} and ${query.to} and ${usersInRange(principal)}
      group by u.id, user_name order by shown desc, u.id`),
  );
  return rows.map((row) => ({
    userId: Number(row.user_id),
    userName: row.user_name,
    shown: Number(row.shown),
    accepted: Number(row.accepted),
    completed: Number(row.completed),
    dismissed: Number(row.dismissed),
  }));
}
