// A row's delete (contact.delete; issue 13), after the confirmation (spec 001 section 8): DELETE
// /contact/delete/{id}, then the list is asked again. Clicks here never open the row's card.
import { DeleteWithConfirm, notify, useApiMutation, useTranslation } from '@/src/plugin-api';

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
    <DeleteWithConfirm
      label={t('delete.button')}
      question={t('delete.confirm')}
      onConfirm={remove}
      loading={isPending}
      testId={`contact-delete-${id}`}
    />
  );
}
