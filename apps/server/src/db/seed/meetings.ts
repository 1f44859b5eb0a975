import { yearIn } from '../../modules/meetings/calendar';
import { seedMeetingMasterData } from '../../modules/meetings/demo/master-data';
import { seedMeetings } from '../../modules/meetings/demo/meetings';
import { seedSpeakers } from '../../modules/meetings/demo/speakers';
// The approval outcomes move meetings and speakers only once their hooks are registered.
import '../../modules/meetings/meeting-processes';
import '../../modules/meetings/speakers/speaker-store';
import { ensureDefaultDefinitions } from '../../modules/workflow/definitions';
import { createRandom } from '../demo/random';
import type { Tx } from './tenant-setup';

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
