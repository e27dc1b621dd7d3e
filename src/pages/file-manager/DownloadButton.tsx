import { DownloadOutlined } from '@ant-design/icons';
import { useNotification } from '@refinedev/core';
import { IconButton } from '@/src/shared/actions/IconButton';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadFile } from '@/src/shared/download';
import { FILES_NS } from './texts';
import { useFileAction, type ManagedFile } from './use-file-action';

/** The content sits behind the bearer token: fetched by the API client as a blob, then saved. */
export function DownloadButton({ file }: { file: ManagedFile }) {
  const { t } = useTranslation(FILES_NS);
  const { t: tMain } = useTranslation();
  const allowed = useFileAction('download');
  const { open } = useNotification();
  const [busy, setBusy] = useState(false);
  if (!allowed) return null;

  const download = async () => {
    setBusy(true);
    try {
      await downloadFile(`/file_manager/download/${file.id}`, file.name);
    } catch {
      open?.({ type: 'error', message: tMain('downloadError'), description: tMain('error') });
    } finally {
      setBusy(false);
    }
  };

  return (
    <IconButton
      icon={<DownloadOutlined />}
      label={t('download')}
      loading={busy}
      onClick={download}
      data-testid="file-download"
    />
  );
}
