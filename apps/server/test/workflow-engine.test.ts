import { describe, expect, it } from 'vitest';
import type { WorkflowStep } from '@crm/shared/contracts/workflow-schemas';
import { buildProcessXml, END_APPROVED, END_WITHDRAWN } from '../src/modules/workflow/bpmn-builder';
import { continueRun, EngineStateError, startRun, type RunContext } from '../src/modules/workflow/engine-runner';

const steps: WorkflowStep[] = [
  { id: 'leader', name: '直属上级', nameEn: 'Line manager', assignee: { type: 'orgLeader', levelsUp: 0 } },
  { id: 'compliance', name: '合规', nameEn: 'Compliance', assignee: { type: 'role', role: 'compliance' } },
  { id: 'finance', name: '财务复核', nameEn: 'Finance review', assignee: { type: 'role', role: 'finance' }, condition: { minAmountCents: 5_000_000 } },
];
const xml = buildProcessXml('meeting-application', '会议审批', steps);
const context = (amountCents: number): RunContext => ({ steps, facts: { amountCents, meetingType: 'CITY_MEETING' } });

describe('approval chains on bpmn-engine', () => {
  it('generates BPMN with a diagram shape or edge for every element', () => {
    const ids = [...xml.matchAll(/<(?:userTask|exclusiveGateway|startEvent|endEvent|sequenceFlow) id="([^"]+)"/g)].map((m) => m[1]);
    const drawn = new Set([...xml.matchAll(/bpmnElement="([^"]+)"/g)].map((m) => m[1]));
    expect(ids.length).toBeGreaterThan(10);
    for (const id of ids) expect(drawn.has(id), id).toBe(true);
  });

  it('draws every line around the boxes: none passes through a step, gateway or event, and each ends on its own boxes', () => {
    const long: WorkflowStep[] = [
      { id: 'first', name: '一审', nameEn: 'First review', assignee: { type: 'role', role: 'compliance' }, condition: { minAmountCents: 100 } },
      ...steps,
      { id: 'last', name: '终审', nameEn: 'Final review', assignee: { type: 'role', role: 'finance' } },
    ];
    for (const chain of [steps, long, steps.slice(0, 1)]) {
      const drawn = buildProcessXml('chain', '审批链', chain);
      const boxes = new Map(
        [...drawn.matchAll(/bpmnElement="([^"]+)"[^>]*><dc:Bounds x="(\d+)" y="(\d+)" width="(\d+)" height="(\d+)"/g)].map((m) => [
          m[1]!,
          { x: +m[2]!, y: +m[3]!, w: +m[4]!, h: +m[5]! },
        ]),
      );
      const ends = new Map([...drawn.matchAll(/<sequenceFlow id="([^"]+)" sourceRef="([^"]+)" targetRef="([^"]+)"/g)].map((m) => [m[1]!, [m[2]!, m[3]!] as const]));
      const onBorder = ([px, py]: number[], b: { x: number; y: number; w: number; h: number }) =>
        px! >= b.x && px! <= b.x + b.w && py! >= b.y && py! <= b.y + b.h && (px === b.x || px === b.x + b.w || py === b.y || py === b.y + b.h);
      for (const [, id, points] of drawn.matchAll(/<bpmndi:BPMNEdge id="[^"]+" bpmnElement="([^"]+)">(.*?)<\/bpmndi:BPMNEdge>/g)) {
        const waypoints = [...points!.matchAll(/x="(\d+)" y="(\d+)"/g)].map((m) => [+m[1]!, +m[2]!]);
        const [source, target] = ends.get(id!)!;
        expect(onBorder(waypoints[0]!, boxes.get(source)!), `${id} leaves ${source} from its edge`).toBe(true);
        expect(onBorder(waypoints.at(-1)!, boxes.get(target)!), `${id} enters ${target} at its edge`).toBe(true);
        for (let i = 1; i < waypoints.length; i++) {
          const [ax, ay] = waypoints[i - 1]!;
          const [bx, by] = waypoints[i]!;
          expect(ax === bx || ay === by, `${id} runs straight across or down`).toBe(true);
          for (const [name, b] of boxes) {
            const crosses = Math.max(ax!, bx!) > b.x && Math.min(ax!, bx!) < b.x + b.w && Math.max(ay!, by!) > b.y && Math.min(ay!, by!) < b.y + b.h;
            expect(crosses, `${id} passes through ${name}`).toBe(false);
          }
        }
      }
    }
  });

  it('walks a small request through its steps, skipping the conditional one, to the approved end', async () => {
    let run = await startRun(xml, context(100_000));
    expect(run.waitingStepIds).toEqual(['leader']);
    run = await continueRun(xml, run.state, 'leader', 'next', context(100_000));
    expect(run.waitingStepIds).toEqual(['compliance']);
    run = await continueRun(xml, run.state, 'compliance', 'next', context(100_000));
    expect(run).toMatchObject({ waitingStepIds: [], endEventId: END_APPROVED });
  });

  it('includes the conditional step when the amount reaches it', async () => {
    let run = await startRun(xml, context(6_000_000));
    run = await continueRun(xml, run.state, 'leader', 'next', context(6_000_000));
    run = await continueRun(xml, run.state, 'compliance', 'next', context(6_000_000));
    expect(run.waitingStepIds).toEqual(['finance']);
  });

  it('rejects to the applicant, who resubmits to the first step or withdraws', async () => {
    let run = await startRun(xml, context(100_000));
    run = await continueRun(xml, run.state, 'leader', 'next', context(100_000));
    run = await continueRun(xml, run.state, 'compliance', 'revise', context(100_000));
    expect(run.waitingStepIds).toEqual(['applicantRevise']);
    const resubmitted = await continueRun(xml, run.state, 'applicantRevise', 'next', context(100_000));
    expect(resubmitted.waitingStepIds).toEqual(['leader']);
    const withdrawn = await continueRun(xml, run.state, 'applicantRevise', 'withdraw', context(100_000));
    expect(withdrawn).toMatchObject({ waitingStepIds: [], endEventId: END_WITHDRAWN });
  });

  it('returns to an earlier step', async () => {
    let run = await startRun(xml, context(6_000_000));
    run = await continueRun(xml, run.state, 'leader', 'next', context(6_000_000));
    run = await continueRun(xml, run.state, 'compliance', 'next', context(6_000_000));
    run = await continueRun(xml, run.state, 'finance', 'back:leader', context(6_000_000));
    expect(run.waitingStepIds).toEqual(['leader']);
  });

  it('refuses to decide a step that is not waiting', async () => {
    const run = await startRun(xml, context(100_000));
    await expect(continueRun(xml, run.state, 'compliance', 'next', context(100_000))).rejects.toBeInstanceOf(EngineStateError);
  });
});
