// One export in the top bar's dropdown: its type and time, status, rows written, the two downloads by the
// spec's rules (spec 000 section 4.3), cancel while it runs, and delete after a confirmation.
import { Button, Popconfirm, Progress, Space, Tag, Tooltip, Typography } from 'antd';
import dayjs from 'dayjs';
import { useExportTypeLabel, useTranslation, type ExportItem, type JobStatus } from '@/src/plugin-api';
import { csvReady, xlsxBlock } from './download-rules';
import type { useExportActions } from './use-export-actions';

const COLOURS: Record<JobStatus, string> = {
  STATUS_PROCESSING: 'processing',
  STATUS_DONE: 'success',
  STATUS_CANCELED: 'default',
  STATUS_ERROR: 'error',
};

interface Props {
  item: ExportItem;
  actions: ReturnType<typeof useExportActions>;
}

export function ExportPanelItem({ item, actions }: Props) {
  const { t } = useTranslation('export-queue');
  const typeLabel = useExportTypeLabel();
  const running = item.status === 'STATUS_PROCESSING';
  const blocked = xlsxBlock(item);
  const rows =
    item.row_count > 0
      ? t('rows', { synced: item.sync_count, total: item.row_count })
      : t('synced', { synced: item.sync_count });
  return (
    <Space direction="vertical" size={4} style={{ width: '100%' }} data-testid={`export-item-${item.id}`}>
      <Typography.Text strong>{typeLabel(item.type)}</Typography.Text>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {dayjs(item.created_at).format('DD-MM-YYYY HH:mm')}
      </Typography.Text>
      <Tag color={COLOURS[item.status]} data-testid="export-status">
        {t(`status.${item.status}`)}
      </Tag>
      {running && item.row_count > 0 && (
        <Progress percent={Math.floor((item.sync_count / item.row_count) * 100)} size="small" />
      )}
      <Typography.Text style={{ fontSize: 12 }}>{rows}</Typography.Text>
      {item.error && <Typography.Text type="danger">{item.error}</Typography.Text>}
      <Space size={4} wrap>
        <Button
          size="small"
          disabled={!csvReady(item)}
          onClick={() => void actions.download(item, 'csv')}
          data-testid="export-csv"
        >
          {t('csv')}
        </Button>
        <Tooltip title={blocked && t(blocked === 'tooMany' ? 'xlsxTooMany' : 'xlsxWhenDone')}>
          <Button
            size="small"
            disabled={blocked !== null}
            onClick={() => void actions.download(item, 'xlsx')}
            data-testid="export-xlsx"
          >
            {t('xlsx')}
          </Button>
        </Tooltip>
        {running && (
          <Button
            size="small"
            danger
            loading={actions.busy}
            onClick={() => void actions.cancel(item)}
            data-testid="export-cancel"
          >
            {t('cancel')}
          </Button>
        )}
        <Popconfirm
          title={t('deleteConfirm')}
          okText={t('yes')}
          cancelText={t('no')}
          onConfirm={() => actions.remove(item)}
        >
          <Button size="small" danger type="text" data-testid="export-delete">
            {t('delete')}
          </Button>
        </Popconfirm>
      </Space>
    </Space>
  );
}
