import { loadBaseTexts, plainT } from '@/src/i18n/base-texts';
import { activeLocale } from '@/src/i18n/locale';

const KEY = 'shell.common.bootFailed';
/** When not even the texts could be downloaded (the server is down): the dictionary's words, both languages. */
const UNTRANSLATED = 'Приложение не удалось запустить / The application could not start';

/**
 * Without React there is nothing else to show: plain text in #root, the details in the console. The texts
 * load with the startup, which may be what failed, so they are asked for once more here.
 */
export async function showBootFailure(error: unknown) {
  console.error(error);
  const root = document.getElementById('root');
  if (!root) return;
  await loadBaseTexts(activeLocale()).catch(() => undefined);
  const title = plainT(KEY);
  const box = document.createElement('pre');
  box.setAttribute('role', 'alert');
  box.style.cssText = 'margin:40px auto;max-width:800px;white-space:pre-wrap;color:#a8071a';
  box.textContent = `${title === KEY ? UNTRANSLATED : title}\n\n${error instanceof Error ? error.message : String(error)}`;
  root.replaceChildren(box);
}
