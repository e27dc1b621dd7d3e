import { Button, Form, Input, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from '@/src/plugin-api';

interface NoteTextFormProps {
  /** Unique on the page: it prefixes the field's DOM id. */
  name: string;
  initial?: string;
  placeholder?: string;
  submitLabel: string;
  /** Resolves to whether the text was taken; a refused one stays in the box to retry. */
  onSubmit: (text: string) => Promise<boolean>;
  onCancel?: () => void;
  /** The create box empties after a taken note; an edited note's form simply closes. */
  clearAfter?: boolean;
}

/** The text box of a new note and of a note being edited: the text is required (spec 000 section 5). */
export function NoteTextForm({
  name,
  initial = '',
  placeholder,
  submitLabel,
  onSubmit,
  onCancel,
  clearAfter,
}: NoteTextFormProps) {
  const { t } = useTranslation('notes');
  const { t: shell } = useTranslation();
  const [form] = Form.useForm<{ text: string }>();
  const [busy, setBusy] = useState(false);

  const submit = async ({ text }: { text: string }) => {
    setBusy(true);
    const taken = await onSubmit(text);
    if (taken && clearAfter) form.resetFields();
    // A taken edit closes its form, which then no longer exists to be un-busied.
    if (!taken || clearAfter) setBusy(false);
  };

  return (
    <Form name={name} form={form} initialValues={{ text: initial }} onFinish={submit}>
      <Form.Item
        name="text"
        rules={[
          { required: true, whitespace: true, message: shell('validation.required', { field: t('text') }) },
        ]}
      >
        <Input.TextArea
          autoSize={{ minRows: 2, maxRows: 10 }}
          placeholder={placeholder}
          aria-label={t('text')}
        />
      </Form.Item>
      <Space>
        <Button type="primary" htmlType="submit" loading={busy}>
          {submitLabel}
        </Button>
        {onCancel && <Button onClick={onCancel}>{t('cancel')}</Button>}
      </Space>
    </Form>
  );
}
