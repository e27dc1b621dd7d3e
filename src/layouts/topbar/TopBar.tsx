import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Slot } from '@/src/plugin-api/Slot';
import type { BaseSlotContext } from '@/src/plugin-api/slots';
import type { AppRoute } from '@/src/routes/route-types';
import { Breadcrumbs } from './Breadcrumbs';
import { UserMenu } from './UserMenu';

interface TopBarProps {
  opened: boolean;
  onToggle: () => void;
  routes: AppRoute[];
  ctx: BaseSlotContext;
}

/** The fixed bar over the content: sidebar toggle, breadcrumbs, plugin items, user menu. */
export function TopBar({ opened, onToggle, routes, ctx }: TopBarProps) {
  const { t } = useTranslation();
  return (
    <header className="shell-topbar" data-testid="topbar">
      <Button
        type="text"
        className="shell-topbar__toggle"
        icon={opened ? <MenuFoldOutlined /> : <MenuUnfoldOutlined />}
        onClick={onToggle}
        aria-label={t('shell.topbar.toggleSidebar')}
        aria-expanded={opened}
        data-testid="sidebar-toggle"
      />
      <Breadcrumbs routes={routes} />
      <div className="shell-topbar__items">
        <Slot name="topbar" ctx={ctx} />
        <UserMenu user={ctx.user} />
      </div>
    </header>
  );
}
