// The JavaScript the first two screens download, gzip-compressed as a server would send it: the login page,
// and the operator's dashboard right after signing in on it (counted in all: the login page's chunks and
// everything signing in adds). Every JavaScript response is counted until the page is idle, lazy chunks
// and plugin slots included, so a chunk that loads late is counted as honestly as one in the entry.
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { startApp } from '../e2e/support/app-server';
import { launchChromium } from '../e2e/support/browser';

/** Goals, KB of gzip JavaScript (issue 14, "Fast first paint"). */
export const PAGE_WEIGHT_GOALS_KB = { login: 170, operatorDashboard: 450 } as const;

export interface ChunkFigure {
  url: string;
  raw: number;
  gzip: number;
}

export interface PageWeight {
  files: ChunkFigure[];
  totalGzip: number;
}

export interface PageWeights {
  login: PageWeight;
  operatorDashboard: PageWeight;
}

const KB = 1024;
/** A page is idle once no script has arrived for this long. */
const QUIET_MS = 2000;
const IDLE_DEADLINE_MS = 30_000;

/** Collects every script `page` downloads from now on. */
function recordScripts(page: Page) {
  const pending: Promise<ChunkFigure | null>[] = [];
  let lastArrival = Date.now();
  page.on('response', (res) => {
    const isJs = res.request().resourceType() === 'script' || new URL(res.url()).pathname.endsWith('.js');
    if (!isJs) return;
    lastArrival = Date.now();
    pending.push(
      res
        .body()
        .then((body) => ({ url: new URL(res.url()).pathname, raw: body.length, gzip: gzipSync(body).length }))
        .catch(() => null),
    );
  });
  return {
    async idle(): Promise<void> {
      await page.waitForLoadState('networkidle');
      const deadline = Date.now() + IDLE_DEADLINE_MS;
      while (Date.now() - lastArrival < QUIET_MS && Date.now() < deadline) await page.waitForTimeout(200);
    },
    async weight(): Promise<PageWeight> {
      const files = (await Promise.all(pending)).filter((f) => f !== null);
      return { files, totalGzip: files.reduce((sum, f) => sum + f.gzip, 0) };
    },
  };
}

/** The login page for a visitor, then the operator's dashboard after signing in (each in a fresh browser profile). */
export async function measurePageWeights(baseURL: string, operatorPassword: string): Promise<PageWeights> {
  const browser = await launchChromium();
  try {
    const fresh = () => browser.newContext({ baseURL }).then((c) => c.newPage());
    // By what the fields are, not by their labels: the figure is taken in the server's default language.
    const submit = '[data-testid="login-submit"]';

    const visitor = await fresh();
    const loginScripts = recordScripts(visitor);
    await visitor.goto('/login');
    await visitor.locator(submit).waitFor();
    await loginScripts.idle();

    const operator = await fresh();
    const operatorScripts = recordScripts(operator);
    await operator.goto('/login');
    await operator.locator('input[autocomplete="username"]').fill('operator@demo.local');
    await operator.locator('input[autocomplete="current-password"]').fill(operatorPassword);
    await operator.locator(submit).click();
    await operator.waitForURL('**/dashboard');
    await operator.locator('.ant-layout-sider .ant-menu').first().waitFor();
    // The dashboard page itself drawn, not only the layout around it.
    await operator.waitForFunction(() => !document.querySelector('[data-testid="loading-overlay"]'));
    await operatorScripts.idle();

    return { login: await loginScripts.weight(), operatorDashboard: await operatorScripts.weight() };
  } finally {
    await browser.close();
  }
}

function printPage(title: string, weight: PageWeight, goalKb: number): boolean {
  console.log(`\n${title} (gzip JavaScript, largest first):`);
  for (const f of [...weight.files].sort((a, b) => b.gzip - a.gzip)) {
    console.log(
      `  ${(f.gzip / KB).toFixed(1).padStart(8)} KB  (${(f.raw / KB).toFixed(1)} KB raw)  ${f.url}`,
    );
  }
  const total = weight.totalGzip / KB;
  const within = total <= goalKb;
  console.log(
    `${title}: ${total.toFixed(1)} KB gzip in ${weight.files.length} files (goal <= ${goalKb} KB: ${within ? 'within' : 'OVER'})`,
  );
  return within;
}

const DEMO_PASSWORD = 'bench-Demo-pass-1';

/** Starts the built app with the demo call centre (in its default language, Russian) and measures both pages. */
export async function benchPageWeights(): Promise<PageWeights> {
  const app = await startApp({ DEMO_PASSWORD });
  try {
    return await measurePageWeights(app.baseURL, DEMO_PASSWORD);
  } finally {
    await app.stop();
  }
}

/** Prints both pages chunk by chunk; answers which goals were missed. */
export function printPageWeights(weights: PageWeights): string[] {
  const missed: string[] = [];
  if (!printPage('Login page JS', weights.login, PAGE_WEIGHT_GOALS_KB.login)) missed.push('login page JS');
  const dashboard = "Operator's first dashboard JS, login page included";
  if (!printPage(dashboard, weights.operatorDashboard, PAGE_WEIGHT_GOALS_KB.operatorDashboard))
    missed.push('operator dashboard JS');
  return missed;
}
