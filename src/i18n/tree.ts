// Text trees: nested objects whose leaves are strings.

export type Tree = { [key: string]: unknown };

const isTree = (value: unknown): value is Tree =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Deep merge of plain objects into a new object; later sources win on leaves. */
export function deepMerge(...sources: object[]): Tree {
  const out: Tree = {};
  for (const source of sources) {
    for (const [key, value] of Object.entries(source)) {
      out[key] = isTree(value) && isTree(out[key]) ? deepMerge(out[key] as Tree, value) : value;
    }
  }
  return out;
}

/** The validation dictionary writes {field}; i18next (and plainT) interpolate {{field}}. */
export const withI18nextPlaceholders = (dictionary: Record<string, string>): Record<string, string> =>
  Object.fromEntries(
    Object.entries(dictionary).map(([rule, text]) => [rule, text.replace(/\{(\w+)\}/g, '{{$1}}')]),
  );
