import { UploadOutlined } from '@ant-design/icons';
import { Button, Form, Input, Upload, type UploadFile } from 'antd';
import { useState } from 'react';
import { useTranslation } from '@/src/plugin-api';
import type { Draft, MessageType } from './types';
import type { Refusal } from './use-messages';

interface MessageFormProps {
  type: MessageType;
  /** The project's templates; the form returns to them after each message. */
  initial: { text: string; email_subject?: string };
  onSend: (draft: Draft) => Promise<Refusal | null>;
}

type Values = { text: string; email_subject?: string };

/** Spec 000 section 5: the e-mail subject, the e-mail text and the SMS text are required. */
export function MessageForm({ type, initial, onSend }: MessageFormProps) {
  const { t } = useTranslation('messages');
  const { t: shell } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [files, setFiles] = useState<UploadFile[]>([]);
  const [busy, setBusy] = useState(false);
  const email = type === 'TYPE_EMAIL';
  const required = (label: string) => [
    { required: true, whitespace: true, message: shell('validation.required', { field: label }) },
  ];

  const submit = async (values: Values) => {
    setBusy(true);
    const attachment = files[0]?.originFileObj;
    const refusal = await onSend({ ...values, attachment });
    setBusy(false);
    if (!refusal) {
      form.resetFields();
      setFiles([]);
      return;
    }
    // The server's field messages go under the fields it named.
    const fields = (['text', 'email_subject'] as const).filter((name) => refusal.errors?.[name]);
    form.setFields(fields.map((name) => ({ name, errors: [refusal.errors![name]].flat() })));
  };

  return (
    <Form name={`message-${type}`} form={form} layout="vertical" initialValues={initial} onFinish={submit}>
      {email && (
        <Form.Item name="email_subject" label={t('subject')} rules={required(t('subject'))}>
          <Input maxLength={255} />
        </Form.Item>
      )}
      <Form.Item
        name="text"
        label={email ? t('emailText') : t('smsText')}
        rules={required(email ? t('emailText') : t('smsText'))}
      >
        <Input.TextArea autoSize={{ minRows: 3, maxRows: 12 }} />
      </Form.Item>
      {email && (
        <Form.Item>
          <Upload
            fileList={files}
            maxCount={1}
            // Kept in the browser until Send: the upload happens with the message (use-messages.ts).
            beforeUpload={() => false}
            onChange={({ fileList }) => setFiles(fileList.slice(-1))}
          >
            <Button icon={<UploadOutlined />}>{t('attach')}</Button>
          </Upload>
        </Form.Item>
      )}
      <Button type="primary" htmlType="submit" loading={busy}>
        {t('send')}
      </Button>
    </Form>
  );
}
