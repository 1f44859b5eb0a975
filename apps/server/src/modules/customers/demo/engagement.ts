import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { codesOf, CONTACT_CHANNELS } from '@crm/shared/customer-reference';
import type { Tx } from '../../../db/client';
import type { Random } from '../../../db/demo/random';
import { doctor, doctorChannel, doctorFollow, doctorTag, tagGroup, tagTerm } from '../../../db/schema/customers/customers';
import { doctorCorrection, doctorVerification, verificationCertificate } from '../../../db/schema/customers/doctor-verification';
import { hospitalDepartment, libraryMaterial } from '../../../db/schema/customers/hospitals';
import { applyRuleTags } from '../tags/rule-tags';
import { DEFAULT_TAG_GROUPS } from '../tags/default-tag-groups';
import { rowsOf } from '../../../db/rows';

/** A 1×1 PNG, standing in for a scanned practising certificate. */
const CERTIFICATE_PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000005000157c2b0a10000000049454e44ae426082',
  'hex',
);
const PERSONAL_TAGS: Array<[string, string]> = [
  ['周三上午门诊', 'Wednesday morning clinic'],
  ['需二次拜访', 'Needs a follow-up visit'],
  ['关注用药安全', 'Cares about drug safety'],
];
const MATERIALS: Array<[string, string, string]> = [
  ['GUIDELINE', '中国抑郁障碍防治指南（摘要）', 'Chinese guideline for depressive disorders (summary)'],
  ['GUIDELINE', '血脂异常基层诊疗指南解读', 'Interpretation of the primary-care dyslipidemia guideline'],
  ['LEAFLET', '产品说明书与安全性信息', 'Prescribing information and safety data'],
  ['PAPER', '真实世界研究：抗抑郁治疗依从性', 'Real-world study: adherence to antidepressant treatment'],
  ['PAPER', 'SGLT2抑制剂心肾获益综述', 'Review: cardio-renal benefits of SGLT2 inhibitors'],
  ['SLIDES', '区域学术会议讲者幻灯模板', 'Speaker slide template for regional meetings'],
];

interface EngagementInput {
  tenantId: number;
  random: Random;
  users: Array<{ id: number; username: string; orgId: number | null }>;
  doctorIds: number[];
  doctorOrgIds: number[];
  productIds: number[];
}

/** Follows, channels, tags, verification records and correction requests around the demo doctors. */
export async function seedEngagement(tx: Tx, input: EngagementInput): Promise<void> {
  const { tenantId, random, users, doctorIds, doctorOrgIds } = input;
  const repOf = new Map(users.filter((u) => u.username.startsWith('rep') && u.orgId !== null).map((u) => [u.orgId!, u]));
  const doctorsOf = (orgId: number) => doctorIds.filter((_, i) => doctorOrgIds[i] === orgId);
  const sample = <T>(list: T[], n: number) => list.filter(() => random.next() < n / Math.max(list.length, 1));

  const follows = [...repOf.entries()].flatMap(([orgId, rep]) => sample(doctorsOf(orgId), 12).map((doctorId) => ({ tenantId, userId: rep.id, doctorId })));
  const manager = users.find((u) => u.username === 'manager');
  if (manager)
    follows.push(
      ...sample(
        doctorIds.filter((_, i) => repOf.get(doctorOrgIds[i]!)?.username.match(/^rep$|^rep\.sh1/)),
        10,
      ).map((doctorId) => ({ tenantId, userId: manager.id, doctorId })),
    );
  if (follows.length) await tx.insert(doctorFollow).values(follows);

  const channelCodes = codesOf(CONTACT_CHANNELS);
  const channels = doctorIds.flatMap((doctorId) => {
    if (random.next() > 0.6) return [];
    const chosen = channelCodes.filter(() => random.next() < 0.35);
    return chosen.map((channel, i) => ({ tenantId, doctorId, channel, isPreferred: i === 0 }));
  });
  for (let i = 0; i < channels.length; i += 1000) await tx.insert(doctorChannel).values(channels.slice(i, i + 1000));

  const manualTermIds: number[] = [];
  for (const [sort, group] of DEFAULT_TAG_GROUPS.entries()) {
    const [row] = await tx
      .insert(tagGroup)
      .values({ tenantId, code: group.code, name: group.name, nameEn: group.nameEn, isRuleBased: group.isRuleBased, sort })
      .returning({ id: tagGroup.id });
    const terms = await tx
      .insert(tagTerm)
      .values(group.terms.map((term, i) => ({ tenantId, groupId: row!.id, value: term.value, valueEn: term.valueEn, rule: term.rule ?? null, sort: i })))
      .returning({ id: tagTerm.id });
    if (!group.isRuleBased) manualTermIds.push(...terms.map((t) => t.id));
  }
  await applyRuleTags(tx, tenantId);
  const tags: Array<typeof doctorTag.$inferInsert> = [];
  for (const [orgId, rep] of repOf) {
    const own = doctorsOf(orgId);
    for (const doctorId of sample(own, 15)) tags.push({ tenantId, doctorId, termId: random.pick(manualTermIds), addedBy: rep.id });
    const personal = await tx
      .insert(tagTerm)
      .values(PERSONAL_TAGS.map(([value, valueEn], sort) => ({ tenantId, ownerId: rep.id, value, valueEn, sort })))
      .returning({ id: tagTerm.id });
    for (const doctorId of sample(own, 8)) tags.push({ tenantId, doctorId, termId: random.pick(personal).id, addedBy: rep.id });
  }
  if (tags.length) await tx.insert(doctorTag).values(tags).onConflictDoNothing();

  await seedVerifications(tx, input, repOf, doctorsOf);
  const material = MATERIALS.map(([materialType, title, titleEn], i) => ({
    tenantId,
    materialType,
    title,
    titleEn,
    productId: input.productIds[i % input.productIds.length] ?? null,
    // Published last year, month by month.
    publishedOn: `${new Date().getUTCFullYear() - 1}-0${(i % 9) + 1}-15`,
  }));
  await tx.insert(libraryMaterial).values(material);
}

