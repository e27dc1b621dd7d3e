// A row's delete (contact.delete; issue 13), after the confirmation (spec 001 section 8): DELETE
// /contact/delete/{id}, then the list is asked again. Clicks here never open the row's card.
import { DeleteOutlined } from '@ant-design/icons';
import { Button, Popconfirm } from 'antd';
import { ActionTip, notify, useApiMutation, useTranslation } from '@/src/plugin-api';

export function DeleteContact({ id, onDeleted }: { id: number; onDeleted: () => void }) {
  const { t } = useTranslation('contact-list');
  const { send, isPending } = useApiMutation();
  const remove = async () => {
    try {
      await send('delete', `/contact/delete/${id}`);
      void notify({ type: 'success', message: t('delete.deleted') });
      onDeleted();
    } catch {
      void notify({ type: 'error', message: t('delete.failed') });
    }
  };
  return (
    // React carries clicks in the confirmation (a portal) up to the row: they stop here.
    <span onClick={(event) => event.stopPropagation()}>
      <ActionTip label={t('delete.button')}>
        <Popconfirm
          title={t('delete.confirm')}
          okText={t('delete.yes')}
          cancelText={t('delete.no')}
          onConfirm={remove}
        >
          <Button
            size="small"
            danger
            type="text"
            icon={<DeleteOutlined />}
            loading={isPending}
            aria-label={t('delete.button')}
            data-testid={`contact-delete-${id}`}
          />
        </Popconfirm>
      </ActionTip>
    </span>
  );
}
