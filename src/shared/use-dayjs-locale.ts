import dayjs from 'dayjs';
import 'dayjs/locale/ru';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Dates (antd pickers, formatting) follow the interface language. */
export function useDayjsLocale() {
  const { i18n } = useTranslation();
  const locale = i18n.language === 'en' ? 'en' : 'ru';
  useEffect(() => {
    dayjs.locale(locale);
  }, [locale]);
}
