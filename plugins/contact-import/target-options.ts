// The choices of a column's select: the spec's 13 targets, then the card template's labels as `label:<id>`.
// A remembered `label:<id>` the template no longer has still shows, so the choice is not silently lost.
import { IMPORT_TARGETS, type CardLabel } from '@/src/plugin-api';

export interface TargetGroup {
  label: string;
  options: { value: string; label: string }[];
}

export function targetOptions(
  t: (key: string, options?: Record<string, string>) => string,
  labels: readonly CardLabel[],
  mapping: readonly string[],
): TargetGroup[] {
  const known = new Set(labels.map((l) => `label:${l.id}`));
  const lost = mapping.filter((m) => m.startsWith('label:') && !known.has(m));
  const cardFields = [
    ...labels.map((l) => ({ value: `label:${l.id}`, label: l.value })),
    ...[...new Set(lost)].map((m) => ({ value: m, label: t('mapping.lostLabel', { id: m.slice(6) }) })),
  ];
  return [
    {
      label: t('mapping.columns'),
      options: IMPORT_TARGETS.map((v) => ({ value: v, label: t(`targets.${v}`) })),
    },
    ...(cardFields.length ? [{ label: t('mapping.cardFields'), options: cardFields }] : []),
  ];
}
