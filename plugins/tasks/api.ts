// The task routes of spec 001 section 7 (docs/contracts.md). The transport throws on a 400/403 and lets
// 404 and 500 through as a status, so both arrive here as a thrown TaskRequestError.
import { apiRequest } from '@/src/plugin-api';
import type { BellPage, Task, TaskType } from './types';

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

const ok = <T>({ status, data }: { status: number; data: T }): T => {
  if (status >= 200 && status < 300) return data;
  throw new TaskRequestError(status);
};

/** The 400 body `{ message, code, time }` carried by the shell's ApiError. */
export function asTaskError(error: unknown): TaskRequestError {
  if (error instanceof TaskRequestError) return error;
  const e = error as { status?: number; data?: { code?: unknown; time?: unknown; message?: unknown } };
  const body = e?.data ?? {};
  const str = (v: unknown) => (typeof v === 'string' && v ? v : undefined);
  return new TaskRequestError(e?.status ?? 0, str(body.code), str(body.time), str(body.message));
}

export const listBell = async (task_type: TaskType, page: number, limit: number) =>
  ok(await apiRequest<BellPage>('get', '/task/list/bell', { task_type, page, limit }));

export const listContactTasks = async (contactId: number) =>
  ok(await apiRequest<{ items: Task[] }>('get', '/task/list', { contact_id: contactId, type: 'all' })).items;

export const listDueNow = async () =>
  ok(await apiRequest<{ items: Task[] }>('get', '/task/list', { now: true })).items;

export const completeTask = async (id: number) => ok(await apiRequest<Task>('post', `/task/success/${id}`));

export const deleteTask = async (id: number) => {
  ok(await apiRequest<null>('delete', `/task/delete/${id}`));
};

export const updateTask = async (task: Task, text: string, notification_at: string) =>
  ok(
    await apiRequest<Task>('put', `/task/update/${task.id}`, {
      text,
      notification_at,
      auto_call: task.auto_call,
      success: task.success,
      user: task.user?.id,
    }),
  );

export const createTask = async (contactId: number, text: string, notification_at: string) =>
  ok(await apiRequest<Task>('post', '/task/create', { text, notification_at, contact: contactId }));
