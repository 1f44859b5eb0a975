import type { Database } from '../../db/client';
import { leadScoreRule } from '../../db/schema/lead-scoring/lead-scoring';

/** Demo seeding: a tenant's first rules, each as its version 1. */
export async function addFirstVersions(
  db: Pick<Database, 'insert'>,
  tenantId: number,
  rules: Array<Omit<typeof leadScoreRule.$inferInsert, 'tenantId' | 'version'>>,
): Promise<void> {
  await db.insert(leadScoreRule).values(rules.map((rule) => ({ ...rule, tenantId, version: 1 })));
}
