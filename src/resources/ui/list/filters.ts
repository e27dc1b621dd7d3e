// The filter bar's values <-> Refine filters, per the declaration's `list.filter`:
//   contains / eq -> { field, operator }        (the API: ?field=value)
//   in            -> { field, operator: 'in' }  (?field=a&field=b)
//   range         -> { field, operator: 'gte' } and 'lte' (?field_gte=&field_lte=), form items
//                    `${field}__gte` and `${field}__lte`
// Values arriving from the address are strings: select values are kept as strings throughout, so a
// reloaded page shows the same choice (the server coerces them).
import type { CrudFilter, CrudOperators } from '@refinedev/core';
import type { FieldDeclaration, ResourceDeclaration } from '../../define';

export type FilterValues = Record<string, unknown>;

export const filterableFields = (r: ResourceDeclaration): FieldDeclaration[] =>
  r.fields.filter((f) => f.list?.filter && f.type !== 'password');

export const rangeNames = (field: FieldDeclaration) => [`${field.name}__gte`, `${field.name}__lte`] as const;

const isEmpty = (value: unknown) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

const findValue = (filters: CrudFilter[], field: string, operator: CrudOperators) =>
  filters.find((f) => 'field' in f && f.field === field && f.operator === operator)?.value as unknown;

const asStrings = (value: unknown) =>
  isEmpty(value) ? undefined : Array.isArray(value) ? value.map(String) : [String(value)];

const asNumber = (value: unknown) =>
  isEmpty(value) || Number.isNaN(Number(value)) ? undefined : Number(value);

export function filtersToValues(r: ResourceDeclaration, filters: CrudFilter[]): FilterValues {
  const values: FilterValues = {};
  for (const field of filterableFields(r)) {
    const kind = field.list!.filter!;
    if (kind === 'range') {
      const [gte, lte] = rangeNames(field);
      values[gte] = asNumber(findValue(filters, field.name, 'gte'));
      values[lte] = asNumber(findValue(filters, field.name, 'lte'));
    } else if (kind === 'in') {
      values[field.name] = asStrings(findValue(filters, field.name, 'in'));
    } else {
      const value = findValue(filters, field.name, kind);
      values[field.name] = isEmpty(value) ? undefined : String(value);
    }
  }
  return values;
}

/** Every declared filter, the empty ones with an undefined value (so replacing clears them). */
export function valuesToFilters(r: ResourceDeclaration, values: FilterValues): CrudFilter[] {
  const clean = (value: unknown) =>
    isEmpty(value) ? undefined : typeof value === 'string' ? value.trim() || undefined : value;
  return filterableFields(r).flatMap((field): CrudFilter[] => {
    const kind = field.list!.filter!;
    if (kind === 'range') {
      const [gte, lte] = rangeNames(field);
      return [
        { field: field.name, operator: 'gte', value: clean(values[gte]) },
        { field: field.name, operator: 'lte', value: clean(values[lte]) },
      ];
    }
    return [{ field: field.name, operator: kind, value: clean(values[field.name]) }];
  });
}

/** The filters worth keeping (Refine keeps undefined ones in the address otherwise). */
export const activeFilters = (filters: CrudFilter[]) => filters.filter((f) => !isEmpty(f.value));
