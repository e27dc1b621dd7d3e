// Fixtures of the task plugin's specs (plugins/tasks).
import { fireEvent, screen } from '@testing-library/react';
import tasksPlugin from '@/plugins/tasks';
import { TASK_TYPES, type BellPage, type Task } from '@/plugins/tasks/types';
import { addResourceBundles } from '@/src/i18n';

addResourceBundles(tasksPlugin.i18n!, 'tasks');

export const taskFixture = (id: number, over: Partial<Task> = {}): Task => ({
  id,
  text: `Task ${id}`,
  notification_at: '25-11-2026 10:00',
  overdue: false,
  state: 'active',
  success: false,
  call_count: 0,
  auto_call: false,
  contact: { id: 5, full_name: 'Ivan Petrov', phone: '79001234567', campaign: { id: 2, title: 'Spring' } },
  user: { id: 3, full_name: 'Olga Operator', extension_username: '1003' },
  ...over,
});

export type BellCounts = NonNullable<BellPage['counts']>;

/** A bell page; `counts` default to every task in each filter and due today. */
export const bellPage = (items: Task[], totalCount = items.length, counts?: Partial<BellCounts>) => ({
  items,
  current: 1,
  numItemsPerPage: 10,
  totalCount,
  counts: {
    ...Object.fromEntries([...TASK_TYPES, 'due'].map((type) => [type, totalCount])),
    ...counts,
  } as BellCounts,
});

/** Types a time into the picker whose form label is `label` and commits it. */
export function typeTime(label: string, value: string) {
  const input = screen.getByLabelText(label);
  fireEvent.mouseDown(input);
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value } });
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
}
