import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProcessDefinitionBody } from '@crm/shared/contracts/workflow-schemas';
import { api, buildTestApp, type TestApp } from './helpers';
import { createMeeting, meetingBody, repChoices, tokens } from './meeting-fixtures';
import { rowsOf } from '../src/db/rows';

/** The approval engine through its API: chains as versioned data, decisions applied exactly once. */
describe('approval workflow', () => {
  let t: TestApp;
  let token: Record<string, string>;

  beforeAll(async () => {
    t = await buildTestApp();
    token = await tokens(t, ['rep', 'manager', 'compliance', 'medical.head', 'admin', 'msl']);
  });
  afterAll(() => t.close());

  const saveChain = (body: ProcessDefinitionBody) => api(t.app, token.admin!, { method: 'POST', url: '/prod-api/workflow/definition', payload: body });
  const general = (key: string, steps: ProcessDefinitionBody['steps']): ProcessDefinitionBody => ({
    key,
    name: key,
    nameEn: key,
    processType: 'GENERAL',
    conditions: {},
    priority: 0,
    enabled: true,
    steps,
  });
  async function startGeneral(definitionId: number, title = '年度学术资料采购申请') {
    const response = await api(t.app, token.rep!, {
      method: 'POST',
      url: '/prod-api/workflow/instance',
      payload: { definitionId, title, content: '采购 20 本专业书籍', amountCents: 200_000 },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().result.instanceId as number;
  }
  async function openTask(instanceId: number): Promise<number> {
    const [row] = rowsOf<{ id: number }>(await t.app.db.execute(sql`select id from workflow_task where instance_id = ${instanceId} and status = 'OPEN'`));
    return Number(row!.id);
  }
  const decide = (user: string, taskId: number, payload: object, lang?: string) =>
    api(t.app, token[user]!, { method: 'POST', url: `/prod-api/workflow/task/${taskId}/decision`, payload, lang });

  it('lists the tenant’s chains and lets only administrators change them', async () => {
    const chains = (await api(t.app, token.rep!, { url: '/prod-api/workflow/definition/page' })).json().result;
    expect(chains.map((c: { key: string }) => c.key).sort()).toEqual(['article-review', 'general-request', 'meeting-application', 'meeting-payment', 'speaker']);
    expect(
      (
        await api(t.app, token.manager!, {
          method: 'POST',
          url: '/prod-api/workflow/definition',
          payload: general('x-chain', [{ id: 'a', name: 'a', nameEn: 'a', assignee: { type: 'role', role: 'compliance' } }]),
        })
      ).statusCode,
    ).toBe(403);
    const invalid = await api(t.app, token.admin!, { method: 'POST', url: '/prod-api/workflow/definition', payload: { ...general('x-chain', []) }, lang: 'en' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toContain('steps');
  });

  it('runs a general request: to-do, detail with diagram, decision, done and my processes', async () => {
    const chains = (await api(t.app, token.rep!, { url: '/prod-api/workflow/definition/page?processType=GENERAL' })).json().result;
    const instanceId = await startGeneral(chains[0].id);
    const todo = (await api(t.app, token.manager!, { url: '/prod-api/workflow/task/todo/page' })).json().result.content;
    const task = todo.find((item: { instanceId: number }) => item.instanceId === instanceId);
    expect(task).toMatchObject({ stepId: 'lineManager', initiatorName: expect.any(String), links: { approver: `/taskManager/process-instance/detail?id=${instanceId}` } });
    const diagram = (await api(t.app, token.manager!, { url: `/prod-api/workflow/instance/${instanceId}/diagram` })).json().result;
    expect(diagram.currentStepIds).toEqual(['lineManager']);
    const detail = (await api(t.app, token.manager!, { url: `/prod-api/workflow/instance/${instanceId}` })).json().result;
    expect(detail.myTask).toMatchObject({ taskId: task.taskId, isRevision: false });
    expect(detail.currentTasks[0].candidates).toHaveLength(1);
    expect((await decide('manager', task.taskId, { decision: 'APPROVE', comment: '同意' })).json().result.status).toBe('APPROVED');
    const done = (await api(t.app, token.manager!, { url: '/prod-api/workflow/task/done/page' })).json().result.content;
    expect(done[0]).toMatchObject({ taskId: task.taskId, decision: 'APPROVE', comment: '同意' });
    const mine = (await api(t.app, token.rep!, { url: '/prod-api/workflow/instance/my/page' })).json().result.content;
    expect(mine.find((item: { instanceId: number }) => item.instanceId === instanceId)).toMatchObject({ status: 'APPROVED', currentStep: null });
    expect((await api(t.app, token.msl!, { url: `/prod-api/workflow/instance/${instanceId}` })).statusCode).toBe(404);
  });

  it('resolves assignees by a leader further up the applicant’s chain and by named user', async () => {
    const candidates = async (username: string) =>
      rowsOf<{ id: number }>(
        await t.app.db.execute(sql`select id from app_user where username = ${username} and tenant_id = (select id from enterprise where domain = 'localhost')`),
      )[0]!.id;
    const finance = Number(await candidates('finance'));
    const chain = (
      await saveChain(
        general('assignee-kinds', [
          { id: 'regional', name: '大区经理', nameEn: 'Regional manager', assignee: { type: 'orgLeader', levelsUp: 1 } },
          { id: 'named', name: '指定财务', nameEn: 'Named finance', assignee: { type: 'user', userId: finance } },
        ]),
      )
    ).json().result;
    // The chain names its named decider, for the applicant's preview as for the editor.
    const named = (await api(t.app, token.rep!, { url: `/prod-api/workflow/definition/${chain.id}` })).json().result;
    const financeName = rowsOf<{ first_name: string; name_en: string | null }>(await t.app.db.execute(sql`select first_name, name_en from app_user where id = ${finance}`));
    expect(named.deciders).toEqual([{ id: finance, name: financeName[0]!.first_name, nameEn: financeName[0]!.name_en }]);
    expect(chain.deciders).toEqual(named.deciders);
    const instanceId = await startGeneral(chain.id);
    const names = async () =>
      (await api(t.app, token.rep!, { url: `/prod-api/workflow/instance/${instanceId}` })).json().result.currentTasks[0].candidates.map((c: { id: number }) => c.id);
    expect(await names()).toEqual([Number(await candidates('rm.east'))]);
    const regional = await tokens(t, ['rm.east']);
    await api(t.app, regional['rm.east']!, { method: 'POST', url: `/prod-api/workflow/task/${await openTask(instanceId)}/decision`, payload: { decision: 'APPROVE' } });
    expect(await names()).toEqual([finance]);
  });

  it('applies twenty concurrent approvals of one step exactly once', async () => {
    const chain = (await saveChain(general('compliance-check', [{ id: 'check', name: '合规', nameEn: 'Compliance', assignee: { type: 'role', role: 'compliance' } }]))).json()
      .result;
    const instanceId = await startGeneral(chain.id);
    const taskId = await openTask(instanceId);
    const responses = await Promise.all(Array.from({ length: 20 }, (_, i) => decide(i % 2 ? 'compliance' : 'medical.head', taskId, { decision: 'APPROVE' })));
    const codes = responses.map((r) => r.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(codes.filter((code) => code === 409)).toHaveLength(19);
    const [counts] = rowsOf<{ approvals: number; revision: number; status: string }>(
      await t.app.db.execute(sql`select (select count(*)::int from workflow_history where instance_id = ${instanceId} and action = 'APPROVE') as approvals,
      (select revision from workflow_instance where id = ${instanceId}) as revision, (select status from workflow_instance where id = ${instanceId}) as status`),
    );
    expect(counts).toEqual({ approvals: 1, revision: 1, status: 'APPROVED' });
  });

  it('returns a request to a step it has passed, and no further', async () => {
    const chain = (
      await saveChain(
        general('two-steps', [
          { id: 'lineManager', name: '上级', nameEn: 'Manager', assignee: { type: 'orgLeader', levelsUp: 0 } },
          { id: 'check', name: '合规', nameEn: 'Compliance', assignee: { type: 'role', role: 'compliance' } },
        ]),
      )
    ).json().result;
    const instanceId = await startGeneral(chain.id);
    await decide('manager', await openTask(instanceId), { decision: 'APPROVE' });
    const atCheck = await openTask(instanceId);
    expect((await decide('compliance', atCheck, { decision: 'RETURN', comment: '请再确认', returnToStepId: 'check' }, 'en')).json().message).toBe(
      'A request can only be returned to an earlier step it has passed',
    );
    expect((await decide('compliance', atCheck, { decision: 'RETURN', comment: '请再确认', returnToStepId: 'lineManager' })).json().result.currentStepId).toBe('lineManager');
    const history = (await api(t.app, token.rep!, { url: `/prod-api/workflow/instance/${instanceId}` })).json().result.history;
    expect(history.at(-1)).toMatchObject({ action: 'RETURN', stepId: 'check', comment: '请再确认' });
    // Each entry names its actor in both languages: the recorded Chinese name and the user's English one.
    const [compliance] = rowsOf<{ first_name: string; name_en: string }>(
      await t.app.db.execute(
        sql`select u.first_name, u.name_en from app_user u join enterprise e on e.id = u.tenant_id and e.domain = 'localhost' where u.username = 'compliance'`,
      ),
    );
    expect(history.at(-1)).toMatchObject({ actorName: compliance!.first_name, actorNameEn: compliance!.name_en });
    expect(compliance!.name_en).toMatch(/^[A-Za-z ]+$/);
    expect((await decide('compliance', atCheck, { decision: 'APPROVE' })).statusCode).toBe(409);
  });

  it('lets a rejected general request be resubmitted by its applicant only', async () => {
    const chains = (await api(t.app, token.rep!, { url: '/prod-api/workflow/definition/page?processType=GENERAL' })).json().result;
    const instanceId = await startGeneral(chains.find((c: { key: string }) => c.key === 'general-request').id);
    await decide('manager', await openTask(instanceId), { decision: 'REJECT', comment: '预算不足' });
    const revision = await openTask(instanceId);
    expect((await decide('manager', revision, { decision: 'RESUBMIT' })).statusCode).toBe(403);
    expect((await decide('rep', revision, { decision: 'APPROVE' })).statusCode).toBe(400);
    expect((await decide('rep', revision, { decision: 'RESUBMIT' })).json().result).toMatchObject({ status: 'RUNNING', currentStepId: 'lineManager' });
  });

  it('applies a changed chain to new applications only', async () => {
    const choices = await repChoices(t, token.rep!);
    const before = await createMeeting(t, token.rep!, meetingBody(choices));
    expect((await api(t.app, token.rep!, { method: 'POST', url: `/prod-api/meeting/${before}/submit` })).statusCode).toBe(200);
    const changed = await saveChain({
      key: 'meeting-application',
      name: '会议申请审批（含医学审核）',
      nameEn: 'Meeting approval with medical review',
      processType: 'MEETING_APPLICATION',
      conditions: {},
      priority: 0,
      enabled: true,
      steps: [
        { id: 'lineManager', name: '直属上级审批', nameEn: 'Line manager', assignee: { type: 'orgLeader', levelsUp: 0 } },
        { id: 'medical', name: '医学审核', nameEn: 'Medical review', assignee: { type: 'role', role: 'MAF' } },
        { id: 'compliance', name: '合规审批', nameEn: 'Compliance', assignee: { type: 'role', role: 'compliance' } },
      ],
    });
    expect(changed.json().result.version).toBe(2);
    const after = await createMeeting(t, token.rep!, meetingBody(choices));
    await api(t.app, token.rep!, { method: 'POST', url: `/prod-api/meeting/${after}/submit` });
    for (const id of [before, after]) await api(t.app, token.manager!, { method: 'POST', url: `/prod-api/meeting/${id}/approval`, payload: { decision: 'APPROVE' } });
    const stepOf = async (id: number) => {
      const detail = (await api(t.app, token.rep!, { url: `/prod-api/meeting/${id}` })).json().result;
      const instance = (await api(t.app, token.rep!, { url: `/prod-api/workflow/instance/${detail.applicationInstanceId}` })).json().result;
      return [instance.definition.version, instance.currentTasks[0].stepId];
    };
    expect(await stepOf(before)).toEqual([1, 'compliance']);
    expect(await stepOf(after)).toEqual([2, 'medical']);
  });
});
