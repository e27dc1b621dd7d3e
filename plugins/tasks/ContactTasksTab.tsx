import { Empty, Spin } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { can, type SlotItemProps } from '@/src/plugin-api';
import { listContactTasks } from './api';
import { CreateTaskForm } from './CreateTaskForm';
import { TaskItem } from './TaskItem';
import { useCardSaved } from './use-card-saved';
import type { Task } from './types';
import './texts';

/** The card's tasks tab: every user's tasks of the contact, and a new one with contact.taskCreate. */
export default function ContactTasksTab({ ctx }: SlotItemProps<'contactCard.tabs'>) {
  const [tasks, setTasks] = useState<Task[] | null>(null);
  const [version, setVersion] = useState(0);
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  useCardSaved((contactId) => contactId === ctx.contactId && reload());

  useEffect(() => {
    let current = true;
    listContactTasks(ctx.contactId)
      .then((items) => current && setTasks(items))
      .catch(() => current && setTasks([]));
    return () => {
      current = false;
    };
  }, [ctx.contactId, version]);

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
