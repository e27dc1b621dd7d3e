// A configuration resource is declared once, as plain data (no React, no server code), and that one
// declaration drives both sides: the client generates the Refine resource, menu entry, list, forms and
// show view from it; the server generates the CRUD routes, their request schemas, filters, sorting,
// uniqueness checks and permission keys. See docs/resources.md.
import type { ExportType } from '../contracts/import-export';
import type { PermissionKey } from '../permissions/catalogue';
import type { TextFormatName } from './text-formats';

export const COLORS = ['none', 'red', 'orange', 'yellow', 'green', 'cyan', 'blue', 'violet'] as const;
export const COLOR_LABELS = {
  none: { en: 'None', ru: 'Без цвета' },
  red: { en: 'Red', ru: 'Красный' },
  orange: { en: 'Orange', ru: 'Оранжевый' },
  yellow: { en: 'Yellow', ru: 'Жёлтый' },
  green: { en: 'Green', ru: 'Зелёный' },
  cyan: { en: 'Cyan', ru: 'Бирюзовый' },
  blue: { en: 'Blue', ru: 'Синий' },
  violet: { en: 'Violet', ru: 'Фиолетовый' },
} as const;

export type FieldType =
  | 'string' // one line of text
  | 'text' // several lines
  | 'html' // sanitised on the server, rendered sanitised
  | 'email'
  | 'phone' // digits only on the server (non-digits stripped), 5 to 15 digits
  | 'url'
  | 'integer'
  | 'number'
  | 'boolean'
  | 'enum' // one of `options`
  | 'enumMulti' // several of `options`, stored as a text array
  | 'color' // one of COLORS
  | 'reference' // id of a row of `reference.resource`
  | 'referenceMulti' // ids of rows of `reference.resource`
  | 'password' // write-only: hashed or stored, never sent back
  | 'json' // any JSON; sent as a JSON string in forms
  | 'time' // HH:mm
  | 'date' // YYYY-MM-DD
  | 'datetime' // ISO 8601
  | 'file'; // an uploaded file (multipart); the row keeps its stored name, `file` limits type and size

/** A text in both interface languages. Kept in the declaration so the server's field messages and the
 * client's labels say the same thing. */
export interface Text {
  en: string;
  ru: string;
}

export type FilterKind = 'contains' | 'eq' | 'in' | 'range';

export interface FieldDeclaration {
  /** Column and API name, snake_case as the spec writes it. */
  name: string;
  type: FieldType;
  label: Text;
  required?: boolean;
  /** Length bounds for text types, value bounds for numbers. */
  min?: number;
  max?: number;
  /** For `string`: the shape the text must have (text-formats.ts), checked by the form and the server. */
  format?: TextFormatName;
  /** For enum / enumMulti. */
  options?: readonly string[];
  /** Labels of the options; an option without one shows its value. */
  optionLabels?: Readonly<Record<string, Text>>;
  /** For reference / referenceMulti: the target resource's name and the field shown for a row. */
  reference?: { resource: string; labelField: string };
  default?: string | number | boolean | null | readonly string[];
  /** Unique among rows (text compared case-insensitively); the server answers 409 with this message key of
   * the server dictionary under the field. */
  unique?: { message: string };
  /** Shown but never accepted from the client (the server fills it). */
  readOnly?: boolean;
  /** List column and filter; absent = not in the list. */
  list?: { sortable?: boolean; filter?: FilterKind; width?: number };
  /** For `file`: accepted content types and the largest size in bytes. */
  file?: { accept: readonly string[]; maxBytes: number };
  /** How the list and the show page present an `enum` value: as a tag of the colour named for its option (an
   * antd Tag colour; an option without one is a plain tag), with the row's `tooltipField` as its tooltip
   * when that is not empty (a trunk's registration state and the carrier's reason). */
  display?: { tagColors: Readonly<Record<string, string>>; tooltipField?: string };
  /** Form placement: group key (see ResourceDeclaration.groups); `hidden` = not in forms; `widget` names
   * a hand-written form control registered on the client for a value no generic control can edit. */
  form?: { group?: string; hidden?: boolean; help?: Text; widget?: string };
}

export interface ResourceDeclaration {
  /** Refine resource name and the API's path segment: /api/{api}/list, /api/{api}/create, ... */
  name: string;
  /** API path segment when it differs from `name` (e.g. `status_group`). */
  api?: string;
  /** UI base path: list at `${route}/list`, create, `update/:id`, `show/:id`. */
  route: string;
  /** Menu and page title. */
  label: Text;
  /** The field that names a row: the title of its show and edit pages, what the copy dialog renames.
   * Default `title` (when declared). */
  recordTitle?: string;
  menu?: { parent?: 'settings' | 'report'; icon: string; order: number; hidden?: boolean };
  /** The key each action needs. A missing action is not offered (no route, no button, no endpoint). */
  permissions: {
    list: PermissionKey;
    show?: PermissionKey;
    create?: PermissionKey;
    update?: PermissionKey;
    delete?: PermissionKey;
    copy?: PermissionKey;
  };
  /** Keys every action needs on top of its own (settings screens need `settings.list`). */
  requires?: readonly PermissionKey[];
  fields: readonly FieldDeclaration[];
  /** Form groups in order (the campaign form is grouped as the spec lists them). */
  groups?: readonly { key: string; label: Text }[];
  defaultSort?: { field: string; order: 'asc' | 'desc' };
  /** The export types of the list's rows (issue 13): the list offers an Export button with its filters. */
  exports?: readonly ExportType[];
}

export const defineResource = <const R extends ResourceDeclaration>(resource: R): R => resource;

/** The API path segment of a resource. */
export const apiName = (r: ResourceDeclaration) => r.api ?? r.name;

export type ResourceAction = 'list' | 'show' | 'create' | 'update' | 'delete' | 'copy';

/** Every key an action needs, or null when the resource does not offer the action. */
export function keysFor(r: ResourceDeclaration, action: ResourceAction): PermissionKey[] | null {
  const own = action === 'show' ? (r.permissions.show ?? r.permissions.list) : r.permissions[action];
  return own ? [...(r.requires ?? []), own] : null;
}
