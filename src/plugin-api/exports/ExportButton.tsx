// "Export" on a list screen (issue 13): the export types the user may start (by the keys the server checks,
// src/permissions/rules.ts), one button for one type, a menu for several; each opens the column chooser with
// the screen's current filters. Nothing shows for a user who may start none.
import { DownloadOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExportType } from '@/src/contracts';
import { mayExport } from '@/src/permissions/rules';
import { useCurrentUser } from '@/src/session/use-current-user';
import { ExportDialog } from './ExportDialog';
import { EXPORT_NS } from './texts';

export interface ExportButtonProps {
  /** The types this screen exports, e.g. ['contact', 'new', 'no_answer', 'robot'] on the contact list. */
  types: readonly ExportType[];
  /** The screen's current filters, in its list endpoint's own query format (no page, cursor or limit). */
  filters: Record<string, unknown>;
}

export function ExportButton({ types, filters }: ExportButtonProps) {
  const { t } = useTranslation(EXPORT_NS);
  const user = useCurrentUser();
  const [open, setOpen] = useState<ExportType | null>(null);
  const allowed = user ? types.filter((type) => mayExport(user, type)) : [];
  if (!allowed.length) return null;

  const button =
    allowed.length === 1 ? (
      <Button icon={<DownloadOutlined />} onClick={() => setOpen(allowed[0])} data-testid="export-button">
        {t('button')}
      </Button>
    ) : (
      <Dropdown
        trigger={['click']}
        menu={{
          items: allowed.map((type) => ({ key: type, label: t(`types.${type}`) })),
          onClick: ({ key }) => setOpen(key as ExportType),
        }}
      >
        <Button icon={<DownloadOutlined />} data-testid="export-button">
          {t('button')}
        </Button>
      </Dropdown>
    );
  return (
    <>
      {button}
      {open && <ExportDialog type={open} filters={filters} onClose={() => setOpen(null)} />}
    </>
  );
}
