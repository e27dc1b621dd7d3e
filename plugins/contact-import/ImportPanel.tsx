// Spec 000 section 2.3: the top bar's import dropdown (200 px wide) with the latest imports, live; its badge
// counts the ones still running. A link leads to the import page.
import { ImportOutlined } from '@ant-design/icons';
import { Alert, Badge, Button, Divider, Empty, Popover, Space } from 'antd';
import { Fragment } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '@/src/plugin-api';
import { isRunning } from './ImportStatus';
import { ImportPanelItem } from './ImportPanelItem';
import { useLatestImports } from './use-latest-imports';
import './texts';

export const PANEL_WIDTH = 200;

export default function ImportPanel() {
  const { t } = useTranslation('contact-import');
  const { items, failed, put } = useLatestImports();
  const content = (
    <div style={{ width: PANEL_WIDTH, maxHeight: '70vh', overflowY: 'auto' }} data-testid="import-panel">
      <Space direction="vertical" style={{ width: '100%' }}>
        <Link to="/campaign/import">{t('newImport')}</Link>
        {failed && <Alert type="error" message={t('loadFailed')} />}
        {!failed && !items.length && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('empty')} />}
        {items.map((item, n) => (
          <Fragment key={item.id}>
            {n > 0 && <Divider style={{ margin: '4px 0' }} />}
            <ImportPanelItem item={item} onChanged={put} />
          </Fragment>
        ))}
      </Space>
    </div>
  );
  return (
    <Popover content={content} title={t('panel')} trigger="click" placement="bottomRight">
      <Badge count={items.filter(isRunning).length} size="small">
        <Button
          type="text"
          icon={<ImportOutlined />}
          aria-label={t('panel')}
          data-testid="import-panel-button"
        />
      </Badge>
    </Popover>
  );
}
