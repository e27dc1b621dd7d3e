import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { clearAllCookies } from '@/providers/cookies';
import { loadBaseTexts } from '@/src/i18n/base-texts';
import { LOCALES } from '@/src/i18n/locale';

// Most UI files share their workers and one window (vite.config.ts, `isolate: false`), and this file runs
// again before each: what the last file left in the page, its cookies, storage and address go first, so a
// file starts as it would in a window of its own. Patches below are made once per window.
document.body.replaceChildren();
clearAllCookies();
localStorage.clear();
sessionStorage.clear();
window.history.replaceState(null, '', '/');
document.title = '';
const patched = Symbol.for('crm.tests.dom-patched');
const firstInWindow = !(patched in window);
Object.assign(window, { [patched]: true });

// Timers the last file left (a query's retry, a component's poll) would fire in this file's tests, where a
// late 401 logs the user out: the timers are counted from the first file on and cleared here.
type Timer = ReturnType<typeof setTimeout>;
const timersKey = Symbol.for('crm.tests.timers');
const timers = ((globalThis as Record<symbol, unknown>)[timersKey] ??= new Set<Timer>()) as Set<Timer>;
if (firstInWindow) {
  const { setTimeout: later, setInterval: every } = globalThis;
  globalThis.setTimeout = Object.assign(
    (run: (...args: unknown[]) => void, ms?: number, ...args: unknown[]) => {
      const timer: Timer = later(
        (...given: unknown[]) => {
          timers.delete(timer);
          run(...given);
        },
        ms,
        ...args,
      );
      timers.add(timer);
      return timer;
    },
    later,
  ) as typeof setTimeout;
  globalThis.setInterval = Object.assign(
    (run: (...args: unknown[]) => void, ms?: number, ...args: unknown[]) => {
      const timer = every(run, ms, ...args);
      timers.add(timer);
      return timer;
    },
    every,
  ) as typeof setInterval;
  // Forgotten when cleared, so the set holds only live timers (thousands are made and cleared a file).
  const { clearTimeout: cancel, clearInterval: stop } = globalThis;
  globalThis.clearTimeout = ((timer?: Timer) => {
    if (timer !== undefined) timers.delete(timer);
    cancel(timer);
  }) as typeof clearTimeout;
  globalThis.clearInterval = ((timer?: Timer) => {
    if (timer !== undefined) timers.delete(timer);
    stop(timer);
  }) as typeof clearInterval;
}
for (const timer of timers) clearTimeout(timer);
timers.clear();

// Both languages' texts, loaded before a test's modules create the i18next instance (the app loads the
// active one's at startup), and the dashboard's text pack, which pages rendered without the dashboard
// layout still need.
await Promise.all(LOCALES.map(loadBaseTexts));
const { addTextPack, loadLocale } = await import('@/src/i18n');
const { dashboardTexts } = await import('@/src/i18n/dashboard-texts');
await addTextPack(dashboardTexts);
await Promise.all(LOCALES.map(loadLocale));

// jsdom has neither; antd's responsive components need both.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: vi.fn().mockImplementation((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(),
  })),
});
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub as unknown as typeof ResizeObserver;
if (firstInWindow)
  window.getComputedStyle = (
    (orig) => (elt: Element) =>
      orig(elt)
  )(window.getComputedStyle);

// Pages load lazily; on a busy 2-core CI machine the first render can take longer than the 1 s default.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => cleanup());

// jsdom has no object URLs, and its Blob cannot be streamed, which msw's XMLHttpRequest interceptor
// needs for replies read as blobs (files fetched with the bearer token).
if (!URL.createObjectURL) {
  let next = 0;
  URL.createObjectURL = () => `blob:jsdom/${++next}`;
  URL.revokeObjectURL = () => undefined;
}
if (!Blob.prototype.stream) {
  Blob.prototype.stream = function stream(this: Blob) {
    const read = () => this.arrayBuffer();
    return new ReadableStream<Uint8Array>({
      async start(controller) {
        controller.enqueue(new Uint8Array(await read()));
        controller.close();
      },
    }) as ReturnType<Blob['stream']>;
  };
}

// No socket.io server in jsdom: the app's sockets are fakes a test can push through (fake-socket-io.ts).
vi.mock('socket.io-client', () => import('./fake-socket-io'));

// antd writes its styles at run time, into a <style> element per component and token. jsdom parses every
// one, and each getComputedStyle (Testing Library calls it for every element a role query looks at) walks
// all their rules: about a fifth of a UI test's time. The tests judge behaviour, text and antd's classes,
// not its look, so the elements stay (antd finds its own again by attribute) with a type jsdom leaves
// unparsed. A test that needs to know a thing is hidden asks for antd's class (e.g. ant-tooltip-hidden).
if (firstInWindow) {
  const create = Document.prototype.createElement;
  Document.prototype.createElement = function (
    this: Document,
    name: string,
    options?: ElementCreationOptions,
  ) {
    const element = create.call(this, name, options);
    if (name.toLowerCase() === 'style') element.setAttribute('type', 'text/x-unparsed');
    return element;
  } as typeof Document.prototype.createElement;
}

// Before it writes a style, antd (rc-util's updateCSS) lists the <head>'s children to find its own: jsdom's
// HTMLCollection answers each index through a Proxy trap, and with a few hundred styles in the head that
// listing was about a tenth of a UI test's CPU (profiled on the resource form and list files). The head's
// children are read here by walking its element siblings, the same elements in the same order, as an array.
Object.defineProperty(HTMLHeadElement.prototype, 'children', {
  configurable: true,
  get(this: HTMLHeadElement) {
    const children: Element[] = [];
    for (let child = this.firstElementChild; child; child = child.nextElementSibling) children.push(child);
    return children;
  },
});

// React's development build gives every element it creates an Error, for the owner stack its warnings
// print: the largest cost of a UI test after jsdom (profiled). Past 10,000 elements within a second it
// uses one shared stack instead; here it always does (about 9 % of the UI suite's CPU). Warnings still come,
// naming no owner.
if (firstInWindow) {
  const { __CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE: internals } =
    (await import('react')) as unknown as {
      __CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE: object;
    };
  Object.defineProperty(internals, 'recentlyCreatedOwnerStacks', {
    configurable: true,
    get: () => 1e4,
    set: () => {},
  });
}