const daysBefore = (days: number) => new Date(Date.now() - days * 86_400_000);

async function seedVerifications(tx: Tx, input: EngagementInput, repOf: Map<number, { id: number; username: string }>, doctorsOf: (orgId: number) => number[]) {
  const { tenantId } = input;
  const statuses = ['DRAFT', 'SUBMITTED', 'SUBMITTED', 'APPROVED', 'APPROVED', 'REJECTED'] as const;
  const reviewer = input.users.find((u) => u.username === 'manager');
  for (const [orgId, rep] of repOf) {
    if (!/^rep2?$|^rep\.sh1/.test(rep.username)) continue;
    const doctors = doctorsOf(orgId).slice(0, statuses.length);
    if (doctors.length === 0) continue;
    // Snapshot the doctor's own data, as a rep's verification form is prefilled.
    const result =
      await tx.execute(sql`insert into doctor_verification (tenant_id, doctor_id, doctor_name, hospital_name, department_name, title_code, mobile, created_by, created_by_org_path)
      select d.tenant_id, d.id, d.name, h.name, hd.name, d.title_code, d.mobile, ${rep.id}, o.path
      from doctor d join hospital h on h.id = d.hospital_id left join hospital_department hd on hd.id = d.hospital_department_id
      left join organization o on o.id = ${orgId}
      where d.tenant_id = ${tenantId} and d.id = any(${sql.param(doctors)}::bigint[]) order by d.id returning id`);
    const created = rowsOf<{ id: number | string }>(result);
    for (const [i, record] of created.entries()) {
      const status = statuses[i % statuses.length]!;
      const reviewed = status === 'APPROVED' || status === 'REJECTED';
      await tx
        .update(doctorVerification)
        .set({
          status,
          // Submitted some weeks ago, a day apart, and reviewed two days after.
          submittedAt: status === 'DRAFT' ? null : daysBefore(40 - i),
          reviewedBy: reviewed ? (reviewer?.id ?? null) : null,
          reviewedAt: reviewed ? daysBefore(38 - i) : null,
          rejectReason: status === 'REJECTED' ? '执业证书照片模糊，无法辨认执业地点' : null,
        })
        .where(eq(doctorVerification.id, Number(record.id)));
      if (status !== 'DRAFT') {
        await tx.insert(verificationCertificate).values({
          tenantId,
          verificationId: Number(record.id),
          fileName: '执业证书.png',
          contentType: 'image/png',
          sizeBytes: CERTIFICATE_PNG.length,
          sha256: createHash('sha256').update(CERTIFICATE_PNG).digest('hex'),
          content: CERTIFICATE_PNG,
          uploadedBy: rep.id,
        });
      }
    }
    const [firstDoctor] = doctors;
    if (firstDoctor) {
      const [current] = await tx
        .select({ department: hospitalDepartment.name })
        .from(doctor)
        .leftJoin(hospitalDepartment, eq(hospitalDepartment.id, doctor.hospitalDepartmentId))
        .where(eq(doctor.id, firstDoctor));
      await tx.insert(doctorCorrection).values({
        tenantId,
        doctorId: firstDoctor,
        field: 'department',
        oldValue: current?.department ?? null,
        newValue: '睡眠医学科',
        reason: '医生已调至睡眠医学科',
        createdBy: rep.id,
      });
    }
  }
}
