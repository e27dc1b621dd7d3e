import { QuestionCircleOutlined } from '@ant-design/icons';
import { useMenu } from '@refinedev/core';
import { Layout, Menu } from 'antd';
import { useMemo } from 'react';
import { useRuntimeConfig } from '@/src/boot/runtime-config-context';
import { useRouteLabel } from '@/src/routes/use-route-label';
import { useCurrentUser } from '@/src/session/use-current-user';
import { helpMenuFor } from './help-menu';
import { SIDEBAR_COLLAPSED_PX, SIDEBAR_OPEN_PX } from './use-sidebar-state';
import { filterMenuByAccess, orderMenu } from './menu-access';
import { helpMenuItem, toAntMenuItems } from './menu-items';
import { SidebarLogo } from './SidebarLogo';

/** The sidebar: logo, then the routes this user may open, then Help. */
export function Sidebar({ opened, isMobile }: { opened: boolean; isMobile: boolean }) {
  const { menuItems, selectedKey, defaultOpenKeys } = useMenu();
  const user = useCurrentUser();
  const config = useRuntimeConfig();
  const label = useRouteLabel();

  const items = useMemo(() => {
    if (!user) return [];
    const help = helpMenuFor(user.role, config);
    const routes = toAntMenuItems(orderMenu(filterMenuByAccess(menuItems, user, config)), label);
    return help ? [...routes, helpMenuItem(help, label, <QuestionCircleOutlined />)] : routes;
  }, [menuItems, user, config, label]);

  // On mobile a closed sidebar is moved off screen by CSS (it slides over the page when open).
  const collapsed = !opened && !isMobile;
  return (
    <Layout.Sider
      className="shell-sidebar"
      data-testid="sidebar"
      width={SIDEBAR_OPEN_PX}
      collapsedWidth={SIDEBAR_COLLAPSED_PX}
      collapsed={collapsed}
      trigger={null}
    >
      <SidebarLogo collapsed={collapsed} />
      <Menu
        mode="inline"
        theme="dark"
        selectedKeys={[selectedKey]}
        defaultOpenKeys={defaultOpenKeys}
        items={items}
      />
    </Layout.Sider>
  );
}
