// A screen's filters as its list endpoint receives them: the transport's form encoding leaves out empty
// values (undefined, null, '' and empty arrays), so an export is sent exactly the filters that list applied.
const isEmpty = (value: unknown) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/** The filters without empty values and without the paging keys, which no export applies. */
export function listFilters(filters: Record<string, unknown>): Record<string, unknown> {
  const kept: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(filters))
    if (!isEmpty(value) && !['page', 'limit', 'cursor'].includes(key)) kept[key] = value;
  return kept;
}
