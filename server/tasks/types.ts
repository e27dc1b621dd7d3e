// The task filters (spec 000 section 3, "Task filters") as SQL, following the classification of spec 000
// section 4.2 (docs/decisions.md): called first, then completed, then overdue without automatic call;
// everything else not completed is active. `absent`: missed (time passed, never called, not completed);
// `auto`: automatic-call tasks in any state.
import { and, eq, gt, lte, or, type SQL } from 'drizzle-orm';
import { tasks } from './table';

export const TASK_TYPES = ['all', 'active', 'overdue', 'called', 'completed', 'absent', 'auto'] as const;
export type TaskType = (typeof TASK_TYPES)[number];

export function taskTypeWhere(type: TaskType, now: Date): SQL | undefined {
  const open = eq(tasks.success, false);
  const notCalled = eq(tasks.call_count, 0);
  const due = lte(tasks.notification_at, now);
  switch (type) {
    case 'all':
      return undefined;
    case 'called':
      return and(open, gt(tasks.call_count, 0));
    case 'completed':
      return eq(tasks.success, true);
    case 'overdue':
      return and(open, notCalled, due, eq(tasks.auto_call, false));
    case 'active':
      return and(open, notCalled, or(gt(tasks.notification_at, now), eq(tasks.auto_call, true)));
    case 'absent':
      return and(open, notCalled, due);
    case 'auto':
      return eq(tasks.auto_call, true);
  }
}

/** The class a task is shown in (spec 000 section 4.2, in its order). */
export function taskState(
  t: { success: boolean; call_count: number; auto_call: boolean },
  overdue: boolean,
): 'called' | 'active' | 'completed' | 'overdue' {
  if (!t.success && t.call_count > 0) return 'called';
  if (!overdue && !t.success) return 'active';
  if (t.success) return 'completed';
  return overdue && !t.auto_call ? 'overdue' : 'active';
}
