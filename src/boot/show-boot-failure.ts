import { plainT } from '@/src/i18n/base-texts';

/** Without React there is nothing else to show: plain text in #root, the details in the console. */
export function showBootFailure(error: unknown) {
  console.error(error);
  const root = document.getElementById('root');
  if (!root) return;
  const box = document.createElement('pre');
  box.setAttribute('role', 'alert');
  box.style.cssText = 'margin:40px auto;max-width:800px;white-space:pre-wrap;color:#a8071a';
  box.textContent = `${plainT('shell.common.bootFailed')}\n\n${error instanceof Error ? error.message : String(error)}`;
  root.replaceChildren(box);
}
