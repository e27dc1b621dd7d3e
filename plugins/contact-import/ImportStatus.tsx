// An import's status as a coloured tag, "dry run" when it was one, its error, and while it runs the share of
// rows read so far.
import { Progress, Space, Tag, Typography } from 'antd';
import { useTranslation, type ImportItem, type JobStatus } from '@/src/plugin-api';

export const STATUS_COLOURS: Record<JobStatus, string> = {
  STATUS_PROCESSING: 'processing',
  STATUS_DONE: 'success',
  STATUS_CANCELED: 'default',
  STATUS_ERROR: 'error',
};

export const isRunning = (item: Pick<ImportItem, 'status'>) => item.status === 'STATUS_PROCESSING';

export function ImportStatus({ item }: { item: ImportItem }) {
  const { t } = useTranslation('contact-import');
  const percent = item.total_rows > 0 ? Math.floor((item.processed_rows / item.total_rows) * 100) : 0;
  return (
    <Space direction="vertical" size={2} style={{ width: '100%' }}>
      <Space size={4} wrap>
        <Tag color={STATUS_COLOURS[item.status]} data-testid="import-status">
          {t(`status.${item.status}`)}
        </Tag>
        {item.dry_run && <Tag>{t('dryRun')}</Tag>}
      </Space>
      {isRunning(item) && (
        <>
          <Progress percent={percent} size="small" data-testid="import-progress" />
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t('progress', { processed: item.processed_rows, total: item.total_rows })}
          </Typography.Text>
        </>
      )}
      {item.error && <Typography.Text type="danger">{item.error}</Typography.Text>}
    </Space>
  );
}
