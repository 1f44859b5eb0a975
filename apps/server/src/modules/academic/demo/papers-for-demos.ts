import type { Database } from '../../../db/client';
import { academicPaper, academicPaperAuthor } from '../../../db/schema/academic/academic';

/** Demo seeding by other modules (insights' papers taking a side): the inserts stay here, with the tables' owner. */
export async function addPaperByDoctor(
  db: Pick<Database, 'insert'>,
  paper: typeof academicPaper.$inferInsert,
  author: Omit<typeof academicPaperAuthor.$inferInsert, 'tenantId' | 'paperId'>,
): Promise<void> {
  const [added] = await db.insert(academicPaper).values(paper).returning({ id: academicPaper.id });
  await db.insert(academicPaperAuthor).values({ tenantId: paper.tenantId, paperId: added!.id, ...author });
}
