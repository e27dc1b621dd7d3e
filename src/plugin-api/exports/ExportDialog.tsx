// The column chooser of one export: the columns GET /export/fields/{type} offers, all ticked at first; the
// chosen ones and the screen's filters go to POST /export/{type} as JSON (the filters are one object in the
// list endpoint's own query format). None ticked sends nothing and says so under the list, as the server
// would; the server's own refusal shows in the dialog.
import { Alert, Button, Checkbox, Form, Modal, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExportItem, ExportType } from '@/src/contracts';
import type { ApiError } from '@/providers/http-client';
import { notify } from '../api';
import { useApiMutation, useApiQuery } from '../data-hooks';
import { listFilters } from './list-filters';
import { EXPORT_NS } from './texts';

/** The export list of the top bar's panel, asked again once an export starts. */
export const EXPORT_QUEUE_URL = '/call/getQueueDownload';

interface Props {
  type: ExportType;
  filters: Record<string, unknown>;
  onClose: () => void;
}

interface Field {
  key: string;
  label: string;
}

const fieldError = (error: ApiError) => {
  const value = error.errors?.fields;
  return Array.isArray(value) ? value[0] : value;
};

export function ExportDialog({ type, filters, onClose }: Props) {
  const { t } = useTranslation(EXPORT_NS);
  const [form] = Form.useForm<{ fields: string[] }>();
  const [problem, setProblem] = useState<string | null>(null);
  const offered = useApiQuery<{ fields: Field[] }>(`/export/fields/${type}`);
  const fields = offered.data?.fields ?? [];
  const { send, isPending } = useApiMutation();

  const start = async ({ fields: chosen }: { fields: string[] }) => {
    setProblem(null);
    try {
      await send<ExportItem>(
        'post',
        `/export/${type}`,
        { filters: listFilters(filters), fields: chosen },
        { json: true, invalidates: [EXPORT_QUEUE_URL] },
      );
      void notify({ type: 'success', message: t('started'), description: t('startedHint') });
      onClose();
    } catch (error) {
      const onField = fieldError(error as ApiError);
      if (onField) form.setFields([{ name: 'fields', errors: [onField] }]);
      else setProblem((error as Error).message || t('failed'));
    }
  };

  const setAll = (on: boolean) => form.setFieldsValue({ fields: on ? fields.map((f) => f.key) : [] });

  return (
    <Modal
      open
      title={t('title', { type: t(`types.${type}`) })}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
      data-testid="export-dialog"
    >
      {offered.error && <Alert type="error" showIcon message={t('fieldsFailed')} />}
      {problem && <Alert type="error" showIcon message={t('failed')} description={problem} />}
      {offered.data && (
        <Form
          form={form}
          layout="vertical"
          initialValues={{ fields: fields.map((f) => f.key) }}
          onFinish={(values) => void start(values)}
        >
          <Space style={{ marginBottom: 8 }}>
            <Button size="small" onClick={() => setAll(true)}>
              {t('all')}
            </Button>
            <Button size="small" onClick={() => setAll(false)}>
              {t('none')}
            </Button>
          </Space>
          <Form.Item
            name="fields"
            label={t('fields')}
            rules={[{ type: 'array', min: 1, message: t('noFields') }]}
            data-field="fields"
          >
            <Checkbox.Group
              options={fields.map((f) => ({ value: f.key, label: f.label }))}
              style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 4 }}
            />
          </Form.Item>
          <Space>
            <Button type="primary" htmlType="submit" loading={isPending} data-testid="export-start">
              {t('start')}
            </Button>
            <Button onClick={onClose}>{t('cancel')}</Button>
          </Space>
        </Form>
      )}
    </Modal>
  );
}
