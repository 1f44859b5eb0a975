import { and, asc, eq, sql } from 'drizzle-orm';
import {
  academicGuideline,
  academicGuidelineMember,
  academicPaper,
  academicPaperAuthor,
  academicProductPolicy,
  doctorAcademicRecord,
  doctorInteraction,
  doctorMentorship,
} from '../../../db/schema/academic/academic';
import { doctor } from '../../../db/schema/customers/customers';
import { standardDepartment } from '../../../db/schema/customers/hospitals';
import { product } from '../../../db/schema/platform/tenancy';
import { createRandom } from '../../../db/demo/random';
import type { Tx } from '../../../db/client';
import { bulkInsert } from '../bulk-insert';
import { generateAcademicWorld, type SeedDoctor } from './academic-generator';
import { generateInteractions, generateRecords } from './activity-generator';

const ENGAGEMENT: Record<string, number> = { KOL: 1.4, TARGET: 1, POTENTIAL: 0.7, REGULAR: 0.4 };

/**
 * The academic demo data of one tenant, built over its demo doctors: papers and co-authors,
 * guideline committees, meetings, live sessions, research, funds, patents, activities,
 * teacher-student pairs, interaction events, one drug whose academic data is withheld, and the
 * relations and KOL scores derived from them.
 */
export async function seedAcademicDemo(tx: Tx, input: { tenantId: number; seed: number }): Promise<void> {
  const { tenantId } = input;
  const random = createRandom(input.seed + 11);
  const now = new Date();
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const rows = await tx
    .select({
      id: doctor.id,
      titleCode: doctor.titleCode,
      doctorType: doctor.doctorType,
      ageRange: doctor.ageRange,
      hospitalId: doctor.hospitalId,
      cityCode: doctor.cityCode,
      provinceCode: doctor.provinceCode,
      hospitalLevel: doctor.hospitalLevel,
      mainAcademicTitle: doctor.mainAcademicTitle,
      departmentCode: standardDepartment.code,
      departmentName: standardDepartment.name,
      departmentNameEn: standardDepartment.nameEn,
    })
    .from(doctor)
    .leftJoin(standardDepartment, eq(standardDepartment.id, doctor.standardDepartmentId))
    .where(eq(doctor.tenantId, tenantId))
    .orderBy(asc(doctor.id));
  const doctors: SeedDoctor[] = rows.map((r) => ({ ...r, department: [r.departmentName ?? '综合', r.departmentNameEn ?? 'General'] as const }));
  const world = generateAcademicWorld(random, doctors, now.getUTCFullYear());

  const paperIds = await bulkInsert(
    tx,
    academicPaper,
    world.papers.map(({ authors: _authors, ...paper }) => ({ ...paper, tenantId })),
    { returningIds: true },
  );
  await tx.execute(sql`update academic_paper set url = 'https://pubs.example.org/article/' || id where tenant_id = ${tenantId} and url is null`);
  await bulkInsert(
    tx,
    academicPaperAuthor,
    world.papers.flatMap((paper, i) => paper.authors.map((author) => ({ ...author, tenantId, paperId: paperIds[i]! }))),
  );

  const guidelineIds = await bulkInsert(
    tx,
    academicGuideline,
    world.guidelines.map(({ members: _members, ...guideline }) => ({ ...guideline, tenantId })),
    { returningIds: true },
  );
  await tx.execute(sql`update academic_guideline set url = 'https://guidelines.example.org/' || id where tenant_id = ${tenantId} and url is null`);
  await bulkInsert(
    tx,
    academicGuidelineMember,
    world.guidelines.flatMap((guideline, i) => guideline.members.map((m) => ({ ...m, tenantId, guidelineId: guidelineIds[i]! }))),
  );
  await bulkInsert(
    tx,
    doctorMentorship,
    world.mentorships.map((m) => ({ ...m, tenantId })),
  );

  const records = doctors.flatMap((d) => generateRecords(random, d.id, world.profileOf.get(d.id)!, world.vocabularyOf(d.id), today));
  await bulkInsert(
    tx,
    doctorAcademicRecord,
    records.map((r) => ({ place: null, role: null, category: null, code: null, organization: null, amount: null, keywords: [], digest: null, indication: null, ...r, tenantId })),
  );

  const interactions = doctors.flatMap((d) => {
    const engagement = ENGAGEMENT[d.doctorType ?? 'REGULAR'] ?? 0.4;
    // Most regular doctors never used the platforms.
    if (random.next() > Math.min(0.85, engagement * 0.6)) return [];
    return generateInteractions(random, d.id, engagement, world.vocabularyOf(d.id), today);
  });
  await bulkInsert(
    tx,
    doctorInteraction,
    interactions.map((e) => ({ ...e, tenantId })),
  );

  // Compliance has not cleared the academic data of one CNS drug yet.
  const [withheld] = await tx
    .select({ id: product.id })
    .from(product)
    .where(and(eq(product.tenantId, tenantId), eq(product.code, 'P-ARI')));
  if (withheld) await tx.insert(academicProductPolicy).values({ tenantId, productId: withheld.id, withheld: true, note: '学术数据合规审核中' });
}
