// The list's columns, from the fields that declare `list` (passwords never): the label as title,
// sorting where `list.sortable`, the value rendered by its type.
import { getDefaultSortOrder } from '@refinedev/antd';
import type { BaseRecord, CrudSort } from '@refinedev/core';
import type { TableColumnType } from 'antd';
import type { FieldDeclaration, ResourceDeclaration } from '../../define';
import type { TextOf } from '../use-text';
import { FieldValue } from '../view/FieldValue';

const listedFields = (r: ResourceDeclaration): FieldDeclaration[] =>
  r.fields.filter((f) => f.list && f.type !== 'password');

const isReference = (f: FieldDeclaration) => f.type === 'reference' || f.type === 'referenceMulti';

/** All ids a reference column shows on this page, so its cells share one useMany query. */
function pageIds(field: FieldDeclaration, rows: readonly BaseRecord[]): (string | number)[] {
  const ids = new Set<string | number>();
  for (const row of rows) {
    const value = row[field.name] as unknown;
    for (const id of Array.isArray(value) ? value : [value])
      if (typeof id === 'number' || (typeof id === 'string' && id !== '')) ids.add(id);
  }
  return [...ids].sort((a, b) => String(a).localeCompare(String(b), undefined, { numeric: true }));
}

export function buildColumns(
  r: ResourceDeclaration,
  text: TextOf,
  rows: readonly BaseRecord[],
  sorters: CrudSort[],
): TableColumnType<BaseRecord>[] {
  return listedFields(r).map((field) => {
    const batch = isReference(field) ? pageIds(field, rows) : undefined;
    return {
      key: field.name,
      dataIndex: field.name,
      title: text(field.label),
      width: field.list?.width,
      sorter: field.list?.sortable ? true : undefined,
      sortOrder: field.list?.sortable ? (getDefaultSortOrder(field.name, sorters) ?? null) : undefined,
      render: (value: unknown, row: BaseRecord) => (
        <FieldValue field={field} value={value} batch={batch} row={row} />
      ),
    };
  });
}
