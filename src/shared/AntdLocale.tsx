import { ConfigProvider } from 'antd';
// The ES builds: `antd/locale/*` is CommonJS, and in the production bundle its default import arrives
// wrapped, so antd silently fell back to English.
import enUS from 'antd/es/locale/en_US';
import ruRU from 'antd/es/locale/ru_RU';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** antd's own texts (pagination, empty tables, pickers) follow the interface language. */
export function AntdLocale({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  return <ConfigProvider locale={i18n.language === 'en' ? enUS : ruRU}>{children}</ConfigProvider>;
}
