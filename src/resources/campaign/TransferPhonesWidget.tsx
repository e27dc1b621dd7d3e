// The `transferPhones` form widget (form.widget of a project's `transfer_phones`): a compact table of
// phones, one editable row each, added and removed here. The form holds the JSON text of the list (see
// use-json-list.ts); a kept row keeps its id.
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Input, Switch, Table, type TableColumnsType } from 'antd';
import { useJsonList, type Keyed } from '../ui/form/use-json-list';
import type { WidgetProps } from '../ui/form/widgets';
import { useText } from '../ui/use-text';
import { MohClassInput } from './MohClassInput';
import { newPhone, PHONE_TEXTS, readPhone, type TransferPhone } from './transfer-phones';

type Row = Keyed<TransferPhone>;
type TextKey = 'name_phone' | 'phone' | 'trunk';

export default function TransferPhonesWidget({ value, onChange, id, disabled }: WidgetProps) {
  const text = useText();
  const { rows, add, update, remove } = useJsonList(value, onChange, readPhone);
  const input = (key: TextKey) => (row: Row) => (
    <Input
      value={row[key]}
      aria-label={text(PHONE_TEXTS[key])}
      disabled={disabled}
      inputMode={key === 'phone' ? 'tel' : undefined}
      onChange={(e) => update(row.__key, { [key]: e.target.value })}
    />
  );
  const columns: TableColumnsType<Row> = [
    { key: 'name_phone', title: text(PHONE_TEXTS.name_phone), render: input('name_phone') },
    { key: 'phone', title: text(PHONE_TEXTS.phone), render: input('phone'), width: 150 },
    { key: 'trunk', title: text(PHONE_TEXTS.trunk), render: input('trunk'), width: 130 },
    {
      key: 'is_sip_trunk',
      title: text(PHONE_TEXTS.is_sip_trunk),
      width: 90,
      render: (row: Row) => (
        <Switch
          size="small"
          checked={row.is_sip_trunk}
          disabled={disabled}
          aria-label={text(PHONE_TEXTS.is_sip_trunk)}
          onChange={(is_sip_trunk) => update(row.__key, { is_sip_trunk })}
        />
      ),
    },
    {
      key: 'moh_class',
      title: text(PHONE_TEXTS.moh_class),
      width: 150,
      render: (row: Row) => (
        <MohClassInput
          value={row.moh_class}
          disabled={disabled}
          aria-label={text(PHONE_TEXTS.moh_class)}
          onChange={(moh_class) => update(row.__key, { moh_class })}
        />
      ),
    },
    {
      key: 'remove',
      width: 48,
      render: (row: Row) => (
        <Button
          icon={<DeleteOutlined />}
          aria-label={text(PHONE_TEXTS.remove)}
          title={text(PHONE_TEXTS.remove)}
          disabled={disabled}
          onClick={() => remove(row.__key)}
        />
      ),
    },
  ];
  return (
    <Flex vertical gap={8} id={id} data-testid="transfer-phones">
      <Table<Row>
        size="small"
        rowKey="__key"
        pagination={false}
        columns={columns}
        dataSource={rows}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: text(PHONE_TEXTS.empty) }}
      />
      <div>
        <Button
          icon={<PlusOutlined />}
          disabled={disabled}
          onClick={() => add(newPhone())}
          data-testid="transfer-phones-add"
        >
          {text(PHONE_TEXTS.add)}
        </Button>
      </div>
    </Flex>
  );
}
