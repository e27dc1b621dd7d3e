// One label of a card template: caption, type, the two switches, its options when it is a list, and the
// buttons that move or remove it.
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Input, Select, Space, Switch } from 'antd';
import type { ReactNode } from 'react';
import { useText } from '../ui/use-text';
import { isListType, type CardLabel } from './labels';
import { LabelOptions } from './LabelOptions';
import { LABEL_VALUE_TYPES } from './resource';
import { LABEL_TEXTS, VALUE_TYPE_TEXTS } from './texts';

interface Props {
  label: CardLabel;
  index: number;
  count: number;
  disabled?: boolean;
  onChange: (patch: Partial<CardLabel>) => void;
  onMove: (by: number) => void;
  onRemove: () => void;
}

export function LabelRow({ label, index, count, disabled, onChange, onMove, onRemove }: Props) {
  const text = useText();
  const button = (title: keyof typeof LABEL_TEXTS, icon: ReactNode, onClick: () => void, off = false) => (
    <Button
      size="small"
      icon={icon}
      aria-label={text(LABEL_TEXTS[title])}
      title={text(LABEL_TEXTS[title])}
      disabled={disabled || off}
      onClick={onClick}
    />
  );
  return (
    <Card size="small" data-testid="card-label">
      <Flex gap={8} wrap align="center">
        <Input
          value={label.value}
          aria-label={text(LABEL_TEXTS.caption)}
          placeholder={text(LABEL_TEXTS.caption)}
          data-testid="card-label-caption"
          disabled={disabled}
          style={{ flex: '1 1 200px' }}
          onChange={(e) => onChange({ value: e.target.value })}
        />
        <Select
          value={label.value_type}
          aria-label={text(LABEL_TEXTS.type)}
          disabled={disabled}
          style={{ width: 220 }}
          options={LABEL_VALUE_TYPES.map((type) => ({ value: type, label: text(VALUE_TYPE_TEXTS[type]) }))}
          onChange={(value_type) => onChange({ value_type })}
        />
        <Space size={4}>
          {button('up', <ArrowUpOutlined />, () => onMove(-1), index === 0)}
          {button('down', <ArrowDownOutlined />, () => onMove(1), index === count - 1)}
          {button('removeLabel', <DeleteOutlined />, onRemove)}
        </Space>
      </Flex>
      <Flex gap={16} wrap style={{ marginTop: 8 }}>
        <Space size={6}>
          <Switch
            size="small"
            checked={label.required_value}
            disabled={disabled}
            aria-label={text(LABEL_TEXTS.required)}
            onChange={(required_value) => onChange({ required_value })}
          />
          {text(LABEL_TEXTS.required)}
        </Space>
        <Space size={6}>
          <Switch
            size="small"
            checked={label.show_field}
            disabled={disabled}
            aria-label={text(LABEL_TEXTS.shown)}
            onChange={(show_field) => onChange({ show_field })}
          />
          {text(LABEL_TEXTS.shown)}
        </Space>
      </Flex>
      {isListType(label.value_type) && (
        <div style={{ marginTop: 8 }}>
          <div style={{ marginBottom: 4 }}>{text(LABEL_TEXTS.options)}</div>
          <LabelOptions
            options={label.options}
            disabled={disabled}
            onChange={(options) => onChange({ options })}
          />
        </div>
      )}
    </Card>
  );
}
