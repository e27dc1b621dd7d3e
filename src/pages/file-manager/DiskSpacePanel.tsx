import { Alert, Progress, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatSize } from '@/src/shared/format-size';
import { FILES_NS } from './texts';
import { LOW_DISK_FREE_GIB, type DiskSpace } from './use-disk-space';

/** The disk the files live on: how full it is, and the spec's warning when 2 GiB or less are left. */
export function DiskSpacePanel({ disk }: { disk?: DiskSpace }) {
  const { t, i18n } = useTranslation(FILES_NS);
  const { t: tMain } = useTranslation();
  if (!disk) return null;
  const low = disk.free <= LOW_DISK_FREE_GIB;
  const size = (bytes: number) => formatSize(bytes, i18n.language);
  const free = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 }).format(disk.free);
  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="disk-space">
      <Typography.Text strong>{t('disk.title')}</Typography.Text>
      <Progress
        percent={disk.use_percent}
        status={low ? 'exception' : 'normal'}
        data-testid="disk-progress"
      />
      <Space size="large" wrap>
        <Typography.Text>{t('disk.used', { used: size(disk.used), size: size(disk.size) })}</Typography.Text>
        <Typography.Text type={low ? 'danger' : undefined}>{t('disk.free', { free })}</Typography.Text>
      </Space>
      {low && <Alert type="warning" showIcon message={tMain('diskSpaceLow')} data-testid="disk-low" />}
    </Space>
  );
}
