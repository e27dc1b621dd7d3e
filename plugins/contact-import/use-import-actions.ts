// What can be done to an import (spec 000 section 4.3; issue 13): cancel while it runs, undo a finished one
// that can be, and download its rejected rows. Each answers the changed item, handed to `onChanged`.
import { downloadApiFile, notify, useApiMutation, useTranslation, type ImportItem } from '@/src/plugin-api';

const reason = (error: unknown) => (error instanceof Error ? error.message : undefined);

export function useImportActions(onChanged: (item: ImportItem) => void) {
  const { t } = useTranslation('contact-import');
  const { send, isPending } = useApiMutation();

  const cancel = async (item: ImportItem) => {
    try {
      onChanged(await send<ImportItem>('delete', `/contact/import/cancel/${item.id}`));
    } catch (error) {
      void notify({ type: 'error', message: t('cancelFailed'), description: reason(error) });
    }
  };

  const undo = async (item: ImportItem) => {
    try {
      const reply = await send<{ item: ImportItem; removed: number; kept: number }>(
        'post',
        `/contact/import/undo/${item.id}`,
      );
      onChanged(reply.item);
      void notify({ type: 'success', message: t('undone', { removed: reply.removed, kept: reply.kept }) });
    } catch (error) {
      void notify({ type: 'error', message: t('undoFailed'), description: reason(error) });
    }
  };

  const rejects = (item: ImportItem) =>
    downloadApiFile(`/contact/import/rejects/${item.id}`, `rejected-${item.id}.csv`).catch(() =>
      notify({ type: 'error', message: t('downloadError') }),
    );

  return { cancel, undo, rejects, busy: isPending };
}
