// The file's first rows with one select per column (the form's `mapping` value: one target per column).
// With "the first row is a header" on, that row captions the columns instead of being shown as data.
import { Select, Table, Typography } from 'antd';
import { useTranslation } from '@/src/plugin-api';
import type { TargetGroup } from './target-options';

interface Props {
  value?: string[];
  onChange?: (mapping: string[]) => void;
  preview: string[][];
  columns: number;
  hasHeader: boolean;
  options: TargetGroup[];
}

export function MappingTable({ value = [], onChange, preview, columns, hasHeader, options }: Props) {
  const { t } = useTranslation('contact-import');
  const header = hasHeader ? preview[0] : undefined;
  const rows = (hasHeader ? preview.slice(1) : preview).map((cells, key) => ({ key, cells }));
  const choose = (column: number, target: string) =>
    onChange?.(Array.from({ length: columns }, (_, n) => (n === column ? target : (value[n] ?? 'ignore'))));
  return (
    // Scrolled by its box, not by the table: antd's horizontal scroll renders each title twice (to measure it),
    // and with it every select.
    <div style={{ overflowX: 'auto' }}>
      <Table
        size="small"
        pagination={false}
        dataSource={rows}
        data-testid="import-mapping"
        columns={Array.from({ length: columns }, (_, n) => ({
          key: n,
          title: (
            <div style={{ minWidth: 160 }} data-testid={`import-target-${n}`}>
              <Select
                value={value[n]}
                onChange={(target: string) => choose(n, target)}
                options={options}
                showSearch
                // A score of choices at most: all of them rendered, none left to scroll into existence.
                virtual={false}
                optionFilterProp="label"
                style={{ width: '100%' }}
                aria-label={t('mapping.column', { n: n + 1 })}
              />
              {header && <Typography.Text type="secondary">{header[n]}</Typography.Text>}
            </div>
          ),
          render: (_: unknown, row: { cells: string[] }) => row.cells[n],
        }))}
      />
    </div>
  );
}
