import { DatePicker, Form, Input, Select } from 'antd';
import type { FormRule } from 'antd';
import type { CardLabel } from '../types';
import { useRules } from './rules';
import { DATE_FORMAT, DATETIME_FORMAT } from './values';

/** One field of the project's card template, by its value_type (spec 000 sections 3 and 5). */
export function DynamicField({ label }: { label: CardLabel }) {
  const rules = useRules();
  const list: FormRule[] = [];
  if (label.required_value) list.push(rules.required(label.value));
  if (label.value_type === 'number') list.push(rules.numeric(label.value));
  if (label.value_type === 'url') list.push(rules.url(label.value));
  return (
    <Form.Item name={['dynamic_data', String(label.id)]} label={label.value} rules={list}>
      {control(label)}
    </Form.Item>
  );
}

function control(label: CardLabel) {
  const options = label.options.map((o) => ({ value: o.id, label: o.name }));
  switch (label.value_type) {
    case 'number':
      // A string keeps what was typed ("1,5") for the numeric rule to judge, as the server does.
      return <Input inputMode="decimal" />;
    case 'url':
      return <Input type="url" />;
    case 'list':
      return <Select allowClear options={options} />;
    case 'multiple_list':
      return <Select mode="multiple" allowClear options={options} />;
    case 'date':
      return <DatePicker format={DATE_FORMAT} style={{ width: '100%' }} />;
    case 'datetime':
      return <DatePicker showTime format={DATETIME_FORMAT} style={{ width: '100%' }} />;
    default:
      return <Input />;
  }
}
