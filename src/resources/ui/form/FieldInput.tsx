// One form item per field, by type: its control, label, help text and rules.
import { DatePicker, Form, Input, InputNumber, Select, Switch, TimePicker } from 'antd';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyOnce } from '@/src/plugin-api/lazy-cache';
import type { FieldDeclaration } from '../../define';
import { CRUD_NS } from '../texts';
import { useText } from '../use-text';
import { ReferenceSelect } from '../view/ReferenceSelect';
import { selectOptions } from '../view/select-options';
import { FileInput } from './FileInput';
import { HtmlPreview } from './HtmlPreview';
import { KEEPS_STORED, rulesFor, type FormMode } from './rules';
import { TimeZoneSelect } from './TimeZoneSelect';
import { STORED } from './values';
import { FORM_WIDGETS } from './widgets';

const FULL = { width: '100%' };

// Form.Item hands its child value, onChange (checked for switches) and id: passed on to the control.
type Injected = Record<string, unknown>;

function Control({
  field,
  disabled,
  ...injected
}: { field: FieldDeclaration; disabled: boolean } & Injected) {
  const text = useText();
  const common = { disabled, ...injected };
  const widget = field.form?.widget ? FORM_WIDGETS[field.form.widget] : undefined;
  if (widget) {
    const Widget = lazyOnce(widget);
    return (
      <Suspense fallback={null}>
        <Widget field={field} {...common} />
      </Suspense>
    );
  }
  if (field.format === 'timeZone') return <TimeZoneSelect {...common} />;
  switch (field.type) {
    case 'file':
      return <FileInput field={field} {...common} />;
    case 'text':
      return <Input.TextArea {...common} rows={4} />;
    case 'html':
      return <Input.TextArea {...common} rows={8} />;
    case 'json':
      return <Input.TextArea {...common} rows={6} style={{ fontFamily: 'monospace' }} />;
    case 'integer':
    case 'number':
      return (
        <InputNumber
          {...common}
          style={FULL}
          min={field.min}
          max={field.max}
          precision={field.type === 'integer' ? 0 : undefined}
        />
      );
    case 'boolean':
      return <Switch {...common} />;
    case 'enum':
    case 'enumMulti':
    case 'color':
      return (
        <Select
          {...common}
          allowClear={!field.required}
          mode={field.type === 'enumMulti' ? 'multiple' : undefined}
          options={selectOptions(field, text)}
        />
      );
    case 'reference':
    case 'referenceMulti':
      return <ReferenceSelect {...common} field={field} />;
    case 'password':
      return <Input.Password {...common} autoComplete="new-password" />;
    case 'time':
      return <TimePicker {...common} format="HH:mm" style={FULL} />;
    case 'date':
      return <DatePicker {...common} format="DD-MM-YYYY" style={FULL} />;
    case 'datetime':
      return <DatePicker {...common} showTime={{ format: 'HH:mm' }} format="DD-MM-YYYY HH:mm" style={FULL} />;
    case 'phone':
      return <Input {...common} inputMode="tel" />;
    case 'email':
      return <Input {...common} inputMode="email" />;
    default:
      return <Input {...common} />;
  }
}

export function FieldInput({ field, mode }: { field: FieldDeclaration; mode: FormMode }) {
  const text = useText();
  const { t } = useTranslation();
  const label = text(field.label);
  const form = Form.useFormInstance();
  // The stored file's name is no form field: watched with preserve so it shows once the row arrives.
  const stored: unknown = Form.useWatch([STORED, field.name], { form, preserve: true });
  const help =
    field.type === 'password' && mode === 'edit'
      ? t('passwordKeep', { ns: CRUD_NS })
      : [text(field.form?.help), field.type === 'file' && typeof stored === 'string' ? stored : '']
          .filter(Boolean)
          .join(' · ') || undefined;
  return (
    <>
      <Form.Item
        name={field.name}
        label={label}
        extra={help}
        rules={rulesFor(field, label, mode, t)}
        valuePropName={field.type === 'boolean' ? 'checked' : 'value'}
        required={
          field.required && field.type !== 'boolean' && !(KEEPS_STORED.has(field.type) && mode === 'edit')
        }
        data-field={field.name}
      >
        <Control field={field} disabled={Boolean(field.readOnly)} />
      </Form.Item>
      {field.type === 'html' && <HtmlPreview name={field.name} label={label} />}
    </>
  );
}
