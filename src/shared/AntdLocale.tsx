import { ConfigProvider } from 'antd';
// The ES builds: `antd/locale/*` is CommonJS, and in the production bundle its default import arrives
// wrapped, so antd silently fell back to English.
import enUS from 'antd/es/locale/en_US';
import ruRU from 'antd/es/locale/ru_RU';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePrefersReducedMotion } from './use-prefers-reduced-motion';

/**
 * antd's own texts (pagination, empty tables, pickers) follow the interface language, and its animations
 * (menus sliding open, notices, pop-overs) are off for a user whose system asks for reduced motion.
 */
export function AntdLocale({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const reducedMotion = usePrefersReducedMotion();
  return (
    <ConfigProvider
      locale={i18n.language === 'en' ? enUS : ruRU}
      theme={reducedMotion ? { token: { motion: false } } : undefined}
    >
      {children}
    </ConfigProvider>
  );
}
