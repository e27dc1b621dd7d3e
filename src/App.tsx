import { useMemo } from 'react';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter } from 'react-router';
import { i18n } from '@/src/i18n';
import type { RuntimeConfig } from './boot/runtime-config';
import { RuntimeConfigProvider } from './boot/runtime-config-context';
import type { PluginRegistry } from './plugin-api/registry';
import { allRoutes } from './routes/all-routes';
import { AppRoutes } from './routes/AppRoutes';
import { NavigatorBridge } from './routes/NavigatorBridge';
import { AntdLocale } from './shared/AntdLocale';

/**
 * The composition root. Routes come from the route registry plus the plugins; <Refine> and its
 * providers wrap the signed-in part only (SignedInApp.tsx), which loads after the login page.
 */
export function App({ config, registry }: { config: RuntimeConfig; registry: PluginRegistry }) {
  const routes = useMemo(() => allRoutes(registry), [registry]);
  return (
    <BrowserRouter>
      <I18nextProvider i18n={i18n}>
        <RuntimeConfigProvider config={config}>
          <AntdLocale>
            <NavigatorBridge />
            <AppRoutes routes={routes} registry={registry} />
          </AntdLocale>
        </RuntimeConfigProvider>
      </I18nextProvider>
    </BrowserRouter>
  );
}
