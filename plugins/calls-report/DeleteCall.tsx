// Deleting a call (call.delete) after a confirmation: the row and its recording go (DELETE /call/delete/{id}).
import { DeleteOutlined } from '@ant-design/icons';
import { Button, Popconfirm } from 'antd';
import { ActionTip, notify, useApiMutation, useTranslation } from '@/src/plugin-api';

export function DeleteCall({ id }: { id: number }) {
  const { t } = useTranslation('calls-report');
  const { send, isPending } = useApiMutation();
  const remove = () =>
    send('delete', `/call/delete/${id}`, undefined, { invalidates: ['/call/list'] }).then(
      () => notify({ type: 'success', message: t('deleted') }),
      () => notify({ type: 'error', message: t('deleteFailed') }),
    );
  return (
    <ActionTip label={t('delete')}>
      <Popconfirm
        title={t('deleteConfirm')}
        okText={t('delete')}
        cancelText={t('cancel')}
        okButtonProps={{ danger: true }}
        onConfirm={remove}
      >
        <Button
          size="small"
          danger
          icon={<DeleteOutlined />}
          loading={isPending}
          aria-label={t('delete')}
          data-testid={`calls-report-delete-${id}`}
        />
      </Popconfirm>
    </ActionTip>
  );
}
