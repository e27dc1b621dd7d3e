import { CopyOutlined } from '@ant-design/icons';
import { useCan, useCreate, useResourceParams, type BaseKey } from '@refinedev/core';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ResourceDeclaration } from '../../define';
import { useCrudNotifications } from '../notifications';

/**
 * Copies a row with the server's `POST /{api}/copy/{id}` (offered when the declaration names a copy key);
 * shown only to users holding the copy keys (the copy entry of the resource's `meta.access`).
 */
export function CopyButton({ resource, id }: { resource: ResourceDeclaration; id: BaseKey }) {
  const { t } = useTranslation();
  const notifications = useCrudNotifications();
  const { resource: item } = useResourceParams({ resource: resource.name });
  const { data: can } = useCan({ resource: resource.name, action: 'copy', params: { id, resource: item } });
  const { mutate, mutation } = useCreate();
  if (!can?.can) return null;
  return (
    <Button
      size="small"
      icon={<CopyOutlined />}
      title={t('buttons.clone')}
      aria-label={t('buttons.clone')}
      data-testid="resource-copy"
      loading={mutation.isPending}
      onClick={() =>
        mutate({
          resource: resource.name,
          values: {},
          meta: { paths: { create: `/{resource}/copy/${encodeURIComponent(String(id))}` } },
          successNotification: notifications.created,
          errorNotification: notifications.failed,
        })
      }
    />
  );
}
