import { REVISE_STEP_ID, type WorkflowStep } from '@crm/shared/contracts/workflow-schemas';

/**
 * Turns an approval chain into BPMN 2.0 the engine executes and bpmn-js draws. Each step is a user
 * task followed by a decision gateway whose flows lead on (approve), to the applicant's revision
 * task (reject) or back to any earlier step (return). A step with a condition sits behind a gateway
 * that skips it when the condition does not hold. Gateway conditions call the run's services, so the
 * engine asks the decision being applied rather than reading variables a client could have set.
 */

export const END_APPROVED = 'endApproved';
export const END_WITHDRAWN = 'endWithdrawn';

interface Shape {
  id: string;
  kind: 'startEvent' | 'endEvent' | 'userTask' | 'exclusiveGateway';
  name?: string;
  x: number;
  y: number;
  width: number;
  height: number;
  defaultFlow?: string;
}
interface Flow {
  id: string;
  source: string;
  target: string;
  name?: string;
  condition?: string;
  waypoints: Array<[number, number]>;
}

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const LINE_Y = 140;
/** The first lane under the main line (whose boxes end 40 below it), and the gap between lanes. */
const LANES_TOP = LINE_Y + 70;
const LANE_GAP = 12;
const size = { startEvent: [36, 36], endEvent: [36, 36], userTask: [110, 80], exclusiveGateway: [50, 50] } as const;

export function buildProcessXml(processId: string, processName: string, steps: WorkflowStep[]): string {
  const shapes = new Map<string, Shape>();
  const flows: Flow[] = [];
  let x = 60;
  const place = (id: string, kind: Shape['kind'], name?: string) => {
    const [width, height] = size[kind];
    const shape: Shape = { id, kind, x, y: LINE_Y - height / 2, width, height, ...(name ? { name } : {}) };
    shapes.set(id, shape);
    x += width + 50;
    return shape;
  };
  const right = (s: Shape): [number, number] => [s.x + s.width, s.y + s.height / 2];
  const left = (s: Shape): [number, number] => [s.x, s.y + s.height / 2];
  const top = (s: Shape): [number, number] => [s.x + s.width / 2, s.y];
  const bottom = (s: Shape): [number, number] => [s.x + s.width / 2, s.y + s.height];
  // Below the main line run the lanes back to earlier steps (one per step returned to, the nearest
  // step's highest so a line climbing into a step crosses no other lane), then the reject lane to
  // the applicant's revision task, which sits under them all: no line passes through a box.
  const returnLaneY = (target: number) => LANES_TOP + (steps.length - 2 - target) * LANE_GAP;
  const rejectY = returnLaneY(Math.max(steps.length - 1, 0));
  const flow = (id: string, source: Shape, target: Shape, options: { condition?: string; name?: string; route?: 'skip' | 'reject' | 'return'; laneY?: number } = {}) => {
    let waypoints: Array<[number, number]>;
    if (options.route === undefined) waypoints = [right(source), left(target)];
    else if (options.route === 'skip') {
      const y = options.laneY!;
      waypoints = [top(source), [top(source)[0], y], [top(target)[0], y], top(target)];
    } else {
      // A return climbs into the earlier step's bottom; a reject drops into the revision task's top.
      const y = options.laneY!;
      waypoints = [bottom(source), [bottom(source)[0], y], [bottom(target)[0], y], options.route === 'reject' ? top(target) : bottom(target)];
    }
    flows.push({
      id,
      source: source.id,
      target: target.id,
      waypoints,
      ...(options.condition ? { condition: options.condition } : {}),
      ...(options.name ? { name: options.name } : {}),
    });
  };

  const start = place('start', 'startEvent');
  const entries: Shape[] = [];
  const tasks: Shape[] = [];
  const decisions: Shape[] = [];
  const guards: Array<Shape | null> = [];
  for (const step of steps) {
    const guard = step.condition ? place(`${step.id}_when`, 'exclusiveGateway') : null;
    guards.push(guard);
    const task = place(step.id, 'userTask', step.name);
    tasks.push(task);
    entries.push(guard ?? task);
    decisions.push(place(`${step.id}_decision`, 'exclusiveGateway'));
  }
  const approved = place(END_APPROVED, 'endEvent', '通过 Approved');
  const reviseY = rejectY + 50;
  const revise: Shape = { id: REVISE_STEP_ID, kind: 'userTask', name: '申请人修改 Applicant revises', x: 180, y: reviseY, width: 110, height: 80 };
  const reviseDecision: Shape = { id: `${REVISE_STEP_ID}_decision`, kind: 'exclusiveGateway', x: 340, y: reviseY + 15, width: 50, height: 50 };
  const withdrawn: Shape = { id: END_WITHDRAWN, kind: 'endEvent', name: '撤回 Withdrawn', x: 440, y: reviseY + 22, width: 36, height: 36 };
  for (const shape of [revise, reviseDecision, withdrawn]) shapes.set(shape.id, shape);

  const next = (index: number) => entries[index + 1] ?? approved;
  // Resubmitting climbs in the gap after the start event and joins the start flow into the first step.
  const resubmitX = start.x + start.width + 25;
  flow('start_flow', start, entries[0]!);
  steps.forEach((step, i) => {
    const task = tasks[i]!;
    const decision = decisions[i]!;
    const guard = guards[i];
    if (guard) {
      flow(`${step.id}_applies`, guard, task, { condition: `\${environment.services.stepApplies('${step.id}')}` });
      flow(`${step.id}_skipped`, guard, next(i), { route: 'skip', laneY: LINE_Y - 90 - (i % 3) * 8 });
      guard.defaultFlow = `${step.id}_skipped`;
    }
    flow(`${step.id}_to_decision`, task, decision);
    flow(`${step.id}_approve`, decision, next(i), { condition: routeIs('next'), name: '同意' });
    flow(`${step.id}_reject`, decision, revise, { condition: routeIs('revise'), name: '驳回', route: 'reject', laneY: rejectY });
    for (let j = 0; j < i; j++) {
      flow(`${step.id}_back_${steps[j]!.id}`, decision, tasks[j]!, { condition: routeIs(`back:${steps[j]!.id}`), name: '退回', route: 'return', laneY: returnLaneY(j) });
    }
  });
  flows.push({ id: `${REVISE_STEP_ID}_to_decision`, source: revise.id, target: reviseDecision.id, waypoints: [right(revise), left(reviseDecision)] });
  flows.push({
    id: `${REVISE_STEP_ID}_resubmit`,
    source: reviseDecision.id,
    target: entries[0]!.id,
    condition: routeIs('next'),
    name: '重新提交',
    waypoints: [bottom(reviseDecision), [bottom(reviseDecision)[0], reviseY + 110], [resubmitX, reviseY + 110], [resubmitX, LINE_Y], left(entries[0]!)],
  });
  flows.push({
    id: `${REVISE_STEP_ID}_withdraw`,
    source: reviseDecision.id,
    target: withdrawn.id,
    condition: routeIs('withdraw'),
    name: '撤回',
    waypoints: [right(reviseDecision), left(withdrawn)],
  });

  return render(processId, processName, [...shapes.values()], flows);
}

