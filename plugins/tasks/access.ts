// Which buttons a task item shows (spec 001 section 6, "Task item").
import type { CurrentUser, PermissionKey } from '@/src/plugin-api';
import type { Task } from './types';

export const holds = (user: CurrentUser, key: PermissionKey) =>
  user.role === 'ROLE_ADMIN' || user.permissions.includes(key);

export interface TaskButtons {
  complete: boolean;
  update: boolean;
  delete: boolean;
  open: boolean;
  call: boolean;
}

export function taskButtons(user: CurrentUser, task: Task): TaskButtons {
  // An operator sees another user's task without edit buttons; the server refuses such changes anyway.
  const mine = user.role !== 'ROLE_OPERATOR' || task.user?.id === user.id;
  const open = !task.success;
  return {
    complete: mine && open && holds(user, 'contact.taskUpdate') && holds(user, 'contact.taskComplete'),
    update: mine && open && holds(user, 'contact.taskUpdate'),
    delete:
      mine &&
      holds(user, 'contact.taskDelete') &&
      (!task.overdue || holds(user, 'contact.taskDeleteOverdue')),
    open: Boolean(task.contact) && holds(user, 'contact.show'),
    call: holds(user, 'global.call'),
  };
}
