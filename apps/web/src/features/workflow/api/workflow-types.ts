import type { ProcessType } from '@crm/shared/contracts/workflow-schemas';

export type {
  DefinitionDetail,
  DefinitionSummary,
  HistoryEntry,
  InstanceDetail,
  InstanceDiagram,
  InstanceStep,
  MyProcess,
  TransitionResult,
  WorkflowTask,
} from '@crm/shared/contracts/workflow';

/** The paging, type and keyword of the `/taskManager` lists. */
export interface ListQuery {
  page: number;
  size: number;
  processType?: ProcessType | undefined;
  keyword?: string | undefined;
}
