// An import's buttons: cancel while it runs; once finished, its rejected rows and undo when the server allows.
import { Button, Popconfirm, Space } from 'antd';
import { useTranslation, type ImportItem } from '@/src/plugin-api';
import { isRunning } from './ImportStatus';
import { useImportActions } from './use-import-actions';

export function ImportActions({
  item,
  onChanged,
}: {
  item: ImportItem;
  onChanged: (item: ImportItem) => void;
}) {
  const { t } = useTranslation('contact-import');
  const actions = useImportActions(onChanged);
  if (isRunning(item))
    return (
      <Button
        size="small"
        danger
        loading={actions.busy}
        onClick={() => void actions.cancel(item)}
        data-testid="import-cancel"
      >
        {t('cancel')}
      </Button>
    );
  return (
    <Space size={4} wrap>
      {item.rejected_rows > 0 && (
        <Button size="small" onClick={() => void actions.rejects(item)} data-testid="import-rejects">
          {t('rejects')}
        </Button>
      )}
      {item.can_undo && (
        <Popconfirm
          title={t('undoConfirm')}
          okText={t('yes')}
          cancelText={t('no')}
          onConfirm={() => actions.undo(item)}
        >
          <Button size="small" loading={actions.busy} data-testid="import-undo">
            {t('undo')}
          </Button>
        </Popconfirm>
      )}
    </Space>
  );
}
