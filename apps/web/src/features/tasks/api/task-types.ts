import type { TASK_LABELS, TASK_TABS, TASK_TYPES } from '@crm/shared/contracts/visit-schemas';

export type { Task, TaskLog } from '@crm/shared/contracts/tasks';
export type TaskTab = (typeof TASK_TABS)[number];
export type TaskLabel = (typeof TASK_LABELS)[number];
export type TaskType = (typeof TASK_TYPES)[number];
export type TaskScope = 'mine' | 'created' | 'team';
