import type { AssigneeRule, ProcessCondition, WorkflowStep } from '@crm/shared/workflow-schemas';

/** Shapes of the `/workflow` answers the `/taskManager` pages read. */

export interface ProcessLinks {
  approver: string;
  applicant: string;
}

interface InstanceSummary {
  instanceId: number;
  processType: string;
  businessId: number | null;
  title: string;
  status: string;
  initiatorName: string;
  initiatorNameEn: string | null;
  startedAt: string;
  links: ProcessLinks;
}

export interface MyProcess extends InstanceSummary {
  endedAt: string | null;
  definitionName: string;
  definitionNameEn: string;
  definitionVersion: number;
  currentStep: { stepId: string; name: string; nameEn: string } | null;
}

export interface WorkflowTask extends InstanceSummary {
  taskId: number;
  stepId: string;
  name: string;
  nameEn: string;
  createdAt: string;
  decision: string | null;
  comment: string | null;
  decidedAt: string | null;
}

export interface HistoryEntry {
  id: number;
  action: string;
  stepId: string | null;
  stepName: string | null;
  stepNameEn: string | null;
  actorId: number | null;
  actorName: string;
  actorNameEn: string | null;
  comment: string | null;
  createdAt: string;
}

export interface InstanceStep {
  id: string;
  name: string;
  nameEn: string;
  assignee: AssigneeRule | null;
  hasCondition: boolean;
}

export interface InstanceDetail {
  id: number;
  processType: string;
  businessId: number | null;
  title: string;
  content: string | null;
  status: string;
  initiatorId: number;
  initiatorName: string;
  initiatorNameEn: string | null;
  startedAt: string;
  endedAt: string | null;
  definition: { id: number; key: string; version: number; name: string; nameEn: string };
  steps: InstanceStep[];
  currentTasks: Array<{ taskId: number; stepId: string; name: string; nameEn: string; candidates: Array<{ id: number; name: string; nameEn: string | null }> }>;
  myTask: { taskId: number; stepId: string; isRevision: boolean; returnableSteps: string[] } | null;
  history: HistoryEntry[];
  links: ProcessLinks;
}

export interface InstanceDiagram {
  bpmnXml: string;
  status: string;
  currentStepIds: string[];
  completedStepIds: string[];
}

export interface DefinitionSummary {
  id: number;
  key: string;
  version: number;
  processType: string;
  name: string;
  nameEn: string;
  conditions: ProcessCondition;
  priority: number;
  enabled: boolean;
  isLatest: boolean;
  createdAt: string;
}

export interface DefinitionDetail extends DefinitionSummary {
  steps: WorkflowStep[];
  bpmnXml: string;
}

export interface TransitionResult {
  instanceId: number;
  status: string;
  currentStepId: string | null;
}

export interface ListQuery {
  page: number;
  size: number;
  processType?: string | undefined;
  keyword?: string | undefined;
}
