// The import started from the page (issue 13): its status, live progress and counters, cancel while it runs
// and, once finished, its rejected rows and undo. A finished dry run says nothing was written.
import { Alert, Card, Space } from 'antd';
import { useTranslation, type ImportItem } from '@/src/plugin-api';
import { ImportActions } from './ImportActions';
import { ImportCounters } from './ImportCounters';
import { ImportStatus, isRunning } from './ImportStatus';

export function ImportRun({ item, onChanged }: { item: ImportItem; onChanged: (item: ImportItem) => void }) {
  const { t } = useTranslation('contact-import');
  return (
    <Card size="small" title={t(item.dry_run ? 'run.dryTitle' : 'run.title')} data-testid="import-run">
      <Space direction="vertical" style={{ width: '100%' }}>
        <ImportStatus item={item} />
        {item.dry_run && !isRunning(item) && <Alert type="info" showIcon message={t('run.dryDone')} />}
        <ImportCounters item={item} />
        <ImportActions item={item} onChanged={onChanged} />
      </Space>
    </Card>
  );
}
