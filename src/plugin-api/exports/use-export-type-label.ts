import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExportType } from '@/src/contracts';
import { EXPORT_NS } from './texts';

/** The name of an export type in the interface language ("Contacts", "Calls"...), as the chooser says it. */
export function useExportTypeLabel(): (type: ExportType) => string {
  const { t } = useTranslation(EXPORT_NS);
  return useCallback((type: ExportType) => t(`types.${type}`, { defaultValue: type }), [t]);
}
