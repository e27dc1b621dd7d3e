// First, before antd is evaluated: without the patch, message/notification/Modal.confirm render
// nothing under React 19.
import '@ant-design/v5-patch-for-react-19';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { plugins } from '@/plugins';
import { restoreFromCookies } from '@/providers/session';
import { bootI18n } from '@/src/i18n';
import { App } from './App';
import { fetchRuntimeConfig } from './boot/runtime-config';
import { showBootFailure } from './boot/show-boot-failure';
import { checkVersion } from './boot/version-check';
import { registerPlugins } from './plugin-host/register-plugins';

// Spec 000 section 4.5: config and version first (a stale storage is cleared before anything reads
// it), then the language, the session from cookies and the plugins; only then the first render.
async function start() {
  const [config] = await Promise.all([fetchRuntimeConfig(), checkVersion()]);
  await bootI18n(config.default_locale);
  restoreFromCookies();
  const registry = registerPlugins(plugins);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App config={config} registry={registry} />
    </StrictMode>,
  );
}

start().catch(showBootFailure);
