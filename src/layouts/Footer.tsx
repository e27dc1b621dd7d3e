import { useTranslation } from 'react-i18next';
import { useRuntimeConfig } from '@/src/boot/runtime-config-context';

const sameName = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

/**
 * Company, title, server and client versions, and the copyright years (spec 000 section 2.2). The company
 * name falls back to the title on the server (COMPANY_NAME unset), so the title is left out when it says the
 * same: the product's name once, never "Call Centre CRM Call Centre CRM" (issue 14).
 */
export function Footer() {
  const { t } = useTranslation();
  const { company_name, title, version } = useRuntimeConfig();
  const parts = [
    company_name,
    ...(sameName(company_name, title) ? [] : [title]),
    t('shell.footer.serverVersion', { version: version || '—' }),
    t('shell.footer.clientVersion', { version: __APP_VERSION__ }),
    t('shell.footer.copyright', { year: new Date().getFullYear() }),
  ];
  return (
    <footer className="shell-footer" data-testid="footer">
      {parts.map((part, index) => (
        <span key={index}>{part}</span>
      ))}
    </footer>
  );
}
