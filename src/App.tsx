import { BrowserRouter } from 'react-router';
import type { RuntimeConfig } from './boot/runtime-config';
import { RuntimeConfigProvider } from './boot/runtime-config-context';
import type { PluginRegistry } from './plugin-api/registry';
import { AppRoutes } from './routes/AppRoutes';
import { NavigatorBridge } from './routes/NavigatorBridge';

/**
 * The composition root. The open pages are drawn here, with antd's defaults and the texts of
 * i18n/base-texts.ts; i18next, antd's locales, the route registry, the plugins, <Refine> and its providers
 * belong to the signed-in part (routes/SignedInRoutes.tsx, SignedInApp.tsx), which loads after the login
 * page. `registry` overrides the plugins of plugins/index.ts (tests pick theirs).
 */
export function App({ config, registry }: { config: RuntimeConfig; registry?: PluginRegistry }) {
  return (
    <BrowserRouter>
      <RuntimeConfigProvider config={config}>
        <NavigatorBridge />
        <AppRoutes registry={registry} />
      </RuntimeConfigProvider>
    </BrowserRouter>
  );
}
