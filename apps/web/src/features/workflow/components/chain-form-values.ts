import type { AssigneeRule, ProcessDefinitionBody } from '@crm/shared/contracts/workflow-schemas';
import type { DefinitionDetail } from '../api/workflow-types';
import { yuanToCents } from '@/lib/format';

/** The chain editor's flat form values, and their conversion from and to the saved chain. */
export interface ChainStepValues {
  id: string;
  name: string;
  nameEn: string;
  assigneeType: AssigneeRule['type'];
  role?: string;
  levelsUp?: number;
  userId?: number;
  minAmountYuan?: number | null;
}

export interface ChainFormValues {
  key: string;
  name: string;
  nameEn: string;
  processType: ProcessDefinitionBody['processType'];
  priority: number;
  enabled: boolean;
  meetingTypes?: NonNullable<ProcessDefinitionBody['conditions']['meetingTypes']>;
  minAmountYuan?: number | null;
  maxAmountYuan?: number | null;
  steps: ChainStepValues[];
}

const yuan = (cents: number | undefined) => (cents === undefined ? null : cents / 100);

export function toFormValues(chain: DefinitionDetail): ChainFormValues {
  return {
    key: chain.key,
    name: chain.name,
    nameEn: chain.nameEn,
    processType: chain.processType as ChainFormValues['processType'],
    priority: chain.priority,
    enabled: chain.enabled,
    meetingTypes: chain.conditions.meetingTypes ?? [],
    minAmountYuan: yuan(chain.conditions.minAmountCents),
    maxAmountYuan: yuan(chain.conditions.maxAmountCents),
    steps: chain.steps.map((step) => ({
      id: step.id,
      name: step.name,
      nameEn: step.nameEn,
      assigneeType: step.assignee.type,
      ...(step.assignee.type === 'role' ? { role: step.assignee.role } : {}),
      ...(step.assignee.type === 'orgLeader' ? { levelsUp: step.assignee.levelsUp } : {}),
      ...(step.assignee.type === 'user' ? { userId: step.assignee.userId } : {}),
      minAmountYuan: yuan(step.condition?.minAmountCents),
    })),
  };
}

function assigneeOf(step: ChainStepValues): AssigneeRule {
  if (step.assigneeType === 'role') return { type: 'role', role: step.role ?? '' };
  if (step.assigneeType === 'user') return { type: 'user', userId: step.userId ?? 0 };
  return { type: 'orgLeader', levelsUp: step.levelsUp ?? 0 };
}

export function toDefinitionBody(values: ChainFormValues): ProcessDefinitionBody {
  const minAmountCents = yuanToCents(values.minAmountYuan);
  const maxAmountCents = yuanToCents(values.maxAmountYuan);
  return {
    key: values.key.trim(),
    name: values.name.trim(),
    nameEn: values.nameEn.trim(),
    processType: values.processType,
    priority: values.priority ?? 0,
    enabled: values.enabled,
    conditions: {
      ...(values.meetingTypes?.length ? { meetingTypes: values.meetingTypes } : {}),
      ...(minAmountCents !== undefined ? { minAmountCents } : {}),
      ...(maxAmountCents !== undefined ? { maxAmountCents } : {}),
    },
    steps: values.steps.map((step) => {
      const stepMin = yuanToCents(step.minAmountYuan);
      return {
        id: step.id.trim(),
        name: step.name.trim(),
        nameEn: step.nameEn.trim(),
        assignee: assigneeOf(step),
        ...(stepMin !== undefined ? { condition: { minAmountCents: stepMin } } : {}),
      };
    }),
  };
}

export const EMPTY_STEP: Partial<ChainStepValues> = { assigneeType: 'orgLeader', levelsUp: 0 };
