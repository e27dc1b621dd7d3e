// Deleting a call (call.delete) after a confirmation: the row and its recording go (DELETE /call/delete/{id}).
import { DeleteWithConfirm, notify, useApiMutation, useTranslation } from '@/src/plugin-api';

export function DeleteCall({ id }: { id: number }) {
  const { t } = useTranslation('calls-report');
  const { send, isPending } = useApiMutation();
  const remove = () =>
    send('delete', `/call/delete/${id}`, undefined, { invalidates: ['/call/list'] }).then(
      () => notify({ type: 'success', message: t('deleted') }),
      () => notify({ type: 'error', message: t('deleteFailed') }),
    );
  return (
    <DeleteWithConfirm
      label={t('delete')}
      question={t('deleteConfirm')}
      answer={t('delete')}
      onConfirm={remove}
      loading={isPending}
      testId={`calls-report-delete-${id}`}
    />
  );
}
