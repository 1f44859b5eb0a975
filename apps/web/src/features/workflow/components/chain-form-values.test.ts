import { describe, expect, it } from 'vitest';
import type { DefinitionDetail } from '../api/workflow-types';
import { toDefinitionBody, toFormValues } from './chain-form-values';

const chain: DefinitionDetail = {
  id: 3,
  key: 'meeting-application',
  version: 2,
  processType: 'MEETING_APPLICATION',
  name: '会议申请审批',
  nameEn: 'Meeting application approval',
  conditions: { meetingTypes: ['CITY_MEETING'], minAmountCents: 1_000_050 },
  priority: 5,
  enabled: true,
  isLatest: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  bpmnXml: '<definitions/>',
  deciders: [{ id: 42, name: '王总', nameEn: 'Wang Zong' }],
  steps: [
    { id: 'lineManager', name: '直属上级审批', nameEn: 'Line manager', assignee: { type: 'orgLeader', levelsUp: 1 } },
    { id: 'finance', name: '财务复核', nameEn: 'Finance review', assignee: { type: 'role', role: 'finance' }, condition: { minAmountCents: 5_000_000 } },
    { id: 'ceo', name: '总经理', nameEn: 'CEO', assignee: { type: 'user', userId: 42 } },
  ],
};

describe('chain editor values', () => {
  it('shows amounts in yuan and saves them back as the same integer cents', () => {
    const values = toFormValues(chain);
    expect(values.minAmountYuan).toBe(10000.5);
    expect(values.steps[1]?.minAmountYuan).toBe(50000);
    const body = toDefinitionBody(values);
    expect(body.conditions).toEqual({ meetingTypes: ['CITY_MEETING'], minAmountCents: 1_000_050 });
    expect(body.steps).toEqual(chain.steps);
  });

  it('drops an emptied amount instead of saving zero', () => {
    const values = { ...toFormValues(chain), minAmountYuan: null };
    values.steps = values.steps.map((step) => ({ ...step, minAmountYuan: null }));
    const body = toDefinitionBody(values);
    expect(body.conditions).toEqual({ meetingTypes: ['CITY_MEETING'] });
    expect(body.steps.every((step) => step.condition === undefined)).toBe(true);
  });

  it('rounds yuan typed with float noise to whole cents', () => {
    const body = toDefinitionBody({ ...toFormValues(chain), maxAmountYuan: 0.1 + 0.2 });
    expect(body.conditions.maxAmountCents).toBe(30);
  });
});
