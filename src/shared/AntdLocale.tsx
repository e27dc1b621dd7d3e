import { ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import ruRU from 'antd/locale/ru_RU';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** antd's own texts (pagination, empty tables, pickers) follow the interface language. */
export function AntdLocale({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  return <ConfigProvider locale={i18n.language === 'en' ? enUS : ruRU}>{children}</ConfigProvider>;
}
