// A task as the API answers it (docs/contracts.md, "The task").
export type TaskState = 'called' | 'active' | 'completed' | 'overdue';

export interface Task {
  id: number;
  text: string;
  /** DD-MM-YYYY HH:mm, server time. */
  notification_at: string;
  overdue: boolean;
  state?: TaskState;
  success: boolean;
  call_count: number;
  auto_call: boolean;
  contact: {
    id: number;
    full_name: string | null;
    phone: string | null;
    campaign?: { id: number; title: string } | null;
  } | null;
  user: { id: number; full_name: string | null; extension_username: string | null } | null;
}

/** The bell's filters (spec 000 section 3), in the order they are offered. */
export const TASK_TYPES = ['active', 'overdue', 'called', 'completed', 'all', 'absent', 'auto'] as const;
export type TaskType = (typeof TASK_TYPES)[number];

export interface BellPage {
  items: Task[];
  current: number;
  numItemsPerPage: number;
  totalCount: number;
  /** How many of the caller's tasks each filter holds, and `due`: not completed, due by the end of today. */
  counts?: Record<TaskType | 'due', number>;
}

export const TASK_TIME_FORMAT = 'DD-MM-YYYY HH:mm';
