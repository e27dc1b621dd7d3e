// The column chooser: a button opening a list of every column with a box each (remembered per user).
import { SettingOutlined } from '@ant-design/icons';
import { Button, Checkbox, Popover } from 'antd';
import { useTranslation } from '@/src/plugin-api';
import { ALL_COLUMNS, type ColumnKey } from './use-columns';

interface Props {
  chosen: ColumnKey[];
  onChange: (next: ColumnKey[]) => void;
}

export function ColumnChooser({ chosen, onChange }: Props) {
  const { t } = useTranslation('calls-report');
  const list = (
    <Checkbox.Group
      value={chosen}
      // Kept in the table's order whatever order the boxes were ticked in.
      onChange={(picked) => onChange(ALL_COLUMNS.filter((key) => picked.includes(key)))}
      style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 4, maxWidth: 420 }}
      options={ALL_COLUMNS.map((key) => ({ value: key, label: t(`columns.${key}`) || key }))}
      data-testid="calls-report-columns-list"
    />
  );
  return (
    <Popover content={list} trigger="click" placement="bottomRight">
      <Button icon={<SettingOutlined />} data-testid="calls-report-columns">
        {t('columnsChooser')}
      </Button>
    </Popover>
  );
}
