import { yearIn } from '../calendar';
import { seedMeetingMasterData } from './master-data';
import { seedMeetings } from './meetings';
import { seedSpeakers } from './speakers';
// The approval outcomes move meetings and speakers only once their hooks are registered.
import '../meeting-processes';
import '../speakers/speaker-store';
import { ensureDefaultDefinitions } from '../../workflow/index';
import { createRandom } from '../../../db/demo/random';
import type { Tx } from '../../../db/seed/tenant-setup';

/**
 * Demo meetings of one tenant: approval chains, institutions, suppliers, CC/IO, budget pools,
 * reviewed library versions, speakers and meetings in every state with their approval histories,
 * sign-ins and transfer-of-value ledger. Dates are relative to today so every tab has rows.
 */
export async function seedMeetingDemo(tx: Tx, input: { tenantId: number; seed: number }): Promise<void> {
  const random = createRandom(input.seed + 7);
  const year = yearIn(new Date(), 'Asia/Shanghai');
  await ensureDefaultDefinitions(tx, input.tenantId);
  const master = await seedMeetingMasterData(tx, input.tenantId, year);
  const speakers = await seedSpeakers(tx, input.tenantId, random, year);
  await seedMeetings(tx, input.tenantId, random, master, speakers);
}
