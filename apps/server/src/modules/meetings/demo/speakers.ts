import { eq, sql } from 'drizzle-orm';
import type { SpeakerBody } from '@crm/shared/contracts/meeting-master-schemas';
import { appUser, enterprise, organization } from '../../../db/schema/platform/tenancy';
import type { Random } from '../../../db/demo/random';
import type { Principal } from '../../../platform/principal';
import { writeSpeaker } from '../speakers/speaker-store';
import type { Tx } from '../../workflow/index';
import { actorFor, backdate, decide, submit } from './workflow-driver';
import { rowsOf } from '../../../db/rows';

/** Enough of a signed-in user for the services the demo drives. */
export async function demoPrincipal(tx: Tx, tenantId: number, username: string): Promise<Principal> {
  const [row] = await tx
    .select({ user: appUser, orgPath: organization.path, orgName: organization.name, orgNameEn: organization.nameEn, tenant: enterprise })
    .from(appUser)
    .innerJoin(enterprise, eq(enterprise.id, appUser.tenantId))
    .leftJoin(organization, eq(organization.id, appUser.orgId))
    .where(sql`${appUser.tenantId} = ${tenantId} and ${appUser.username} = ${username}`);
  if (!row) throw new Error(`demo user ${username} missing`);
  return {
    tenant: { ...row.tenant, externalIssuer: null },
    userId: row.user.id,
    username,
    firstName: row.user.firstName,
    nameEn: row.user.nameEn,
    orgId: row.user.orgId,
    orgPath: row.orgPath,
    sessionId: null,
    roles: [],
    roleCodes: [],
    permissions: [],
    dataRange: 'self',
    mustChangePassword: false,
    profile: {
      email: row.user.email,
      mobile: row.user.mobile,
      avatar: row.user.avatar,
      language: row.user.language,
      orgName: row.orgName,
      orgNameEn: row.orgNameEn,
    },
  };
}

const TIERS = [
  ['NATIONAL', 800_000],
  ['REGIONAL', 500_000],
  ['LOCAL', 300_000],
] as const;

export interface DemoSpeaker {
  speakerId: number;
  doctorId: number;
  feeRateCents: number;
  /** The products the speaker is qualified to speak on. */
  productIds: number[];
}

/** What a speaker qualified on each demo product speaks on: a subject within the product's indications. */
export const SPEAKER_TOPICS: Record<string, string> = {
  'P-ESC': '焦虑与抑郁障碍的规范化治疗',
  'P-VOR': '抑郁症认知症状与功能康复',
  'P-ARI': '精神分裂症与双相障碍的长期管理',
  'P-ROS': '血脂管理与动脉粥样硬化性心血管疾病二级预防',
  'P-DAP': '2型糖尿病、心力衰竭与慢性肾脏病的心肾保护',
};
/** The topic of a speaker qualified on no product in particular. */
export const GENERAL_SPEAKER_TOPIC = '临床研究方法与循证实践';

/** Ten KOLs as speakers: seven approved, one in approval, one rejected, one draft. */
export async function seedSpeakers(tx: Tx, tenantId: number, random: Random, year: number): Promise<DemoSpeaker[]> {
  const doctors = rowsOf<{ id: string | number; name: string; hospital: string }>(
    await tx.execute(sql`select d.id, d.name, h.name as hospital from doctor d join hospital h on h.id = d.hospital_id
      where d.tenant_id = ${tenantId} and d.doctor_type = 'KOL' order by d.id limit 10`),
  );
  // The products each KOL's indications belong to: a speaker is qualified on what they treat.
  const products = rowsOf<{ id: string | number; code: string; names: string[] }>(
    await tx.execute(sql`select p.id, p.code, array_agg(i.name) as names from product p join product_indication i on i.product_id = p.id
      where p.tenant_id = ${tenantId} group by p.id order by p.sort, p.id`),
  );
  const doctorIndications = new Map(
    rowsOf<{ id: string | number; indication: string[] }>(
      await tx.execute(sql`select id, indication from doctor where tenant_id = ${tenantId} and id = any(${sql.param(doctors.map((d) => Number(d.id)))}::bigint[])`),
    ).map((r) => [Number(r.id), r.indication]),
  );
  const msl = await demoPrincipal(tx, tenantId, 'msl');
  const mslActor = await actorFor(tx, tenantId, 'msl');
  const compliance = await actorFor(tx, tenantId, 'compliance');
  const approved: DemoSpeaker[] = [];
  for (const [i, doctor] of doctors.entries()) {
    const doctorId = Number(doctor.id);
    const [tier, feeRateCents] = TIERS[i % TIERS.length]!;
    const treats = doctorIndications.get(doctorId) ?? [];
    const own = products.filter((p) => p.names.some((name) => treats.includes(name))).slice(0, 2);
    const body: SpeakerBody = {
      doctorId,
      tier,
      feeRateCents,
      contractNo: `SPK-${year}-${String(i + 1).padStart(3, '0')}`,
      contractStart: `${year - 1}-01-01`,
      contractEnd: `${year + 1}-12-31`,
      qualifications:
        own.length === 0
          ? [{ productId: null, topic: GENERAL_SPEAKER_TOPIC, level: 'EXPERT' }]
          : own.map((p, n) => ({
              productId: Number(p.id),
              topic: SPEAKER_TOPICS[p.code] ?? GENERAL_SPEAKER_TOPIC,
              level: n === 0 ? 'EXPERT' : random.pick(['EXPERT', 'QUALIFIED'] as const),
            })),
      remark: null,
    };
    const speakerId = await writeSpeaker(tx, msl, body);
    if (i === 9) continue;
    const facts = { amountCents: feeRateCents };
    const instance = await submit(tx, mslActor, 'SPEAKER', speakerId, `${doctor.name} · ${doctor.hospital} · ${body.contractNo}`, facts);
    if (i === 8) {
      await decide(tx, instance.id, 'REJECT', { comment: '请补充讲者近三年学术任职证明及利益冲突声明。' });
    } else if (i < 7) {
      await decide(tx, instance.id, 'APPROVE');
      await decide(tx, instance.id, 'APPROVE', { actor: compliance });
      approved.push({ speakerId, doctorId, feeRateCents, productIds: own.map((p) => Number(p.id)) });
    }
    await backdate(tx, instance.id, new Date(Date.UTC(year, 0, 5 + i, 2)), 26);
  }
  return approved;
}
