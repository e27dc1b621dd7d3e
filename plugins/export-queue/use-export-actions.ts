// What can be done to an export: download it as CSV or XLSX (a blob fetched with the token), cancel it while
// it runs, delete it (and its file). Failures say so in the spec's words (download error, delete error).
import { downloadApiFile, notify, useApiMutation, useTranslation, type ExportItem } from '@/src/plugin-api';

export type FileFormat = 'csv' | 'xlsx';

/** The saved file's name: the export's own file name with the chosen extension, else one from its id. */
export const fileNameOf = (item: ExportItem, format: FileFormat) =>
  `${item.file.replace(/^.*[/\\]/, '').replace(/\.[^.]*$/, '') || `export-${item.type}-${item.id}`}.${format}`;

export function useExportActions(put: (item: ExportItem) => void, drop: (id: number) => void) {
  const { t } = useTranslation('export-queue');
  const { send, isPending } = useApiMutation();

  const download = (item: ExportItem, format: FileFormat) =>
    downloadApiFile(
      `/call/downloadQueueDownload/${item.id}?file_format=${format}`,
      fileNameOf(item, format),
    ).catch(() => notify({ type: 'error', message: t('downloadError') }));

  const cancel = async (item: ExportItem) => {
    try {
      put(await send<ExportItem>('post', `/export/cancel/${item.id}`));
    } catch (error) {
      void notify({ type: 'error', message: t('cancelError'), description: (error as Error).message });
    }
  };

  const remove = async (item: ExportItem) => {
    try {
      await send('delete', `/call/deleteQueueDownload/${item.id}`);
      drop(item.id);
    } catch {
      void notify({ type: 'error', message: t('deleteError') });
    }
  };

  return { download, cancel, remove, busy: isPending };
}
