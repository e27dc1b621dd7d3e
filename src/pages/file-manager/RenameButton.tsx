import { EditOutlined } from '@ant-design/icons';
import { IconButton } from '@/src/shared/actions/IconButton';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RenameModal } from './RenameModal';
import { FILES_NS } from './texts';
import { useFileAction, type ManagedFile } from './use-file-action';

/** Opens the rename dialog; shown only with fileManager.update. */
export function RenameButton({ file }: { file: ManagedFile }) {
  const { t } = useTranslation(FILES_NS);
  const allowed = useFileAction('edit');
  const [open, setOpen] = useState(false);
  if (!allowed) return null;
  return (
    <>
      <IconButton
        icon={<EditOutlined />}
        label={t('rename')}
        onClick={() => setOpen(true)}
        data-testid="file-rename"
      />
      {open && <RenameModal file={file} onClose={() => setOpen(false)} />}
    </>
  );
}
