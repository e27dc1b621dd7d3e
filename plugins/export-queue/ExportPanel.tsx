// Spec 000 section 2.3: the top bar's export dropdown with the user's latest exports, live; its badge counts
// the ones still running.
import { DownloadOutlined } from '@ant-design/icons';
import { Alert, Badge, Button, Divider, Empty, Popover } from 'antd';
import { Fragment } from 'react';
import { useTranslation } from '@/src/plugin-api';
import { ExportPanelItem } from './ExportPanelItem';
import { useExportActions } from './use-export-actions';
import { useExportQueue } from './use-export-queue';
import './texts';

export default function ExportPanel() {
  const { t } = useTranslation('export-queue');
  const { items, failed, put, drop } = useExportQueue();
  const actions = useExportActions(put, drop);
  const content = (
    <div style={{ width: 260, maxHeight: '70vh', overflowY: 'auto' }} data-testid="export-panel">
      {failed && <Alert type="error" message={t('loadFailed')} />}
      {!failed && !items.length && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('empty')} />}
      {items.map((item, n) => (
        <Fragment key={item.id}>
          {n > 0 && <Divider style={{ margin: '8px 0' }} />}
          <ExportPanelItem item={item} actions={actions} />
        </Fragment>
      ))}
    </div>
  );
  const running = items.filter((item) => item.status === 'STATUS_PROCESSING').length;
  return (
    <Popover content={content} title={t('panel')} trigger="click" placement="bottomRight">
      <Badge count={running} size="small">
        <Button
          type="text"
          icon={<DownloadOutlined />}
          aria-label={t('panel')}
          data-testid="export-panel-button"
        />
      </Badge>
    </Popover>
  );
}
