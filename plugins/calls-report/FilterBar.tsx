// The report's filter bar: applied with the search button (or Enter).
import { Button, DatePicker, Form, Input, Select, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useApiQuery, useTranslation, useUserProjects } from '@/src/plugin-api';
import { CALL_TYPES, NO_FILTERS, typeLabel, type Filters } from './filters';
import type { StatusChoice } from './types';

interface Props {
  filters: Filters;
  statuses: StatusChoice[];
  /** Whether the operators may be listed for this user (GET /user/get_operators needs contact.show). */
  operators: boolean;
  onApply: (filters: Filters) => void;
}

type FormValues = Omit<Filters, 'date_from' | 'date_to'> & { dates?: [Dayjs | null, Dayjs | null] | null };

const DAY = 'YYYY-MM-DD';
const YES_NO = ['true', 'false'] as const;

export function FilterBar({ filters, statuses, operators, onApply }: Props) {
  const { t } = useTranslation('calls-report');
  const projects = useUserProjects<{ project_id: number; title: string }>().data;
  const people = useApiQuery<{ id: number; full_name: string }[]>('/user/get_operators', undefined, {
    enabled: operators,
  }).data;
  const many = {
    mode: 'multiple' as const,
    allowClear: true,
    optionFilterProp: 'label',
    style: { minWidth: 160 },
  };
  const { date_from, date_to, ...rest } = filters;
  const initial: FormValues = {
    ...rest,
    dates:
      date_from || date_to ? [date_from ? dayjs(date_from) : null, date_to ? dayjs(date_to) : null] : null,
  };
  const apply = ({ dates, phone, ...values }: FormValues) =>
    onApply({
      ...NO_FILTERS,
      ...values,
      phone: phone?.trim() || undefined,
      date_from: dates?.[0]?.format(DAY),
      date_to: dates?.[1]?.format(DAY),
    });
  return (
    <Form
      key={JSON.stringify(filters)}
      layout="inline"
      initialValues={initial}
      onFinish={apply}
      style={{ marginBottom: 16, rowGap: 8 }}
      data-testid="calls-report-filters"
    >
      <Form.Item name="dates" label={t('filters.dates')}>
        <DatePicker.RangePicker format="DD-MM-YYYY" />
      </Form.Item>
      <Form.Item name="campaign_id" label={t('filters.campaign')}>
        <Select
          {...many}
          options={(projects?.items ?? []).map((p) => ({ value: p.project_id, label: p.title }))}
        />
      </Form.Item>
      {operators && (
        <Form.Item name="operator_id" label={t('filters.operator')}>
          <Select {...many} options={(people ?? []).map((o) => ({ value: o.id, label: o.full_name }))} />
        </Form.Item>
      )}
      <Form.Item name="status" label={t('filters.status')}>
        <Select
          {...many}
          options={statuses.map((s) => ({ value: s.code, label: s.label }))}
          data-testid="calls-report-status-filter"
        />
      </Form.Item>
      <Form.Item name="context" label={t('filters.context')}>
        <Select
          allowClear
          style={{ minWidth: 120 }}
          options={(['outbound', 'inbound'] as const).map((c) => ({ value: c, label: t(`contexts.${c}`) }))}
        />
      </Form.Item>
      <Form.Item name="call_type" label={t('filters.type')}>
        <Select {...many} options={CALL_TYPES.map((c) => ({ value: c, label: typeLabel(t, c) }))} />
      </Form.Item>
      <Form.Item name="phone" label={t('filters.phone')}>
        <Input allowClear data-testid="calls-report-phone" />
      </Form.Item>
      <Form.Item name="has_recording" label={t('filters.recording')}>
        <Select
          allowClear
          style={{ minWidth: 90 }}
          options={YES_NO.map((v) => ({ value: v, label: t(v) }))}
        />
      </Form.Item>
      <Space>
        <Button type="primary" htmlType="submit" data-testid="calls-report-apply">
          {t('filters.apply')}
        </Button>
        <Button onClick={() => onApply(NO_FILTERS)}>{t('filters.reset')}</Button>
      </Space>
    </Form>
  );
}
