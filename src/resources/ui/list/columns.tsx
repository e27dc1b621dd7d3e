// The list's columns, from the fields that declare `list` (passwords never): the label as title,
// sorting where `list.sortable`, the value rendered by its type (references by the labels the row carries).
// Every column has a width (declared, or by its type and header: column-width.ts); text-like values stay on
// one line, cut with "…" and shown whole in a tooltip (issue 14).
import { getDefaultSortOrder } from '@refinedev/antd';
import type { BaseRecord, CrudSort } from '@refinedev/core';
import type { TableColumnType } from 'antd';
import { columnWidth } from '@/src/shared/table/column-width';
import { CellTip, ELLIPSIS } from '@/src/shared/table/cell-tip';
import type { FieldDeclaration, FieldType, ResourceDeclaration } from '../../define';
import type { TextOf } from '../use-text';
import { FieldValue } from '../view/FieldValue';

const listedFields = (r: ResourceDeclaration): FieldDeclaration[] =>
  r.fields.filter((f) => f.list && f.type !== 'password');

/** The width a value of each type wants when the declaration names none. */
const VALUE_WIDTH: Record<FieldType, number> = {
  string: 200,
  text: 240,
  html: 240,
  email: 220,
  phone: 150,
  url: 220,
  integer: 100,
  number: 110,
  boolean: 100,
  enum: 160,
  enumMulti: 220,
  color: 140,
  reference: 180,
  referenceMulti: 220,
  password: 0,
  json: 200,
  time: 90,
  date: 120,
  datetime: 150,
  file: 280,
};

/** Short values that always fit (a yes/no tag, a swatch) and files (buttons, a player) are never cut. */
const NOT_CUT: readonly FieldType[] = ['boolean', 'color', 'file'];

export function buildColumns(
  r: ResourceDeclaration,
  text: TextOf,
  sorters: CrudSort[],
): TableColumnType<BaseRecord>[] {
  return listedFields(r).map((field) => {
    const title = text(field.label);
    const sortable = Boolean(field.list?.sortable);
    // A coloured tag (`display`) is short and has a tooltip of its own (TagValue.tsx).
    const cut = !NOT_CUT.includes(field.type) && !field.display;
    return {
      key: field.name,
      dataIndex: field.name,
      title,
      width: columnWidth(field.list?.width ?? VALUE_WIDTH[field.type], title, sortable),
      ...(cut ? ELLIPSIS : {}),
      sorter: sortable ? true : undefined,
      sortOrder: sortable ? (getDefaultSortOrder(field.name, sorters) ?? null) : undefined,
      render: (value: unknown, row: BaseRecord) => {
        const shown = <FieldValue field={field} value={value} row={row} />;
        return cut && !isEmptyValue(value) ? <CellTip>{shown}</CellTip> : shown;
      },
    };
  });
}

const isEmptyValue = (value: unknown) =>
  value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);
