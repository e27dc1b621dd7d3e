// The list's columns, from the fields that declare `list` (passwords never): the label as title,
// sorting where `list.sortable`, the value rendered by its type (references by the labels the row carries).
import { getDefaultSortOrder } from '@refinedev/antd';
import type { BaseRecord, CrudSort } from '@refinedev/core';
import type { TableColumnType } from 'antd';
import type { FieldDeclaration, ResourceDeclaration } from '../../define';
import type { TextOf } from '../use-text';
import { FieldValue } from '../view/FieldValue';

const listedFields = (r: ResourceDeclaration): FieldDeclaration[] =>
  r.fields.filter((f) => f.list && f.type !== 'password');

export function buildColumns(
  r: ResourceDeclaration,
  text: TextOf,
  sorters: CrudSort[],
): TableColumnType<BaseRecord>[] {
  return listedFields(r).map((field) => ({
    key: field.name,
    dataIndex: field.name,
    title: text(field.label),
    width: field.list?.width,
    sorter: field.list?.sortable ? true : undefined,
    sortOrder: field.list?.sortable ? (getDefaultSortOrder(field.name, sorters) ?? null) : undefined,
    render: (value: unknown, row: BaseRecord) => <FieldValue field={field} value={value} row={row} />,
  }));
}
