import { ImportOutlined } from '@ant-design/icons';
import { useCan, useResourceParams } from '@refinedev/core';
import { Button } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

// The hand-written pages a list may own beyond Refine's actions (route-types.ts, OwnedAction).
const BUTTONS: Record<string, { icon: ReactNode; label: string }> = {
  import: { icon: <ImportOutlined />, label: 'buttons.import' },
};

function OwnedPageButton({ resource, action, path }: { resource: string; action: string; path: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { resource: item } = useResourceParams({ resource });
  const { data: can } = useCan({ resource, action, params: { resource: item } });
  const button = BUTTONS[action];
  if (!can?.can || !button) return null;
  return (
    <Button icon={button.icon} data-testid={`resource-${action}`} onClick={() => navigate(path)}>
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
