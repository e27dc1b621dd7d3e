// Content-Security-Policy violations seen in a browser context, by two witnesses: the documents'
// `securitypolicyviolation` events (every frame that runs scripts), and Chromium's console reports, which
// also come from the sandboxed srcdoc frames (operator scripts), where no script of ours can listen.
import type { BrowserContext, Page, Response } from 'playwright-core';
import { expect } from 'vitest';

export interface Violation {
  witness: 'event' | 'console';
  url: string;
  text: string;
}

declare global {
  var reportCspViolation: (text: string) => void;
}

export async function watchCsp(context: BrowserContext): Promise<Violation[]> {
  const violations: Violation[] = [];
  await context.exposeBinding('reportCspViolation', ({ frame }, text: string) => {
    violations.push({ witness: 'event', url: frame.url(), text });
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      window.reportCspViolation(`${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} ${e.sample}`),
    );
  });
  const watch = (page: Page) =>
    page.on('console', (message) => {
      if (/Content[- ]Security[- ]Policy/i.test(message.text()))
        violations.push({ witness: 'console', url: page.url(), text: message.text() });
    });
  context.pages().forEach(watch);
  context.on('page', watch);
  return violations;
}

/** The document came with the enforced policy (so a journey without violations is not a journey without CSP). */
export function expectPolicyOn(response: Response | null) {
  expect(response, 'no document response').not.toBeNull();
  const policy = response!.headers()['content-security-policy'];
  expect(policy, `no Content-Security-Policy on ${response!.url()}`).toEqual(expect.any(String));
  expect(policy).toContain("script-src 'self'");
  expect(policy).toContain("frame-ancestors 'none'");
  expect(response!.headers()['content-security-policy-report-only']).toBeUndefined();
}
