import type { TASK_LABELS, TASK_TABS, TASK_TYPES } from '@crm/shared/visit-schemas';

export type TaskTab = (typeof TASK_TABS)[number];
export type TaskLabel = (typeof TASK_LABELS)[number];
export type TaskType = (typeof TASK_TYPES)[number];
export type TaskScope = 'mine' | 'created' | 'team';

interface Person {
  id: number;
  firstName: string;
  nameEn: string | null;
}

/** A task as the task calls answer it. */
export interface Task {
  id: number;
  type: TaskType;
  title: string;
  description: string | null;
  status: 'todo' | 'completed' | 'closed';
  important: boolean;
  /** To do and due before today in the tenant's zone. */
  expired: boolean;
  dueAt: string;
  completedAt: string | null;
  closedAt: string | null;
  createdAt: string;
  doctor: { id: number; name: string; nameEn: string | null; hospital: string; hospitalEn: string | null } | null;
  assignee: Person;
  creator: Person;
}

export interface TaskLog {
  id: number;
  action: 'create' | 'update' | 'complete' | 'reopen' | 'close' | 'transfer' | 'remind';
  detail: Record<string, unknown> | null;
  actor: Person | null;
  createdAt: string;
}
