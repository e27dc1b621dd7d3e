import { Form, Space, Typography } from 'antd';
import { useState } from 'react';
import { seesTaskOwner, useCurrentUser, useTranslation } from '@/src/plugin-api';
import { taskButtons } from './access';
import { completeTask, deleteTask, updateTask } from './api';
import { borderOf, classify } from './classify';
import { notifySuccess, notifyTaskError } from './notices';
import { TaskActions } from './TaskActions';
import { TaskFields, type TaskFormValues } from './TaskEditForm';
import { parseTaskTime } from './task-time';
import { TASK_TIME_FORMAT, type Task } from './types';

interface Props {
  task: Task;
  /** Bell items have a 2 px border, the others 1 px (spec 000 section 2.5). */
  inBell?: boolean;
  /** After a change the list reloads: a task's class and filter may have changed. */
  onChanged: () => void;
}

export function TaskItem({ task, inBell = false, onChanged }: Props) {
  const { t } = useTranslation('tasks');
  const { t: shell } = useTranslation();
  const user = useCurrentUser();
  const [editing, setEditing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<TaskFormValues>();
  if (!user) return null;
  const state = task.state ?? classify(task);

  const run = async (action: () => Promise<unknown>, done: 'updated' | 'deleted') => {
    setBusy(true);
    try {
      await action();
      notifySuccess(shell, done);
      setEditing(false);
      onChanged();
    } catch (error) {
      notifyTaskError(error, shell);
    } finally {
      setBusy(false);
    }
  };

  const save = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values?.notification_at) return;
    await run(
      () => updateTask(task, values.text, values.notification_at!.format(TASK_TIME_FORMAT)),
      'updated',
    );
  };

  return (
    <div
      data-testid={`task-${task.id}`}
      data-state={state}
      style={{ border: borderOf(state, inBell), borderRadius: 6, padding: 8, marginBottom: 8 }}
    >
      {editing ? (
        <TaskFields
          form={form}
          initial={{ text: task.text, notification_at: parseTaskTime(task.notification_at) }}
        />
      ) : (
        <>
          <Typography.Paragraph style={{ marginBottom: 4, whiteSpace: 'pre-wrap' }}>
            {task.text}
          </Typography.Paragraph>
          <Space size="small" wrap>
            <Typography.Text strong>{task.notification_at}</Typography.Text>
            <Typography.Text type="secondary">{t(`state.${state}`)}</Typography.Text>
            {task.contact && (
              <Typography.Text>
                {task.contact.full_name} {task.contact.phone}
              </Typography.Text>
            )}
            {seesTaskOwner(user) && task.user && (
              <Typography.Text type="secondary">
                {task.user.full_name} ({task.user.extension_username})
              </Typography.Text>
            )}
          </Space>
        </>
      )}
      <TaskActions
        task={task}
        buttons={taskButtons(user, task)}
        editing={editing}
        busy={busy}
        onComplete={() => void run(() => completeTask(task.id), 'updated')}
        onUpdate={() => (editing ? void save() : setEditing(true))}
        onDelete={() => void run(() => deleteTask(task.id), 'deleted')}
      />
    </div>
  );
}