function routeIs(route: string): string {
  return `\${environment.services.route('${route}')}`;
}

function render(processId: string, processName: string, shapes: Shape[], flows: Flow[]): string {
  const incoming = (id: string) =>
    flows
      .filter((f) => f.target === id)
      .map((f) => `<incoming>${f.id}</incoming>`)
      .join('');
  const outgoing = (id: string) =>
    flows
      .filter((f) => f.source === id)
      .map((f) => `<outgoing>${f.id}</outgoing>`)
      .join('');
  const elements = shapes.map((s) => {
    const attrs = [`id="${s.id}"`, s.name ? `name="${escape(s.name)}"` : '', s.defaultFlow ? `default="${s.defaultFlow}"` : ''].filter(Boolean).join(' ');
    return `    <${s.kind} ${attrs}>${incoming(s.id)}${outgoing(s.id)}</${s.kind}>`;
  });
  const sequenceFlows = flows.map((f) => {
    const name = f.name ? ` name="${escape(f.name)}"` : '';
    const head = `    <sequenceFlow id="${f.id}" sourceRef="${f.source}" targetRef="${f.target}"${name}`;
    return f.condition ? `${head}><conditionExpression xsi:type="tFormalExpression">${escape(f.condition)}</conditionExpression></sequenceFlow>` : `${head} />`;
  });
  const diagramShapes = shapes.map(
    (s) =>
      `      <bpmndi:BPMNShape id="${s.id}_di" bpmnElement="${s.id}"${s.kind === 'exclusiveGateway' ? ' isMarkerVisible="true"' : ''}><dc:Bounds x="${s.x}" y="${s.y}" width="${s.width}" height="${s.height}" /></bpmndi:BPMNShape>`,
  );
  const edges = flows.map(
    (f) => `      <bpmndi:BPMNEdge id="${f.id}_di" bpmnElement="${f.id}">${f.waypoints.map(([wx, wy]) => `<di:waypoint x="${wx}" y="${wy}" />`).join('')}</bpmndi:BPMNEdge>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" xmlns:di="http://www.omg.org/spec/DD/20100524/DI" id="definitions" targetNamespace="http://crm.example/workflow">',
    `  <process id="${processId}" name="${escape(processName)}" isExecutable="true">`,
    ...elements,
    ...sequenceFlows,
    '  </process>',
    `  <bpmndi:BPMNDiagram id="diagram"><bpmndi:BPMNPlane id="plane" bpmnElement="${processId}">`,
    ...diagramShapes,
    ...edges,
    '  </bpmndi:BPMNPlane></bpmndi:BPMNDiagram>',
    '</definitions>',
  ].join('\n');
}
