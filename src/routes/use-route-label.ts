import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** Translates a route label: shell keys live in the main namespace, plugin keys in the plugin's. */
export function useRouteLabel() {
  const { t } = useTranslation();
  return useCallback((label: string, ns?: string) => t(label, ns ? { ns } : undefined), [t]);
}
