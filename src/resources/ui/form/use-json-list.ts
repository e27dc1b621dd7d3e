// The state of a widget that edits a `json` field holding a list of objects (card labels, transfer
// phones). The form keeps a json field as JSON text: values.ts turns the server's array into text on
// edit, the required rule is a string rule, and a form-encoded body cannot carry an array of objects
// (it would send one key per item). So the widget reads text (or an array) and hands back text, '' for
// an empty list so "required" and the server's empty value apply.
// Rows carry a client-side `__key`, left out of the JSON: it keeps each row's inputs mounted (and
// focused) while rows are typed in, added, removed or moved.
import { useState } from 'react';

export type Keyed<T> = T & { __key: number };

let lastKey = 0;
export const withKey = <T extends object>(item: T): Keyed<T> => ({ ...item, __key: ++lastKey });

const dropKeys = (key: string, value: unknown) => (key === '__key' ? undefined : value);

/** The items of a json list value: an array, or JSON text of one; anything else is an empty list. */
function parseList(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  if (typeof value !== 'string' || !value.trim()) return [];
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? parsed : [];
  } catch {
    return [];
  }
}

/** The JSON text the form holds for `items` ('' when there are none). */
const listText = (items: readonly unknown[]) => (items.length ? JSON.stringify(items, dropKeys) : '');

export function useJsonList<T extends object>(
  value: unknown,
  onChange: ((value: unknown) => void) | undefined,
  read: (raw: unknown) => T,
  write: (item: T) => unknown = (item) => item,
) {
  const rowsOf = (v: unknown) => parseList(v).map((raw) => withKey(read(raw)));
  const [state, setState] = useState(() => ({ source: value, rows: rowsOf(value) }));
  let rows = state.rows;
  // A value this widget did not produce (the edit page's row arriving, a form reset): start over from it.
  if (!Object.is(value, state.source)) {
    rows = rowsOf(value);
    setState({ source: value, rows });
  }

  const change = (next: Keyed<T>[]) => {
    const text = listText(next.map((row) => write(row)));
    setState({ source: text, rows: next });
    onChange?.(text);
  };
  const move = (index: number, by: number) => {
    const next = [...rows];
    const [row] = next.splice(index, 1);
    next.splice(index + by, 0, row);
    change(next);
  };
  return {
    rows,
    add: (item: T) => change([...rows, withKey(item)]),
    update: (key: number, patch: Partial<T>) =>
      change(rows.map((row) => (row.__key === key ? { ...row, ...patch } : row))),
    remove: (key: number) => change(rows.filter((row) => row.__key !== key)),
    move,
  };
}
