import { useTranslation } from 'react-i18next';
import { useRuntimeConfig } from '@/src/boot/runtime-config-context';

/** Company, title, server and client versions, and the copyright years (spec 000 section 2.2). */
export function Footer() {
  const { t } = useTranslation();
  const { company_name, title, version } = useRuntimeConfig();
  const parts = [
    company_name,
    title,
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
