import { Form, Input, type FormInstance } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from '@/src/plugin-api';
import { TaskTimePicker } from './TaskTimePicker';

export interface TaskFormValues {
  text: string;
  notification_at: Dayjs | null;
}

/** The two required task fields (spec 000 section 5), for creating and for editing a task. */
export function TaskFields({
  form,
  initial,
}: {
  form: FormInstance<TaskFormValues>;
  initial?: TaskFormValues;
}) {
  const { t } = useTranslation('tasks');
  const required = [{ required: true, message: t('required') }];
  return (
    <Form form={form} layout="vertical" size="small" initialValues={initial} requiredMark={false}>
      <Form.Item name="text" label={t('field.text')} rules={required}>
        <Input.TextArea autoSize={{ minRows: 1, maxRows: 4 }} />
      </Form.Item>
      <Form.Item name="notification_at" label={t('field.notification_at')} rules={required}>
        <TaskTimePicker />
      </Form.Item>
    </Form>
  );
}
