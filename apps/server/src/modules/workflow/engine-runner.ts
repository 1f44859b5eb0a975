import { EventEmitter } from 'node:events';
import * as Elements from 'bpmn-elements';
import { Engine } from 'bpmn-engine';
import { deserialize, TypeResolver, type SerializableContext } from 'moddle-context-serializer';
import type { WorkflowStep } from '@crm/shared/contracts/workflow-schemas';
import { conditionHolds, type ProcessFacts } from './conditions';

/**
 * bpmn-engine runs one step of an instance at a time: the stored state is recovered, the waiting
 * user task is signalled with the decision, and the engine runs until it waits again or ends.
 * Nothing but the parsed chain stays in memory between requests, so any server instance can apply
 * the next decision. Parsing a chain's XML costs more than running a step, so each chain is parsed
 * once per process and the stored state leaves the parsed chain out.
 */

const typeResolver = TypeResolver(Elements);
const parsedChains = new Map<string, Promise<SerializableContext>>();
const MAX_PARSED_CHAINS = 200;

function parsedChain(bpmnXml: string): Promise<SerializableContext> {
  let parsed = parsedChains.get(bpmnXml);
  if (!parsed) {
    parsed = new Engine({ source: bpmnXml }).getState().then((state) => deserialize(JSON.parse(state.definitions[0]!.source!), typeResolver));
    if (parsedChains.size >= MAX_PARSED_CHAINS) parsedChains.delete(parsedChains.keys().next().value!);
    parsedChains.set(bpmnXml, parsed);
    parsed.catch(() => parsedChains.delete(bpmnXml));
  }
  return parsed;
}

/** The engine state without the chain it runs, which is stored once with the definition. */
function slim(state: Awaited<ReturnType<Engine['getState']>>): unknown {
  for (const definition of state.definitions) delete definition.source;
  return state;
}

/** `next`, `revise`, `withdraw` or `back:<stepId>`: which flow the decision gateway takes. */
export type Route = 'next' | 'revise' | 'withdraw' | `back:${string}`;

export interface RunContext {
  steps: WorkflowStep[];
  facts: ProcessFacts;
}

export interface EngineRun {
  state: unknown;
  /** The user tasks now waiting for a decision (one in a sequential chain). */
  waitingStepIds: string[];
  /** The end event reached, or null while the instance runs. */
  endEventId: string | null;
}

export class EngineStateError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'EngineStateError';
  }
}

interface ElementApi {
  id: string;
  type?: string;
  content?: { type?: string };
}

function services(context: RunContext, route: Route | null) {
  return {
    stepApplies: (stepId: string) => conditionHolds(context.steps.find((step) => step.id === stepId)?.condition, context.facts),
    route: (candidate: string) => candidate === route,
  };
}

function endListener() {
  const listener = new EventEmitter();
  const reached: { id: string | null } = { id: null };
  listener.on('activity.end', (api: ElementApi) => {
    if ((api.content?.type ?? api.type) === 'bpmn:EndEvent') reached.id = api.id;
  });
  return { listener, reached };
}

type Execution = Awaited<ReturnType<Engine['execute']>>;

function waitingUserTasks(execution: Execution): string[] {
  return execution
    .getPostponed()
    .filter((element) => (element as unknown as ElementApi).type === 'bpmn:UserTask')
    .map((element) => element.id);
}

async function settle(engine: Engine, execution: Execution, reached: { id: string | null }): Promise<EngineRun> {
  // Every element of a generated chain completes synchronously; one turn lets the broker drain.
  await new Promise((resolve) => setImmediate(resolve));
  const run: EngineRun = { state: slim(await engine.getState()), waitingStepIds: waitingUserTasks(execution), endEventId: reached.id };
  if (run.endEventId === null && run.waitingStepIds.length === 0) throw new EngineStateError('the process neither waits nor ended');
  if (execution.isRunning) await execution.stop();
  return run;
}

/** Starts a process from its BPMN and runs it to its first waiting step. */
export async function startRun(bpmnXml: string, context: RunContext): Promise<EngineRun> {
  const { listener, reached } = endListener();
  const engine = new Engine({ name: 'approval', sourceContext: await parsedChain(bpmnXml), services: services(context, null), variables: { ...context.facts } });
  const execution = await engine.execute({ listener });
  return settle(engine, execution, reached);
}

/** Resumes a stored process, completes the waiting step along `route`, and runs to the next wait or end. */
export async function continueRun(bpmnXml: string, state: unknown, stepId: string, route: Route, context: RunContext): Promise<EngineRun> {
  const { listener, reached } = endListener();
  const engine = new Engine({ name: 'approval', sourceContext: await parsedChain(bpmnXml) }).recover(structuredClone(state), { services: services(context, route) });
  const execution = await engine.resume({ listener });
  if (!waitingUserTasks(execution).includes(stepId)) {
    await execution.stop();
    throw new EngineStateError(`step ${stepId} is not waiting`);
  }
  execution.signal({ id: stepId });
  return settle(engine, execution, reached);
}
