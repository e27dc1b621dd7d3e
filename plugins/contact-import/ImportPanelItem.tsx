// One import in the top bar's dropdown: its file and project, status, and while it runs its progress and
// cancel; once finished its counters (spec 000 section 4.3).
import { Space, Typography } from 'antd';
import type { ImportItem } from '@/src/plugin-api';
import { ImportActions } from './ImportActions';
import { ImportCounters } from './ImportCounters';
import { ImportStatus, isRunning } from './ImportStatus';

export function ImportPanelItem({
  item,
  onChanged,
}: {
  item: ImportItem;
  onChanged: (item: ImportItem) => void;
}) {
  return (
    <Space direction="vertical" size={4} style={{ width: '100%' }} data-testid={`import-item-${item.id}`}>
      <Typography.Text strong ellipsis={{ tooltip: item.file_name }}>
        {item.file_name}
      </Typography.Text>
      <Typography.Text type="secondary" ellipsis style={{ fontSize: 12 }}>
        {item.campaign.title}
      </Typography.Text>
      <ImportStatus item={item} />
      {!isRunning(item) && <ImportCounters item={item} compact />}
      <ImportActions item={item} onChanged={onChanged} />
    </Space>
  );
}
