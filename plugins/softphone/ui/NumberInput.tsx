import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
// Input alone: antd's `Input` also carries TextArea, Search and OTP.
import Input from 'antd/es/input/Input';
import { useTranslation } from '@/src/plugin-api';
import './texts';

interface NumberInputProps {
  value: string;
  onChange: (value: string) => void;
  /** Enter in the field. */
  onSubmit: () => void;
  /** data-testid prefix: `<prefix>-number` and `<prefix>-backspace`. */
  testIdPrefix: string;
}

/** The number to dial, with a backspace button. */
export function NumberInput({ value, onChange, onSubmit, testIdPrefix }: NumberInputProps) {
  const { t } = useTranslation('softphone');
  return (
    <Space.Compact style={{ width: '100%' }}>
      <Input
        value={value}
        inputMode="tel"
        autoComplete="off"
        allowClear
        placeholder={t('number')}
        aria-label={t('number')}
        data-testid={`${testIdPrefix}-number`}
        onChange={(event) => onChange(event.target.value)}
        onPressEnter={onSubmit}
      />
      <Button
        icon={<ArrowLeftOutlined />}
        disabled={!value}
        aria-label={t('button.backspace')}
        data-testid={`${testIdPrefix}-backspace`}
        onClick={() => onChange(value.slice(0, -1))}
      />
    </Space.Compact>
  );
}
