import { CopyOutlined } from '@ant-design/icons';
import { useCan, useResourceParams, type BaseRecord } from '@refinedev/core';
import { IconButton } from '@/src/shared/actions/IconButton';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResourceDeclaration } from '../../define';
import { CopyDialog } from './CopyDialog';

/**
 * Copies a row with the server's `POST /{api}/copy/{id}` (offered when the declaration names a copy key)
 * after asking for the copy's name (CopyDialog.tsx); shown only to users holding the copy keys (the copy
 * entry of the resource's `meta.access`).
 */
export function CopyButton({ resource, row }: { resource: ResourceDeclaration; row: BaseRecord }) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  const { resource: item } = useResourceParams({ resource: resource.name });
  const { data: can } = useCan({
    resource: resource.name,
    action: 'copy',
    params: { id: row.id, resource: item },
  });
  if (!can?.can) return null;
  return (
    <>
      <IconButton
        icon={<CopyOutlined />}
        label={t('buttons.clone')}
        data-testid="resource-copy"
        onClick={() => setAsking(true)}
      />
      {asking && <CopyDialog resource={resource} row={row} onClose={() => setAsking(false)} />}
    </>
  );
}
