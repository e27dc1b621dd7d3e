// What a journey holds against every page it opens (issue 14): no console error or uncaught exception, no
// refused or failed request, no raw translation key and no id where a name belongs. `watchDefects` records
// the first two as they happen; `defectsOnScreen` reads the last two from what the page shows.
import type { Page } from 'playwright-core';
import { i18n, loadLocale } from '../../src/i18n';
import dashboardTextsEn from '../../src/i18n/dashboard-texts-en';

// The base texts (shell, messages, validation) load on demand; the roots below read them.
await loadLocale('en');

/** Errors and refused requests since the last `take`, in the order they happened. */
export function watchDefects(page: Page, origin: string) {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') seen.push(`console error: ${message.text()}`);
  });
  page.on('pageerror', (error) => seen.push(`uncaught: ${error.message}`));
  page.on('response', (response) => {
    const url = new URL(response.url());
    // The app's own requests (API, socket.io, its files); what a page links elsewhere is not ours to judge.
    if (url.origin === origin && response.status() >= 400)
      seen.push(`${response.request().method()} ${url.pathname}${url.search} -> ${response.status()}`);
  });
  page.on('requestfailed', (request) => {
    const url = new URL(request.url());
    if (url.origin === origin)
      seen.push(`failed: ${request.method()} ${url.pathname}${url.search} (${request.failure()?.errorText})`);
  });
  return { take: () => seen.splice(0) };
}

/** The first segments of every key the interface's dictionaries hold (`shell`, `buttons`, `crud`...). */
function keyRoots(): Set<string> {
  const roots = new Set(['resources', 'fields']);
  const trees = [dashboardTextsEn, ...Object.values(i18n.store.data.en ?? {})];
  for (const tree of trees) for (const key of Object.keys(tree)) roots.add(key);
  for (const ns of Object.keys(i18n.store.data.en ?? {})) roots.add(ns);
  return roots;
}

// A dotted word not part of an address, a path or a host (no @, /, :, - or dot around it).
const DOTTED = /(?<![\w@/:.-])[a-z][A-Za-z0-9_]*(?:\.[A-Za-z][A-Za-z0-9_]*)+(?![\w@/-]|\.\w)/g;

/** Texts that read like an i18next key: a known root (`shell.menu.users`), or a camelCase/underscored part. */
export function translationKeysIn(text: string, roots = keyRoots()): string[] {
  return [...text.matchAll(DOTTED)]
    .map((m) => m[0])
    .filter((word) => {
      const parts = word.split('.');
      return roots.has(parts[0]) || parts.some((p) => /[a-z][A-Z]|_/.test(p));
    });
}

/** Raw keys, missing-reference markers and reference cells that hold only an id, as the page shows them. */
export async function defectsOnScreen(page: Page): Promise<string[]> {
  const { text, identifiers, bareIds } = await page.evaluate(() => ({
    text: document.body.innerText,
    // What a page shows as an identifier on purpose (the permission editor's keys) is in <code>.
    identifiers: [...document.querySelectorAll('code')].map((el) => (el as HTMLElement).innerText.trim()),
    // Reference values (src/resources/ui/view/FieldValue.tsx) must read as the referenced row's name.
    bareIds: [...document.querySelectorAll('[data-reference-id]')]
      .map((el) => (el as HTMLElement).innerText.trim())
      .filter((shown) => /^#?\d+$/.test(shown)),
  }));
  const shownAsCode = new Set(identifiers);
  const keys = [...new Set(translationKeysIn(text))]
    .filter((k) => !shownAsCode.has(k))
    .map((k) => `raw translation key: ${k}`);
  const missing = [...new Set(text.match(/#\d+ \(not found\)/g) ?? [])].map((m) => `id for a name: ${m}`);
  return [...keys, ...missing, ...bareIds.map((id) => `reference cell shows only an id: ${id}`)];
}
