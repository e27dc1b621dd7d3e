// Which buttons a task item shows (spec 001 section 6, "Task item"): keys read with `can`, the owner and
// overdue rules are the plugin API's named rules (the server refuses by the same).
import { can, mayChangeItemOf, mayDeleteTask, type CurrentUser } from '@/src/plugin-api';
import type { Task } from './types';

export interface TaskButtons {
  complete: boolean;
  update: boolean;
  delete: boolean;
  open: boolean;
  call: boolean;
}

export function taskButtons(user: CurrentUser, task: Task): TaskButtons {
  // An operator sees another user's task without edit buttons; the server refuses such changes anyway.
  const mine = mayChangeItemOf(user, task.user?.id);
  const open = !task.success;
  return {
    complete: mine && open && can(user, ['contact.taskUpdate', 'contact.taskComplete']),
    update: mine && open && can(user, 'contact.taskUpdate'),
    delete: mine && mayDeleteTask(user, task.overdue),
    open: Boolean(task.contact) && can(user, 'contact.show'),
    call: can(user, 'global.call'),
  };
}
