import type { Database } from '../../db/client';
import { smsMessage } from '../../db/schema/messaging/messaging';

/** Keeps a text message another module sent through the messaging providers in the SMS log; answers its id. */
export async function keepSentSms(db: Pick<Database, 'insert'>, message: Omit<typeof smsMessage.$inferInsert, 'id'>): Promise<number> {
  const [kept] = await db.insert(smsMessage).values(message).returning({ id: smsMessage.id });
  return kept!.id;
}
