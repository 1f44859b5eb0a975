import { sql } from 'drizzle-orm';
import type { NetworkChart, NetworkChartQuery, RelationType } from '@crm/shared/contracts/academic-schemas';
import type { Lang } from '@crm/shared/i18n';
import type { Database } from '../../../db/client';
import type { Principal } from '../../../platform/principal';
import { query } from '../profile/profile-repository';
import { networkDoctors, relationWeight, round, type Link } from './network-repository';

type Executor = Pick<Database, 'execute'>;

/** At depth 2, the second hop is explored from this many of the strongest direct ties. */
const SECOND_HOP_SOURCES = 60;
/** At depth 2 part of the room is kept for the second hop, or a hub's own ties would fill it. */
const FIRST_HOP_SHARE = 0.6;

/**
 * The doctors to draw, in one statement: the centre's direct ties ranked and cut to the first hop's
 * room before anything else is read, then (depth 2) the doctors most strongly tied to the strongest
 * of those, cut to what is left of `limit`. Only the ties of the centre and of at most
 * SECOND_HOP_SOURCES doctors are read, each a primary-key range.
 */
async function chartNodes(db: Executor, options: Pick<NetworkChartQuery, 'id' | 'depth' | 'relationType' | 'limit'>) {
  const { id, depth, relationType, limit } = options;
  const firstRoom = depth === 2 ? Math.ceil((limit - 1) * FIRST_HOP_SHARE) : limit - 1;
  const matches = relationType ? sql`having bool_or(r.relation_type = ${relationType})` : sql``;
  const secondHop =
    depth === 2
      ? sql`union all
        select s.id, 2 as depth, s.more from (
          select r.other_id as id, sum(${relationWeight('r')}) as weight, count(*) over () > ${limit} - 1 - (select count(*) from first) as more,
            row_number() over (order by sum(${relationWeight('r')}) desc, r.other_id) as n
          from (select f.id from first f order by f.weight desc, f.id limit ${SECOND_HOP_SOURCES}) f
          join doctor_relation r on r.doctor_id = f.id
          where r.other_id <> ${id} and not exists (select 1 from first x where x.id = r.other_id) ${relationType ? sql`and r.relation_type = ${relationType}` : sql``}
          group by r.other_id
        ) s where s.n <= ${limit} - 1 - (select count(*) from first)`
      : sql``;
  return query<{ id: number; depth: number; more: boolean }>(
    db,
    sql`with direct as materialized (
          select r.other_id as id, sum(${relationWeight('r')}) as weight from doctor_relation r where r.doctor_id = ${id} group by r.other_id ${matches}
        ), first as materialized (
          select d.id, d.weight from direct d order by d.weight desc, d.id limit ${firstRoom}
        )
        select id::int as id, 1 as depth, (select count(*) from direct) > ${firstRoom} as more from first
        ${secondHop}`,
  );
}

/** The ties among the shown doctors, each pair once (source < target). */
async function linksAmong(db: Executor, ids: number[], relationType: RelationType | undefined): Promise<Link[]> {
  if (ids.length < 2) return [];
  const rows = await query<{ source: number; target: number; weight: number; types: RelationType[] }>(
    db,
    sql`select r.doctor_id::int as source, r.other_id::int as target, sum(${relationWeight('r')})::float8 as weight, array_agg(r.relation_type order by r.relation_type) as types
        from doctor_relation r where r.doctor_id = any(${sql.param(ids)}::bigint[]) and r.other_id = any(${sql.param(ids)}::bigint[]) and r.doctor_id < r.other_id
        group by r.doctor_id, r.other_id ${relationType ? sql`having bool_or(r.relation_type = ${relationType})` : sql``}`,
  );
  return rows.map((r) => ({ ...r, weight: round(r.weight) }));
}

/**
 * The network around a doctor for the chart: the strongest direct ties up to `limit` nodes, and
 * at depth 2 the doctors most strongly tied to those, with every link among the shown nodes. The
 * hops are chosen and the links found in the database, so only what is drawn is read.
 */
export async function centreChart(
  db: Database,
  principal: Principal,
  lang: Lang,
  options: Pick<NetworkChartQuery, 'id' | 'depth' | 'relationType' | 'limit'>,
): Promise<NetworkChart> {
  const { id, relationType } = options;
  // Both statements read a few thousand ties at most, but the planner's row estimates for a hub can
  // pass the JIT threshold, and compiling costs several times the execution: JIT is off for them.
  const { depthOf, truncated, links } = await db.transaction(async (tx) => {
    await tx.execute(sql`set local jit = off`);
    const chosen = await chartNodes(tx, options);
    const depthOf = new Map<number, number>([[id, 0], ...chosen.map((row) => [Number(row.id), row.depth] as [number, number])]);
    return { depthOf, truncated: chosen.some((row) => row.more), links: await linksAmong(tx, [...depthOf.keys()], relationType) };
  });
  const cards = await networkDoctors(db, principal, lang, [...depthOf.keys()]);
  const nodes = [...depthOf].flatMap(([doctorId, nodeDepth]) => {
    const card = cards.get(doctorId);
    return card ? [{ ...card, depth: nodeDepth }] : [];
  });
  return { center: cards.get(id)!, nodes, links, truncated };
}
