import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { isLocale, type Locale } from '@/src/i18n';
import { COLOR_LABELS, type FieldDeclaration, type Text } from '../define';

/** The declaration's texts in the interface language (re-renders when it changes). */
export function useText() {
  const { i18n } = useTranslation();
  const locale: Locale = isLocale(i18n.language) ? i18n.language : 'ru';
  return useCallback((text: Text | undefined) => (text ? text[locale] : ''), [locale]);
}

export type TextOf = ReturnType<typeof useText>;

/** The label of an enum option or a colour, falling back to the value itself. */
export function optionLabel(field: FieldDeclaration, value: string, text: TextOf): string {
  if (field.type === 'color') return text(COLOR_LABELS[value as keyof typeof COLOR_LABELS]) || value;
  return text(field.optionLabels?.[value]) || value;
}

/** The options of an enum, enumMulti or color field, in declaration order. */
export const optionsOf = (field: FieldDeclaration, text: TextOf) =>
  (field.options ?? []).map((value) => ({ value, label: optionLabel(field, value, text) }));
