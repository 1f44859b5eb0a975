import type { Database } from '../../db/client';
import { meetingSignIn } from '../../db/schema/meetings/meetings';

/** Records an attendee's sign-in (the public meeting page); the same mobile again adds nothing and answers no row. */
export function addSignIn(db: Pick<Database, 'insert'>, signIn: typeof meetingSignIn.$inferInsert) {
  return db.insert(meetingSignIn).values(signIn).onConflictDoNothing().returning();
}
