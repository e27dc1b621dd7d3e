// The `kpiOptions` form widget (form.widget of a KPI target's `options`): the chosen metric's parameters as
// form fields (options.ts), never raw JSON. The form holds the options' JSON text, as for any json field.
import { Form, InputNumber, Space, Typography } from 'antd';
import type { WidgetProps } from '../ui/form/widgets';
import { useText } from '../ui/use-text';
import { KPI_OPTION_FIELDS, KPI_OPTION_TEXTS, readOptions, writeOptions } from './options';

export default function KpiOptionsWidget({ value, onChange, id, disabled }: WidgetProps) {
  const text = useText();
  const kpiType: unknown = Form.useWatch('kpi_type');
  const fields = KPI_OPTION_FIELDS[kpiType as keyof typeof KPI_OPTION_FIELDS] ?? [];
  const options = readOptions(value);
  if (!fields.length)
    return (
      <Typography.Text type="secondary" id={id} data-testid="kpi-options">
        {text(KPI_OPTION_TEXTS.none)}
      </Typography.Text>
    );
  return (
    <Space direction="vertical" id={id} data-testid="kpi-options">
      {fields.map((f) => (
        <div key={f.name}>
          <Typography.Text>{text(f.label)}</Typography.Text>
          <InputNumber
            style={{ display: 'block', width: 200 }}
            min={f.min}
            max={f.max}
            precision={0}
            disabled={disabled}
            value={typeof options[f.name] === 'number' ? (options[f.name] as number) : null}
            aria-label={text(f.label)}
            data-option={f.name}
            onChange={(n) => onChange?.(writeOptions({ ...options, [f.name]: n }))}
          />
        </div>
      ))}
    </Space>
  );
}
