import { Refine } from '@refinedev/core';
import { App as AntApp } from 'antd';
import { useMemo } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Outlet } from 'react-router';
import { accessControlProvider } from '@/providers/access-control-provider';
import { authProvider } from '@/providers/auth-provider';
import { dataProvider } from '@/providers/data-provider';
import { i18nProvider } from '@/providers/i18n-provider';
import { i18n } from '@/src/i18n';
import { NOTIFICATION_CONFIG, notificationProvider } from '@/providers/notification-provider';
import type { PluginRegistry } from './plugin-api/registry';
import { PluginRegistryProvider } from './plugin-api/registry-context';
import { ownedPagesRouter } from './routes/owned-pages-router';
import { toRefineResources } from './routes/refine-resources';
import type { AppRoute } from './routes/route-types';
import { AntdLocale } from './shared/AntdLocale';
import { useDayjsLocale } from './shared/use-dayjs-locale';

/** i18next, antd's locale, Refine and its providers around the signed-in routes (the <Outlet/>). Loaded with routes/SignedInRoutes.tsx. */
export default function SignedInApp({ routes, registry }: { routes: AppRoute[]; registry: PluginRegistry }) {
  const resources = useMemo(() => toRefineResources(routes), [routes]);
  useDayjsLocale();
  return (
    <I18nextProvider i18n={i18n}>
      <AntdLocale>
        <PluginRegistryProvider registry={registry}>
          <AntApp notification={NOTIFICATION_CONFIG}>
            <Refine
              routerProvider={ownedPagesRouter}
              dataProvider={dataProvider}
              authProvider={authProvider}
              accessControlProvider={accessControlProvider}
              i18nProvider={i18nProvider}
              notificationProvider={notificationProvider}
              resources={resources}
              options={{ disableTelemetry: true, warnWhenUnsavedChanges: false, syncWithLocation: true }}
            >
              <Outlet />
            </Refine>
          </AntApp>
        </PluginRegistryProvider>
      </AntdLocale>
    </I18nextProvider>
  );
}
