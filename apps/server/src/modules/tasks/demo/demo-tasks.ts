import type { Database } from '../../../db/client';
import { task, taskLog } from '../../../db/schema/tasks/tasks';

/** Demo seeding by other modules (a rep's tasks around their visits): the inserts stay here, with the tables' owner. */

type Writer = Pick<Database, 'insert'>;

/** Adds tasks as they are; answers each one's id, creator, creation time and status. */
export function addTasks(db: Writer, tasks: Array<typeof task.$inferInsert>) {
  return db.insert(task).values(tasks).returning({ id: task.id, creatorId: task.creatorId, createdAt: task.createdAt, status: task.status });
}

/** Adds entries to tasks' logs. */
export async function addTaskLogs(db: Writer, entries: Array<typeof taskLog.$inferInsert>): Promise<void> {
  await db.insert(taskLog).values(entries);
}
