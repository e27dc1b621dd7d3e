import { Empty, Spin } from 'antd';
import { can, useApiQuery, type SlotItemProps } from '@/src/plugin-api';
import { contactTasksQuery, TASK_LIST_URL } from './api';
import { CreateTaskForm } from './CreateTaskForm';
import { TaskItem } from './TaskItem';
import { useCardSaved } from './use-card-saved';
import type { Task } from './types';
import './texts';

/** The card's tasks tab: every user's tasks of the contact, and a new one with contact.taskCreate. */
export default function ContactTasksTab({ ctx }: SlotItemProps<'contactCard.tabs'>) {
  const list = useApiQuery<{ items: Task[] }>(TASK_LIST_URL, contactTasksQuery(ctx.contactId));
  const reload = list.refetch;
  useCardSaved((contactId) => contactId === ctx.contactId && reload());
  // A refused or failed read shows no tasks rather than breaking the card.
  const tasks = list.isLoading ? null : list.error ? [] : (list.data?.items ?? []);

  return (
    <div data-testid="contact-tasks">
      {can(ctx.user, 'contact.taskCreate') && <CreateTaskForm contactId={ctx.contactId} onCreated={reload} />}
      {tasks === null ? (
        <Spin />
      ) : tasks.length ? (
        tasks.map((task) => <TaskItem key={task.id} task={task} onChanged={reload} />)
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />
      )}
    </div>
  );
}
