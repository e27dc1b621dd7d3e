import { useSelect } from '@refinedev/antd';
import type { BaseKey, BaseRecord } from '@refinedev/core';
import { Select, type SelectProps } from 'antd';
import type { FieldDeclaration } from '../../define';

const OPTIONS_PAGE = { currentPage: 1, pageSize: 100, mode: 'server' } as const;

/**
 * A Select of the rows of a referenced resource (Refine's useSelect: searching asks the API with a
 * `contains` filter on the label field; the chosen rows' labels are fetched even when off the first page).
 * `stringValues`: ids as strings, for filters whose values come back from the address as strings.
 */
export function ReferenceSelect({
  field,
  stringValues = false,
  value,
  ...props
}: { field: FieldDeclaration; stringValues?: boolean } & SelectProps) {
  const labelField = field.reference?.labelField ?? 'title';
  const chosen = (
    Array.isArray(value) ? value : value === undefined || value === null ? [] : [value]
  ) as BaseKey[];
  const { selectProps } = useSelect<BaseRecord>({
    resource: field.reference?.resource ?? '',
    optionLabel: (item) => String(item[labelField] ?? item.id),
    optionValue: (item) => (stringValues ? String(item.id) : (item.id as string)),
    searchField: labelField as never,
    defaultValue: chosen,
    pagination: OPTIONS_PAGE,
    errorNotification: false,
  });
  return (
    <Select
      {...selectProps}
      value={value}
      mode={field.type === 'referenceMulti' ? 'multiple' : undefined}
      allowClear
      {...props}
    />
  );
}
