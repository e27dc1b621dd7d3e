import { Alert, Button, Form } from 'antd';
import { useState } from 'react';
import { useTranslation } from '@/src/plugin-api';
import { createTask } from './api';
import { notifySuccess, taskErrorText, notifyTaskError } from './notices';
import { TaskFields, type TaskFormValues } from './TaskEditForm';
import { TASK_TIME_FORMAT } from './types';

export function CreateTaskForm({ contactId, onCreated }: { contactId: number; onCreated: () => void }) {
  const { t } = useTranslation('tasks');
  const { t: shell } = useTranslation();
  const [form] = Form.useForm<TaskFormValues>();
  const [busy, setBusy] = useState(false);
  // A refused time stays on screen next to the form, where the user picks another one.
  const [refusal, setRefusal] = useState<string | null>(null);

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values?.notification_at) return;
    setBusy(true);
    setRefusal(null);
    try {
      await createTask(contactId, values.text, values.notification_at.format(TASK_TIME_FORMAT));
      notifySuccess(shell, 'taskAssigned');
      form.resetFields();
      onCreated();
    } catch (error) {
      const text = taskErrorText(error, shell);
      if (text) setRefusal(text);
      else notifyTaskError(error, shell);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div style={{ marginBottom: 12 }} data-testid="task-create">
      <TaskFields form={form} />
      {refusal && <Alert type="error" showIcon message={refusal} style={{ marginBottom: 8 }} />}
      <Button type="primary" size="small" loading={busy} onClick={() => void submit()}>
        {t('field.create')}
      </Button>
    </div>
  );
}
