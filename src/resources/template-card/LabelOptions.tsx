// The options of a list label: one name per row, added and removed here (ids of kept options stay on
// their objects).
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Input, Space } from 'antd';
import type { Keyed } from '../ui/form/use-json-list';
import { useText } from '../ui/use-text';
import { newOption, type LabelOption } from './labels';
import { LABEL_TEXTS } from './texts';

interface Props {
  options: Keyed<LabelOption>[];
  onChange: (options: Keyed<LabelOption>[]) => void;
  disabled?: boolean;
}

export function LabelOptions({ options, onChange, disabled }: Props) {
  const text = useText();
  const rename = (key: number, name: string) =>
    onChange(options.map((o) => (o.__key === key ? { ...o, name } : o)));
  return (
    <Space direction="vertical" size={4} style={{ width: '100%' }} data-testid="card-label-options">
      {options.map((option) => (
        <Space.Compact key={option.__key} style={{ width: '100%' }}>
          <Input
            value={option.name}
            aria-label={text(LABEL_TEXTS.option)}
            placeholder={text(LABEL_TEXTS.option)}
            disabled={disabled}
            onChange={(e) => rename(option.__key, e.target.value)}
          />
          <Button
            icon={<DeleteOutlined />}
            aria-label={text(LABEL_TEXTS.removeOption)}
            title={text(LABEL_TEXTS.removeOption)}
            disabled={disabled}
            onClick={() => onChange(options.filter((o) => o.__key !== option.__key))}
          />
        </Space.Compact>
      ))}
      <Button
        size="small"
        icon={<PlusOutlined />}
        disabled={disabled}
        onClick={() => onChange([...options, newOption()])}
      >
        {text(LABEL_TEXTS.addOption)}
      </Button>
    </Space>
  );
}
