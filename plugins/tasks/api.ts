// The task routes of spec 001 section 7 (docs/contracts.md). The lists are read with the SDK's useApiQuery
// (the urls and queries are here); the writes go through apiCall, which rejects any non-2xx reply with the
// transport's ApiError, turned into a TaskRequestError by asTaskError.
import { apiCall } from '@/src/plugin-api';
import type { Task, TaskType } from './types';

export class TaskRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code?: string,
    readonly time?: string,
    serverMessage?: string,
  ) {
    super(serverMessage ?? `task request answered ${status}`);
  }
}

/** The 400 body `{ message, code, time }` carried by the shell's ApiError. */
export function asTaskError(error: unknown): TaskRequestError {
  if (error instanceof TaskRequestError) return error;
  const e = error as { status?: number; data?: { code?: unknown; time?: unknown; message?: unknown } };
  const body = e?.data ?? {};
  const str = (v: unknown) => (typeof v === 'string' && v ? v : undefined);
  return new TaskRequestError(e?.status ?? 0, str(body.code), str(body.time), str(body.message));
}

/** GET /task/list/bell: one page of the caller's tasks of one filter. */
export const BELL_URL = '/task/list/bell';
export const bellQuery = (task_type: TaskType, page: number, limit: number) => ({ task_type, page, limit });

/** GET /task/list: every user's tasks of a contact. */
export const TASK_LIST_URL = '/task/list';
export const contactTasksQuery = (contactId: number) => ({ contact_id: contactId, type: 'all' });

export const listDueNow = async () =>
  (await apiCall<{ items: Task[] }>('get', TASK_LIST_URL, { now: true })).items;

export const completeTask = (id: number) => apiCall<Task>('post', `/task/success/${id}`);

export const deleteTask = async (id: number) => {
  await apiCall<null>('delete', `/task/delete/${id}`);
};

export const updateTask = (task: Task, text: string, notification_at: string) =>
  apiCall<Task>('put', `/task/update/${task.id}`, {
    text,
    notification_at,
    auto_call: task.auto_call,
    success: task.success,
    user: task.user?.id,
  });

export const createTask = (contactId: number, text: string, notification_at: string) =>
  apiCall<Task>('post', '/task/create', { text, notification_at, contact: contactId });
