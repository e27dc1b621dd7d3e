// Measures what a person opening the login page downloads: every JavaScript response the page
// fetches until the network is idle (lazy chunks included), gzip-compressed as a server would.
import { gzipSync } from 'node:zlib';
import { launchChromium } from '../e2e/support/browser';

export interface BundleFigure {
  files: { url: string; raw: number; gzip: number }[];
  totalGzip: number;
}

export async function measureLoginBundle(baseURL: string): Promise<BundleFigure> {
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    const pending: Promise<{ url: string; raw: number; gzip: number } | null>[] = [];
    page.on('response', (res) => {
      const isJs = res.request().resourceType() === 'script' || res.url().endsWith('.js');
      if (!isJs) return;
      pending.push(
        res
          .body()
          .then((body) => ({
            url: new URL(res.url()).pathname,
            raw: body.length,
            gzip: gzipSync(body).length,
          }))
          .catch(() => null),
      );
    });
    await page.goto(`${baseURL}/login`, { waitUntil: 'networkidle' });
    await page.getByRole('button').first().waitFor();
    const files = (await Promise.all(pending)).filter((f) => f !== null);
    return { files, totalGzip: files.reduce((sum, f) => sum + f.gzip, 0) };
  } finally {
    await browser.close();
  }
}
