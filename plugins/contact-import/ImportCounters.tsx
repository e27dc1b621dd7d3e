// The Import item's counters (spec 000 section 3): each input row is counted in exactly one of them.
import { Typography } from 'antd';
import { IMPORT_COUNTERS, useTranslation, type ImportItem } from '@/src/plugin-api';

export function ImportCounters({ item, compact }: { item: ImportItem; compact?: boolean }) {
  const { t } = useTranslation('contact-import');
  const rows = [...IMPORT_COUNTERS, 'rejected_rows' as const];
  return (
    <dl
      data-testid="import-counters"
      style={{
        margin: 0,
        display: 'grid',
        gridTemplateColumns: '1fr auto',
        columnGap: 8,
        fontSize: compact ? 12 : 14,
      }}
    >
      {rows.map((key) => (
        <div key={key} data-counter={key} style={{ display: 'contents' }}>
          <Typography.Text type="secondary" style={{ fontSize: 'inherit' }}>
            {t(`counters.${key}`)}
          </Typography.Text>
          <Typography.Text strong style={{ fontSize: 'inherit', textAlign: 'right' }}>
            {item[key].toLocaleString()}
          </Typography.Text>
        </div>
      ))}
    </dl>
  );
}
