import { eq, sql } from 'drizzle-orm';
import type { Lang } from '@crm/shared/i18n';
import type { ProcessType } from '@crm/shared/contracts/workflow-schemas';
import { meeting } from '../../db/schema/meetings/meetings';
import { HttpError } from '../../lib/http-error';
import { reserveBudget } from './budgets/budget-usage';
import type { Principal } from '../../platform/principal';
import type { ServiceHost } from '../../platform/service-host';
import { checkHonorariaCaps } from './speakers/honoraria-cap';
import { decideTask, openRevisionTaskId, startRun, startInstance, publishNotices, actorOf, type Tx } from '../workflow/index';
import { yearIn } from './calendar';
import type { MeetingRow } from './meeting-store';
import { rowsOf } from '../../db/rows';

/**
 * Sending a meeting into a chain: the first time starts an instance, after a rejection the
 * applicant's revision step is resubmitted. Either way the budget and the speakers' caps are
 * checked in the same transaction, with the pool and the speakers locked.
 */

type AppDeps = Pick<ServiceHost, 'db' | 'broker' | 'log' | 'jobs'>;

interface SubmitInput {
  processType: Extract<ProcessType, 'MEETING_APPLICATION' | 'MEETING_PAYMENT'>;
  row: MeetingRow;
  /**
   * What the chain is chosen by and the pool must cover: the estimate, or the actual cost for
   * payment. The meeting's own earlier reservation is left out of the pool's usage, so this is
   * compared with what is left for everything else.
   */
  amountCents: number;
  /** Fees that count against the caps (planned or actual). */
  fees: Array<{ speakerId: number; feeCents: number }>;
  instanceId: number | null;
}

async function speakerNames(tx: Tx, tenantId: number, ids: number[], lang: Lang): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const result = rowsOf<{ id: string | number; name: string }>(
    await tx.execute(sql`select s.id, case when ${lang} = 'en' then coalesce(d.name_en, d.name) else d.name end as name
    from speaker_profile s join doctor d on d.id = s.doctor_id where s.tenant_id = ${tenantId} and s.id = any(${sql.param(ids)}::bigint[])`),
  );
  return new Map(result.map((r) => [Number(r.id), r.name]));
}

async function guard(tx: Tx, principal: Principal, input: SubmitInput, lang: Lang): Promise<void> {
  const { row } = input;
  const tenantId = principal.tenant.id;
  const year = yearIn(row.startAt, principal.tenant.timeZone);
  const poolId = await reserveBudget(tx, { tenantId, meetingId: row.id, orgId: row.applicantOrgId, productId: row.productIds[0]!, year, neededCents: input.amountCents }, lang);
  const names = await speakerNames(
    tx,
    tenantId,
    input.fees.map((f) => f.speakerId),
    lang,
  );
  await checkHonorariaCaps(tx, {
    tenantId,
    meetingId: row.id,
    year,
    timeZone: principal.tenant.timeZone,
    speakers: input.fees.map((f) => ({ ...f, name: names.get(f.speakerId) ?? String(f.speakerId) })),
  });
  if (input.processType === 'MEETING_APPLICATION') await tx.update(meeting).set({ budgetPoolId: poolId }).where(eq(meeting.id, row.id));
}

export async function submitToChain(app: AppDeps, principal: Principal, input: SubmitInput, lang: Lang): Promise<void> {
  const actor = actorOf(principal);
  const facts = { amountCents: input.amountCents, meetingType: input.row.type };
  if (input.instanceId === null) {
    const { notices } = await app.db.transaction(async (tx) => {
      await guard(tx, principal, input, lang);
      return startInstance(tx, actor, { processType: input.processType, businessId: input.row.id, title: `${input.row.code} ${input.row.topic}`, facts }, (definition) =>
        startRun(definition.bpmnXml, { steps: definition.steps, facts }),
      );
    });
    await publishNotices(app, notices);
    return;
  }
  const revision = await openRevisionTaskId(app.db, principal.tenant.id, input.instanceId);
  if (!revision) throw new HttpError(409, 'meetingStatusInvalid', { status: input.row.status });
  await decideTask(
    app,
    actor,
    { taskId: revision, decision: 'RESUBMIT', facts },
    () => true,
    (tx) => guard(tx, principal, input, lang),
  );
}
