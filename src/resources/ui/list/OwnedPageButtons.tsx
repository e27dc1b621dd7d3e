import { ImportOutlined } from '@ant-design/icons';
import { useCan, useResourceParams } from '@refinedev/core';
import { Button } from 'antd';
import { IconButton } from '@/src/shared/actions/IconButton';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

// The hand-written pages a list may own beyond Refine's actions (route-types.ts, OwnedAction).
const BUTTONS: Record<string, { icon: ReactNode; label: string }> = {
  import: { icon: <ImportOutlined />, label: 'buttons.import' },
};

/** The page's address without its optional parameters (`/campaign/import/:id?` → `/campaign/import`). */
const withoutOptional = (path: string) => path.replace(/\/:[^/]+\?/g, '');

function OwnedPageButton({ resource, action, path }: { resource: string; action: string; path: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { resource: item } = useResourceParams({ resource });
  const { data: can } = useCan({ resource, action, params: { resource: item } });
  const button = BUTTONS[action];
  if (!can?.can || !button) return null;
  return (
    <Button
      icon={button.icon}
      data-testid={`resource-${action}`}
      onClick={() => navigate(withoutOptional(path))}
    >
      {t(button.label)}
    </Button>
  );
}

/**
 * Header buttons to the pages a hand-written registry entry adds to a generated list (an import page,
 * `meta.pages` of its Refine resource), each shown only with that page's keys.
 */
export function OwnedPageButtons({ resource }: { resource: string }) {
  const { resource: item } = useResourceParams({ resource });
  const pages = (item?.meta?.pages ?? {}) as Record<string, string>;
  return Object.entries(pages).map(([action, path]) => (
    <OwnedPageButton key={action} resource={resource} action={action} path={path} />
  ));
}

function OwnedRowButton({
  resource,
  action,
  path,
  id,
}: {
  resource: string;
  action: string;
  path: string;
  id: string;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { resource: item } = useResourceParams({ resource });
  const { data: can } = useCan({ resource, action, params: { resource: item } });
  if (!can?.can) return null;
  const { icon, label } = BUTTONS[action];
  return (
    <IconButton
      icon={icon}
      label={t(label)}
      data-testid={`resource-row-${action}`}
      onClick={() => navigate(path.replace(/:id\??/, encodeURIComponent(id)))}
    />
  );
}

/** The owned pages that take a row's id (`/campaign/import/:id?`): a small button on each row, with its id. */
export function OwnedRowButtons({ resource, id }: { resource: string; id: string | number }) {
  const { resource: item } = useResourceParams({ resource });
  const pages = (item?.meta?.pages ?? {}) as Record<string, string>;
  return Object.entries(pages)
    .filter(([action, path]) => BUTTONS[action] && /\/:id\??(\/|$)/.test(path))
    .map(([action, path]) => (
      <OwnedRowButton key={action} resource={resource} action={action} path={path} id={String(id)} />
    ));
}
