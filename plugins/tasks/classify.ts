// Spec 000 section 4.2: the class decides the item's colour. The server sends it as `state`; a reply
// without it (an older server, a notification route) is classified from its fields, in the spec's order.
import type { Task, TaskState } from './types';

export function classify(task: Pick<Task, 'success' | 'call_count' | 'overdue' | 'auto_call'>): TaskState {
  if (!task.success && task.call_count > 0) return 'called';
  if (!task.overdue && !task.success) return 'active';
  if (task.success) return 'completed';
  return task.overdue && !task.auto_call ? 'overdue' : 'active';
}

export const STATE_COLOUR: Record<TaskState, string> = {
  called: 'orange',
  active: 'black',
  completed: 'green',
  overdue: 'red',
};

/** Bell items stand out with a 2 px border (spec 000 section 2.5). */
export const borderOf = (state: TaskState, inBell: boolean) =>
  `${inBell ? 2 : 1}px solid ${STATE_COLOUR[state]}`;
