// A KPI target's `options`: the parameters its metric takes (spec 000 section 3 names `options` only). The one
// metric with a parameter is "Number of long calls" (calls_length_count): a call counts from
// `min_call_length` billed seconds (server/exports/sources/kpi-values.ts). Other keys a stored object may
// hold are kept as they are.

export const KPI_OPTION_FIELDS = {
  calls_length_count: [
    {
      name: 'min_call_length',
      label: { en: 'Long call from, s', ru: 'Длинный звонок от, с' },
      min: 1,
      max: 86400,
    },
  ],
} as const;

export const KPI_OPTION_TEXTS = {
  none: { en: 'This metric has no options', ru: 'У этого показателя нет параметров' },
};

export type KpiOptions = Record<string, unknown>;

/** The options object of the form's value (JSON text or an object); {} for anything else. */
export function readOptions(value: unknown): KpiOptions {
  let parsed = value;
  if (typeof value === 'string') {
    try {
      parsed = value.trim() ? JSON.parse(value) : {};
    } catch {
      parsed = {};
    }
  }
  return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as KpiOptions) : {};
}

/** The form's value for an options object: its JSON text, '' when it holds nothing. */
export function writeOptions(options: KpiOptions): string {
  const kept = Object.fromEntries(Object.entries(options).filter(([, v]) => v !== undefined && v !== null));
  return Object.keys(kept).length ? JSON.stringify(kept) : '';
}
