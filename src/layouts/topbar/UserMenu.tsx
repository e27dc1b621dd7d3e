import { GlobalOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Dropdown, type MenuProps } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { authProvider } from '@/providers/auth-provider';
import { useRuntimeConfig } from '@/src/boot/runtime-config-context';
import { changeLocale, LOCALES } from '@/src/i18n';
import { useSlotItems } from '@/src/plugin-api/Slot';
import type { UserMenuDialogContext } from '@/src/plugin-api/slots';
import type { CurrentUser } from '@/src/session/current-user';
import { LOGIN_PATH } from '@/providers/paths';

// Each language is named in itself, so a user who cannot read the current one still finds theirs.
const LANGUAGE_NAMES = { ru: 'Русский', en: 'English' } as const;

/**
 * Name, e-mail, the interface language, the plugins' entries (slot `topbar.userMenu`, such as the
 * softphone's sound settings) and log out (spec 000 section 2.3).
 */
export function UserMenu({ user }: { user: CurrentUser }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const config = useRuntimeConfig();
  // The entry whose dialog is open: its item is mounted (outside the dropdown) until it calls close.
  const [openEntry, setOpenEntry] = useState<string | null>(null);
  const close = useCallback(() => setOpenEntry(null), []);
  const ctx = useMemo<UserMenuDialogContext>(() => ({ user, config, close }), [user, config, close]);
  const entries = useSlotItems('topbar.userMenu', ctx);
  // Not Refine's useLogout: it re-runs the guards' auth check, and a guard that sees the session
  // gone sends the user to /login?to=<here> as if thrown out. Ending the session (the provider
  // clears every cookie at once) and leaving for /login ourselves lands on plain /login.
  const logOut = () => {
    void authProvider.logout({});
    navigate(LOGIN_PATH, { replace: true });
  };
  const items: MenuProps['items'] = [
    { key: 'name', label: user.fullName, disabled: true },
    { key: 'email', label: t('shell.topbar.email', { email: user.email }), disabled: true },
    {
      key: 'language',
      icon: <GlobalOutlined />,
      label: t('shell.topbar.language'),
      children: LOCALES.map((locale) => ({
        key: `language-${locale}`,
        label: LANGUAGE_NAMES[locale],
        disabled: i18n.language === locale,
        onClick: () => void changeLocale(locale),
      })),
    },
    ...entries.map(({ item, pluginId }) => ({
      key: `plugin-${item.id}`,
      label: (
        <span data-testid={`user-menu-${item.id}`}>
          {item.title ? t(item.title, { ns: pluginId }) : item.id}
        </span>
      ),
      onClick: () => setOpenEntry(item.id),
    })),
    { type: 'divider' },
    {
      key: 'logout',
      icon: <LogoutOutlined />,
      label: <span data-testid="logout">{t('shell.topbar.logout')}</span>,
      onClick: logOut,
    },
  ];
  return (
    <>
      {/* The language submenu opens on click too: a hover-only submenu closes as the pointer crosses the gap. */}
      <Dropdown menu={{ items, triggerSubMenuAction: 'click' }} trigger={['click']} placement="bottomRight">
        <Button
          type="text"
          icon={<UserOutlined />}
          aria-label={t('shell.topbar.userMenu')}
          data-testid="user-menu"
        >
          <span className="shell-topbar__user-name">{user.fullName}</span>
        </Button>
      </Dropdown>
      {entries.map(({ item, node }) => (item.id === openEntry ? node : null))}
    </>
  );
}
