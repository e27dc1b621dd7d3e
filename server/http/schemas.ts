// The id schemas every domain's routes share: a row id is a positive int4, whether it travels in the path, the
// query or a JSON body. A path id above INT4_MAX names no row: the error handler answers 404 for it (errors.ts),
// so handlers never guard the range themselves.
export const INT4_MAX = 2_147_483_647;

/** A row id: what `/:id`, references and id filters accept. */
export const ID_SCHEMA = { type: 'integer', minimum: 1, maximum: INT4_MAX } as const;

/** The path parameters of a route, each a row id: `idParams('id')`, `idParams('contactId')`. */
export const idParams = <const N extends string>(...names: N[]) => ({
  type: 'object' as const,
  required: names,
  // Typed per name, so a route's parameter types come from this schema (JsonSchemaToTsProvider).
  properties: Object.fromEntries(names.map((name) => [name, ID_SCHEMA])) as { [K in N]: typeof ID_SCHEMA },
});

/** A list of row ids (`tags`, `ids`), at most `maxItems` of them. */
export const idList = (maxItems = 500) => ({ type: 'array', maxItems, items: ID_SCHEMA });

/** A value already read as a number that is a row id. */
export const isRowId = (value: unknown, min = 1): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= INT4_MAX;

/** Whether a failed path-parameter check only says "too large" of an id (then no row has it: 404). */
export const isIdBeyondRange = (errors: { keyword: string; params: Record<string, unknown> }[]) =>
  errors.length > 0 && errors.every((e) => e.keyword === 'maximum' && e.params.limit === INT4_MAX);
