// Blacklist → Import (blackList.import): a CSV or XLSX file of phones sent as multipart to
// POST /api/black_list/import; the answer's counters are shown, the server's refusals of the file
// (400 or 413 `errors.file`: type, size, damaged, past a reader's cap, none) under the field.
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useCustomMutation, type HttpError } from '@refinedev/core';
import { Alert, Button, Card, Form, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCrudNotifications } from '@/src/resources/ui/notifications';
import { listPath } from '@/src/resources/ui/routes';
import blackList from './resource';
import { IMPORT_NS } from './import-texts';
import { ImportResult, type ImportCounters } from './ImportResult';
import { PhoneFileInput } from './PhoneFileInput';

const firstError = (error: HttpError, field: string) => {
  const value = error.errors?.[field];
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' ? first : undefined;
};

export default function BlackListImportPage() {
  const { t } = useTranslation(IMPORT_NS);
  const { t: tMain } = useTranslation();
  const [form] = Form.useForm<{ file?: File }>();
  const [counters, setCounters] = useState<ImportCounters>();
  const notifications = useCrudNotifications();
  const { mutate, mutation } = useCustomMutation<ImportCounters>();

  const send = ({ file }: { file?: File }) => {
    if (!file) return;
    const body = new FormData();
    body.append('file', file);
    setCounters(undefined);
    mutate(
      {
        url: '/black_list/import',
        method: 'post',
        values: body,
        successNotification: false,
        // A refused file is said under the field; anything else as a notice.
        errorNotification: (error) =>
          error && firstError(error, 'file') ? false : notifications.failed(error),
      },
      {
        onSuccess: ({ data }) => setCounters(data),
        onError: (error) => {
          const message = firstError(error, 'file');
          if (message) form.setFields([{ name: 'file', errors: [message] }]);
        },
      },
    );
  };

  return (
    <Card
      title={t('title')}
      data-testid="blacklist-import"
      extra={
        <Link to={listPath(blackList)}>
          <ArrowLeftOutlined /> {t('back')}
        </Link>
      }
    >
      <Space direction="vertical" size="large" style={{ width: '100%' }}>
        <Alert type="info" showIcon message={t('hint')} />
        <Form form={form} layout="vertical" onFinish={send}>
          <Form.Item
            name="file"
            label={t('file')}
            rules={[{ required: true, message: tMain('selectFile') }]}
            data-field="file"
          >
            <PhoneFileInput />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={mutation.isPending} data-testid="import-submit">
            {t('submit')}
          </Button>
        </Form>
        {counters && <ImportResult counters={counters} />}
      </Space>
    </Card>
  );
}
