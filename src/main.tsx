// First, before antd is evaluated: without the patch, message/notification/Modal.confirm render
// nothing under React 19.
import '@ant-design/v5-patch-for-react-19';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { restoreFromCookies } from '@/providers/session';
import { bootLocale } from '@/src/i18n/base-texts';
import { App } from './App';
import { fetchRuntimeConfig } from './boot/runtime-config';
import { showBootFailure } from './boot/show-boot-failure';
import { checkVersion } from './boot/version-check';

// Spec 000 section 4.5: config and version first (a stale storage is cleared before anything reads
// it), then the language and the session from cookies; only then the first render. The plugins register
// with the signed-in part (routes/SignedInRoutes.tsx), which the login page does not download.
async function start() {
  const [config] = await Promise.all([fetchRuntimeConfig(), checkVersion()]);
  await bootLocale(config.default_locale);
  restoreFromCookies();
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App config={config} />
    </StrictMode>,
  );
}

start().catch((error: unknown) => void showBootFailure(error));
