// The filter bar: applied with the search button (or Enter), which writes the filters to the address.
import { Button, DatePicker, Form, Input, Select, Space, type FormInstance } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from '@/src/plugin-api';
import { formValues, fromForm, type FilterForm } from './filter-form';
import type { Filters } from './filters';
import { useOperators, useProjects, useStatuses } from './use-lookups';

interface Props {
  filters: Filters;
  onApply: (filters: Filters) => void;
  /** Whether the operators may be listed for this user. */
  operators: boolean;
}

const EMPTY: Filters = { campaign_id: [], status_id: [], user_id: [] };

const showInForm = (form: FormInstance<FilterForm>, filters: Filters) =>
  form.setFields(
    Object.entries(formValues(filters)).map(([name, value]) => ({ name: name as keyof FilterForm, value })),
  );

export function FilterBar({ filters, onApply, operators }: Props) {
  const { t } = useTranslation('contact-list');
  const [form] = Form.useForm<FilterForm>();
  const projectIds = Form.useWatch('campaign_id', form) ?? filters.campaign_id;
  const options = {
    projects: useProjects().map((p) => ({ value: p.id, label: p.title })),
    statuses: useStatuses(projectIds).map((s) => ({ value: s.id, label: s.title })),
    operators: useOperators(operators).map((o) => ({ value: o.id, label: o.full_name })),
  };
  // The controls show the address's filters (one object per address): after the back button or a shared
  // link. The form keeps its own store across renders, so each control is set, the emptied ones too.
  useEffect(() => showInForm(form, filters), [form, filters]);
  // Reset empties every control, also when the address had no filters (nothing would change it then).
  const reset = () => {
    showInForm(form, EMPTY);
    onApply(EMPTY);
  };
  const many = {
    mode: 'multiple' as const,
    allowClear: true,
    optionFilterProp: 'label',
    style: { minWidth: 180 },
  };

  return (
    <Form
      form={form}
      layout="inline"
      initialValues={formValues(filters)}
      onFinish={(values) => onApply(fromForm(values))}
      style={{ marginBottom: 16, rowGap: 8 }}
      data-testid="contact-list-filters"
    >
      <Form.Item name="campaign_id" label={t('filters.campaign')}>
        <Select {...many} options={options.projects} />
      </Form.Item>
      <Form.Item name="status_id" label={t('filters.status')}>
        <Select {...many} options={options.statuses} />
      </Form.Item>
      {operators && (
        <Form.Item name="user_id" label={t('filters.user')}>
          <Select {...many} options={options.operators} />
        </Form.Item>
      )}
      <Form.Item name="phone" label={t('filters.phone')}>
        <Input allowClear />
      </Form.Item>
      <Form.Item name="full_name" label={t('filters.full_name')}>
        <Input allowClear />
      </Form.Item>
      <Form.Item name="has_recall_task" label={t('filters.has_recall_task')}>
        <Select
          allowClear
          style={{ minWidth: 90 }}
          options={[
            { value: 'true', label: t('yes') },
            { value: 'false', label: t('no') },
          ]}
        />
      </Form.Item>
      <Form.Item name="created" label={t('filters.created')}>
        <DatePicker.RangePicker format="DD-MM-YYYY" />
      </Form.Item>
      <Space>
        <Button type="primary" htmlType="submit">
          {t('filters.apply')}
        </Button>
        <Button onClick={reset}>{t('filters.reset')}</Button>
      </Space>
    </Form>
  );
}
