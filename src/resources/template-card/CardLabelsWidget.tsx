// The `cardLabels` form widget (form.widget of the card template's `labels`): the template's fields as
// a list of rows, each with its caption, type, switches and, for lists, options. The form holds the
// JSON text of the list (see use-json-list.ts).
import { PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Typography } from 'antd';
import type { WidgetProps } from '../ui/form/widgets';
import { useJsonList } from '../ui/form/use-json-list';
import { useText } from '../ui/use-text';
import { newLabel, readLabel, writeLabel } from './labels';
import { LabelRow } from './LabelRow';
import { LABEL_TEXTS } from './texts';

export default function CardLabelsWidget({ value, onChange, id, disabled }: WidgetProps) {
  const text = useText();
  const { rows, add, update, remove, move } = useJsonList(value, onChange, readLabel, writeLabel);
  return (
    <Flex vertical gap={8} id={id} data-testid="card-labels">
      {rows.length === 0 && <Typography.Text type="secondary">{text(LABEL_TEXTS.empty)}</Typography.Text>}
      {rows.map((label, index) => (
        <LabelRow
          key={label.__key}
          label={label}
          index={index}
          count={rows.length}
          disabled={disabled}
          onChange={(patch) => update(label.__key, patch)}
          onMove={(by) => move(index, by)}
          onRemove={() => remove(label.__key)}
        />
      ))}
      <div>
        <Button
          icon={<PlusOutlined />}
          disabled={disabled}
          onClick={() => add(newLabel())}
          data-testid="card-labels-add"
        >
          {text(LABEL_TEXTS.addLabel)}
        </Button>
      </div>
    </Flex>
  );
}
