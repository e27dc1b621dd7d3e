// One real server for the whole e2e run, with known demo passwords. The SPA must be built
// (`npm test` builds before it runs the suites).
import { existsSync } from 'node:fs';
import { startApp } from './support/app-server';

export const E2E_DEMO_PASSWORD = 'e2e-Demo-pass-1';

export default async function setup() {
  if (!existsSync('dist/index.html')) throw new Error('dist/ is missing: run `npm run build` first.');
  const app = await startApp({ DEMO_PASSWORD: E2E_DEMO_PASSWORD, DEFAULT_LOCALE: 'en' });
  process.env.E2E_BASE_URL = app.baseURL;
  process.env.E2E_DEMO_PASSWORD = E2E_DEMO_PASSWORD;
  return () => app.stop();
}
