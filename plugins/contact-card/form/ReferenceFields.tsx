import { Form, Select } from 'antd';
import { useTranslation } from '@/src/plugin-api';
import type { ContactStatus, Operator } from '../types';
import { useRules } from './rules';
import { statusOptions } from './status-options';

interface StatusFieldProps {
  statuses: readonly ContactStatus[];
  current: ContactStatus | null;
  disabled: boolean;
}

/** Spec 000 sections 4.1 and 5: required; the current status stays visible even when the list lacks it. */
export function StatusField({ statuses, current, disabled }: StatusFieldProps) {
  const { t } = useTranslation('contact-card');
  const rules = useRules();
  const label = t('fields.status');
  return (
    <Form.Item name="status" label={label} rules={[rules.required(label)]}>
      {/* Explicit, so that holding contact.statusChange alone still enables it inside a read-only form. */}
      <Select options={statusOptions(statuses, current)} disabled={disabled} data-testid="status-select" />
    </Form.Item>
  );
}

/** Shown only to non-operators holding contact.operatorChange, and then required (spec 000 section 5). */
export function OperatorField({
  operators,
  current,
}: {
  operators: readonly Operator[];
  current: Operator | null;
}) {
  const { t } = useTranslation('contact-card');
  const rules = useRules();
  const label = t('fields.user');
  const options = operators.map((o) => ({ value: o.id, label: o.full_name }));
  if (current && !operators.some((o) => o.id === current.id))
    options.unshift({ value: current.id, label: current.full_name });
  return (
    <Form.Item name="user" label={label} rules={[rules.required(label)]}>
      <Select showSearch optionFilterProp="label" options={options} data-testid="operator-select" />
    </Form.Item>
  );
}
